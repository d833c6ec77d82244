import { apiRequest } from '@/lib/api-client';

/** DELETE deleteproductuserwish/{wishId}: takes the product out of the visitor's wishlist. */
export async function removeFromWishlist(wishId: string): Promise<void> {
  await apiRequest<unknown>(`deleteproductuserwish/${encodeURIComponent(wishId)}`, { method: 'DELETE' });
}
