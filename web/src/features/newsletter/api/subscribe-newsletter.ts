import type { StoreNewsletterResponse } from '@shop/domain';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/main/newsletter: the server validates, stores and deduplicates (decisions rule 22).
 * Resolves with the sentence to show; throws an ApiError whose message can be shown as is.
 */
export async function subscribeNewsletter(email: string): Promise<string> {
  const { data } = await api.post<StoreNewsletterResponse>('newsletter', { email });
  return data.alreadySubscribed
    ? 'This address is already subscribed to our newsletter.'
    : 'Thank you for subscribing. A welcome e-mail is on its way.';
}
