import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ActOnOpenPage, ConfirmByClickPage } from '@/components/ui/mail-link-page';
import { confirmNotifyMe, unsubscribeFromMailList, unsubscribeNotifyMe } from '../api/notify-me';

/**
 * /notify-me/confirm?token=...: the single-use link of the confirmation mail. Confirming takes a
 * click (a mail scanner that opens the link confirms nobody); a used or expired link says so, and
 * nothing is sent.
 */
export function NotifyMeConfirmPage() {
  return (
    <ConfirmByClickPage
      title="Confirm your address"
      text="Confirm that we may e-mail this address once when the item you asked about is back in stock."
      action="Confirm my address"
      confirm={confirmNotifyMe}
    />
  );
}

/** /notify-me/unsubscribe?token=...: the one-click unsubscribe of every back-in-stock mail. */
export function NotifyMeUnsubscribePage() {
  return <ActOnOpenPage title="Stop back-in-stock e-mails" act={unsubscribeNotifyMe} />;
}

/**
 * /unsubscribe?list=...&token=...: the footer link of the wishlist alerts and the checkout's
 * reminder (docs/decisions.md rule 82); unsubscribes as it opens, as the mail client's button does.
 */
export function MailUnsubscribePage() {
  const list = useSearchParams()[0].get('list') ?? '';
  const act = useCallback((token: string) => unsubscribeFromMailList(list, token), [list]);
  return <ActOnOpenPage title="Unsubscribe" act={act} />;
}
