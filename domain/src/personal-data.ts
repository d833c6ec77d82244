import { z } from 'zod';
import type { OrderStatus, PaymentStatus } from './catalogue';
import { PAYMENT_METHOD_LABELS } from './payment-methods';
import type { CustomerDetails, Instant, Order, ReturnState, SavedAddress } from './documents';
import { centsToEuros } from './money';
import { languageSchema } from './schemas';
import { DELETABLE_PAYMENTS } from './order-retention';
import { vatNote } from './order-summary';
import { ORDER_STATUS_LABELS } from './order-status-labels';
import { sizeLabel } from './product-sizes';
import type { StoreMyDataCheckoutReminder } from './checkout-reminders';
import type { StoreMyDataNotifyRequest } from './notify-me';
import type { StoreMyDataWishlistAlerts } from './wishlist-alerts';

/**
 * A customer's rights over their data (GDPR articles 15, 17 and 20; docs/decisions.md rule 33): GET
 * mydata answers everything the shop keeps about the signed-in account as one JSON document, and
 * POST deleteaccount erases the account except what the books must keep.
 */

/** GET mydata: the account's data, as stored, in a form a person or another shop can read. */
export interface StoreMyData {
  /** ISO 8601: when this copy was made. */
  exportedAt: string;
  account: {
    uid: string;
    email: string;
    /** Whether the address was proven by the link mailed to it. */
    emailVerified: boolean;
    /** ISO 8601. */
    createdAt: string;
  };
  /** customers/{uid}, or null when none was stored. */
  profile: { firstName: string; lastName: string; email: string } | null;
  addresses: SavedAddress[];
  orders: StoreMyDataOrder[];
  /** Return requests made for these orders. */
  returnRequests: StoreMyDataReturnRequest[];
  wishlist: { productId: string; title: string; brand: string; addedAt: string }[];
  /**
   * Whether the account's address receives the newsletter; null while the address is unverified
   * (the subscription belongs to whoever owns the address, which an unverified account has not shown).
   */
  newsletter: { subscribed: boolean } | null;
  /**
   * Notify-me requests the account made, and those of its address once verified, each with the
   * consent, time and source it was given with.
   */
  notifyMe: StoreMyDataNotifyRequest[];
  /** The wishlist alerts' opt-in with its consent (time, source) and waiting news; null when off. */
  wishlistAlerts: StoreMyDataWishlistAlerts | null;
  /** A checkout's reminder with the consent given at the checkout; null when none is kept. */
  checkoutReminder: StoreMyDataCheckoutReminder | null;
}

/**
 * An order in the customer's copy of their data, in their words (docs/decisions.md rule 74): amounts
 * in euros (not the cents the shop computes in), the status and the payment method as the shop
 * names them to shoppers, the VAT as the order pages say it; no internal fields (the VAT scheme).
 */
export interface StoreMyDataOrder {
  id: string;
  orderNumber: string | null;
  createdAt: string;
  customer: CustomerDetails;
  items: {
    product: string;
    reference: string;
    size: string | null;
    quantity: number;
    priceInEuros: number;
    totalInEuros: number;
  }[];
  money: {
    subtotalInEuros: number;
    discountInEuros: number;
    shippingInEuros: number;
    totalInEuros: number;
    /** "Including € 105,87 VAT (21 %, Netherlands)". */
    vat: string;
  };
  couponCode: string | null;
  note: string;
  payment: PaymentStatus;
  status: string;
  paymentMethod: string;
}

