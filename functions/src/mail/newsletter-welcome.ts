// The newsletter's e-mails, as `mail` documents the Trigger Email extension sends (rule 19): the
// confirmation asked of a new address (double opt-in) and the welcome once it is confirmed. Neither
// carries anything the visitor typed but the address it goes to.
import {
  NEWSLETTER_CONFIRM_HOURS,
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
  listUnsubscribeHeaders,
  newsletterLink,
  shopConfig,
  type MailDoc,
} from '@shop/domain';
import { shopperMail } from './layout';

/** "Please confirm your subscription", with the link that confirms it. */
export function newsletterConfirmationMail(to: string, token: string, shopUrl: string): MailDoc {
  const { name } = shopConfig;
  return shopperMail(
    to,
    {
      subject: `Please confirm your subscription to the ${name} newsletter`,
      preview: 'One click, and the newsletter is yours.',
      greeting: 'Hello,',
      blocks: [
        {
          kind: 'text',
          text: `Someone, hopefully you, asked to receive the ${name} newsletter at this address.`,
        },
        {
          kind: 'button',
          text: 'Confirm my subscription',
          href: newsletterLink(shopUrl, NEWSLETTER_CONFIRM_PATH, token),
        },
        { kind: 'text', text: `The link works for ${NEWSLETTER_CONFIRM_HOURS} hours.` },
        {
          kind: 'text',
          text: 'If it was not you, ignore this e-mail: without confirmation the address is not subscribed.',
        },
      ],
    },
    shopUrl,
  );
}

/**
 * The welcome, once the address is confirmed, with the one-click unsubscribe every newsletter
 * carries: the footer's link and the List-Unsubscribe headers (RFC 8058, docs/decisions.md rule 82).
 */
export function newsletterWelcomeMail(to: string, unsubscribeToken: string, shopUrl: string): MailDoc {
  const { name } = shopConfig;
  return shopperMail(
    to,
    {
      subject: `Welcome to the ${name} newsletter`,
      preview: 'New arrivals, the sale and the designers we add: you hear first.',
      greeting: 'Hello,',
      blocks: [
        {
          kind: 'text',
          text: `Thank you for subscribing to the ${name} newsletter. From now on you will be the first to hear about new arrivals, the sale and the designers we add.`,
        },
        { kind: 'button', text: 'Visit the shop', href: shopUrl },
      ],
      unsubscribe: {
        reason: 'You subscribed to our newsletter.',
        text: 'Unsubscribe at any time with one click',
        href: newsletterLink(shopUrl, NEWSLETTER_UNSUBSCRIBE_PATH, unsubscribeToken),
      },
    },
    shopUrl,
    listUnsubscribeHeaders(shopUrl, 'newsletter', unsubscribeToken),
  );
}
