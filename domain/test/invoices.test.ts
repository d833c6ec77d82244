import { describe, expect, it } from 'vitest';
import {
  creditNoteRecord,
  DEMO_SHOP_IDENTITY,
  documentNumber,
  documentPdfPath,
  documentSequence,
  invoiceRecord,
  invoiceVatTotals,
  refundInvoiceVat,
  seriesCounterId,
  seriesYear,
  takesInvoice,
  type Order,
} from '../src';

function createOrder(overrides: Partial<Order> = {}): Order {
  return {
    orderNumber: 'MB-2026-000042',
    userId: 'visitor-1',
    createdAt: { toMillis: () => 0 },
    customer: {
      firstName: 'Łukasz',
      lastName: 'Żółć-Ørsted',
      fullName: 'Łukasz Żółć-Ørsted',
      email: 'lukasz@example.pl',
      phone: '',
      address: 'ul. Długa 5',
      postcode: '00-001',
      city: 'Warszawa',
      state: '',
      country: 'PL',
      companyAddress: '',
    },
    lines: [
      {
        productId: 'p1',
        sku: 'SKU-1',
        title: 'Tote',
        image: '',
        size: null,
        unitPrice: 28_000,
        qty: 2,
        lineTotal: 56_000,
      },
      {
        productId: 'p2',
        sku: 'SKU-2',
        title: 'Belt',
        image: '',
        size: '95',
        unitPrice: 10_000,
        qty: 1,
        lineTotal: 10_000,
      },
    ],
    totals: {
      goods: 66_000,
      discount: 0,
      shipping: 1_500,
      vat: 12_622,
      payable: 67_500,
      vatFree: false,
      vatRate: 23,
      vatCountry: 'PL',
      vatScheme: 'oss',
    },
    couponCode: null,
    note: '',
    totalItems: 3,
    payment: 'Paid',
    status: 'Order Received',
    completed: false,
    paymentMethod: 'card',
    paymentIntentId: 'pi_1',
    clientReport: null,
    ...overrides,
  };
}

describe('numbering', () => {
  it('numbers each series per year, six digits, with counters of their own', () => {
    expect(documentNumber('invoice', 2026, 42)).toBe('MB-INV-2026-000042');
    expect(documentNumber('credit-note', 2026, 7)).toBe('MB-CN-2026-000007');
    expect(seriesCounterId('invoice', 2026)).toBe('2026');
    expect(seriesCounterId('credit-note', 2026)).toBe('credit-notes-2026');
  });

  it('reads a number of its series back as its sequence, and nothing else', () => {
    expect(documentSequence('invoice', 2026, 'MB-INV-2026-000042')).toBe(42);
    expect(documentSequence('credit-note', 2026, 'MB-CN-2026-000007')).toBe(7);
    expect(documentSequence('invoice', 2026, 'MB-CN-2026-000007')).toBeNull();
    expect(documentSequence('invoice', 2026, 'MB-INV-2025-000042')).toBeNull();
    expect(documentSequence('invoice', 2026, 'MB-INV-2026-42')).toBeNull();
  });

  it('refuses a sequence that would no longer sort as six digits do', () => {
    expect(documentNumber('invoice', 2026, 999_999)).toBe('MB-INV-2026-999999');
    expect(() => documentNumber('invoice', 2026, 1_000_000)).toThrow(RangeError);
    expect(() => documentNumber('invoice', 2026, 0)).toThrow(RangeError);
  });

  it('takes the year on the shop’s clock: New Year’s night in Amsterdam is already the new year', () => {
    expect(seriesYear(new Date('2026-12-31T22:59:59Z'))).toBe(2026);
    expect(seriesYear(new Date('2026-12-31T23:00:00Z'))).toBe(2027);
  });

  it('invoices orders whose money was taken for goods only', () => {
    expect(takesInvoice(createOrder())).toBe(true);
    expect(takesInvoice(createOrder({ payment: 'Refund due' }))).toBe(true);
    expect(takesInvoice(createOrder({ payment: 'Pending' }))).toBe(false);
    expect(takesInvoice(createOrder({ payment: 'Refund due', lines: [] }))).toBe(false);
  });
});

