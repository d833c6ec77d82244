import type { StoreAddToCartBody } from '@shop/domain';
import { api } from '@/lib/api-client';
import { getVisitorUid } from '@/lib/firebase/auth';
import { notifyCartChanged } from './cart-events';

export { notifyCartChanged };

export type AddToCartOutcome = 'added' | 'already-in-cart';

/**
 * POST addproducttocart: puts one of the product (in `size`, when it has several) in the visitor's
 * cart. The server takes the price, title and image from the product (docs/decisions.md rule 4) and answers
 * 200 when added, 201 when the product was already in the cart (rule 12). Any refusal (sold out,
 * the cart's 10,000-item maximum, no connection) throws an Error whose message can be shown as is.
 */
export async function addProductToCart(productId: string, size?: string): Promise<AddToCartOutcome> {
  const body: StoreAddToCartBody = { userId: await getVisitorUid(), productId, size: size ?? null };
  const { status } = await api.post<unknown>('addproducttocart', body);
  if (status === 201) return 'already-in-cart';
  notifyCartChanged();
  // For analytics, if the shop has it and the shopper accepts (features/consent/api/shop-events.ts).
  if (__SHOP_ANALYTICS__)
    (window.shopEvents ??= []).push({ name: 'add_to_cart', detail: { productId, size: size ?? null } });
  return 'added';
}
