import { api } from '@/lib/api-client';

export type NewsletterReply = { message?: string };

/** POST /api/v1/main/newsletter: the server validates, stores and deduplicates (decisions rule 22). */
export async function subscribeNewsletter(email: string): Promise<string> {
  const { data } = await api.post<NewsletterReply | null>('newsletter', { email });
  return data && typeof data.message === 'string' && data.message !== ''
    ? data.message
    : 'Thank you for subscribing to our newsletter.';
}
