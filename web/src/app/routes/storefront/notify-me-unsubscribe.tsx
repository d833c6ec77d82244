import { NotifyMeUnsubscribePage } from '@/features/notify-me/components/notify-me-link-page';

/** /notify-me/unsubscribe?token=...: the one-click unsubscribe of the back-in-stock mails. */
export function Component() {
  return <NotifyMeUnsubscribePage />;
}
