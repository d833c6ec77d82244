import type { AdminOrder } from '@shop/domain';
import { api } from '@/lib/api-client';

/**
 * POST cancelorder: an unpaid order is cancelled with its payment; a paid one not shipped is refunded
 * in full and its stock put back. A shipped order is refused (409): that is a return.
 */
export async function cancelOrder(body: { orderId: string; reason: string }): Promise<AdminOrder> {
  const { data } = await api.post<AdminOrder>('cancelorder', body);
  return data;
}
