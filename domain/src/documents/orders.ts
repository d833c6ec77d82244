import type { CartTotals } from '../cart';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../catalogue';
import type { CountryCode } from '../countries';
import type { OrderExpressCheckout } from '../express-checkout';
import type { Cents } from '../money';
import type { Language } from '../languages';
import type { Instant } from './collections';

// orders with their money, shipment, refunds and dispute; refunds; returnRequests.

/** Who an order is for and where it goes, from the checkout form. Empty optional fields are ''. */
export interface CustomerDetails {
  firstName: string;
  lastName: string;
  /** firstName + ' ' + lastName, as the admin tables show it. */
  fullName: string;
  email: string;
  phone: string;
  address: string;
  postcode: string;
  city: string;
  state: string;
  country: CountryCode;
  companyAddress: string;
}

/** What a line of a cart or an order names: a product, in a size, at a price, so many of it. */
export interface LineFields {
  productId: string;
  sku: string;
  title: string;
  image: string;
  /** The chosen size, or null for a one-size product. */
  size: string | null;
  unitPrice: Cents;
  qty: number;
}

/** A line of an order: the cart line at checkout, with its total. */
export interface OrderLine extends LineFields {
  lineTotal: Cents;
}

/** An order's money, as computed by cartTotals at checkout. */
/**
 * An order's money as charged. Orders stored before the VAT rate was kept (docs/decisions.md rule 36)
 * have no vatRate, vatCountry or vatScheme: they were charged Dutch VAT, and `orderVat` reads them so.
 */
export type OrderTotals = Omit<CartTotals, 'itemCount' | 'vatRate' | 'vatCountry' | 'vatScheme'> &
  Partial<Pick<CartTotals, 'vatRate' | 'vatCountry' | 'vatScheme'>>;

/** What the client reported through paymentsuccessfull; informative only, never marks an order paid (rule 5). */
export interface ClientPaymentReport {
  transactionId: string;
  email: string;
  fullName: string;
  phoneno: string;
  address: string;
  zipcode: string;
  amount: number | null;
  note: string;
  totalItems: number | null;
  companyAddress: string;
  reportedAt: Instant;
}

/** orders/{orderId}. */
export interface Order {
  /** MB-2026-000123 (order-numbers.ts); absent on orders placed before numbers existed. */
  orderNumber?: string;
  userId: string;
  createdAt: Instant;
  customer: CustomerDetails;
  /**
   * customerSearchTerms(customer): what All Orders finds the order by (part of the name or e-mail),
   * written with `customer`. Absent on orders placed before it (the backfill script writes it).
   */
  customerSearchTerms?: string[];
  lines: OrderLine[];
  totals: OrderTotals;
  couponCode: string | null;
  note: string;
  totalItems: number;
  payment: PaymentStatus;
  status: OrderStatus;
  /** True exactly when status is 'Order Completed' (rule 17). */
  completed: boolean;
  paymentMethod: PaymentMethod;
  /**
   * The language the order was placed in (docs/decisions.md rule 79): its mails and documents are
   * to speak it. Absent on orders placed before it was kept and on "Buy now" orders: English.
   */
  language?: Language;
  /** Paid with a wallet through "Buy now" (express-checkout.ts); absent on the checkout's orders. */
  expressCheckout?: OrderExpressCheckout;
  paymentIntentId: string | null;
  /**
   * SHA-256 (hex) of the PaymentIntent's client secret: whoever holds the secret may see the
   * order's payment (POST paymentstatus, docs/decisions.md rule 29). Absent on older orders.
   */
  clientSecretHash?: string;
  /** The shopper's bank disputed the payment (docs/decisions.md rule 31); absent without a dispute. */
  dispute?: OrderDispute;
  clientReport: ClientPaymentReport | null;
  /**
   * When its money came in: the webhook that marked it paid (or Refund due, paid for stock that was
   * gone) writes it. What "sales" of a day count by (sales-figures.ts, docs/decisions.md rule 69);
   * absent on unpaid orders and on orders paid before it was kept, which count on `createdAt`.
   */
  paidAt?: Instant;
  /** Absent until the first refund is asked for. */
  refunds?: OrderRefunds;
  /**
   * Set while the order is unpaid (UNPAID_ORDER_KEEP_DAYS after creation), removed once money is
   * taken: a TTL policy deletes unpaid orders after it.
   */
  purgeAt?: Instant;
  /** Set by the admin's Archive: the order is put aside, never erased (order-retention.ts). */
  archived?: boolean;
  /**
   * When its personal data was removed (seven years on, or its customer's account was deleted):
   * only the figures and the country are left (orderPersonalDataRemoval, retention.ts).
   */
  personalDataRemovedAt?: Instant;
  /** Set when the admin ships the order (POST fulfilorder, shipments.ts). */
  shipment?: OrderShipment;
  /** Set when the admin cancels the order (POST cancelorder, order-cancel.ts): why, when and who. */
  cancellation?: { reason: string; at: Instant; by: { uid: string; email: string | null } };
  /**
   * The VAT invoice's number and date, issued with the payment (its record is invoices/{number});
   * absent until the order is paid.
   */
  invoice?: OrderDocumentRef;
  /** The credit notes issued for its refunds and a lost dispute, oldest first; absent without one. */
  creditNotes?: OrderDocumentRef[];
}

