import type { StoreContactBody, StoreContactResponse } from '@shop/domain';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/main/contact: the server validates, stores (once) and acknowledges by mail
 * (docs/decisions.md rule 22). Throws an ApiError whose message can be shown as is.
 */
export async function sendContactMessage(body: StoreContactBody): Promise<StoreContactResponse> {
  const { data } = await api.post<StoreContactResponse>('contact', body);
  return data;
}
