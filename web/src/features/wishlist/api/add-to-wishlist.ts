import type { StoreAddToWishlistBody, StoreAddToWishlistResponse } from '@shop/domain';
import { api } from '@/lib/api-client';
import { getVisitorUid } from '@/lib/firebase/auth';

/**
 * POST addproducttowish: keeps the product in the visitor's wishlist. The server snapshots the card
 * (title, brand, image, price) from its own product; adding a product that is already there keeps
 * the one entry and says so (`added: false`, 'Already in your wishlist'). Throws an Error whose
 * message can be shown as is.
 */
export async function addProductToWishlist(productId: string): Promise<StoreAddToWishlistResponse> {
  const body: StoreAddToWishlistBody = { userId: await getVisitorUid(), productId };
  const { data } = await api.post<StoreAddToWishlistResponse>('addproducttowish', body);
  return data;
}
