import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { isMailList, type MailList } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { ActOnOpenPage, ConfirmByClickPage } from '@/components/ui/mail-link-page';
import { confirmNotifyMe, unsubscribeFromMailList, unsubscribeNotifyMe } from '../api/notify-me';

/**
 * /notify-me/confirm?token=...: the single-use link of the confirmation mail. Confirming takes a
 * click (a mail scanner that opens the link confirms nobody); a used or expired link says so, and
 * nothing is sent.
 */
export function NotifyMeConfirmPage() {
  const { mailLinks } = words();
  return (
    <ConfirmByClickPage
      title={mailLinks.notifyMeConfirmTitle}
      text={mailLinks.notifyMeConfirmText}
      action={mailLinks.notifyMeConfirmAction}
      done={mailLinks.notifyMeConfirmed}
      expired={mailLinks.notifyMeLinkExpired}
      confirm={confirmNotifyMe}
    />
  );
}

/** /notify-me/unsubscribe?token=...: the one-click unsubscribe of every back-in-stock mail. */
export function NotifyMeUnsubscribePage() {
  const { mailLinks } = words();
  return (
    <ActOnOpenPage
      title={mailLinks.notifyMeUnsubscribeTitle}
      done={mailLinks.unsubscribedNotifyMe}
      act={unsubscribeNotifyMe}
    />
  );
}

/**
 * /unsubscribe?list=...&token=...: the footer link of the wishlist alerts and the checkout's
 * reminder (docs/decisions.md rule 82); unsubscribes as it opens, as the mail client's button does.
 */
export function MailUnsubscribePage() {
  const list = useSearchParams()[0].get('list') ?? '';
  const act = useCallback((token: string) => unsubscribeFromMailList(list, token), [list]);
  const { mailLinks } = words();
  const done: Record<MailList, string> = {
    newsletter: mailLinks.unsubscribedNewsletter,
    'notify-me': mailLinks.unsubscribedNotifyMe,
    'wishlist-alerts': mailLinks.unsubscribedWishlistAlerts,
    'checkout-reminder': mailLinks.unsubscribedCheckoutReminder,
  };
  // An unknown list is refused by the API (invalid-request): its sentence is never shown.
  return (
    <ActOnOpenPage
      title={mailLinks.unsubscribeTitle}
      done={isMailList(list) ? done[list] : mailLinks.failed}
      act={act}
    />
  );
}
