import type {
  StoreNewsletterConfirmResponse,
  StoreNewsletterResponse,
  StoreNewsletterUnsubscribeResponse,
} from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { api } from '@/lib/api-client';

/**
 * POST /api/v1/main/newsletter: the server mails the address a confirmation link (double opt-in).
 * Resolves with the sentence to show; throws an ApiError whose message can be shown as is.
 */
export async function subscribeNewsletter(email: string): Promise<string> {
  // Its mails are written in the page's language (docs/decisions.md rule 79).
  const { data } = await api.post<StoreNewsletterResponse>('newsletter', { email, language: pageLanguage() });
  return data.message;
}

/** POST newsletterconfirm with the token of the confirmation link (the page says the outcome in its words). */
export async function confirmNewsletter(token: string): Promise<void> {
  await api.post<StoreNewsletterConfirmResponse>('newsletterconfirm', { token });
}

/** POST newsletterunsubscribe with the token of the unsubscribe link. */
export async function unsubscribeNewsletter(token: string): Promise<void> {
  await api.post<StoreNewsletterUnsubscribeResponse>('newsletterunsubscribe', { token });
}
