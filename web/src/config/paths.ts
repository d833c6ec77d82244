import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  NOTIFY_ME_CONFIRM_PATH,
  NOTIFY_ME_UNSUBSCRIBE_PATH,
  MAIL_UNSUBSCRIBE_PATH,
} from '@shop/domain';

/**
 * Every route of the SPA, once. Components link with `paths.x.href(...)`; the router registers
 * `paths.x.path`. Paths are the spec's (storefront.md section 2, admin.md section 2), spelling included
 * (`/adminrecomended`), because shoppers and admins may have them bookmarked.
 */

/** Which listing a /products, /newin or /sale link opens: p, t and the optional brand b. */
export type ListingQuery = {
  p: 'bags' | 'accessories';
  /** A bag or accessory type (`BEAUTY CASE`) or `all`. */
  t: string;
  b?: string;
};

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const parts = Object.entries(query)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `${path}?${parts.join('&')}` : path;
}

const route = <P extends string>(path: P) => ({ path, href: () => path });

const listing = <P extends string>(path: P) => ({
  path,
  href: (query: ListingQuery) => withQuery(path, { p: query.p, t: query.t, b: query.b }),
});

export const paths = {
  // Storefront
  home: route('/'),
  homeAlias: route('/home'),
  products: listing('/products'),
  newIn: listing('/newin'),
  sale: listing('/sale'),
  designers: route('/designers'),
  product: { path: '/view', href: (productId: string) => withQuery('/view', { id: productId }) },
  cart: route('/cart'),
  checkout: route('/checkout'),
  checkoutIdeal: route('/checkoutideal'),
  thankYou: route('/thankyou'),
  track: route('/track'),
  wishlist: route('/wishlist'),
  signIn: route('/signin'),
  register: route('/register'),
  account: route('/account'),
  about: route('/about'),
  faq: route('/faq'),
  contact: route('/contact'),
  returnPolicy: route('/return'),
  returnForm: route('/returnform'),
  delivery: route('/delivery'),
  shipping: route('/shipping'),
  terms: route('/terms'),
  privacy: route('/privacy'),
  disclaimer: route('/disclaimer'),
  cookiePolicy: route('/cookie'),
  paymentMethods: route('/paymentdocs'),
  comingSoon: route('/comingsoon'),
  /** The links of the newsletter's mails (double opt-in, one-link unsubscribe), with their token. */
  newsletterConfirm: route(NEWSLETTER_CONFIRM_PATH),
  newsletterUnsubscribe: route(NEWSLETTER_UNSUBSCRIBE_PATH),
  /** The links of the notify-me mails (double opt-in, one-click unsubscribe), with their token. */
  notifyMeConfirm: route(NOTIFY_ME_CONFIRM_PATH),
  notifyMeUnsubscribe: route(NOTIFY_ME_UNSUBSCRIBE_PATH),
  /** The footer link of the wishlist alerts and the checkout reminder (`list`, `token`). */
  mailUnsubscribe: route(MAIL_UNSUBSCRIBE_PATH),
  /** The header's product search (beyond the spec): `q` the words, `page` 1-based. */
  search: {
    path: '/search',
    href: (q = '', page = 1) => withQuery('/search', { q, page: page > 1 ? String(page) : undefined }),
  },

  // Admin (admin.md section 2)
  admin: {
    signIn: route('/admin'),
    dashboard: route('/admindashboard'),
    store: route('/adminmainstore'),
    storeEdit: {
      path: '/adminmainstoreedit',
      href: (id: string) => withQuery('/adminmainstoreedit', { id }),
    },
    orders: route('/adminmainstoreorders'),
    orderDetails: {
      path: '/adminmainstoreordersdetails',
      /**
       * `returnId`: an approved return request, whose refund the page then offers; `back`: the list
       * (path and query) its back link returns to, as it was left (adminBackLink).
       */
      href: (userId: string, orderId: string, options: { returnId?: string; back?: string } = {}) =>
        withQuery('/adminmainstoreordersdetails', {
          id: userId,
          orderId,
          returnId: options.returnId,
          back: options.back,
        }),
    },
    featured: route('/adminmainfeaturedproduct'),
    supplierCatalogue: {
      path: '/adminallproducts',
      href: (category: 'bags' | 'accessories' | 'clothing' | 'shoes') =>
        withQuery('/adminallproducts', { id: category }),
    },
    newIn: route('/adminallnewin'),
    sale: route('/adminallsale'),
    week: route('/adminallweek'),
    recommended: route('/adminrecomended'),
    featuredEdit: { path: '/adminedit', href: (id: string) => withQuery('/adminedit', { id }) },
    newInEdit: { path: '/admineditnew', href: (id: string) => withQuery('/admineditnew', { id }) },
    saleEdit: { path: '/admineditsale', href: (id: string) => withQuery('/admineditsale', { id }) },
    weekEdit: { path: '/admineditweek', href: (id: string) => withQuery('/admineditweek', { id }) },
    recommendedEdit: {
      path: '/admineditrecommend',
      href: (id: string) => withQuery('/admineditrecommend', { id }),
    },
    coupons: route('/admincoupon'),
    customProducts: route('/admincustomproducts'),
    /** Return requests from /returnform (docs/decisions.md rule 22); not in admin.md, which has no returns screen. */
    returns: route('/adminreturns'),
    /** Who changed what in the admin (beyond the spec). */
    audit: route('/adminaudit'),
    /** VAT per country and rate for a period (beyond the spec). */
    vatReport: route('/adminvatreport'),
    /** The invoices and credit notes issued in a period (docs/decisions.md rule 67). */
    invoices: route('/admininvoices'),
    /** Store items running out, with their stock changeable in place (beyond the spec). */
    lowStock: route('/adminlowstock'),
    /** The team and the owner's settings (docs/decisions.md rule 58): the owner's only. */
    staff: route('/adminstaff'),
    /** Customers, accounts and guests by e-mail, searchable; `q` the search (beyond the spec). */
    customers: {
      path: '/admincustomers',
      href: (q = '') => withQuery('/admincustomers', { q }),
    },
    /** One customer: orders, returns, addresses and the staff's note (beyond the spec). */
    customer: {
      path: '/admincustomer',
      href: (customerId: string) => withQuery('/admincustomer', { id: customerId }),
    },
    /** Sales by period, product, designer, category or coupon, with best-sellers (beyond the spec). */
    salesReport: route('/adminsalesreport'),
    /**
     * Accepting an invitation to the team, the token in the fragment (docs/decisions.md rule 70): open
     * to whoever holds the link, outside the admins-only layout.
     */
    acceptInvitation: route('/adminacceptinvitation'),
  },
} as const;
