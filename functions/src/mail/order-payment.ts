// The e-mails a payment sends (docs/decisions.md rule 19), as `mail` documents written in the webhook's
// transaction: the order confirmation, or the news that the order is cancelled and refunded because
// its stock sold out while the shopper was paying.
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
import { shopIdentity } from '../config';
import { escapeHtml } from './html';

function trackUrl(shopUrl: string): string {
  return `${shopUrl}/track`;
}

/** The order's lines and money, as label/amount rows (shared by the text and HTML versions). */
function summaryRows(order: Order): [string, string][] {
  const { totals } = order;
  const rows: [string, string][] = order.lines.map((line) => [
    `${line.qty} x ${line.title}${line.size ? ` (size ${line.size})` : ''}`,
    formatEuro(line.lineTotal),
  ]);
  for (const row of orderMoneyRows(totals, order.couponCode)) rows.push([row.label, row.amount]);
  return rows;
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

function rowsText(rows: [string, string][]): string[] {
  return rows.map(([label, amount]) => `${label}: ${amount}`);
}

function rowsHtml(rows: [string, string][]): string {
  const body = rows
    .map(
      ([label, amount]) =>
        `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(amount)}</td></tr>`,
    )
    .join('');
  return `<table role="presentation" cellpadding="4">${body}</table>`;
}

/** "Thank you for your order": what was bought, what was paid, where it goes, how to follow it. */
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

export function orderConfirmationMail(order: Order, orderId: string, shopUrl: string): MailDoc {
  const invoice = invoiceLink(order, orderId, shopUrl);
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const { name } = shopConfig;
  const { email } = shopIdentity();
  const rows = summaryRows(order);
  // docs/decisions.md rule 52: the shop's one delivery promise, as the thank-you page gives it.
  const expected = `${CHECKOUT_MESSAGES.paymentReceived} Your order is expected ${deliveryDates(order.createdAt.toMillis(), order.customer.country)}.`;
  const subject = `Your ${name} order ${reference}`;
  const text = [
    `Dear ${order.customer.firstName},`,
    '',
    `${MESSAGES.paymentCompleted}. ${expected}`,
    '',
    `Order number: ${reference}`,
    ...rowsText(rows),
    vatNote(order.totals),
    '',
    'Delivery address:',
    ...deliveryAddress(order),
    '',
    `Follow your order: ${trackUrl(shopUrl)}`,
    ...(invoice ? [`Your VAT invoice ${invoice.number} (PDF): ${invoice.link}`] : []),
    `Questions? Write to ${email} and quote your order number.`,
    '',
    name,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(order.customer.firstName)},</p>`,
    `<p>${escapeHtml(MESSAGES.paymentCompleted)}. ${escapeHtml(expected)}</p>`,
    `<p>Order number: <strong>${escapeHtml(reference)}</strong></p>`,
    rowsHtml(rows),
    `<p>${escapeHtml(vatNote(order.totals))}</p>`,
    `<p><strong>Delivery address</strong><br>${deliveryAddress(order).map(escapeHtml).join('<br>')}</p>`,
    `<p><a href="${escapeHtml(trackUrl(shopUrl))}">Follow your order</a></p>`,
    ...(invoice
      ? [
          `<p><a href="${escapeHtml(invoice.link)}">Download your VAT invoice ${escapeHtml(invoice.number)} (PDF)</a></p>`,
        ]
      : []),
    `<p>Questions? Write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> and quote your order number.</p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to: order.customer.email, message: { subject, text, html } };
}

/**
 * The payment arrived for stock that was gone (or for an amount the order does not have): the order
 * is cancelled and the payment refunded. `soldOut` names the items that sold out, when that is why.
 */
export function orderRefundMail(order: Order, orderId: string, soldOut: string[], shopUrl: string): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const { name } = shopConfig;
  const { email } = shopIdentity();
  const subject = `Your ${name} order ${reference} is cancelled and will be refunded`;
  const why =
    soldOut.length > 0
      ? `${CHECKOUT_MESSAGES.refundDue} Sold out: ${soldOut.join(', ')}.`
      : 'We are sorry: we could not accept your payment for this order. Your order has been cancelled and the full amount will be refunded.';
  const refund = `We refund ${formatEuro(order.totals.payable)} to the account you paid with within ${shopConfig.returns.refundWorkingDays} working days.`;
  const text = [
    `Dear ${order.customer.firstName},`,
    '',
    why,
    refund,
    '',
    `Order number: ${reference}`,
    `Follow your order: ${trackUrl(shopUrl)}`,
    `Questions? Write to ${email} and quote your order number.`,
    '',
    name,
  ].join('\n');
  const html = [
    `<p>Dear ${escapeHtml(order.customer.firstName)},</p>`,
    `<p>${escapeHtml(why)}</p>`,
    `<p>${escapeHtml(refund)}</p>`,
    `<p>Order number: <strong>${escapeHtml(reference)}</strong><br><a href="${escapeHtml(trackUrl(shopUrl))}">Follow your order</a></p>`,
    `<p>Questions? Write to <a href="mailto:${escapeHtml(email)}">${escapeHtml(email)}</a> and quote your order number.</p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to: order.customer.email, message: { subject, text, html } };
}
