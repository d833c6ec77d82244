// The mails to the shop itself (docs/decisions.md rule 59): one for every paid order, to the shop's
// address, and each morning a summary of what needs doing, to the owners. Each can be switched off in
// the owner's settings (staff.ts ShopSettings). Only the content and the rules are here; the webhook
// and the daily job queue them.
import type { OrderStatus, PaymentStatus } from './catalogue';
import { countryName, type CountryCode } from './countries';
import type { MailDoc, OrderLine, ReturnState } from './documents';
import { formatEuro, type Cents } from './money';
import { TO_SHIP, type SalesOfDays } from './orders-overview';
import { shopDay } from './shop-time';

/** Escapes text for HTML element content and double-quoted attributes (every mail's HTML part). */
export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** The order's page in the admin (web/src/config/paths.ts, admin.orderDetails). */
export function adminOrderUrl(shopUrl: string, userId: string, orderId: string): string {
  return `${shopUrl}/adminmainstoreordersdetails?${new URLSearchParams({ id: userId, orderId }).toString()}`;
}

type MailMessage = MailDoc['message'];

function lineText(line: Pick<OrderLine, 'qty' | 'title' | 'size'>): string {
  return `${line.qty} x ${line.title}${line.size ? ` (size ${line.size})` : ''}`;
}

/** What the shop's mail about a paid order tells. */
export interface PaidOrderNotice {
  orderId: string;
  userId: string;
  /** The order number (orderReference). */
  reference: string;
  total: Cents;
  country: CountryCode;
  lines: readonly Pick<OrderLine, 'qty' | 'title' | 'size' | 'lineTotal'>[];
}

/** "New order MB-2026-000123: € 1.250,00 to Germany": what was sold, and a link to pack it. */
export function paidOrderShopMail(notice: PaidOrderNotice, shopUrl: string): MailMessage {
  const country = countryName(notice.country) ?? notice.country;
  const link = adminOrderUrl(shopUrl, notice.userId, notice.orderId);
  const total = formatEuro(notice.total);
  const rows = notice.lines.map((line) => [lineText(line), formatEuro(line.lineTotal)] as const);
  const subject = `New order ${notice.reference}: ${total} to ${country}`;
  const text = [
    `Order ${notice.reference} is paid.`,
    '',
    ...rows.map(([item, amount]) => `${item}: ${amount}`),
    `Total paid: ${total}`,
    `Ships to: ${country}`,
    '',
    `Open the order in the admin: ${link}`,
  ].join('\n');
  const html = [
    `<p>Order <strong>${escapeHtml(notice.reference)}</strong> is paid.</p>`,
    `<table role="presentation" cellpadding="4">${rows
      .map(
        ([item, amount]) =>
          `<tr><td>${escapeHtml(item)}</td><td style="text-align:right">${escapeHtml(amount)}</td></tr>`,
      )
      .join(
        '',
      )}<tr><td><strong>Total paid</strong></td><td style="text-align:right"><strong>${escapeHtml(total)}</strong></td></tr></table>`,
    `<p>Ships to: ${escapeHtml(country)}</p>`,
    `<p><a href="${escapeHtml(link)}">Open the order in the admin</a></p>`,
  ].join('\n');
  return { subject, text, html };
}

// ---- The daily summary ----

/** How many of each kind the summary lists by name; it counts them all. */
export const DAILY_SUMMARY_LIST_MAX = 20;

/** A paid order is waiting to ship while it is paid (in full or in part) and still Order Received. */
export function isWaitingToShip(order: { payment: PaymentStatus; status: OrderStatus }): boolean {
  return TO_SHIP.payments.includes(order.payment) && order.status === TO_SHIP.status;
}

export interface SummaryOrder {
  orderId: string;
  userId: string;
  reference: string;
  placedAt: Date;
  total: Cents;
}

export interface SummaryReturn {
  orderReference: string;
  state: ReturnState;
  requestedAt: Date;
}

export interface SummaryLowStock {
  title: string;
  brand: string;
  /** The sizes at or below the low-stock mark, with their units. */
  sizes: readonly { size: string; quantity: number }[];
}

/** A sold-out size shoppers are waiting for (notify me, docs/decisions.md rule 77). */
export interface SummaryWanted {
  productId: string;
  title: string;
  brand: string;
  size: string;
  waiting: number;
}

/** How many of the most wanted sold-out pieces the summary names. */
export const DAILY_SUMMARY_WANTED_MAX = 10;

export interface DailySummaryInput {
  toShip: readonly SummaryOrder[];
  /** How many orders wait to ship in all (toShip may hold only the oldest). */
  toShipCount: number;
  openReturns: readonly SummaryReturn[];
  lowStock: readonly SummaryLowStock[];
  /** How many products are low in stock in all. */
  lowStockCount: number;
  /** Yesterday's sales, refunds and net, as Today and the reports count them (rule 69). */
  sales: SalesOfDays;
  /** Sold-out sizes with shoppers waiting, in any order (absent: none read). */
  wanted?: readonly SummaryWanted[];
}

export interface DailySummary {
  day: string;
  toShip: { count: number; oldest: SummaryOrder[] };
  returns: { count: number; oldest: SummaryReturn[] };
  lowStock: { count: number; first: SummaryLowStock[] };
  /** The most wanted sold-out pieces, most waiting first. */
  wanted: SummaryWanted[];
  sales: SalesOfDays;
}

/**
 * What needs doing today, oldest first, each list cut at DAILY_SUMMARY_LIST_MAX, and yesterday's
 * sales; null when nothing needs doing and no money moved yesterday (no mail then: a mail that says
 * nothing teaches the owner to skip the ones that matter).
 */
