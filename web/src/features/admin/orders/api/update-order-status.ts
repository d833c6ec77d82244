import type { AdminOrderStatus, AdminOrderStatusUpdate, AdminUpdateOrderStatusBody } from '@shop/domain';
import { api } from '@/lib/api-client';

/**
 * POST updateorderstatusmainstore: Update Status, and mark complete (Order Completed). The server
 * refuses an unpaid order (409 with the reason) and mails the customer with every change.
 */
export async function updateOrderStatus(
  orderId: string,
  status: AdminOrderStatus,
): Promise<AdminOrderStatusUpdate> {
  const body: AdminUpdateOrderStatusBody = { orderId, status };
  const { data } = await api.post<AdminOrderStatusUpdate>('updateorderstatusmainstore', body);
  return data;
}
