import type { AdminOrder, Carrier } from '@shop/domain';
import { api } from '@/lib/api-client';

/**
 * POST fulfilorder: the paid order goes Out for Delivery with its carrier and tracking number; the
 * shopper's e-mail and /track carry the tracking link. The server refuses an unpaid order (409).
 */
export async function fulfilOrder(body: {
  orderId: string;
  carrier: Carrier;
  trackingNumber: string;
}): Promise<{ order: AdminOrder; changed: boolean }> {
  const { data } = await api.post<{ order: AdminOrder; changed: boolean }>('fulfilorder', body);
  return data;
}
