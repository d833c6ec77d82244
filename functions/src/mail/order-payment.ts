// The e-mails a payment sends (docs/decisions.md rule 19), as `mail` documents written in the webhook's
// transaction, in the shop's layout (rule 82): the order confirmation, or the news that the order is
// cancelled and refunded because its stock sold out while the shopper was paying.
import {
  documentLink,
  orderMoneyRows,
  shopConfig,
  vatNote,
  type MailDoc,
  type Order,
  orderReference,
} from '@shop/domain';
import { shopperMail, type MailBlock } from './layout';
import {
  expectedDates,
  fill,
  orderMailWriting,
  orderPieces,
  orderQuestions,
  shopPageUrl,
  type OrderMailWriting,
} from './order-words';

/** The order's money, as label/amount rows; the last (what was paid) in bold. */
function moneyRows(order: Order, writing: OrderMailWriting): [string, string][] {
  return orderMoneyRows(order.totals, order.couponCode, true, writing.money).map((row) => [
    row.label,
    row.amount,
  ]);
}

function deliveryAddress(order: Order): string[] {
  const { customer } = order;
  return [
    customer.fullName,
    customer.address,
    [customer.postcode, customer.city].filter(Boolean).join(' '),
    customer.state,
    customer.country,
  ].filter((line) => line !== '');
}

/**
 * The order's invoice, issued with the payment, and the link that opens its PDF without signing in
 * (documentLink: the key stored with it); none for an order without one.
 */
function invoiceLink(
  order: Order,
  orderId: string,
  shopUrl: string,
): { number: string; link: string } | null {
  if (!order.invoice) return null;
  const { number, downloadKey } = order.invoice;
  return { number, link: documentLink(shopUrl, { kind: 'invoice', number, orderId, downloadKey }) };
}

/** "Thank you for your order": what was bought, what was paid, where it goes, how to follow it. */
export function orderConfirmationMail(order: Order, orderId: string, shopUrl: string): MailDoc {
  const invoice = invoiceLink(order, orderId, shopUrl);
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const writing = orderMailWriting(order);
  const { order: words, confirmation } = writing.words;
  // docs/decisions.md rule 52: the shop's one delivery promise, as the thank-you page gives it.
  const expected = fill(confirmation.received, { dates: expectedDates(order, writing) });
  const blocks: MailBlock[] = [
    { kind: 'text', text: `${confirmation.thanks} ${expected}` },
    { kind: 'text', text: fill(words.number, { reference }) },
    { kind: 'pieces', pieces: orderPieces(order.lines, shopUrl, writing) },
    { kind: 'rows', rows: moneyRows(order, writing), total: true },
    { kind: 'text', text: vatNote(order.totals, writing.money) },
    { kind: 'lines', title: confirmation.deliveryAddress, lines: deliveryAddress(order) },
    { kind: 'button', text: words.follow, href: shopPageUrl(shopUrl, writing, '/track') },
    ...(invoice
      ? [
          {
            kind: 'link',
            text: fill(confirmation.invoice, { number: invoice.number }),
            href: invoice.link,
          } satisfies MailBlock,
        ]
      : []),
    orderQuestions(writing),
  ];
  return shopperMail(
    order.customer.email,
    {
      subject: fill(confirmation.subject, { shop: shopConfig.name, reference }),
      preview: expected,
      greeting: fill(words.greeting, { name: order.customer.firstName }),
      blocks,
      language: writing.language,
    },
    shopUrl,
  );
}

/**
 * The payment arrived for stock that was gone (or for an amount the order does not have): the order
 * is cancelled and the payment refunded. `soldOut` names the items that sold out, when that is why.
 */
export function orderRefundMail(order: Order, orderId: string, soldOut: string[], shopUrl: string): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const writing = orderMailWriting(order);
  const { order: words, soldOut: texts } = writing.words;
  const why = soldOut.length > 0 ? fill(texts.why, { items: soldOut.join(', ') }) : texts.notAccepted;
  const refund = fill(texts.refund, {
    amount: writing.price(order.totals.payable),
    days: shopConfig.returns.refundWorkingDays,
  });
  return shopperMail(
    order.customer.email,
    {
      subject: fill(texts.subject, { shop: shopConfig.name, reference }),
      preview: refund,
      greeting: fill(words.greeting, { name: order.customer.firstName }),
      blocks: [
        { kind: 'text', text: why },
        { kind: 'text', text: refund },
        { kind: 'pieces', pieces: orderPieces(order.lines, shopUrl, writing) },
        { kind: 'text', text: fill(words.number, { reference }) },
        { kind: 'link', text: words.follow, href: shopPageUrl(shopUrl, writing, '/track') },
        orderQuestions(writing),
      ],
      language: writing.language,
    },
    shopUrl,
  );
}
