import { z } from 'zod';
import type { AdminOrder } from './admin-orders';
import { completedForFilter, ORDER_FILTERS } from './admin-orders';
import { ORDER_STATUSES, PAYMENT_STATUSES } from './catalogue';
import { countryName } from './countries';
import { centsToEuros } from './money';
import { orderReference } from './order-numbers';
import { orderPaymentLabel } from './express-checkout';
import { shopConfig } from './shop-config';
import { endOfShopDay } from './shop-time';
import { orderVat } from './vat';

/**
 * The orders export (docs/decisions.md rule 23): `GET exportorders?from&to[&payment&status&filter]`
 * answers an XLSX the server builds from every matching order, read in pages. Sheet "Orders" has one
 * row per order (so a column sum is the period's figure), sheet "Lines" one row per order line.
 */

// ---------------------------------------------------------------------------------------------
// Periods in shop time

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The day before an ISO date, as an ISO date (calendar arithmetic, no time zone involved). */
function dayBefore(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** A period of whole shop days: [start, end) as instants. */
export interface ShopPeriod {
  from: string;
  to: string;
  start: Date;
  end: Date;
}

/** The instants a period of shop days (both days included) starts and ends. Throws for a bad date. */
export function shopPeriod(from: string, to: string): ShopPeriod {
  const end = endOfShopDay(to);
  endOfShopDay(from); // checks that `from` is a real date
  return { from, to, start: endOfShopDay(dayBefore(from)), end };
}

/** The longest period one export or report covers: a year and a day (a leap year's Q1-Q4 fits). */
export const MAX_PERIOD_DAYS = 367;

const isoDateSchema = (label: string) =>
  z
    .string({ error: `${label} must be a date (YYYY-MM-DD)` })
    .trim()
    .regex(ISO_DATE, `${label} must be a date (YYYY-MM-DD)`)
    .refine((value) => {
      try {
        endOfShopDay(value);
        return true;
      } catch {
        return false;
      }
    }, `${label} is not a date that exists`);

/** `?from=YYYY-MM-DD&to=YYYY-MM-DD`: whole shop days, `to` included, at most MAX_PERIOD_DAYS. */
export const periodQuerySchema = z
  .object({ from: isoDateSchema('From'), to: isoDateSchema('To') })
  .refine(({ from, to }) => from <= to, { message: 'From must be on or before To', path: ['to'] })
  .refine(({ from, to }) => (Date.parse(to) - Date.parse(from)) / 86_400_000 < MAX_PERIOD_DAYS, {
    message: `A period can be at most ${MAX_PERIOD_DAYS} days`,
    path: ['to'],
  });

// ---------------------------------------------------------------------------------------------
// The query

/** Orders read per page: bounded memory per read, no cap on the whole export. */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * The most orders one export holds: at 10,000 orders an export takes seconds, and Hosting gives a
 * rewritten call 60 s. A longer period with more orders is refused before anything is read.
 */
export const EXPORT_MAX_ORDERS = 50_000;

export const exportOrdersQuerySchema = periodQuerySchema.and(
  z.object({
    payment: z.enum(PAYMENT_STATUSES, { error: 'Choose a payment the shop knows' }).optional(),
    status: z.enum(ORDER_STATUSES, { error: 'Choose an order status the shop knows' }).optional(),
    filter: z.enum(ORDER_FILTERS, { error: 'Choose complete, incomplete or all' }).default('all'),
  }),
);
export type ExportOrdersQuery = z.infer<typeof exportOrdersQuerySchema>;

/** The export's Firestore query, as data (the index test checks firestore.indexes.json serves it). */
export interface OrderExportPlan {
  equal: { field: string; value: string | boolean }[];
  /** createdAt >= start and < end. */
  period: ShopPeriod;
  orderBy: { field: 'createdAt'; direction: 'desc' }[];
  pageSize: number;
}

/**
 * The query for an export: the filters as equalities, the period as a createdAt range, newest first
 * (the order the All Orders indexes already serve; the sheet is written oldest first). A status
 * decides `completed` by itself, so the completion filter is then left out; a status that
 * contradicts it matches no order and gives null.
 */
export function orderExportPlan(query: ExportOrdersQuery): OrderExportPlan | null {
  const equal: OrderExportPlan['equal'] = [];
  const completed = completedForFilter(query.filter);
  if (query.status !== undefined) {
    if (completed !== null && completed !== (query.status === 'Order Completed')) return null;
  } else if (completed !== null) {
    equal.push({ field: 'completed', value: completed });
  }
  if (query.payment !== undefined) equal.push({ field: 'payment', value: query.payment });
  if (query.status !== undefined) equal.push({ field: 'status', value: query.status });
  return {
    equal,
    period: shopPeriod(query.from, query.to),
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    pageSize: EXPORT_PAGE_SIZE,
  };
}

/** The export's file name: `orders-2026-10-01-to-2026-12-31.xlsx`. */
export function orderExportFileName(query: { from: string; to: string }): string {
  return `orders-${query.from}-to-${query.to}.xlsx`;
}

// ---------------------------------------------------------------------------------------------
// Cells

// A spreadsheet reads a cell that starts with one of these as a formula (or as the start of one).
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];

/**
 * Text for a spreadsheet cell, safe against formula injection (rule 23): text that starts with
 * `=`, `+`, `-`, `@`, a tab or a carriage return gets a leading apostrophe, so a customer named
 * `=HYPERLINK(...)` stays text in whatever program opens the file. Numbers are not text and are
 * never touched.
 */
