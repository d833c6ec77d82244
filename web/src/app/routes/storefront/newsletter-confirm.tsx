import { NewsletterConfirmPage } from '@/features/newsletter/components/newsletter-link-page';

/** /newsletter/confirm?token=...: the newsletter's double opt-in. */
export function Component() {
  return <NewsletterConfirmPage />;
}
