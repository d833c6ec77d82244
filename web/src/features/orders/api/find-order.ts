import type { StoreFindOrderBody, StoreTrackedOrder } from '@shop/domain';
import { api } from '@/lib/api-client';

/**
 * POST findorder: the order with this number, when it was placed with this e-mail address. Throws an
 * ApiError whose message can be shown as is (the same whichever of the two did not match).
 */
export async function findOrder(body: StoreFindOrderBody): Promise<StoreTrackedOrder> {
  const { data } = await api.post<StoreTrackedOrder>('findorder', body);
  return data;
}