describe('invoiceRecord', () => {
  it('freezes the whole invoice with the order’s own VAT at its rate and country', () => {
    const record = invoiceRecord(
      createOrder(),
      'order-1',
      { number: 'MB-INV-2026-000001', issuedAt: new Date('2026-11-02T10:00:00Z') },
      DEMO_SHOP_IDENTITY,
    );
    expect(record).toMatchObject({
      kind: 'invoice',
      orderNumber: 'MB-2026-000042',
      userId: 'visitor-1',
      corrects: null,
      total: 67_500,
      vat: [{ country: 'PL', rate: 23, net: 54_878, vat: 12_622 }],
    });
    expect(record.document.issued).toBe('2 November 2026');
    expect(record.document.buyer[0]).toBe('Łukasz Żółć-Ørsted');
    expect(record.document.totals.map((row) => row.label)).toEqual([
      'Goods',
      'Shipping',
      'Total excl. VAT',
      'VAT 23 %',
      'Total paid',
    ]);
    expect(documentPdfPath(record)).toBe('invoice/order-1');
  });
});

describe('creditNoteRecord', () => {
  const issue = { number: 'MB-CN-2026-000001', issuedAt: new Date('2026-11-10T10:00:00Z') };

  it('credits the units taken back and the rest of the amount, negative, naming the invoice', () => {
    const record = creditNoteRecord(
      createOrder(),
      'order-1',
      'MB-INV-2026-000001',
      { amount: 29_500, lineQty: [1, 0], cause: { refundId: 'r1' } },
      issue,
      DEMO_SHOP_IDENTITY,
    );
    expect(record.document.lines).toEqual([
      { description: 'Tote (SKU-1)', qty: 1, unitPrice: -28_000, amount: -28_000 },
      {
        description: 'Adjustment (discount, shipping or an agreed amount)',
        qty: 1,
        unitPrice: -1_500,
        amount: -1_500,
      },
    ]);
    expect(record.document.lines.reduce((sum, line) => sum + line.amount, 0)).toBe(record.total);
    expect(record).toMatchObject({
      kind: 'credit-note',
      corrects: 'MB-INV-2026-000001',
      total: -29_500,
      vat: [{ country: 'PL', rate: 23, net: -23_984, vat: -5_516 }],
    });
    expect(record.document.notes).toEqual(['Corrects invoice MB-INV-2026-000001.']);
    expect(documentPdfPath(record)).toBe('creditnote/MB-CN-2026-000001');
  });

  it('credits a lost dispute as one line, and no VAT outside the EU', () => {
    const exported = createOrder({
      customer: { ...createOrder().customer, country: 'US' },
      totals: { goods: 50_000, discount: 0, shipping: 0, vat: 0, payable: 41_322, vatFree: true, vatRate: 0 },
    });
    const record = creditNoteRecord(
      exported,
      'order-2',
      'MB-INV-2026-000002',
      { amount: 41_322, lineQty: [], cause: { disputeId: 'du_1' } },
      issue,
      DEMO_SHOP_IDENTITY,
    );
    expect(record.document.lines).toEqual([
      {
        description: 'Payment taken back by the bank (dispute lost)',
        qty: 1,
        unitPrice: -41_322,
        amount: -41_322,
      },
    ]);
    expect(record.vat).toEqual([{ country: 'US', rate: 0, net: -41_322, vat: 0 }]);
  });
});

describe('invoiceVatTotals', () => {
  it('adds invoices and credit notes per country and rate', () => {
    const order = createOrder();
    const totals = invoiceVatTotals([
      { vat: [{ country: 'PL', rate: 23, net: 54_878, vat: 12_622 }] },
      { vat: [refundInvoiceVat(order, 29_500)] },
      { vat: [{ country: 'NL', rate: 21, net: 23_140, vat: 4_860 }] },
    ]);
    expect(totals).toEqual([
      { country: 'NL', rate: 21, net: 23_140, vat: 4_860, total: 28_000 },
      { country: 'PL', rate: 23, net: 30_894, vat: 7_106, total: 38_000 },
    ]);
  });
});
