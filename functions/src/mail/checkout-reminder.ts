// The one reminder of a checkout left unpaid (docs/decisions.md rule 81): the cart's pieces with their
// pictures, a link that puts them back in a cart (on any device), and the one-click unsubscribe, in
// the order's language (rule 79; English for a reminder stored without one).
import {
  checkoutReminderLink,
  listUnsubscribeHeaders,
  mailUnsubscribePageUrl,
  shopConfig,
  type CheckoutReminder,
  type MailDoc,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { renderShopMail } from './layout';
import { fill, mailSize, orderMailWriting, productPageUrl, shopPageUrl } from './order-words';

export function checkoutReminderMail(
  reminder: Pick<CheckoutReminder, 'email' | 'firstName' | 'lines' | 'token' | 'language'>,
  shopUrl: string,
): MailDoc {
  const writing = orderMailWriting(reminder);
  const { common, order, reminder: words } = writing.words;
  // The shop's pages in the order's language: /fr/cart?restore=..., /fr/unsubscribe?...
  const shopInLanguage = shopPageUrl(shopUrl, writing, '');
  const message = renderShopMail(
    {
      subject: fill(words.subject, { shop: shopConfig.name }),
      preview: reminder.lines.map((line) => line.title).join(', '),
      greeting: reminder.firstName ? fill(order.greeting, { name: reminder.firstName }) : common.hello,
      blocks: [
        { kind: 'text', text: words.unpaid },
        {
          kind: 'pieces',
          pieces: reminder.lines.map((line) => {
            const amounts = { qty: line.qty, price: writing.price(line.unitPrice) };
            return {
              name: line.title,
              picture: line.image,
              detail: line.size
                ? fill(words.pieceWithSize, { ...amounts, size: mailSize(line.size, writing) })
                : fill(words.piece, amounts),
              href: productPageUrl(shopInLanguage, line.productId),
            };
          }),
        },
        { kind: 'button', text: words.back, href: checkoutReminderLink(shopInLanguage, reminder.token) },
        { kind: 'text', text: words.link },
        { kind: 'text', text: words.onlyOne },
      ],
      unsubscribe: {
        reason: words.why,
        text: words.unsubscribe,
        href: mailUnsubscribePageUrl(shopInLanguage, 'checkout-reminder', reminder.token),
      },
      language: writing.language,
    },
    shopIdentity(),
    shopUrl,
  );
  return {
    to: reminder.email,
    message: { ...message, headers: listUnsubscribeHeaders(shopUrl, 'checkout-reminder', reminder.token) },
  };
}
