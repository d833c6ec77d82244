// The newsletter's e-mails, as `mail` documents the Trigger Email extension sends (rule 19): the
// confirmation asked of a new address (double opt-in) and the welcome once it is confirmed, in the
// language of the page the address was given on (rule 79), with the shop's pages under its prefix.
// Neither carries anything the visitor typed but the address it goes to.
import {
  fillText,
  listUnsubscribeHeaders,
  mailWords,
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  newsletterLink,
  shopConfig,
  type Language,
  type MailDoc,
} from '@shop/domain';
import { shopperMail } from './layout';
import { shopPageUrl } from './order-words';

/** "Please confirm your subscription", with the link that confirms it. */
export function newsletterConfirmationMail(
  to: string,
  token: string,
  shopUrl: string,
  language: Language,
): MailDoc {
  const { common, newsletter: words } = mailWords(language);
  const shop = shopConfig.name;
  return shopperMail(
    to,
    {
      subject: fillText(words.confirmSubject, { shop }),
      preview: words.confirmPreview,
      greeting: common.hello,
      blocks: [
        { kind: 'text', text: fillText(words.confirmAsked, { shop }) },
        {
          kind: 'button',
          text: words.confirmButton,
          href: newsletterLink(shopPageUrl(shopUrl, { language }, ''), NEWSLETTER_CONFIRM_PATH, token),
        },
        { kind: 'text', text: fillText(common.linkHours, { hours: NEWSLETTER_CONFIRM_HOURS }) },
        { kind: 'text', text: words.notYou },
      ],
      language,
    },
    shopUrl,
  );
}

/**
 * The welcome, once the address is confirmed, with the one-click unsubscribe every newsletter
 * carries: the footer's link and the List-Unsubscribe headers (RFC 8058, docs/decisions.md rule 82).
 */
export function newsletterWelcomeMail(
  to: string,
  unsubscribeToken: string,
  shopUrl: string,
  language: Language,
): MailDoc {
  const { common, newsletter: words } = mailWords(language);
  const shop = shopConfig.name;
  const shopInLanguage = shopPageUrl(shopUrl, { language }, '');
  return shopperMail(
    to,
    {
      subject: fillText(words.welcomeSubject, { shop }),
      preview: words.welcomePreview,
      greeting: common.hello,
      blocks: [
        { kind: 'text', text: fillText(words.welcomeThanks, { shop }) },
        { kind: 'button', text: common.visitShop, href: shopPageUrl(shopUrl, { language }, '/') },
      ],
      unsubscribe: {
        reason: words.why,
        text: words.unsubscribe,
        href: newsletterLink(shopInLanguage, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken),
      },
      language,
    },
    shopUrl,
    listUnsubscribeHeaders(shopUrl, 'newsletter', unsubscribeToken),
  );
}
