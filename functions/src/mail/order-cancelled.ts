// The e-mail POST cancelorder sends the customer (docs/decisions.md rule 19), as a `mail` document
// written in the same transaction that marks the order Cancelled, in the shop's layout (rule 82), in
// the order's language (rule 79).
import { orderReference, shopConfig, type MailDoc, type Order } from '@shop/domain';
import { config } from '../config';
import { shopperMail } from './layout';
import { fill, orderMailWriting, orderPieces, orderQuestions } from './order-words';

/** "Your order ... is cancelled": why, and for a paid order that it is refunded in full. */
export function orderCancelledMail(
  order: Order,
  orderId: string,
  reason: string,
  refunded: boolean,
  shopUrl: string = config().shopBaseUrl,
): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const writing = orderMailWriting(order);
  const words = writing.words.cancelled;
  const money = refunded
    ? fill(words.refunded, { amount: writing.price(order.totals.payable) })
    : words.unpaid;
  const news = fill(words.news, { reference });
  return shopperMail(
    order.customer.email,
    {
      subject: fill(words.subject, { shop: shopConfig.name, reference }),
      preview: news,
      greeting: fill(writing.words.order.greeting, { name: order.customer.fullName }),
      blocks: [
        { kind: 'text', text: news },
        // The staff's reason, as they wrote it.
        { kind: 'text', text: fill(words.reason, { reason }) },
        { kind: 'text', text: money },
        { kind: 'pieces', pieces: orderPieces(order.lines, shopUrl, writing) },
        orderQuestions(writing),
      ],
      language: writing.language,
    },
    shopUrl,
  );
}
