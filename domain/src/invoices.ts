import type { PaymentStatus } from './catalogue';
import { countryName } from './countries';
import type { Instant, Order } from './documents';
import { fillText } from './dictionary';
import type { Language } from './languages';
import { formatDate, formatPrice } from './locale-formats';
import { mailWords, orderLanguage, type MailWords } from './mail-words';
import type { Cents } from './money';
import type { ShopIdentity } from './shop-identity';
import { shopDate } from './shop-time';
import { orderVat, vatContained } from './vat';

/**
 * VAT invoices and credit notes (docs/decisions.md rules 67 and 68). An invoice is issued in the
 * transaction that marks its order paid, a credit note in the one that records a refund's success
 * (or a dispute lost); each takes the next number of its own yearly series by creating its
 * document under that number in that same transaction, so a number never exists without its
 * document and a year runs without gaps. What the document says is stored whole at issue
 * (`invoices/{number}`) and every download prints that record: the order, the account and the
 * shop's settings may change later, the document never does. Its VAT is the order's own
 * (`totals.vat`, and refundedVatOf for a refund), so the invoices of a period add up to the VAT
 * report of that period to the cent.
 */

export type InvoiceKind = 'invoice' | 'credit-note';

/**
 * invoiceCounters/{seriesCounterId}: the last number given out in that series that year while each
 * issue raised a counter. No longer written; a series' numbers continue after it (a number given
 * to a download then may have no document yet until the backfill freezes it).
 */
export interface InvoiceCounter {
  last: number;
}

/** Each series' number prefix: invoices `MB-INV-2026-000042`, credit notes `MB-CN-2026-000007`. */
const SERIES_PREFIX: Record<InvoiceKind, string> = { invoice: 'MB-INV', 'credit-note': 'MB-CN' };

/** The counter document of a series in a year: `2026` for invoices, `credit-notes-2026`. */
export function seriesCounterId(kind: InvoiceKind, year: number): string {
  return kind === 'invoice' ? String(year) : `credit-notes-${year}`;
}

/** What every number of a series in a year starts with: `MB-INV-2026-`. */
export function seriesNumberPrefix(kind: InvoiceKind, year: number): string {
  return `${SERIES_PREFIX[kind]}-${year}-`;
}

/**
 * The number of the `sequence`th document of a series in a year. Six digits, so that up to 999,999
 * documents a series a year the numbers sort as their sequences do (the series' last is looked up so).
 */
export function documentNumber(kind: InvoiceKind, year: number, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence > 999_999) {
    throw new RangeError(`No ${kind} number ${sequence} in ${year}`);
  }
  return `${seriesNumberPrefix(kind, year)}${String(sequence).padStart(6, '0')}`;
}

/** The sequence of a document number of the series (`MB-INV-2026-000042` is 42), or null. */
export function documentSequence(kind: InvoiceKind, year: number, number: string): number | null {
  const prefix = seriesNumberPrefix(kind, year);
  const digits = number.startsWith(prefix) ? number.slice(prefix.length) : '';
  return /^\d{6}$/.test(digits) ? Number(digits) : null;
}

/** The year (on the shop's clock, Europe/Amsterdam) whose series a document issued at `at` joins. */
export function seriesYear(at: Date): number {
  return Number(shopDate(at.toISOString()).slice(0, 4));
}

/** Payments of an order whose money the shop took (refunded since or not): these have an invoice. */
export const INVOICED_PAYMENTS: readonly PaymentStatus[] = [
  'Paid',
  'Partly refunded',
  'Refunded',
  'Refund due',
];

export function isInvoiceable(order: Pick<Order, 'payment'>): boolean {
  return INVOICED_PAYMENTS.includes(order.payment);
}

/**
 * Whether an order gets an invoice and credit notes: its money was taken for goods. Money that
 * arrived for an order deleted before payment (no lines, docs/decisions.md rule 31) bought nothing:
 * it is given back without an invoice.
 */
export function takesInvoice(order: Pick<Order, 'payment' | 'lines'>): boolean {
  return isInvoiceable(order) && order.lines.length > 0;
}

