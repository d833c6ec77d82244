import type { AdminSupplierItem, SupplierCategory } from '@shop/domain';
import { api } from '@/lib/api-client';

export type SupplierFilters = { brand: string; subcategory: string; gender: string };
export const NO_FILTERS: SupplierFilters = { brand: 'ALL', subcategory: 'ALL', gender: 'ALL' };

export type SupplierView = {
  category: SupplierCategory;
  /** The search box's text; '' for none. */
  text: string;
  filters: SupplierFilters;
  /** Price sort: 1 low to high, -1 high to low, 0 the catalogue's order. */
  sort: 0 | 1 | -1;
  page: number;
};

const isFiltered = (filters: SupplierFilters) =>
  filters.brand !== 'ALL' || filters.subcategory !== 'ALL' || filters.gender !== 'ALL';

function query(params: Record<string, string | undefined>): string {
  const parts = Object.entries(params)
    .filter((entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '')
    .map(([key, value]) => `${key}=${encodeURIComponent(value)}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/**
 * The supplier call for what the catalogue screen shows (admin.md section 7): search
 * (findproducts), filters (applyfilters), price sort (pricefilteradmindashboard) or plain paging
 * (getproductsmainstoreagain / ...skip), each a page of 100.
 */
export function supplierPagePath(view: SupplierView, pageSize: number): string {
  const category = view.category.toLowerCase();
  const skip = view.page * pageSize;
  const sort = view.sort === 0 ? undefined : String(view.sort);
  const { brand, subcategory, gender } = view.filters;
  if (view.text !== '') {
    return `findproducts/${encodeURIComponent(view.text)}/${category}${query({
      sort,
      skip: skip > 0 ? String(skip) : undefined,
      brand: brand === 'ALL' ? undefined : brand,
      subcategory: subcategory === 'ALL' ? undefined : subcategory,
      gender: gender === 'ALL' ? undefined : gender,
    })}`;
  }
  if (isFiltered(view.filters)) {
    const segments = [brand, subcategory, gender].map(encodeURIComponent).join('/');
    return `getproductsmainstoreagainapplyfilters/${category}/${segments}${query({ sort, skip: skip > 0 ? String(skip) : undefined })}`;
  }
  if (view.sort !== 0) {
    return `pricefilteradmindashboard/${view.category}/${view.sort}${query({ skip: skip > 0 ? String(skip) : undefined })}`;
  }
  return skip === 0
    ? `getproductsmainstoreagain/${category}`
    : `getproductsmainstoreagainskip/${category}/${skip}`;
}

export function supplierBrandsPath(category: SupplierCategory): string {
  return `getproductsmainstoreagainbrands/${category.toLowerCase()}`;
}

/** POST addproduct: puts the item in the main store at list price x 1.21 (the server prices it). */
export async function addSupplierItemToStore(item: AdminSupplierItem): Promise<{ productId: string }> {
  const { data } = await api.post<{ productId: string }>('addproduct', { supplierItemId: item.id });
  return data;
}
