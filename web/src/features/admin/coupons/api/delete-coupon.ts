import { apiRequest } from '@/lib/api-client';

/** DELETE deletecouponitems/{id}: carts using the coupon lose its discount at once. */
export async function deleteCoupon(id: string): Promise<void> {
  await apiRequest(`deletecouponitems/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
