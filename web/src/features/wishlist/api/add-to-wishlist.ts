import type { StoreAddToWishlistBody } from '@shop/domain';
import { api } from '@/lib/api-client';
import { getVisitorUid } from '@/lib/firebase/auth';

/**
 * POST addproducttowish: keeps the product in the visitor's wishlist. The server snapshots the card
 * (title, brand, image, price) from its own product; adding a product that is already there keeps
 * the one entry. Throws an Error whose message can be shown as is.
 */
export async function addProductToWishlist(productId: string): Promise<void> {
  const body: StoreAddToWishlistBody = { userId: await getVisitorUid(), productId };
  await api.post<unknown>('addproducttowish', body);
}