export function dailySummary(input: DailySummaryInput, now: Date): DailySummary | null {
  const byAge = <T>(items: readonly T[], at: (item: T) => Date) =>
    [...items].sort((a, b) => at(a).getTime() - at(b).getTime()).slice(0, DAILY_SUMMARY_LIST_MAX);
  const toShipCount = Math.max(input.toShipCount, input.toShip.length);
  const lowStockCount = Math.max(input.lowStockCount, input.lowStock.length);
  const moneyMoved = input.sales.orders > 0 || input.sales.refunds > 0;
  const wanted = mostWanted(input.wanted ?? []);
  if (
    toShipCount === 0 &&
    input.openReturns.length === 0 &&
    lowStockCount === 0 &&
    wanted.length === 0 &&
    !moneyMoved
  )
    return null;
  return {
    day: shopDay(now),
    toShip: { count: toShipCount, oldest: byAge(input.toShip, (order) => order.placedAt) },
    returns: {
      count: input.openReturns.length,
      oldest: byAge(input.openReturns, (request) => request.requestedAt),
    },
    lowStock: { count: lowStockCount, first: input.lowStock.slice(0, DAILY_SUMMARY_LIST_MAX) },
    wanted,
    sales: input.sales,
  };
}

/**
 * The sold-out sizes most shoppers wait for, most first (ties by brand and title, then size), at
 * most DAILY_SUMMARY_WANTED_MAX: what is worth reordering.
 */
export function mostWanted(wanted: readonly SummaryWanted[]): SummaryWanted[] {
  return wanted
    .filter((piece) => piece.waiting > 0)
    .sort(
      (a, b) =>
        b.waiting - a.waiting ||
        `${a.brand} ${a.title}`.localeCompare(`${b.brand} ${b.title}`) ||
        a.size.localeCompare(b.size),
    )
    .slice(0, DAILY_SUMMARY_WANTED_MAX);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** The summary as a mail to the owners, with a link to each list in the admin. */
export function dailySummaryMail(summary: DailySummary, shopName: string, shopUrl: string): MailMessage {
  const { toShip, returns, lowStock, wanted, sales } = summary;
  const subject = `${shopName} on ${summary.day}: ${[
    plural(toShip.count, 'order to ship', 'orders to ship'),
    plural(returns.count, 'open return', 'open returns'),
    plural(lowStock.count, 'product low in stock', 'products low in stock'),
  ].join(', ')}`;
  const more = (count: number, shown: number) => (count > shown ? [`... and ${count - shown} more`] : []);
  const sections: { title: string; link: string; lines: string[] }[] = [
    {
      title: `Sales on ${sales.from}: ${formatEuro(sales.net)} net`,
      link: `${shopUrl}/adminsalesreport?from=${sales.from}&to=${sales.to}`,
      lines: [
        `Sales: ${formatEuro(sales.sales)} (${plural(sales.orders, 'order paid', 'orders paid')})`,
        `Refunds: ${formatEuro(sales.refunded)} (${plural(sales.refunds, 'refund', 'refunds')})`,
        `Net: ${formatEuro(sales.net)}`,
      ],
    },
    {
      title: `Paid, not yet shipped: ${toShip.count}`,
      link: `${shopUrl}/adminmainstoreorders`,
      lines: [
        ...toShip.oldest.map(
          (order) => `${order.reference}, placed ${shopDay(order.placedAt)}, ${formatEuro(order.total)}`,
        ),
        ...more(toShip.count, toShip.oldest.length),
      ],
    },
    {
      title: `Open return requests: ${returns.count}`,
      link: `${shopUrl}/adminreturns`,
      lines: [
        ...returns.oldest.map(
          (request) =>
            `${request.orderReference}: ${request.state === 'Requested' ? 'waiting for a decision' : 'approved, refund still to make'} (since ${shopDay(request.requestedAt)})`,
        ),
        ...more(returns.count, returns.oldest.length),
      ],
    },
    {
      title: `Low in stock: ${lowStock.count}`,
      link: `${shopUrl}/adminlowstock`,
      lines: [
        ...lowStock.first.map(
          (product) =>
            `${product.brand} ${product.title}: ${product.sizes.map(({ size, quantity }) => `${size} ${quantity} left`).join(', ')}`,
        ),
        ...more(lowStock.count, lowStock.first.length),
      ],
    },
    ...(wanted.length > 0
      ? [
          {
            title: `Most wanted sold-out pieces: ${wanted.length}`,
            link: `${shopUrl}/adminlowstock`,
            lines: wanted.map(
              (piece) =>
                `${piece.brand} ${piece.title}${piece.size === 'UNI' ? '' : ` (size ${piece.size})`}: ${plural(piece.waiting, 'shopper waiting', 'shoppers waiting')}`,
            ),
          },
        ]
      : []),
  ];
  const text = [
    `What needs doing at ${shopName} today (${summary.day}):`,
    ...sections.flatMap(({ title, link, lines }) => [
      '',
      title,
      ...lines.map((line) => `- ${line}`),
      `Open the list: ${link}`,
    ]),
    '',
    'The owner can switch this mail off under Staff and settings in the admin.',
  ].join('\n');
  const html = [
    `<p>What needs doing at ${escapeHtml(shopName)} today (${escapeHtml(summary.day)}):</p>`,
    ...sections.map(
      ({ title, link, lines }) =>
        `<h2 style="font-size:16px">${escapeHtml(title)}</h2>${
          lines.length > 0 ? `<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>` : ''
        }<p><a href="${escapeHtml(link)}">Open the list</a></p>`,
    ),
    '<p>The owner can switch this mail off under Staff and settings in the admin.</p>',
  ].join('\n');
  return { subject, text, html };
}
