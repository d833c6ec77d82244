import { NotifyMeConfirmPage } from '@/features/notify-me/components/notify-me-link-page';

/** /notify-me/confirm?token=...: notify me's double opt-in. */
export function Component() {
  return <NotifyMeConfirmPage />;
}
