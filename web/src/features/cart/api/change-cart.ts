import { shopConfig, type CountryCode, type StoreApplyCouponResponse, type StoreCart } from '@shop/domain';
import { apiRequest } from '@/lib/api-client';
import { getVisitorUid } from '@/lib/firebase/auth';
import { notifyCartChanged } from './cart-events';

/*
 * The cart page's changes. Each answers the updated cart (totals for `country`) and tells the header
 * badge, here and in other tabs, to re-read the counter. Refusals (above stock, cart full, a code
 * that does not work) throw an Error whose message can be shown as is.
 */

const withCountry = (path: string, country: CountryCode) => `${path}?country=${country}`;

async function changed<T>(request: Promise<{ data: T }>): Promise<T> {
  const { data } = await request;
  notifyCartChanged();
  return data;
}

/** PUT cartitemchangequantitycart/{itemId}/{qty}. */
export function changeCartQuantity(
  itemId: string,
  qty: number,
  country: CountryCode = shopConfig.defaultCountry,
): Promise<StoreCart> {
  const path = `cartitemchangequantitycart/${encodeURIComponent(itemId)}/${qty}`;
  return changed(apiRequest<StoreCart>(withCountry(path, country), { method: 'PUT' }));
}

/** DELETE deleteitemsmaincart/{itemId}. */
export function removeCartLine(
  itemId: string,
  country: CountryCode = shopConfig.defaultCountry,
): Promise<StoreCart> {
  const path = `deleteitemsmaincart/${encodeURIComponent(itemId)}`;
  return changed(apiRequest<StoreCart>(withCountry(path, country), { method: 'DELETE' }));
}

/** DELETE clearallcartitems/{userId}: every line and the coupon. */
export async function clearCart(country: CountryCode = shopConfig.defaultCountry): Promise<StoreCart> {
  const path = `clearallcartitems/${encodeURIComponent(await getVisitorUid())}`;
  return changed(apiRequest<StoreCart>(withCountry(path, country), { method: 'DELETE' }));
}

/** POST getcouponitemscart/{code}: applies the code; its discount (cents) and the cart. */
export function applyCoupon(
  code: string,
  country: CountryCode = shopConfig.defaultCountry,
): Promise<StoreApplyCouponResponse> {
  const path = `getcouponitemscart/${encodeURIComponent(code.trim())}`;
  return apiRequest<StoreApplyCouponResponse>(withCountry(path, country), { method: 'POST' }).then(
    ({ data }) => data,
  );
}

/** DELETE removecouponcart: Remove Discount. */
export function removeCoupon(country: CountryCode = shopConfig.defaultCountry): Promise<StoreCart> {
  return apiRequest<StoreCart>(withCountry('removecouponcart', country), { method: 'DELETE' }).then(
    ({ data }) => data,
  );
}
