import type { StoreWishlistAlertsResponse, WishlistAlertSource } from '@shop/domain';
import { api } from '@/lib/api-client';

/** GET wishlistalerts: whether the visitor's wishlist alerts are on, and whether they can be. */
export async function getWishlistAlerts(): Promise<StoreWishlistAlertsResponse> {
  const { data } = await api.get<StoreWishlistAlertsResponse>('wishlistalerts');
  return data;
}

/** POST wishlistalerts: on (the consent, with where it was given) or off. */
export async function setWishlistAlerts(
  enabled: boolean,
  source: WishlistAlertSource,
): Promise<StoreWishlistAlertsResponse> {
  const { data } = await api.post<StoreWishlistAlertsResponse>('wishlistalerts', { enabled, source });
  return data;
}
