// The e-mails a payment sends (docs/decisions.md rule 19), as `mail` documents written in the webhook's
// transaction, in the shop's layout (rule 82): the order confirmation, or the news that the order is
// cancelled and refunded because its stock sold out while the shopper was paying.
import {
  CHECKOUT_MESSAGES,
  deliveryDates,
  documentLink,
  formatEuro,
  MESSAGES,
  orderMoneyRows,
  shopConfig,
  vatNote,
  type MailDoc,
  type Order,
  orderReference,
} from '@shop/domain';
import { productPageUrl } from './back-in-stock';
import { questionsBlock, shopperMail, type MailBlock, type MailPiece } from './layout';

function trackUrl(shopUrl: string): string {
  return `${shopUrl}/track`;
}

/** The order's lines with their pictures, "1 x Belt (size 95): € 120,00" in the text. */
export function orderPieces(
  lines: readonly Pick<
    Order['lines'][number],
    'productId' | 'title' | 'image' | 'size' | 'qty' | 'lineTotal'
  >[],
  shopUrl: string,
): MailPiece[] {
  return lines.map((line) => ({
    name: `${line.qty} x ${line.title}${line.size ? ` (size ${line.size})` : ''}`,
    picture: line.image,
    amount: formatEuro(line.lineTotal),
    href: productPageUrl(shopUrl, line.productId),
  }));
}

/** The order's money, as label/amount rows; the last (what was paid) in bold. */
function moneyRows(order: Order): [string, string][] {
  return orderMoneyRows(order.totals, order.couponCode).map((row) => [row.label, row.amount]);
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
  const { name } = shopConfig;
  // docs/decisions.md rule 52: the shop's one delivery promise, as the thank-you page gives it.
  const expected = `${CHECKOUT_MESSAGES.paymentReceived} Your order is expected ${deliveryDates(order.createdAt.toMillis(), order.customer.country)}.`;
  const blocks: MailBlock[] = [
    { kind: 'text', text: `${MESSAGES.paymentCompleted}. ${expected}` },
    { kind: 'text', text: `Order number: ${reference}` },
    { kind: 'pieces', pieces: orderPieces(order.lines, shopUrl) },
    { kind: 'rows', rows: moneyRows(order), total: true },
    { kind: 'text', text: vatNote(order.totals) },
    { kind: 'lines', title: 'Delivery address', lines: deliveryAddress(order) },
    { kind: 'button', text: 'Follow your order', href: trackUrl(shopUrl) },
    ...(invoice
      ? [
          {
            kind: 'link',
            text: `Your VAT invoice ${invoice.number} (PDF)`,
            href: invoice.link,
          } satisfies MailBlock,
        ]
      : []),
    questionsBlock('and quote your order number.'),
  ];
  return shopperMail(
    order.customer.email,
    {
      subject: `Your ${name} order ${reference}`,
      preview: expected,
      greeting: `Dear ${order.customer.firstName},`,
      blocks,
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
  const { name } = shopConfig;
  const why =
    soldOut.length > 0
      ? `${CHECKOUT_MESSAGES.refundDue} Sold out: ${soldOut.join(', ')}.`
      : 'We are sorry: we could not accept your payment for this order. Your order has been cancelled and the full amount will be refunded.';
  const refund = `We refund ${formatEuro(order.totals.payable)} to the account you paid with within ${shopConfig.returns.refundWorkingDays} working days.`;
  return shopperMail(
    order.customer.email,
    {
      subject: `Your ${name} order ${reference} is cancelled and will be refunded`,
      preview: refund,
      greeting: `Dear ${order.customer.firstName},`,
      blocks: [
        { kind: 'text', text: why },
        { kind: 'text', text: refund },
        { kind: 'pieces', pieces: orderPieces(order.lines, shopUrl) },
        { kind: 'text', text: `Order number: ${reference}` },
        { kind: 'link', text: 'Follow your order', href: trackUrl(shopUrl) },
        questionsBlock('and quote your order number.'),
      ],
    },
    shopUrl,
  );
}