/**
 * orders/{id}.invoice and each of orders/{id}.creditNotes[]: an issued document (invoices.ts). Its
 * `downloadKey` opens the PDF without signing in: the mails link it, as a parcel's tracking link.
 */
export interface OrderDocumentRef {
  number: string;
  issuedAt: Instant;
  downloadKey: string;
}

/** orders/{id}.shipment: the carrier (one of CARRIERS), the parcel's number and its tracking page. */
export interface OrderShipment {
  carrier: string;
  trackingNumber: string;
  trackingUrl: string;
  shippedAt: Instant;
}

/** orders/{id}.refunds: the order's refunds so far (absent before the first). */
export interface OrderRefunds {
  /** Cents in refunds that have not failed (asked of Stripe or done): never more than totals.payable. */
  reserved: Cents;
  /** Cents Stripe has confirmed refunded. */
  refunded: Cents;
  /** Per order line (same index as `lines`), the units in refunds that have not failed. */
  lineQty: number[];
  /** The payment before the first refund (Paid or Refund due), which a refund that fails returns to. */
  paidAs: PaymentStatus;
}

/** A refund's state as the shop records it: asked, done, or failed (Stripe's canceled included). */
export const REFUND_STATES = ['pending', 'succeeded', 'failed'] as const;

export type RefundState = (typeof REFUND_STATES)[number];

/**
 * refunds/{refundId}: one refund an admin asked for. The id is the admin's request id (one per
 * refund dialog), which is also Stripe's idempotency key: a double click is one refund.
 */
export interface RefundDoc {
  orderId: string;
  /** The order's PaymentIntent, which Stripe refunds. */
  paymentIntentId: string;
  amount: Cents;
  /** Units per order line (same index as the order's lines); all of them for a full refund. */
  lineQty: number[];
  full: boolean;
  reason: string;
  /** Whether the refunded units go back into stock when the refund succeeds. */
  restock: boolean;
  /** The approved return request it settles (Refunded when this refund succeeds), or null. */
  returnRequestId: string | null;
  state: RefundState;
  /** Stripe's re_... id, once Stripe has answered. */
  stripeRefundId: string | null;
  requestedBy: { uid: string; email: string | null };
  createdAt: Instant;
  /** When Stripe reported it succeeded or failed. */
  settledAt: Instant | null;
}

/** Disputes (domain/src/disputes.ts, docs/decisions.md rule 31). */
export type DisputeState = 'Disputed' | 'Won' | 'Lost';

/** An order's dispute as the shop records it (`orders/{orderId}.dispute`). */
export interface OrderDispute {
  /** Stripe's dispute id (du_...). */
  disputeId: string;
  state: DisputeState;
  /** Cents the bank took back (or holds) for the dispute. */
  amount: Cents;
  currency: string;
  /** Stripe's reason: fraudulent, product_not_received, ... */
  reason: string | null;
  /** Stripe's own status: needs_response, under_review, won, lost, ... */
  stripeStatus: string;
  /** When Stripe needs the shop's evidence by (ISO), while it does. */
  evidenceDueBy: string | null;
}

/** returnRequests/{id}. */
export interface ReturnRequest {
  orderId: string;
  email: string;
  /** The items to return, as the shopper described them. */
  items: string;
  reason: string;
  /** The language of the page it was sent from: its receipt's and its rejection's; English when absent. */
  language?: Language;
  createdAt: Instant;
  /** Requested when it arrives; the admin approves or rejects it; its refund makes it Refunded. */
  state: ReturnState;
  /** The admin's decision, once made. */
  decision: ReturnDecision | null;
  /** When the TTL policy may delete it (RETURN_REQUEST_RETENTION_DAYS after it was made). */
  expiresAt: Instant;
}

export const RETURN_STATES = ['Requested', 'Approved', 'Refunded', 'Rejected'] as const;

export type ReturnState = (typeof RETURN_STATES)[number];

export interface ReturnDecision {
  by: { uid: string; email: string | null };
  at: Instant;
  /** Why it was rejected (mailed to the customer); '' for an approval. */
  reason: string;
  /** The refund that settles an approved return, once asked for. */
  refundId: string | null;
}
