// The one reminder of a checkout left unpaid (docs/decisions.md rule 81): the cart's pieces with their
// pictures, a link that puts them back in a cart (on any device), and the one-click unsubscribe.
import {
  checkoutReminderLink,
  formatEuro,
  listUnsubscribeHeaders,
  mailUnsubscribePageUrl,
  shopConfig,
  sizeLabel,
  type CheckoutReminder,
  type MailDoc,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { productPageUrl } from './back-in-stock';
import { renderShopMail } from './layout';

export function checkoutReminderMail(
  reminder: Pick<CheckoutReminder, 'email' | 'firstName' | 'lines' | 'token'>,
  shopUrl: string,
): MailDoc {
  const { name } = shopConfig;
  const restore = checkoutReminderLink(shopUrl, reminder.token);
  const message = renderShopMail(
    {
      subject: `Your pieces are still waiting at ${name}`,
      preview: reminder.lines.map((line) => line.title).join(', '),
      greeting: reminder.firstName ? `Dear ${reminder.firstName},` : 'Hello,',
      blocks: [
        {
          kind: 'text',
          text: 'You left your order unpaid yesterday. Your pieces are not reserved, but they were all still available when we wrote this:',
        },
        {
          kind: 'pieces',
          pieces: reminder.lines.map((line) => ({
            name: line.title,
            picture: line.image,
            detail: `${line.size ? `Size ${sizeLabel(line.size)}, ` : ''}${line.qty} x ${formatEuro(line.unitPrice)}`,
            href: productPageUrl(shopUrl, line.productId),
          })),
        },
        { kind: 'button', text: 'Back to my cart', href: restore },
        {
          kind: 'text',
          text: 'The link puts these pieces back in your cart on any device. Prices and stock are as the shop shows them when you open it.',
        },
        {
          kind: 'text',
          text: 'This is the only reminder we send about this order.',
        },
      ],
      unsubscribe: {
        reason: 'You asked at the checkout for one reminder if you left your order unpaid.',
        text: 'Unsubscribe',
        href: mailUnsubscribePageUrl(shopUrl, 'checkout-reminder', reminder.token),
      },
    },
    shopIdentity(),
    shopUrl,
  );
  return {
    to: reminder.email,
    message: { ...message, headers: listUnsubscribeHeaders(shopUrl, 'checkout-reminder', reminder.token) },
  };
}