export interface InvoiceLine {
  description: string;
  qty: number;
  unitPrice: Cents;
  amount: Cents;
}

export interface InvoiceTotalRow {
  label: string;
  amount: string;
}

/** Everything a VAT invoice or a credit note prints, in order; amounts VAT included. */
export interface InvoiceDocument {
  /** "VAT invoice", "Credit note", in the document's language. */
  title: string;
  /**
   * The order's language, the document's words and amounts' (docs/decisions.md rule 79); absent on
   * documents issued before, which are English.
   */
  language?: Language;
  number: string;
  issued: string;
  orderReference: string;
  /** A credit note's reference to the invoice it corrects. */
  corrects: string | null;
  seller: string[];
  buyer: string[];
  lines: InvoiceLine[];
  /** The rows under the lines (objects: Firestore stores no array in an array). */
  totals: InvoiceTotalRow[];
  notes: string[];
}

/** A document's VAT at one rate in one country: `net + vat` is what was charged (or refunded). */
export interface InvoiceVat {
  country: string;
  rate: number;
  net: Cents;
  vat: Cents;
}

/** What made a credit note: a refund (refunds/{refundId}) or a dispute the shop lost. */
export type CreditNoteCause = { refundId: string } | { disputeId: string };

/** invoices/{number}: an issued invoice or credit note, frozen at issue. */
export interface IssuedDocument {
  kind: InvoiceKind;
  number: string;
  orderId: string;
  orderNumber: string | null;
  /** The order's visitor: the customer who may download it. */
  userId: string;
  issuedAt: Instant;
  /** The invoice a credit note corrects; null on an invoice. */
  corrects: string | null;
  cause: CreditNoteCause | null;
  /** Opens the PDF without signing in (the mails' links); never listed. */
  downloadKey: string;
  /** VAT included; negative on a credit note. */
  total: Cents;
  vat: InvoiceVat[];
  document: InvoiceDocument;
}

/** GET invoices: one document of the period, and where its PDF is (an API path). */
export interface AdminInvoiceEntry {
  number: string;
  kind: InvoiceKind;
  orderId: string;
  orderNumber: string | null;
  issuedAt: string;
  total: Cents;
  vat: InvoiceVat[];
  pdf: string;
}

/** The address a mail gives for a document: its PDF, opened by the key without signing in. */
export function documentLink(
  shopBaseUrl: string,
  document: Pick<IssuedDocument, 'kind' | 'number' | 'orderId' | 'downloadKey'>,
): string {
  return `${shopBaseUrl}/api/v1/main/${documentPdfPath(document)}?key=${document.downloadKey}`;
}

/** The API path (under /api/v1/main/) that answers a document's PDF. */
export function documentPdfPath(document: Pick<IssuedDocument, 'kind' | 'number' | 'orderId'>): string {
  return document.kind === 'invoice'
    ? `invoice/${encodeURIComponent(document.orderId)}`
    : `creditnote/${encodeURIComponent(document.number)}`;
}

/** The seller's block: the shop's identity, a per-project setting (docs/decisions.md rule 45). */
function seller({ legalName, address, kvkNumber, vatNumber, email }: ShopIdentity): string[] {
  return [
    legalName,
    address.street,
    `${address.postcode} ${address.city}`,
    address.countryName,
    `KvK ${kvkNumber}`,
    `VAT ${vatNumber}`,
    email,
  ];
}

function buyer(order: Pick<Order, 'customer'>): string[] {
  const { customer } = order;
  return [
    customer.fullName,
    ...(customer.companyAddress ? [customer.companyAddress] : []),
    customer.address,
    `${customer.postcode} ${customer.city}`.trim(),
    ...(customer.state ? [customer.state] : []),
    countryName(customer.country) ?? customer.country,
    customer.email,
  ].filter((line) => line !== '');
}

type InvoicedOrder = Pick<Order, 'customer' | 'lines' | 'totals' | 'orderNumber' | 'userId' | 'language'>;

