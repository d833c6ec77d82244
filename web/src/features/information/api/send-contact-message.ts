import type { StoreContactBody, StoreContactResponse } from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/main/contact: the server validates, stores (once) and acknowledges by mail
 * (docs/decisions.md rule 22). Throws an ApiError whose message can be shown as is.
 */
export async function sendContactMessage(
  body: Omit<StoreContactBody, 'language'>,
): Promise<StoreContactResponse> {
  // Its receipt is written in the page's language (docs/decisions.md rule 79).
  const { data } = await api.post<StoreContactResponse>('contact', { ...body, language: pageLanguage() });
  return data;
}
