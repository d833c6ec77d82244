import type { StoreReturnRequestBody, StoreReturnRequestResponse } from '@shop/domain';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/main/returnrequest: the server checks the order number against the e-mail address,
 * stores the request (once) and acknowledges it by mail (docs/decisions.md rule 22). Throws an ApiError
 * whose message can be shown as is (e.g. an unknown order number).
 */
export async function sendReturnRequest(body: StoreReturnRequestBody): Promise<StoreReturnRequestResponse> {
  const { data } = await api.post<StoreReturnRequestResponse>('returnrequest', body);
  return data;
}
