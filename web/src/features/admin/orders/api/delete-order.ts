import { apiRequest } from '@/lib/api-client';

/** DELETE deleteorder/{orderId}. */
export async function deleteOrder(orderId: string): Promise<void> {
  await apiRequest(`deleteorder/${encodeURIComponent(orderId)}`, { method: 'DELETE' });
}
