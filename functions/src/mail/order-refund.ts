// The e-mail a refund sends when Stripe reports it succeeded (docs/decisions.md rule 19), as a
// `mail` document written in the webhook's transaction, in the shop's layout (rule 82), in the
// order's language (rule 79).
import {
  documentLink,
  shopConfig,
  type MailDoc,
  type Order,
  type RefundDoc,
  orderReference,
} from '@shop/domain';
import { shopperMail, type MailBlock } from './layout';
import { fill, orderMailWriting, orderPieces, orderQuestions, shopPageUrl } from './order-words';

/** "We have refunded ...": how much, for which items, and what the order's payment is now. */
export function orderRefundedMail(
  order: Order,
  orderId: string,
  refund: RefundDoc,
  shopUrl: string,
): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const writing = orderMailWriting(order);
  const words = writing.words.refunded;
  const refunded = order.lines.flatMap((line, index) => {
    const qty = refund.lineQty[index] ?? 0;
    return qty > 0 ? [{ ...line, qty }] : [];
  });
  // The credit note this refund was given (the newest of the order's), opened by its key.
  const creditNote = order.creditNotes?.at(-1);
  const creditNoteLink = creditNote && documentLink(shopUrl, { kind: 'credit-note', orderId, ...creditNote });
  const amount = writing.price(refund.amount);
  const news = fill(words.news, { amount, reference });
  const blocks: MailBlock[] = [
    { kind: 'text', text: news },
    ...(refunded.length > 0
      ? [
          { kind: 'heading', text: words.items } satisfies MailBlock,
          // Without amounts: the refund's sum is said above (a coupon may have lowered each line).
          {
            kind: 'pieces',
            pieces: orderPieces(refunded, shopUrl, writing).map(({ amount: _amount, ...piece }) => piece),
          } satisfies MailBlock,
        ]
      : []),
    { kind: 'text', text: fill(words.payment, { payment: order.payment }) },
    ...(creditNote && creditNoteLink
      ? [
          {
            kind: 'link',
            text: fill(words.creditNote, { number: creditNote.number }),
            href: creditNoteLink,
          } satisfies MailBlock,
        ]
      : []),
    { kind: 'link', text: writing.words.order.follow, href: shopPageUrl(shopUrl, writing, '/track') },
    orderQuestions(writing),
  ];
  return shopperMail(
    order.customer.email,
    {
      subject: fill(words.subject, { shop: shopConfig.name, reference, amount }),
      preview: news,
      greeting: fill(writing.words.order.greeting, { name: order.customer.fullName }),
      blocks,
      language: writing.language,
    },
    shopUrl,
  );
}