/** An order as the customer's copy of their data gives it (GET mydata). */
export function myDataOrder(id: string, order: Order): StoreMyDataOrder {
  const { totals } = order;
  return {
    id,
    orderNumber: order.orderNumber ?? null,
    createdAt: isoOf(order.createdAt),
    customer: order.customer,
    items: order.lines.map((line) => ({
      product: line.title,
      reference: line.sku,
      size: line.size === null ? null : sizeLabel(line.size),
      quantity: line.qty,
      priceInEuros: centsToEuros(line.unitPrice),
      totalInEuros: centsToEuros(line.lineTotal),
    })),
    money: {
      subtotalInEuros: centsToEuros(totals.goods),
      discountInEuros: centsToEuros(totals.discount),
      shippingInEuros: centsToEuros(totals.shipping),
      totalInEuros: centsToEuros(totals.payable),
      vat: vatNote(totals),
    },
    couponCode: order.couponCode,
    note: order.note,
    payment: order.payment,
    status: ORDER_STATUS_LABELS[order.status],
    paymentMethod: PAYMENT_METHOD_LABELS[order.paymentMethod],
  };
}

const isoOf = (at: Instant) => new Date(at.toMillis()).toISOString();

export interface StoreMyDataReturnRequest {
  id: string;
  orderId: string;
  email: string;
  items: string;
  reason: string;
  state: ReturnState;
  createdAt: string;
}

/** The typed DELETE that confirms an erasure. */
const deleteConfirmationSchema = z.literal('DELETE', {
  error: 'Type DELETE to confirm that your account should be deleted',
});

/**
 * POST deleteaccount's body: the shopper types DELETE, so a stray click or a replayed request cannot
 * erase an account. The client signs in again just before (Firebase re-authentication); the server
 * checks that sign-in is recent (RECENT_SIGN_IN_SECONDS). `language`, the page's, is the goodbye
 * mail's (docs/decisions.md rule 79).
 */
export const storeDeleteAccountBodySchema = z.object({
  confirm: deleteConfirmationSchema,
  language: languageSchema,
});
export type StoreDeleteAccountBody = z.input<typeof storeDeleteAccountBodySchema>;
export type StoreDeleteAccountParsed = z.output<typeof storeDeleteAccountBodySchema>;

/** /account's "Delete my account" form: the current password (Firebase re-authentication) and DELETE. */
export const storeDeleteAccountFormSchema = z.object({
  confirm: deleteConfirmationSchema,
  currentPassword: z
    .string({ error: 'Your current password is required' })
    .min(1, 'Your current password is required'),
});

/** How recent a sign-in must be for deleting the account or changing its password. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Whether a token's sign-in (its `auth_time`, epoch seconds) is recent enough at `now`. */
export function signedInRecently(authTimeSeconds: number, now: Date): boolean {
  return now.getTime() / 1000 - authTimeSeconds <= RECENT_SIGN_IN_SECONDS;
}

/** POST deleteaccount's answer. */
export interface StoreDeleteAccountResponse {
  deleted: true;
  /** Orders whose personal data was removed: their figures stay for the books. */
  ordersKeptForTheBooks: number;
  /** Unpaid orders, deleted. */
  ordersDeleted: number;
  /**
   * The account's issued invoices and credit notes: kept unchanged, with the name and address printed
   * on them, as Dutch tax law requires (docs/decisions.md rules 32 and 67).
   */
  invoicesKeptForTheBooks: number;
}

/** The order facts the erasure decision needs. */
export interface ErasableOrder {
  payment: PaymentStatus;
  status: OrderStatus;
}

/**
 * Whether an order stops its customer's account from being deleted now: money was paid and the
 * order is still being delivered, or a refund is due. The shop needs the address to finish it; once
 * it is delivered, cancelled or refunded the account can go (GDPR article 17(3)(b) and the contract).
 */
export function orderBlocksErasure(order: ErasableOrder): boolean {
  if (DELETABLE_PAYMENTS.includes(order.payment)) return false;
  if (order.payment === 'Refund due') return true;
  return order.status === 'Order Received' || order.status === 'Out for Delivery';
}

/** Whether a return request is still being handled (its order's refund may follow). */
export function returnBlocksErasure(state: ReturnState): boolean {
  return state === 'Requested' || state === 'Approved';
}

/** What a refused deletion says (409). */
export const ERASURE_BLOCKED_MESSAGE =
  'Your account cannot be deleted while an order or a return is still being handled: we need your details to finish it. Please try again once it is done, or contact us.';
