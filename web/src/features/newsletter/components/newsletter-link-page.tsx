import { shopConfig } from '@shop/domain';
import { fill, words } from '@/app/i18n/page-language';
import { ActOnOpenPage, ConfirmByClickPage } from '@/components/ui/mail-link-page';
import { confirmNewsletter, unsubscribeNewsletter } from '../api/subscribe-newsletter';

/**
 * /newsletter/confirm?token=...: the link of the confirmation mail. Confirming takes a click (a mail
 * scanner that opens the link subscribes nobody).
 */
export function NewsletterConfirmPage() {
  const { mailLinks } = words();
  return (
    <ConfirmByClickPage
      title={mailLinks.newsletterConfirmTitle}
      text={mailLinks.newsletterConfirmText}
      action={mailLinks.newsletterConfirmAction}
      done={fill(mailLinks.newsletterConfirmed, { shop: shopConfig.name })}
      expired={mailLinks.newsletterLinkExpired}
      confirm={confirmNewsletter}
    />
  );
}

/** /newsletter/unsubscribe?token=...: the one-link unsubscribe of every newsletter mail. */
export function NewsletterUnsubscribePage() {
  const { mailLinks } = words();
  return (
    <ActOnOpenPage
      title={mailLinks.newsletterUnsubscribeTitle}
      done={mailLinks.newsletterUnsubscribed}
      act={unsubscribeNewsletter}
    />
  );
}
