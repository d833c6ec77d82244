import { NewsletterUnsubscribePage } from '@/features/newsletter/components/newsletter-link-page';

/** /newsletter/unsubscribe?token=...: the one-link unsubscribe. */
export function Component() {
  return <NewsletterUnsubscribePage />;
}