/** How a document of the order's language writes its rows and lines. */
interface DocumentWriting {
  language: Language;
  words: MailWords['invoice'];
  row: (label: string, amount: Cents) => InvoiceTotalRow;
}

function documentWriting(order: InvoicedOrder): DocumentWriting {
  const language = orderLanguage(order);
  return {
    language,
    words: mailWords(language).invoice,
    row: (label, amount) => ({ label, amount: formatPrice(language, amount) }),
  };
}

function vatRows(
  { rate, net, vat }: InvoiceVat,
  exported: boolean,
  { words, row }: DocumentWriting,
): InvoiceTotalRow[] {
  return [
    row(words.totalExclVat, net),
    row(exported ? words.vatExport : fillText(words.vatRate, { rate: String(rate).replace('.', ',') }), vat),
  ];
}

/** "Belt, size 95 (SKU-1)": an order line as a document describes it. */
function lineDescription(line: Order['lines'][number], words: MailWords['invoice']): string {
  const { title, size, sku } = line;
  return size ? fillText(words.lineWithSize, { title, size, sku }) : fillText(words.line, { title, sku });
}

/** The order's charge as one VAT line: its destination, the rate it was charged at, its own VAT. */
export function orderInvoiceVat(order: Pick<Order, 'customer' | 'totals'>): InvoiceVat {
  const { rate } = orderVat(order.totals);
  return {
    country: order.customer.country,
    rate,
    net: order.totals.payable - order.totals.vat,
    vat: order.totals.vat,
  };
}

/**
 * The VAT a refund (or a lost dispute) gave back, as a negative VAT line: contained in the amount at
 * its order's rate, none outside the EU (the VAT report's refundedVatOf, the same sum).
 */
export function refundInvoiceVat(order: Pick<Order, 'customer' | 'totals'>, amount: Cents): InvoiceVat {
  const { rate } = orderVat(order.totals);
  const vat = rate === 0 ? 0 : vatContained(amount, rate);
  // `0 - x`, not `-x`: no -0 (printed "€ -0,00") where there is no VAT.
  return { country: order.customer.country, rate, net: 0 - (amount - vat), vat: 0 - vat };
}

const orderReferenceOf = (order: InvoicedOrder, orderId: string) => order.orderNumber ?? orderId;

/** The invoice of a paid order as it is issued: lines, discount and shipping, VAT and the total paid. */
export function invoiceRecord(
  order: InvoicedOrder,
  orderId: string,
  issue: { number: string; issuedAt: Date },
  identity: ShopIdentity,
): Omit<IssuedDocument, 'issuedAt' | 'downloadKey'> {
  const vat = orderInvoiceVat(order);
  const { totals } = order;
  const exported = vat.rate === 0;
  const writing = documentWriting(order);
  const { words, row } = writing;
  const lines: InvoiceLine[] = order.lines.map((line) => ({
    description: lineDescription(line, words),
    qty: line.qty,
    unitPrice: line.unitPrice,
    amount: line.lineTotal,
  }));
  const rows: InvoiceTotalRow[] = [row(words.goods, totals.goods)];
  if (totals.discount > 0) rows.push(row(words.discount, -totals.discount));
  rows.push(row(words.shipping, totals.shipping));
  if (totals.vatFree)
    rows.push(row(words.vatNotCharged, totals.payable - (totals.goods - totals.discount + totals.shipping)));
  rows.push(...vatRows(vat, exported, writing), row(words.totalPaid, totals.payable));
  return {
    kind: 'invoice',
    number: issue.number,
    orderId,
    orderNumber: order.orderNumber ?? null,
    userId: order.userId,
    corrects: null,
    cause: null,
    total: totals.payable,
    vat: [vat],
    document: {
      title: words.invoiceTitle,
      language: writing.language,
      number: issue.number,
      issued: formatDate(writing.language, issue.issuedAt),
      orderReference: orderReferenceOf(order, orderId),
      corrects: null,
      seller: seller(identity),
      buyer: buyer(order),
      lines,
      totals: rows,
      notes: [exported ? words.exportNote : words.vatNote],
    },
  };
}

