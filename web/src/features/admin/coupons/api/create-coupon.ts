import type { AdminCoupon, AdminCreateCouponBody } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST couponitems: the server parses the code and discount again and refuses a code that exists (409). */
export async function createCoupon(body: AdminCreateCouponBody): Promise<AdminCoupon> {
  const { data } = await api.post<AdminCoupon>('couponitems', body);
  return data;
}
