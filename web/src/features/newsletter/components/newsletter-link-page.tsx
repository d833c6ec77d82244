import { ActOnOpenPage, ConfirmByClickPage } from '@/components/ui/mail-link-page';
import { confirmNewsletter, unsubscribeNewsletter } from '../api/subscribe-newsletter';

/**
 * /newsletter/confirm?token=...: the link of the confirmation mail. Confirming takes a click (a mail
 * scanner that opens the link subscribes nobody).
 */
export function NewsletterConfirmPage() {
  return (
    <ConfirmByClickPage
      title="Confirm your subscription"
      text="Confirm that you want to receive the newsletter at this address."
      action="Confirm my subscription"
      confirm={confirmNewsletter}
    />
  );
}

/** /newsletter/unsubscribe?token=...: the one-link unsubscribe of every newsletter mail. */
export function NewsletterUnsubscribePage() {
  return <ActOnOpenPage title="Unsubscribe from the newsletter" act={unsubscribeNewsletter} />;
}