export function escapeSpreadsheetText(text: string): string {
  return FORMULA_STARTS.some((start) => text.startsWith(start)) ? `'${text}` : text;
}

/** A phone number as typed: digits, spaces, +, -, dots and brackets only. */
const PHONE = /^\+?[\d\s().-]*$/;

/**
 * A text cell: `text` is written as a string cell (never a formula); `shown` is what the sheet shows.
 * A phone number like `+31 6 1234 5678` is shown as typed (no visible apostrophe): as a string cell
 * it is never evaluated, and it holds nothing a formula could do harm with.
 */
export interface TextCell {
  text: string;
}
export type SpreadsheetCell = string | number | TextCell;

/** A customer's phone for the sheet: as typed when it is a phone number, escaped otherwise. */
export function phoneCell(phone: string): SpreadsheetCell {
  return PHONE.test(phone) ? { text: phone } : escapeSpreadsheetText(phone);
}

// Made once, on first use: creating a DateTimeFormat costs far more than formatting with it (10,000
// rows), and a storefront page that imports this module (the invoice link on /track) must not make
// one while it starts (docs/performance.md).
let shopDateTimeFormat: Intl.DateTimeFormat | undefined;

/** The time an order was placed, in shop time, as the sheet shows it: `2026-11-25 09:30`. */
export function shopDateTime(iso: string): string {
  shopDateTimeFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: shopConfig.hours.timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const parts = shopDateTimeFormat.formatToParts(new Date(iso));
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')} ${part('hour')}:${part('minute')}`;
}

/** The time zone's name as the sheets' headers say it. */
export const SHOP_TIME_LABEL = 'Amsterdam time';

// ---------------------------------------------------------------------------------------------
// Rows

/** Sheet "Orders": one row per order. Amounts in euros, VAT included where charged. */
export const ORDER_EXPORT_COLUMNS = [
  `Date (${SHOP_TIME_LABEL})`,
  'Order',
  'Customer',
  'E-mail',
  'Phone',
  'Country',
  'Items',
  'Goods (EUR)',
  'Discount (EUR)',
  'Shipping (EUR)',
  'VAT (EUR)',
  'VAT rate (%)',
  'Total (EUR)',
  'Refunded (EUR)',
  'Payment method',
  'Payment',
  'Status',
  'Coupon',
] as const;

/** Sheet "Lines": one row per order line. */
export const ORDER_LINE_EXPORT_COLUMNS = [
  `Date (${SHOP_TIME_LABEL})`,
  'Order',
  'Product',
  'SKU',
  'Size',
  'Qty',
  'Unit price (EUR)',
  'Line total (EUR)',
] as const;

/** The VAT rate an order was charged at, as stored on it (0 outside the EU; rules 9 and 36). */
export function orderVatRate(order: Pick<AdminOrder, 'totals'>): number {
  return orderVat(order.totals).rate;
}

const safe = (cell: SpreadsheetCell): SpreadsheetCell =>
  typeof cell === 'string' ? escapeSpreadsheetText(cell) : cell;

/** An order's row of sheet "Orders"; every text cell escaped, the phone a text cell. */
export function orderExportRow(order: AdminOrder): SpreadsheetCell[] {
  const { customer, totals } = order;
  return [
    shopDateTime(order.createdAt),
    orderReference(order),
    customer.fullName,
    customer.email,
    phoneCell(customer.phone),
    countryName(customer.country) ?? customer.country,
    order.totalItems,
    centsToEuros(totals.goods),
    centsToEuros(totals.discount),
    centsToEuros(totals.shipping),
    centsToEuros(totals.vat),
    orderVatRate(order),
    centsToEuros(totals.payable),
    centsToEuros(order.refunds?.refunded ?? 0),
    // In the shop's words, as the admin shows it (Przelewy24, not p24; the wallet of an express checkout).
    orderPaymentLabel(order),
    order.payment,
    order.status,
    order.couponCode ?? '',
  ].map(safe);
}

/** An order's rows of sheet "Lines" (none for an order without lines). */
export function orderLineExportRows(order: AdminOrder): SpreadsheetCell[][] {
  const when = shopDateTime(order.createdAt);
  return order.lines.map((line) =>
    [
      when,
      orderReference(order),
      line.title,
      line.sku,
      line.size ?? '',
      line.qty,
      centsToEuros(line.unitPrice),
      centsToEuros(line.lineTotal),
    ].map(safe),
  );
}

/** Both sheets for these orders, header first, in the order given. */
export function orderExportSheets(orders: readonly AdminOrder[]): {
  orders: SpreadsheetCell[][];
  lines: SpreadsheetCell[][];
} {
  return {
    orders: [[...ORDER_EXPORT_COLUMNS], ...orders.map(orderExportRow)],
    lines: [[...ORDER_LINE_EXPORT_COLUMNS], ...orders.flatMap(orderLineExportRows)],
  };
}

/** What the screen says about an export. */
export const ORDER_EXPORT_MESSAGES = {
  exported: (count: number, fileName: string) =>
    `Downloaded ${count} ${count === 1 ? 'order' : 'orders'} as ${fileName}`,
  nothingToExport: 'There are no orders in this period with these filters',
  tooMany: (count: number) =>
    `This period holds ${count} orders; an export can hold at most ${EXPORT_MAX_ORDERS}. Choose a shorter period.`,
} as const;
