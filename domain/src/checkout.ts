import type { OrderStatus, PaymentMethod, PaymentStatus } from './catalogue';
import type { CountryCode } from './countries';
import {
  stockSummary,
  type ListingFields,
  type OrderLine,
  type OrderTotals,
  type Variant,
} from './documents';
import { listingFilterKeys } from './listing-query';
import { formatEuro, type Cents } from './money';
import type { StoreRefundSummary } from './order-summary';

/**
 * Checkout, payment and order tracking (docs/decisions.md rules 4, 5, 9-11, 15, 17-18): which stock a paid
 * order takes, what a payment event does to an order, the checkout's own texts, and the answers of
 * the payment and tracking calls (Store* types used by the server route and the SPA alike).
 */

// ---------------------------------------------------------------------------------------------
// Stock

/**
 * The variants after `qty` units of a cart line's size are sold (rule 15), or null when fewer are in
 * stock. `size` null is a one-size line, which takes from any variant (as stockForSize counts it).
 * Units come from the first variants first; the input is not changed.
 */
export function takeStock(variants: readonly Variant[], size: string | null, qty: number): Variant[] | null {
  let missing = qty;
  const after = variants.map((variant) => {
    if (missing === 0 || (size !== null && variant.size !== size) || variant.quantity <= 0)
      return { ...variant };
    const taken = Math.min(variant.quantity, missing);
    missing -= taken;
    return { ...variant, quantity: variant.quantity - taken };
  });
  return missing === 0 ? after : null;
}

/**
 * The stock fields a product, or a listing entry copied from it, stores once its variants have
 * changed: sizes in stock, in stock, and the listing filter keys that depend on the sizes.
 */
export function stockFields(
  item: Pick<ListingFields, 'parentCategory' | 'category' | 'brand' | 'colour'>,
  variants: readonly Variant[],
): Pick<ListingFields, 'sizesInStock' | 'inStock' | 'filterKeys'> {
  const stock = stockSummary(variants);
  return { ...stock, filterKeys: listingFilterKeys({ ...item, ...stock }) };
}

// ---------------------------------------------------------------------------------------------
// Payment events

/**
 * What the payment provider said about an order's payment:
 * - `paid`: the money arrived and the stock was there;
 * - `sold-out`: the money arrived but the stock was gone meanwhile (it is refunded);
 * - `failed`: this attempt failed (the shopper may try again);
 * - `processing`: a bank payment is under way (iDEAL).
 */
export type PaymentVerdict = 'paid' | 'sold-out' | 'failed' | 'processing';

export type OrderPaymentState = { payment: PaymentStatus; status: OrderStatus };

/**
 * The order's payment and status after a verdict, or null when the verdict changes nothing.
 *
 * Webhook events arrive late, twice and out of order; this keeps the end state what the payment
 * provider's own is, whatever order they arrive in (rule 5):
 * - a settled order (Paid, Refund due, or refunded in part or in full) stays settled: a late failure or "processing" belongs to an
 *   earlier attempt, a repeat success changes nothing;
 * - success settles a pending or failed order (a failed attempt may be followed by one that works);
 * - failure marks a pending order failed;
 * - "processing" never changes anything: the order is pending until the outcome is known, and a
 *   "processing" that arrives after the outcome must not undo it.
 */
export function orderAfterPayment(
  order: OrderPaymentState,
  verdict: PaymentVerdict,
): OrderPaymentState | null {
  if (!isPayable(order)) return null;
  switch (verdict) {
    case 'paid':
      return { payment: 'Paid', status: 'Order Received' };
    case 'sold-out':
      return { payment: 'Refund due', status: 'Cancelled' };
    case 'failed':
      return order.payment === 'Failed' ? null : { payment: 'Failed', status: 'Payment failed' };
    case 'processing':
      return null;
  }
}

/** A new payment attempt on an order that is pending or failed: it is pending again. */
export const PENDING_PAYMENT: OrderPaymentState = { payment: 'Pending', status: 'Pending payment' };

/** Whether the shopper may (still) pay for an order: it is pending or its last attempt failed. */
export function isPayable(order: OrderPaymentState): boolean {
  // An order the admin cancelled unpaid (POST cancelorder) is never paid for after all.
  return (order.payment === 'Pending' || order.payment === 'Failed') && order.status !== 'Cancelled';
}

/** Days an order that was never paid is kept (its `purgeAt`); a TTL policy then deletes it. */
export const UNPAID_ORDER_KEEP_DAYS = 30;

/** When an order created unpaid at `createdAt` is deleted unless money is taken before. */
export function unpaidOrderPurgeAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + UNPAID_ORDER_KEEP_DAYS * 24 * 60 * 60 * 1000);
}

/** Whether a verdict means money was taken (kept, or owed back): such an order is never purged. */
export function verdictTookMoney(verdict: PaymentVerdict): boolean {
  return verdict === 'paid' || verdict === 'sold-out';
}

/** The smallest amount card and iDEAL payments accept (Stripe's minimum for euro). */
export const MIN_CHARGE: Cents = 50;

/**
 * The payment method types a PaymentIntent accepts: the one method the shopper chose (Apple Pay and
 * Google Pay are cards), so the order records how it was paid and the webhook reads it back from
 * the PaymentIntent. Which methods may be chosen: paymentMethodsFor (payment-methods.ts).
 */
export function paymentMethodTypesFor(method: PaymentMethod): PaymentMethod[] {
  return [method];
}

// ---------------------------------------------------------------------------------------------
// Texts