/** What a credit note corrects: an amount refunded, with the units it took back (refund lineQty). */
export interface Correction {
  amount: Cents;
  /** Units per order line taken back; empty for an amount without goods (a lost dispute). */
  lineQty: readonly number[];
  cause: CreditNoteCause;
}

/**
 * The lines of a credit note: the units taken back at their price, and the rest of the amount
 * (shipping, a discount's share, an agreed sum) on a line of its own, so the lines add up to it.
 */
function correctionLines(
  order: InvoicedOrder,
  correction: Correction,
  words: MailWords['invoice'],
): InvoiceLine[] {
  const lines: InvoiceLine[] = order.lines.flatMap((line, index) => {
    const qty = correction.lineQty[index] ?? 0;
    return qty > 0
      ? [
          {
            description: lineDescription(line, words),
            qty,
            unitPrice: -line.unitPrice,
            amount: -line.unitPrice * qty,
          },
        ]
      : [];
  });
  const rest = -correction.amount - lines.reduce((sum, line) => sum + line.amount, 0);
  if (rest !== 0) {
    const what =
      'disputeId' in correction.cause
        ? words.disputeLost
        : lines.length === 0
          ? words.amountRefunded
          : words.adjustment;
    lines.push({ description: what, qty: 1, unitPrice: rest, amount: rest });
  }
  return lines;
}

/** The credit note of a refund (or a lost dispute) of an invoiced order: negative amounts per rate. */
export function creditNoteRecord(
  order: InvoicedOrder,
  orderId: string,
  invoiceNumber: string,
  correction: Correction,
  issue: { number: string; issuedAt: Date },
  identity: ShopIdentity,
): Omit<IssuedDocument, 'issuedAt' | 'downloadKey'> {
  const vat = refundInvoiceVat(order, correction.amount);
  const writing = documentWriting(order);
  const { words, row } = writing;
  return {
    kind: 'credit-note',
    number: issue.number,
    orderId,
    orderNumber: order.orderNumber ?? null,
    userId: order.userId,
    corrects: invoiceNumber,
    cause: correction.cause,
    total: -correction.amount,
    vat: [vat],
    document: {
      title: words.creditNoteTitle,
      language: writing.language,
      number: issue.number,
      issued: formatDate(writing.language, issue.issuedAt),
      orderReference: orderReferenceOf(order, orderId),
      corrects: invoiceNumber,
      seller: seller(identity),
      buyer: buyer(order),
      lines: correctionLines(order, correction, words),
      totals: [...vatRows(vat, vat.rate === 0, writing), row(words.totalCredited, -correction.amount)],
      notes: [fillText(words.correctsNote, { number: invoiceNumber })],
    },
  };
}

/** One total of a period's documents per country and rate (the Invoices screen and its sheet). */
export interface InvoiceVatTotal extends InvoiceVat {
  /** VAT included: net + vat. */
  total: Cents;
}

/** The period's totals per country and rate, by country then rate (highest first). */
export function invoiceVatTotals(entries: readonly Pick<AdminInvoiceEntry, 'vat'>[]): InvoiceVatTotal[] {
  const byKey = new Map<string, InvoiceVatTotal>();
  for (const { country, rate, net, vat } of entries.flatMap((entry) => entry.vat)) {
    const key = `${country}|${rate}`;
    const line = byKey.get(key) ?? { country, rate, net: 0, vat: 0, total: 0 };
    line.net += net;
    line.vat += vat;
    line.total += net + vat;
    byKey.set(key, line);
  }
  return [...byKey.values()].sort((a, b) => a.country.localeCompare(b.country) || b.rate - a.rate);
}

/** The sheet's columns: one row per document, amounts in euros. */
export const INVOICE_LIST_COLUMNS = [
  'Number',
  'Kind',
  'Issued',
  'Order',
  'Country',
  'VAT rate (%)',
  'Net (EUR)',
  'VAT (EUR)',
  'Total (EUR)',
] as const;
