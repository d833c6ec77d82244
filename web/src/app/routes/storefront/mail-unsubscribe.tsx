import { MailUnsubscribePage } from '@/features/notify-me/components/notify-me-link-page';

/** /unsubscribe?list=...&token=...: the footer link of the wishlist alerts and the checkout's reminder. */
export function Component() {
  return <MailUnsubscribePage />;
}