/** The checkout's and the order pages' texts beyond the spec's MESSAGES (rule 21: nothing silent). */
export const CHECKOUT_MESSAGES = {
  emptyCart: 'Your cart is empty.',
  cardPaymentFailed: 'Your payment did not go through. Please try again or use another payment method.',
  paymentFailed: 'Your payment failed. Your order has not been paid; please try again.',
  waitingForPayment: 'We are waiting for the payment provider to confirm your payment…',
  stillWaiting:
    'Your payment has not been confirmed yet. This can take a few minutes; your order and its payment status are on the Track order page.',
  refundDue:
    'We are sorry: an item in your order sold out while you were paying. Your order has been cancelled and the full amount will be refunded.',
  paymentReceived: 'We have received your payment.',
  // Said under the lookup, not above it (docs/decisions.md rule 55).
  noOrders: 'Orders you place in this browser are listed here.',
  paymentsNotConfigured: 'Card payments are not available right now. Please try again later or contact us.',
} as const;

// ---------------------------------------------------------------------------------------------
// The payment and tracking calls

/** Who takes the payment: Stripe, or the local stack's test payment provider (rule 5). */
export type PaymentProviderName = 'stripe' | 'test';

/** POST charges and POST secret: the pending order and the payment to confirm. */
export interface StoreChargeResponse {
  orderId: string;
  paymentIntentId: string;
  /** The PaymentIntent's client secret, for Stripe Elements (the spec's `client_secret`). */
  client_secret: string;
  provider: PaymentProviderName;
  /** What is charged, as the server computed it from its own cart. */
  totals: OrderTotals;
  /**
   * The cents the PaymentIntent charges. The checkout confirms only when this is the amount the
   * shopper saw (paymentAmountChange, docs/decisions.md rule 30).
   */
  amount: Cents;
  paymentMethodTypes: PaymentMethod[];
}

/**
 * Null when the payment charges what the shopper saw; otherwise what to tell them before anything is
 * confirmed: prices, stock or shipping changed between loading the page and paying.
 */
export function paymentAmountChange(shown: Cents, charged: Cents): string | null {
  if (shown === charged) return null;
  return `The total is now ${formatEuro(charged)} (it was ${formatEuro(shown)}): prices or shipping changed since this page was loaded. Nothing has been charged. Please check your order and press Pay again to pay ${formatEuro(charged)}.`;
}

/**
 * `details` of a 409 coupon-used-up from POST charges / secret: the cart's coupon could not be held
 * for this checkout (used up by other shoppers, expired or withdrawn). Nothing was charged and the
 * coupon was taken off the cart; `totals` is what paying without it costs, to show before paying.
 */
export interface StoreCouponUsedUpDetails {
  code: string;
  totals: OrderTotals;
}

/** What the shopper is told when the coupon could not be held at checkout. */
export function couponUsedUpMessage(code: string, payable: Cents): string {
  return `The code ${code} can no longer be used, so it was taken off your order. Your new total is ${formatEuro(payable)}; nothing has been charged. Please check the total and pay again to continue without it.`;
}

/** POST paymentsuccessfull: the client's view is recorded; `payment` is the server's own verdict. */
export interface StorePaymentSuccessResponse {
  recorded: true;
  orderId: string;
  payment: PaymentStatus;
}

/**
 * GET visitorcountry: the country the request came from, as Google's front end reports it
 * (countryFromHeader), or null when it reports none the checkout offers. The checkout preselects it
 * for a shopper who has not chosen a country and has no saved address.
 */
export interface StoreVisitorCountry {
  country: CountryCode | null;
}

/**
 * The outcomes the local test payment provider can play (rule 5): `processing` is the first half of
 * a delayed success (a bank or Klarna payment under way), settled by a later `succeeded` or `failed`.
 */
export const TEST_PAYMENT_OUTCOMES = ['succeeded', 'failed', 'processing'] as const;
export type TestPaymentOutcome = (typeof TEST_PAYMENT_OUTCOMES)[number];

/** POST testpayments/{orderId}: the webhook's answer to the event, and the order's payment after it. */
export interface StoreTestPaymentResponse {
  webhookStatus: number;
  payment: PaymentStatus;
  status: OrderStatus;
}

/**
 * POST paymentstatus: what the thank-you page shows to whoever holds the order's client secret,
 * and nothing more (no customer details, no lines).
 */
export interface StorePaymentStatusResponse {
  orderId: string;
  /** MB-2026-000123; null for an order placed before numbers existed. */
  orderNumber: string | null;
  payment: PaymentStatus;
  status: OrderStatus;
  paymentMethod: PaymentMethod;
  payable: Cents;
}

/** An order as /track shows it (GET gettrackallitems/{userId}), newest first. */
export interface StoreTrackedOrder {
  orderId: string;
  /** MB-2026-000123; null for an order placed before numbers existed (show orderId then). */
  orderNumber: string | null;
  /** ISO 8601. */
  createdAt: string;
  lines: OrderLine[];
  totals: OrderTotals;
  totalItems: number;
  couponCode: string | null;
  paymentMethod: PaymentMethod;
  payment: PaymentStatus;
  status: OrderStatus;
  /** Carrier, tracking number and link once the order is shipped; null before. */
  shipment: StoreShipment | null;
  /** What has been refunded and what is on its way back; null before the first refund. */
  refund: StoreRefundSummary | null;
  /** Where it goes (the delivery address's country): the expected days follow from it (rule 74). */
  country: CountryCode;
}

/** What /track and the order history show of a shipped order's parcel. */
export interface StoreShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  /** ISO 8601. */
  shippedAt: string;
}

/** GET getorderstatusmainstore/{userId}: each order's status and payment, newest first. */
export interface StoreOrderStatus {
  orderId: string;
  status: OrderStatus;
  payment: PaymentStatus;
}
