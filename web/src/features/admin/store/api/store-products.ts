import type { AdminEditStoreProductBody, AdminStoreProduct, StoreGenderFilter } from '@shop/domain';
import { api, apiRequest } from '@/lib/api-client';

/** The store list's page calls (8 per page): all products or one gender, newest first. */
export function storePagePath(gender: StoreGenderFilter, pageSize: number, page: number): string {
  const skip = page * pageSize;
  return gender === 'ALL'
    ? `getallproductmainstore/${pageSize}/${skip}`
    : `getallproductsmainstorefilters/${gender}/${pageSize}/${skip}`;
}

export function storeCountPath(gender: StoreGenderFilter): string {
  return gender === 'ALL' ? 'getallproductmainstorecount' : `getallproductsmainstorefilterscount/${gender}`;
}

export function storeSearchPath(text: string): string {
  return `searchmainproductstore/${encodeURIComponent(text)}`;
}

export function storeProductPath(id: string): string {
  return `getitemdetailsmainstore/${encodeURIComponent(id)}`;
}

/** POST updateproductmainstore: the edit page's fields; answers the updated product. */
export async function updateStoreProduct(body: AdminEditStoreProductBody): Promise<AdminStoreProduct> {
  const { data } = await api.post<AdminStoreProduct>('updateproductmainstore', body);
  return data;
}

/** GET deleteproductmainstore/{id}: the product leaves the store and every list. */
export async function deleteStoreProduct(id: string): Promise<void> {
  await apiRequest(`deleteproductmainstore/${encodeURIComponent(id)}`);
}

/** POST productvisibility: shows the product in the shop or takes it offline; answers the product. */
export async function setProductVisibility(productId: string, online: boolean): Promise<AdminStoreProduct> {
  const { data } = await api.post<AdminStoreProduct>('productvisibility', { productId, online });
  return data;
}
