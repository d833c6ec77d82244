// The e-mail POST cancelorder sends the customer (docs/decisions.md rule 19), as a `mail` document
// written in the same transaction that marks the order Cancelled, in the shop's layout (rule 82).
import { formatEuro, orderReference, shopConfig, type MailDoc, type Order } from '@shop/domain';
import { config } from '../config';
import { questionsBlock, shopperMail } from './layout';
import { orderPieces } from './order-payment';

/** "Your order ... is cancelled": why, and for a paid order that it is refunded in full. */
export function orderCancelledMail(
  order: Order,
  orderId: string,
  reason: string,
  refunded: boolean,
  shopUrl: string = config().shopBaseUrl,
): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const { name } = shopConfig;
  const money = refunded
    ? `The full amount, ${formatEuro(order.totals.payable)}, is refunded to the payment method you paid with; depending on your bank it can take 5 to 10 days to show.`
    : 'It was not paid, so nothing was charged and nothing more can be paid for it.';
  return shopperMail(
    order.customer.email,
    {
      subject: `Your ${name} order ${reference} is cancelled`,
      preview: `We have cancelled your order ${reference}.`,
      greeting: `Dear ${order.customer.fullName},`,
      blocks: [
        { kind: 'text', text: `We have cancelled your order ${reference}.` },
        { kind: 'text', text: `Reason: ${reason}` },
        { kind: 'text', text: money },
        { kind: 'pieces', pieces: orderPieces(order.lines, shopUrl) },
        questionsBlock('and quote your order number.'),
      ],
    },
    shopUrl,
  );
}
