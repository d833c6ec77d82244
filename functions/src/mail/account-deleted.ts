// The mail that confirms an account's deletion (docs/decisions.md rule 33), and the verification mail
// of a new account or address (rule 34). Neither carries anything but the shop's own words and
// Firebase's link.
import { shopConfig, type MailDoc } from '@shop/domain';
import { config, shopIdentity } from '../config';
import { shopperMail } from './layout';

/** "Your account has been deleted", with what the books keep. */
export function accountDeletedMail(
  to: string,
  ordersKept: number,
  shopUrl: string = config().shopBaseUrl,
): MailDoc {
  const { name } = shopConfig;
  const { email } = shopIdentity();
  const kept =
    ordersKept > 0
      ? `The amounts of your ${ordersKept === 1 ? 'order' : `${ordersKept} orders`} stay in our books for seven years, as Dutch tax law requires, without your name, address, e-mail address or phone number.`
      : 'We keep nothing else about you.';
  return shopperMail(
    to,
    {
      subject: `Your ${name} account has been deleted`,
      preview: kept,
      greeting: 'Hello,',
      blocks: [
        {
          kind: 'text',
          text: `As you asked, we have deleted your ${name} account: your details, addresses, cart, wishlist, newsletter subscription, wishlist alerts and notify-me requests.`,
        },
        { kind: 'text', text: kept },
        {
          kind: 'link',
          before: 'If you did not ask for this, write to us at',
          text: email,
          href: `mailto:${email}`,
          after: '.',
        },
      ],
    },
    shopUrl,
  );
}
