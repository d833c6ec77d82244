import type { AdminOrder } from '@shop/domain';
import { api, apiRequest } from '@/lib/api-client';

/** DELETE deleteorder/{orderId}: only an order no money reached; the server answers 409 otherwise. */
export async function deleteOrder(orderId: string): Promise<void> {
  await apiRequest(`deleteorder/${encodeURIComponent(orderId)}`, { method: 'DELETE' });
}

/** POST archiveorder { orderId, archived }: the order as it now is (it stays in every report). */
export async function archiveOrder(orderId: string, archived: boolean): Promise<AdminOrder> {
  const { data } = await api.post<AdminOrder>('archiveorder', { orderId, archived });
  return data;
}
