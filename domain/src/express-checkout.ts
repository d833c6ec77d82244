import type { PaymentMethod } from './catalogue';
import type { CartTotals } from './cart';
import { countryName, isCountryCode, normaliseCountryCode } from './countries';
import { PAYMENT_METHOD_LABELS } from './payment-methods';
import { formatEuro, type Cents } from './money';

/**
 * The express checkout ("Buy now", docs/decisions.md rule 76): Stripe's Express Checkout Element on the
 * product page and the cart, paying with a wallet that hands the shop the shopper's address, e-mail,
 * name and phone. The server prices it with the checkout's own rules (cartTotals, the coupon, the
 * stock) for the address the wallet reports, and opens the order as POST charges does, marked with
 * the wallet.
 */

/** The wallets the shop offers in the express checkout, as Stripe names them (`expressPaymentType`). */
export const EXPRESS_WALLETS = ['apple_pay', 'google_pay', 'link'] as const;
export type ExpressWallet = (typeof EXPRESS_WALLETS)[number];

export const EXPRESS_WALLET_LABELS: Readonly<Record<ExpressWallet, string>> = {
  apple_pay: 'Apple Pay',
  google_pay: 'Google Pay',
  link: 'Link',
};

/** What an express order records besides its payment method: the wallet it was paid with. */
export interface OrderExpressCheckout {
  wallet: ExpressWallet;
}

/**
 * What is bought with "Buy now": the shopper's cart (with its coupon), or one of the product on its
 * page in the chosen size (no coupon: a coupon is applied to a cart).
 */
export type ExpressSource = { kind: 'cart' } | { kind: 'product'; productId: string; size: string | null };

/**
 * The PaymentIntent's method types for a wallet: Apple Pay and Google Pay are card payments (as in
 * the Payment Element, rule 75), Link is Stripe's own type. The order's `paymentMethod` is card for
 * all three; `expressCheckout.wallet` says which.
 */
export function expressPaymentMethodTypes(wallet: ExpressWallet): string[] {
  return wallet === 'link' ? ['link'] : ['card'];
}

/** The method every express order is recorded with: wallets pay as cards (rule 75's table). */
export const EXPRESS_PAYMENT_METHOD: PaymentMethod = 'card';

/**
 * How an order was paid, for the admin, the books and the exports: "Card" or, for an express
 * checkout, "Card (Apple Pay, express checkout)".
 */
export function orderPaymentLabel(order: {
  paymentMethod: PaymentMethod;
  expressCheckout?: OrderExpressCheckout | undefined;
}): string {
  const method = PAYMENT_METHOD_LABELS[order.paymentMethod] ?? order.paymentMethod;
  if (!order.expressCheckout) return method;
  const wallet = EXPRESS_WALLET_LABELS[order.expressCheckout.wallet] ?? order.expressCheckout.wallet;
  return `${method} (${wallet}, express checkout)`;
}

/**
 * Null when the shop delivers to the country a wallet reports (every country the checkout offers,
 * rule 10); otherwise what the wallet sheet and the 400 say.
 */
export function expressDeliveryRefusal(country: string): string | null {
  const code = normaliseCountryCode(country);
  if (isCountryCode(code)) return null;
  return `We cannot deliver to ${code || 'this address'}. Please choose a delivery address in another country.`;
}

/** A row of the wallet sheet: what the shopper sees before paying. */
export interface ExpressLineItem {
  name: string;
  amount: Cents;
}

/** The one shipping option the sheet shows, priced for the address's country. */
export interface ExpressShippingRate {
  id: 'standard';
  displayName: string;
  amount: Cents;
}

/** POST expresscheckout/quote: what "Buy now" charges for a delivery to `country`. */
export interface StoreExpressQuote {
  country: string;
  totals: Omit<CartTotals, 'itemCount'>;
  /** What the wallet charges: totals.payable. */
  amount: Cents;
  lineItems: ExpressLineItem[];
  shippingRate: ExpressShippingRate;
}

/** The wallet sheet's rows for totals: the goods, the discount if any (shipping is its own rate). */
export function expressLineItems(
  totals: Pick<CartTotals, 'goods' | 'discount'>,
  couponCode: string | null,
): ExpressLineItem[] {
  const rows: ExpressLineItem[] = [{ name: 'Items', amount: totals.goods }];
  if (totals.discount > 0) {
    rows.push({ name: couponCode ? `Discount (${couponCode})` : 'Discount', amount: -totals.discount });
  }
  return rows;
}

/** The sheet's shipping option for a delivery to `country` costing `amount`. */
export function expressShippingRate(country: string, amount: Cents): ExpressShippingRate {
  const where = countryName(country) ?? country;
  return {
    id: 'standard',
    displayName: amount === 0 ? `Free delivery to ${where}` : `Delivery to ${where}`,
    amount,
  };
}

/**
 * Null when the wallet showed what the server charges; otherwise the 409's message. Nothing is written
 * before this check: the shopper agreed to the amount the sheet showed (rule 30).
 */
export function expressAmountChange(shown: Cents, charged: Cents): string | null {
  if (shown === charged) return null;
  return `The total is now ${formatEuro(charged)} (the wallet showed ${formatEuro(shown)}): prices, stock or delivery changed. Nothing has been charged. Please press Buy now again to pay ${formatEuro(charged)}.`;
}

/** What a wallet reports of its payer and the delivery address (Stripe's confirm event, flattened). */
export interface WalletPayer {
  name: string;
  email: string;
  phone: string;
  line1: string;
  line2: string;
  city: string;
  state: string;
  postalCode: string;
  country: string;
}

/**
 * The wallet's details in the checkout's fields, for POST expresscharges (which holds them to the
 * checkout's schema). A wallet gives one name: its last word is the last name; a single word is both.
 */
export function walletCustomerDetails(payer: WalletPayer) {
  const words = payer.name.trim().split(/\s+/).filter(Boolean);
  const lastName = words.length > 1 ? words.at(-1)! : (words[0] ?? '');
  const firstName = words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? '');
  return {
    firstName,
    lastName,
    email: payer.email.trim(),
    phone: payer.phone.trim(),
    address: [payer.line1, payer.line2]
      .map((line) => line.trim())
      .filter(Boolean)
      .join(', '),
    city: payer.city.trim(),
    state: payer.state.trim(),
    postcode: payer.postalCode.trim(),
    country: payer.country.trim().toUpperCase(),
    companyAddress: '',
  };
}
