import type { PaymentStatus } from './catalogue';
import { countryName } from './countries';
import type { Order } from './documents';
import { formatEuro, type Cents } from './money';
import type { ShopIdentity } from './shop-identity';
import { formatShopperDate } from './shopper-dates';
import { orderVatRate } from './order-export';
import { vatContained } from './vat';

/**
 * VAT invoices (GET invoice/{orderId}): the invoice's number, who may have it, and what it says.
 * Numbers run per calendar year without gaps: `invoiceCounters/{year}` is raised in the same
 * transaction that stores the number on the order, on the invoice's first issue. That counter is
 * written once per paid order that gets an invoice (not per checkout): a far cooler document than an
 * order-number counter, and gap-free numbering needs a single sequence. The VAT rate is the one the
 * order export reads (orderVatRate), so the invoice, the export and the VAT report agree.
 */

/** invoiceCounters/{year}: the last invoice number given out that year. */
export interface InvoiceCounter {
  last: number;
}

/** `MB-INV-2026-000042`: the year it was issued and its place in that year's sequence. */
export function invoiceNumber(year: number, sequence: number): string {
  return `MB-INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** Payments of an order whose money the shop took (refunded since or not): these get an invoice. */
export const INVOICED_PAYMENTS: readonly PaymentStatus[] = [
  'Paid',
  'Partly refunded',
  'Refunded',
  'Refund due',
];

export function isInvoiceable(order: Pick<Order, 'payment'>): boolean {
  return INVOICED_PAYMENTS.includes(order.payment);
}

export interface InvoiceLine {
  description: string;
  qty: number;
  unitPrice: Cents;
  amount: Cents;
}

/** Everything a VAT invoice (or its credit note) prints, in order; amounts VAT included. */
export interface InvoiceDocument {
  title: 'VAT invoice' | 'Credit note';
  number: string;
  issued: string;
  orderReference: string;
  seller: string[];
  buyer: string[];
  lines: InvoiceLine[];
  /** [label, amount] rows under the lines. */
  totals: [string, string][];
  notes: string[];
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
  ];
}

function vatRows(gross: Cents, rate: number): [string, string][] {
  if (rate === 0) {
    return [
      ['Total excl. VAT', formatEuro(gross)],
      ['VAT 0 %, export', formatEuro(0)],
    ];
  }
  const vat = vatContained(gross, rate);
  return [
    ['Total excl. VAT', formatEuro(gross - vat)],
    [`VAT ${rate} %`, formatEuro(vat)],
  ];
}

/** The invoice of a paid order: its lines, discount and shipping, VAT per rate and the total paid. */
export function invoiceDocument(
  order: Pick<Order, 'customer' | 'lines' | 'totals' | 'orderNumber'>,
  orderId: string,
  invoice: { number: string; issuedAt: Date },
  identity: ShopIdentity,
): InvoiceDocument {
  const rate = orderVatRate(order);
  const { totals } = order;
  const lines: InvoiceLine[] = order.lines.map((line) => ({
    description: `${line.title}${line.size ? `, size ${line.size}` : ''} (${line.sku})`,
    qty: line.qty,
    unitPrice: line.unitPrice,
    amount: line.lineTotal,
  }));
  const rows: [string, string][] = [['Goods', formatEuro(totals.goods)]];
  if (totals.discount > 0) rows.push(['Discount', formatEuro(-totals.discount)]);
  rows.push(['Shipping', formatEuro(totals.shipping)]);
  if (totals.vatFree)
    rows.push([
      'VAT not charged (export)',
      formatEuro(totals.payable - (totals.goods - totals.discount + totals.shipping)),
    ]);
  rows.push(...vatRows(totals.payable, rate), ['Total paid', formatEuro(totals.payable)]);
  return {
    title: 'VAT invoice',
    number: invoice.number,
    issued: formatShopperDate(invoice.issuedAt),
    orderReference: order.orderNumber ?? orderId,
    seller: seller(identity),
    buyer: buyer(order),
    lines,
    totals: rows,
    notes:
      rate === 0 ? ['VAT 0 %, export: goods shipped outside the European Union.'] : ['Prices include VAT.'],
  };
}

/** The credit note for what was refunded of an invoiced order, numbered after its invoice. */
export function creditNoteDocument(
  order: Pick<Order, 'customer' | 'lines' | 'totals' | 'orderNumber' | 'refunds'>,
  orderId: string,
  invoice: { number: string; issuedAt: Date },
  identity: ShopIdentity,
): InvoiceDocument | null {
  const refunded = order.refunds?.refunded ?? 0;
  if (refunded <= 0) return null;
  const rate = orderVatRate(order);
  const lines: InvoiceLine[] = order.lines.flatMap((line, index) => {
    const qty = order.refunds?.lineQty[index] ?? 0;
    return qty > 0
      ? [
          {
            description: `${line.title} (${line.sku})`,
            qty,
            unitPrice: -line.unitPrice,
            amount: -line.unitPrice * qty,
          },
        ]
      : [];
  });
  return {
    title: 'Credit note',
    number: `${invoice.number}-CN`,
    issued: formatShopperDate(invoice.issuedAt),
    orderReference: order.orderNumber ?? orderId,
    seller: seller(identity),
    buyer: buyer(order),
    lines,
    totals: [...vatRows(-refunded, rate), ['Total refunded', formatEuro(-refunded)]],
    notes: [`Corrects invoice ${invoice.number}: the amounts refunded so far.`],
  };
}
