import { describe, expect, it } from 'vitest';
import {
  cartTotals,
  formatPrice,
  loadDictionary,
  orderMoneyRows,
  refundSummary,
  refundText,
  vatNote,
} from '../src/index';

const now = new Date('2026-11-26T10:00:00Z');
const coupon = {
  code: 'WELCOME15',
  discount: { kind: 'fixed', amount: 1_500 },
  label: '15',
  minimumGoods: null,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
} as const;

describe('an order’s money as the shopper reads it (docs/decisions.md rule 54)', () => {
  it('names the coupon beside its discount and ends with the total paid', () => {
    const totals = cartTotals({ lines: [{ unitPrice: 61_000, qty: 1 }], coupon, country: 'NL', now });
    expect(orderMoneyRows(totals, 'WELCOME15')).toEqual([
      { label: 'Subtotal', amount: '€ 610,00', kind: 'goods' },
      { label: 'Discount (code WELCOME15)', amount: '− € 15,00', kind: 'discount' },
      { label: 'Shipping', amount: 'Free', kind: 'shipping' },
      { label: 'Total paid', amount: '€ 595,00', kind: 'total' },
    ]);
    expect(vatNote(totals)).toBe('Including € 103,26 VAT (21 %, Netherlands)');
  });

  it('is written in a page’s language, the VAT country named in it (a mail keeps the English name)', async () => {
    const totals = cartTotals({ lines: [{ unitPrice: 61_000, qty: 1 }], country: 'DE', now });
    const { orderMoney } = await loadDictionary('de');
    const price = (cents: number) => formatPrice('de', cents);
    const country = (code: string) => new Intl.DisplayNames(['de'], { type: 'region' }).of(code);
    expect(vatNote(totals, { words: orderMoney, price, country })).toBe(
      `Inklusive ${price(totals.vat)} MwSt. (19 %, Deutschland)`,
    );
    expect(vatNote(totals, { words: orderMoney, price })).toBe(
      `Inklusive ${price(totals.vat)} MwSt. (19 %, Germany)`,
    );
  });

  it('says what an order shipped outside the EU was not charged', () => {
    const totals = cartTotals({ lines: [{ unitPrice: 30_000, qty: 1 }], country: 'US', now });
    const rows = orderMoneyRows(totals, null);
    expect(rows.map((row) => row.kind)).toEqual(['goods', 'shipping', 'vat-deducted', 'total']);
    expect(orderMoneyRows(totals, null, false).at(-1)?.label).toBe('Total');
    expect(vatNote(totals)).toMatch(/^Charged without VAT \(€ \d+,\d\d VAT deducted\)$/);
  });

  it('gives refunds with their amounts, done and on their way', () => {
    expect(refundSummary(undefined)).toBeNull();
    const refund = refundSummary({ reserved: 18_000, refunded: 12_000, lineQty: [1], paidAs: 'Paid' });
    expect(refund).toEqual({ refunded: 12_000, pending: 6_000 });
    expect(refundText(refund!)).toBe('€ 120,00 refunded, € 60,00 being refunded');
  });
});
