import { vatDeducted } from './cart';
import { fillText } from './dictionary';
import { moneyEn } from './dictionaries/mail/en';
import type { OrderRefunds, OrderTotals } from './documents';
import type { CountryCode } from './countries';
import { formatEuro, type Cents } from './money';
import { vatRateLabel } from './vat';

/**
 * An order's money as the shopper reads it, written once for the thank-you page, /track, the cart's
 * and checkout's VAT line and the confirmation mail, so they can never word it differently
 * (docs/decisions.md rule 54: one VAT label, the coupon named beside its discount). In English
 * unless a mail in the order's language passes its words and its way of writing an amount (rule 79).
 */

/** The words and the amounts' format an order's money is written in. */
export interface MoneyWriting {
  words: typeof moneyEn;
  price: (cents: Cents) => string;
  /** The VAT country's name; English without it (a mail prints the country as it is, rule 79). */
  country?: (code: CountryCode) => string | null | undefined;
}

const ENGLISH: MoneyWriting = { words: moneyEn, price: formatEuro };

/** One row of an order's money: what it is and its amount as written. */
export interface MoneyRow {
  label: string;
  amount: string;
  /** Subtotal, discount, shipping, the VAT a non-EU order was not charged, or what was paid. */
  kind: 'goods' | 'discount' | 'shipping' | 'vat-deducted' | 'total';
}

/**
 * The VAT line, the one label for it wherever an amount is shown: "Including € 105,87 VAT
 * (21 %, Netherlands)", or for an order shipped outside the EU "Charged without VAT (€ 52,07 VAT
 * deducted)". Where no amount is shown (a price on a card, the promo bar) the label is "VAT included".
 */
export function vatNote(totals: OrderTotals, { words, price, country }: MoneyWriting = ENGLISH): string {
  return totals.vatFree
    ? fillText(words.vatDeducted, { amount: price(vatDeducted(totals)) })
    : fillText(words.vatIncluded, { amount: price(totals.vat), rate: vatRateLabel(totals, country) });
}

/** Subtotal, the coupon's discount with its code, shipping, and the total (paid, once it is). */
export function orderMoneyRows(
  totals: OrderTotals,
  couponCode: string | null,
  paid = true,
  { words, price }: MoneyWriting = ENGLISH,
): MoneyRow[] {
  const rows: MoneyRow[] = [{ label: words.subtotal, amount: price(totals.goods), kind: 'goods' }];
  if (totals.discount > 0)
    rows.push({
      label: couponCode ? fillText(words.discountWithCode, { code: couponCode }) : words.discount,
      amount: `− ${price(totals.discount)}`,
      kind: 'discount',
    });
  rows.push({
    label: words.shipping,
    amount: totals.shipping === 0 ? words.free : price(totals.shipping),
    kind: 'shipping',
  });
  if (totals.vatFree)
    rows.push({
      label: words.vatNotCharged,
      amount: `− ${price(vatDeducted(totals))}`,
      kind: 'vat-deducted',
    });
  rows.push({ label: paid ? words.totalPaid : words.total, amount: price(totals.payable), kind: 'total' });
  return rows;
}

/** What an order's refunds come to, for the shopper (absent before the first refund). */
export interface StoreRefundSummary {
  /** Cents Stripe has confirmed refunded. */
  refunded: Cents;
  /** Cents asked of Stripe and not yet confirmed. */
  pending: Cents;
}

export function refundSummary(refunds: OrderRefunds | undefined): StoreRefundSummary | null {
  if (!refunds || refunds.reserved <= 0) return null;
  return { refunded: refunds.refunded, pending: Math.max(0, refunds.reserved - refunds.refunded) };
}

/** "€ 120,00 refunded", "€ 120,00 refunded, € 60,00 on its way": the refund line of /track. */
export function refundText(refund: StoreRefundSummary): string {
  const parts: string[] = [];
  if (refund.refunded > 0) parts.push(`${formatEuro(refund.refunded)} refunded`);
  if (refund.pending > 0) parts.push(`${formatEuro(refund.pending)} being refunded`);
  return parts.join(', ');
}
