// The e-mail a refund sends when Stripe reports it succeeded (docs/decisions.md rule 19), as a
// `mail` document written in the webhook's transaction, in the shop's layout (rule 82).
import {
  documentLink,
  formatEuro,
  shopConfig,
  type MailDoc,
  type Order,
  type RefundDoc,
  orderReference,
} from '@shop/domain';
import { questionsBlock, shopperMail, type MailBlock } from './layout';
import { orderPieces } from './order-payment';

/** "We have refunded ...": how much, for which items, and what the order's payment is now. */
export function orderRefundedMail(
  order: Order,
  orderId: string,
  refund: RefundDoc,
  shopUrl: string,
): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const { name } = shopConfig;
  const trackUrl = `${shopUrl}/track`;
  const refunded = order.lines.flatMap((line, index) => {
    const qty = refund.lineQty[index] ?? 0;
    return qty > 0 ? [{ ...line, qty }] : [];
  });
  // The credit note this refund was given (the newest of the order's), opened by its key.
  const creditNote = order.creditNotes?.at(-1);
  const creditNoteLink = creditNote && documentLink(shopUrl, { kind: 'credit-note', orderId, ...creditNote });
  const amount = formatEuro(refund.amount);
  const news = `We have refunded ${amount} for your order ${reference} to the payment method you paid with. Depending on your bank it can take 5 to 10 days to show.`;
  const blocks: MailBlock[] = [
    { kind: 'text', text: news },
    ...(refunded.length > 0
      ? [
          { kind: 'heading', text: 'Refunded items' } satisfies MailBlock,
          // Without amounts: the refund's sum is said above (a coupon may have lowered each line).
          {
            kind: 'pieces',
            pieces: orderPieces(refunded, shopUrl).map(({ amount: _amount, ...piece }) => piece),
          } satisfies MailBlock,
        ]
      : []),
    { kind: 'text', text: `Payment: ${order.payment}` },
    ...(creditNote && creditNoteLink
      ? [
          {
            kind: 'link',
            text: `Your credit note ${creditNote.number} (PDF)`,
            href: creditNoteLink,
          } satisfies MailBlock,
        ]
      : []),
    { kind: 'link', text: 'Follow your order', href: trackUrl },
    questionsBlock('and quote your order number.'),
  ];
  return shopperMail(
    order.customer.email,
    {
      subject: `Your ${name} order ${reference}: ${amount} refunded`,
      preview: news,
      greeting: `Dear ${order.customer.fullName},`,
      blocks,
    },
    shopUrl,
  );
}
