import { MESSAGES, type CuratedList } from '@shop/domain';
import { paths } from '@/config/paths';
import { api, apiRequest } from '@/lib/api-client';

/**
 * The five curated lists and the admin calls of each (admin.md section 7). New In and Sale share
 * most calls and name their list with `New In` / `Sale`.
 */
export interface CuratedListConfig {
  list: CuratedList;
  /** The screen's heading. */
  title: string;
  /** The list as a message names it ("Featured products"). */
  name: string;
  /**
   * Where shoppers meet the list's entries: what "hidden" takes the product off. Hiding never takes
   * the product out of the shop or its search; only deleting it from the main store does.
   */
  shownIn: string;
  /** What else hiding changes for shoppers (the sale price), or ''. */
  hiddenAlso: string;
  screenHref: string;
  editHref: (id: string) => string;
  allPath: string;
  searchPath: (text: string) => string;
  getPath: (id: string) => string;
  remove: (id: string) => Promise<void>;
  hide: (id: string, hidden: boolean) => Promise<void>;
  /** POST of the edit page: the body's shape differs per list. */
  update: (body: {
    id: string;
    sku?: string;
    title: string;
    price: string;
    discountPercent?: number;
  }) => Promise<void>;
  /** The remove button's label on the list screen. */
  removeLabel: string;
  searchPlaceholder: string;
}

const enc = encodeURIComponent;
const patch = (path: string) => apiRequest(path, { method: 'PATCH' }).then(() => undefined);

export const CURATED_LIST_CONFIGS: Readonly<Record<CuratedList, CuratedListConfig>> = {
  featured: {
    list: 'featured',
    title: 'Featured products',
    name: 'Featured products',
    shownIn: "the home page's Featured products",
    hiddenAlso: '',
    screenHref: paths.admin.featured.href(),
    editHref: paths.admin.featuredEdit.href,
    allPath: 'getallfeaturedproductmainstore',
    searchPath: (text) => `searchfeaturedproductstore/${enc(text)}`,
    getPath: (id) => `getfeaturedproduct/${enc(id)}`,
    remove: (id) => apiRequest(`removefeaturedproduct/${enc(id)}`).then(() => undefined),
    hide: (id, hidden) => patch(`${hidden ? 'hidefeatured' : 'unhidefeatured'}/${enc(id)}`),
    update: (body) => api.post('updatefeatured', body).then(() => undefined),
    removeLabel: 'Remove product',
    searchPlaceholder: 'Search by title, SKU, price',
  },
  weekProducts: {
    list: 'weekProducts',
    title: 'Products of the week',
    name: 'Products of the week',
    shownIn: "the home page's Products of the week",
    hiddenAlso: '',
    screenHref: paths.admin.week.href(),
    editHref: paths.admin.weekEdit.href,
    allPath: 'getallweekproductmainstore',
    searchPath: (text) => `searchweekproductstore/${enc(text)}`,
    getPath: (id) => `getweekproduct/${enc(id)}`,
    remove: (id) => apiRequest(`removeweekproduct/${enc(id)}`).then(() => undefined),
    hide: (id, hidden) => patch(`${hidden ? 'hideweek' : 'unhideweek'}/${enc(id)}`),
    update: (body) => api.post('updateweekproduct', body).then(() => undefined),
    removeLabel: 'Remove product',
    searchPlaceholder: 'Search by title, SKU, price',
  },
  newIn: {
    list: 'newIn',
    title: 'New In products',
    name: 'New In',
    shownIn: 'the New In pages',
    hiddenAlso: '',
    screenHref: paths.admin.newIn.href(),
    editHref: paths.admin.newInEdit.href,
    allPath: `getallfeaturedproductmainstoreother/${enc('New In')}`,
    searchPath: (text) => `searchnewinproductstore/${enc(text)}`,
    getPath: (id) => `getfeaturedproductother/${enc(id)}/${enc('New In')}`,
    remove: (id) =>
      apiRequest(`removefeaturedproductother/${enc(id)}/${enc('New In')}`).then(() => undefined),
    hide: (id, hidden) => patch(`${hidden ? 'hidenew' : 'unhidenew'}/${enc(id)}`),
    update: (body) =>
      api.post('updatefeaturedother', { ...body, productfor: 'New In' }).then(() => undefined),
    removeLabel: 'Remove product',
    searchPlaceholder: 'Search by title, SKU, price',
  },
  sale: {
    list: 'sale',
    title: 'Sale products',
    name: 'Sale',
    shownIn: 'the Sale pages',
    hiddenAlso: 'Shoppers pay the full price while it is hidden.',
    screenHref: paths.admin.sale.href(),
    editHref: paths.admin.saleEdit.href,
    allPath: 'getallfeaturedproductmainstoreother/Sale',
    searchPath: (text) => `searchsaleproductstore/${enc(text)}`,
    getPath: (id) => `getfeaturedproductother/${enc(id)}/Sale`,
    remove: (id) => apiRequest(`removefeaturedproductother/${enc(id)}/Sale`).then(() => undefined),
    hide: (id, hidden) => patch(`${hidden ? 'hidesale' : 'unhidesale'}/${enc(id)}`),
    update: (body) => api.post('updatefeaturedother', { ...body, productfor: 'Sale' }).then(() => undefined),
    removeLabel: 'Remove product',
    searchPlaceholder: 'Search by title, SKU, price',
  },
  recommended: {
    list: 'recommended',
    title: 'Recommended products',
    name: 'Recommended',
    shownIn: 'the Recommended order of the product pages',
    hiddenAlso: '',
    screenHref: paths.admin.recommended.href(),
    editHref: paths.admin.recommendedEdit.href,
    // The plain list; without `view` the answer is admin.md's [{ products }].
    allPath: 'getallrecommendedproductmainstoreother?view=entries',
    searchPath: (text) => `searchrecommendedproductstore/${enc(text)}`,
    getPath: (id) => `getrecommendproduct/${enc(id)}`,
    remove: (id) =>
      apiRequest(`removerecommendedproductmainstore/${enc(id)}`, { method: 'DELETE' }).then(() => undefined),
    hide: (id, hidden) => patch(`${hidden ? 'hiderecommended' : 'unhiderecommended'}/${enc(id)}`),
    update: (body) => api.post('updaterecommendproduct', body).then(() => undefined),
    removeLabel: 'Remove from Recommended',
    searchPlaceholder: 'Search by title, SKU, price',
  },
};

/** The message after a product was added to a list (the spec's alerts, typo fixed: rule 20). */
export const ADDED_MESSAGES: Readonly<Record<CuratedList, string>> = {
  featured: MESSAGES.adminAddedToFeatured,
  weekProducts: MESSAGES.adminAddedToWeek,
  newIn: MESSAGES.adminAddedToNewIn,
  sale: 'Product added to Sale',
  recommended: MESSAGES.adminAddedToRecommended,
};

/** The main store card's "Add to ..." calls. Sale answers the new entry's id, for its edit page. */
export async function addToCuratedList(list: CuratedList, productId: string): Promise<string> {
  switch (list) {
    case 'featured':
      await api.post('addfeaturedproductmainstore', { productId });
      return productId;
    case 'weekProducts':
      await api.post('addweekproductmainstore', { productId });
      return productId;
    case 'recommended':
      await api.post('addrecommendedproductmainstore', { productId });
      return productId;
    case 'newIn':
    case 'sale': {
      const { data } = await api.post<string>('addproductotherstore', {
        productId,
        productfor: list === 'sale' ? 'Sale' : 'New In',
      });
      return data;
    }
  }
}
