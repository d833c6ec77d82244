import type { StoreReturnRequestBody, StoreReturnRequestResponse } from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/main/returnrequest: the server checks the order number against the e-mail address,
 * stores the request (once) and acknowledges it by mail (docs/decisions.md rule 22). Throws an ApiError
 * whose message can be shown as is (e.g. an unknown order number).
 */
export async function sendReturnRequest(
  body: Omit<StoreReturnRequestBody, 'language'>,
): Promise<StoreReturnRequestResponse> {
  // Its receipt is written in the page's language (docs/decisions.md rule 79).
  const { data } = await api.post<StoreReturnRequestResponse>('returnrequest', {
    ...body,
    language: pageLanguage(),
  });
  return data;
}
