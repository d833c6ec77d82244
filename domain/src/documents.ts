import type { CartTotals } from './cart';
import type {
  Colour,
  Gender,
  OrderStatus,
  ParentCategory,
  PaymentMethod,
  PaymentStatus,
  SupplierCategory,
} from './catalogue';
import type { CountryCode } from './countries';
import type { OrderExpressCheckout } from './express-checkout';
import type { Coupon, CouponDiscount, CouponHolds } from './coupons';
import type { Cents } from './money';
import type { AdminRole } from './staff';
import type { Language } from './languages';

/**
 * The Firestore documents, one type per collection in docs/data-model.md. Document ids are not part
 * of the stored data; a read adds them with WithId. Money is Cents everywhere.
 */

/**
 * A point in time as stored. Firestore's Timestamp (client and Admin SDK) satisfies this, so the
 * domain needs no Firebase import; writers set a server timestamp.
 */
export type Instant = { toMillis(): number };

/** A document as read, with its id. */
export type WithId<T> = T & { id: string };

/**
 * Collection names, so no code spells one twice. Sub-collections are named by their last segment;
 * cartLinesPath and wishlistItemsPath build their full paths.
 */
export const collections = {
  supplierItems: 'supplierItems',
  products: 'products',
  featured: 'featured',
  weekProducts: 'weekProducts',
  newIn: 'newIn',
  sale: 'sale',
  recommended: 'recommended',
  designers: 'designers',
  carts: 'carts',
  /** carts/{uid}/lines */
  cartLines: 'lines',
  discounts: 'discounts',
  wishlists: 'wishlists',
  /** wishlists/{uid}/items */
  wishlistItems: 'items',
  customers: 'customers',
  /** addressBooks/{uid}: an account's saved addresses. */
  addressBooks: 'addressBooks',
  orders: 'orders',
  coupons: 'coupons',
  mail: 'mail',
  newsletterSubscribers: 'newsletterSubscribers',
  newsletterConfirmations: 'newsletterConfirmations',
  contactMessages: 'contactMessages',
  returnRequests: 'returnRequests',
  auditLog: 'auditLog',
  syncJobs: 'syncJobs',
  stripeEvents: 'stripeEvents',
  /** Request counters of the API's abuse limits (functions/src/http/abuse-limits.ts). */
  abuseCounters: 'abuseCounters',
  refunds: 'refunds',
  /** orderNumbers/{year}/taken/{sequence}: one document per order number given out (order-numbers.ts). */
  orderNumbers: 'orderNumbers',
  /** couponRedemptions/{couponId}.{shard}: paid orders of a coupon without a limit (coupon-uses.ts). */
  couponRedemptions: 'couponRedemptions',
  /** retentionRuns/orders: how far the retention job has removed old orders' personal data. */
  retentionRuns: 'retentionRuns',
  /**
   * invoiceCounters/{year} and invoiceCounters/credit-notes-{year}: the last number given out that
   * year in each series (invoices.ts).
   */
  invoiceCounters: 'invoiceCounters',
  /** invoices/{number}: every issued invoice and credit note, frozen at issue (invoices.ts). */
  invoices: 'invoices',
  /** settings/shop: the owner's settings (staff.ts ShopSettings), written through the API only. */
  settings: 'settings',
  /** customerSummaries/{customerId}: one per customer e-mail, kept by triggers (customers.ts). */
  customerSummaries: 'customerSummaries',
  /** staffInvitations/{id}: an invitation to the team waiting for its address (staff-invitations.ts). */
  staffInvitations: 'staffInvitations',
  /** notifyRequests/{id}: an address waiting for a sold-out size to come back (notify-me.ts). */
  notifyRequests: 'notifyRequests',
  /** notifyAddresses/{emailKey}: an address that asked to be notified, its confirmation and unsubscribe link. */
  notifyAddresses: 'notifyAddresses',
  /** wishlistAlerts/{uid}: an account's opt-in to wishlist alerts and the news for its next mail (wishlist-alerts.ts). */
  wishlistAlerts: 'wishlistAlerts',
  /** checkoutReminders/{uid}: a checkout left unpaid, with the marketing consent (checkout-reminders.ts). */
  checkoutReminders: 'checkoutReminders',
} as const;

/** The one document of `settings`. */
export const SHOP_SETTINGS_ID = 'shop';

/** `carts/{uid}/lines`. */
export function cartLinesPath(uid: string): string {
  return `${collections.carts}/${uid}/${collections.cartLines}`;
}

/** `wishlists/{uid}/items`. */
export function wishlistItemsPath(uid: string): string {
  return `${collections.wishlists}/${uid}/${collections.wishlistItems}`;
}

// ---------------------------------------------------------------------------------------------
// Catalogue

/** One size of an item with its stock, as the supplier feed gives it. */
export interface Variant {
  code: string;
  size: string;
  sizeType: string;
  /** Units in stock; a product whose variants are all 0 is sold out (rule 15). */
  quantity: number;
  /** The supplier's retail price, in cents. */
  retailPrice: Cents;
  /** The supplier's discount on that retail price, in percent (informative; our prices ignore it). */
  discount: number;
  ean: string;
}

/** supplierItems/{supplierItemId}: the supplier catalogue as the feed delivers it. */
export interface SupplierItem {
  sku: string;
  title: string;
  description: string;
  brand: string;
  /** Ex VAT. */
  listPrice: Cents;
  images: string[];
  parentCategory: SupplierCategory;
  category: string;
  madeIn: string;
  gender: Gender;
  colour: string;
  condition: string;
  variants: Variant[];
  /** The store product made from this item, or null while it is not in the store. */
  storeProductId: string | null;
  searchTerms: string[];
}

/** products/{productId}: a store product, what shoppers browse and buy. */
export interface StoreProduct {
  sku: string;
  title: string;
  title2: string;
  brand: string;
  parentCategory: ParentCategory;
  /** A bag or accessory type. */
  category: string;
  /** One of COLOURS (a supplier colour outside the list is kept as given). */
  colour: Colour | string;
  gender: Gender;
  madeIn: string;
  condition: string;
  description: string;
  /** First = main image, second = hover image. */
  images: string[];
  displayImage: string;
  variants: Variant[];
  /** Sizes with quantity > 0; more than one means the detail page asks for a size (rule 14). */
  sizesInStock: string[];
  inStock: boolean;
  /**
   * Units in stock over every size (stockForSize(variants, null)), so Today's overview counts the
   * products with LOW_STOCK_MAX or fewer in one aggregate query. Whoever writes variants writes this too.
   */
  unitsInStock: number;
  /**
   * The stock of its emptiest size (stockFigures(variants)), written with unitsInStock: the Low stock
   * list is the products with a size at or below a figure. Absent on a product whose stock has not
   * been written since the field came, which the list does not show until its stock next changes.
   */
  lowestSizeStock?: number;
  /**
   * Shown in the storefront (docs/decisions.md rule 64). An offline product stays in the store for the
   * admin but no shopper reads it: the security rules let shoppers read only `online == true`, and
   * every storefront query filters on it. Every writer of a new product writes it.
   */
  online: boolean;
  /** Ex VAT. */
  listPrice: Cents;
  /** listPrice x 1.21 in whole euros. */
  price: Cents;
  /** price rounded up to 10 euro: shown, put in cart and wishlist, charged. */
  displayPrice: Cents;
  /**
   * The sale it shows: its visible Sale entry's discount and sale price, written with every change of
   * that entry or of the price (shownSale, docs/decisions.md rule 35); null or absent when not on sale.
   */
  discountPercent?: number | null;
  salePrice?: Cents | null;
  /**
   * What shoppers pay (pricePaid: the sale price while on sale, else displayPrice): the field every
   * listing sorts and filters its price on (docs/decisions.md rule 73). Written with every price and
   * sale change; a product written before it came has none until `npm run rebuild:paid-prices`.
   */
  paidPrice?: Cents;
  recommended: boolean;
  searchTerms: string[];
  /**
   * listingFilterKeys(this product): every listing filter combination it matches, so any mix of
   * category, designer, colour and size is one array-contains (see listing-query.ts). Whoever writes
   * parentCategory, category, brand, colour or sizesInStock writes this too.
   */
  filterKeys: string[];
  /** null for a custom product. */
  supplierItemId: string | null;
  /**
   * Sizes whose stock the admin set by hand on a supplier item's product, with the feed's quantity
   * then: the sync keeps them until the feed changes (docs/decisions.md rule 41). Absent when none.
   */
  handSetStock?: HandSetStock[];
  createdAt: Instant;
  updatedAt: Instant;
}

/** A size whose stock the admin set by hand, and the supplier's quantity of it at the time (null: not in the feed). */
export interface HandSetStock {
  size: string;
  feedQuantity: number | null;
}

/** featured/{productId} and weekProducts/{productId}: the home page's lists. */
export interface CuratedEntry {
  productId: string;
  sku: string;
  title: string;
  /** Display price. */
  price: Cents;
  /** The product's shown sale, as on the product (rule 35). */
  discountPercent?: number | null;
  salePrice?: Cents | null;
  displayImage: string;
  hidden: boolean;
  /** Hidden only because its product is offline: shown again when the product is (rule 64). */
  hiddenWhileOffline?: boolean;
  addedAt: Instant;
}

/** The product fields a product card and the listing filters need, copied so a list is one query. */
export interface ListingFields {
  productId: string;
  sku: string;
  title: string;
  brand: string;
  parentCategory: ParentCategory;
  category: string;
  colour: string;
  gender: Gender;
  sizesInStock: string[];
  inStock: boolean;
  images: string[];
  displayImage: string;
  /** Display price. */
  price: Cents;
  /**
   * The product's shown sale, as on the product (rule 35). A Sale entry keeps its own discount and
   * sale price here, hidden or not.
   */
  discountPercent?: number | null;
  salePrice?: Cents | null;
  /** pricePaid(the product), as on the product: the price the listing sorts on (rule 73). */
  paidPrice?: Cents;
  /** listingFilterKeys(these fields), as on the product. */
  filterKeys: string[];
}

/** newIn/{productId} and recommended/{productId}: a listing entry. */
export interface ListingEntry extends ListingFields {
  hidden: boolean;
  /** Hidden only because its product is offline: shown again when the product is (rule 64). */
  hiddenWhileOffline?: boolean;
  addedAt: Instant;
}

/** sale/{productId}: a listing entry with its discount. */
export interface SaleEntry extends ListingEntry {
  /** 10-100. */
  discountPercent: number;
  /** salePrice(price, discountPercent): display-rounded. */
  salePrice: Cents;
}

/** designers/{brandKey}: a brand that has store products, with how many of each. */
export interface Designer {
  brand: string;
  bags: number;
  accessories: number;
}

/** Sizes with stock, in the variants' order, and whether anything is in stock (rules 14 and 15). */
export function stockSummary(variants: readonly Variant[]): { sizesInStock: string[]; inStock: boolean } {
  const sizesInStock = [...new Set(variants.filter((v) => v.quantity > 0).map((v) => v.size))];
  return { sizesInStock, inStock: sizesInStock.length > 0 };
}

// ---------------------------------------------------------------------------------------------
// A visitor's things

/** carts/{uid}: the cart counter. */
export interface CartCounter {
  /** Sum of the line quantities, at most CART_MAX_ITEMS. */
  items: number;
  /**
   * Each line's quantity by product id: the cart's transactions read the lines they change by id
   * instead of querying them, so two shoppers' carts never lock each other (docs/decisions.md rule 38).
   * Absent on a counter written before it existed; the next change rewrites it.
   */
  quantities?: Record<string, number>;
  updatedAt: Instant;
  /** A visitor's cart only: when the TTL policy may delete it (docs/decisions.md rule 32). */
  expiresAt?: Instant;
}

/** couponRedemptions/{couponId}.{shard}: one shard of a coupon's paid orders (coupons without a limit). */
export interface CouponRedemptionShard {
  couponId: string;
  count: number;
}

/** carts/{uid}/lines/{productId}: one product in the cart. */
export interface CartLine {
  productId: string;
  sku: string;
  title: string;
  image: string;
  /** The chosen size, or null for a one-size product. */
  size: string | null;
  /** The server's display price when added. */
  unitPrice: Cents;
  qty: number;
  addedAt: Instant;
  /** A visitor's cart only: the same expiry as its counter's (docs/decisions.md rule 32). */
  expiresAt?: Instant;
}

/** discounts/{uid}: the coupon applied to the cart. The amount is always recomputed. */
export interface DiscountRecord {
  couponId: string;
  code: string;
  appliedAt: Instant;
  /** A visitor's cart only: the same expiry as its counter's (docs/decisions.md rule 32). */
  expiresAt?: Instant;
}

/** wishlists/{uid}/items/{productId}. */
export interface WishlistItem {
  productId: string;
  addedAt: Instant;
  /** A card snapshot, so the wishlist renders without reading every product. */
  product: {
    title: string;
    brand: string;
    displayImage: string;
    /** Display price. */
    price: Cents;
    category: string;
  };
}

/** customers/{uid}: an account's profile. */
export interface Customer {
  firstName: string;
  lastName: string;
  email: string;
  createdAt: Instant;
}

/** An address of the address book: where an order may go (CustomerDetails without e-mail and company). */
export type SavedAddress = Pick<
  CustomerDetails,
  'firstName' | 'lastName' | 'country' | 'address' | 'city' | 'state' | 'postcode' | 'phone'
>;

/** addressBooks/{uid}: an account's saved addresses (at most MAX_SAVED_ADDRESSES), offered at checkout. */
export interface AddressBook {
  addresses: SavedAddress[];
  updatedAt: Instant;
}

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

/** A line of an order: the cart line at checkout, with its total. */
export interface OrderLine {
  productId: string;
  sku: string;
  title: string;
  image: string;
  size: string | null;
  unitPrice: Cents;
  qty: number;
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

// ---------------------------------------------------------------------------------------------
// Shop operations

/** coupons/{couponId}. */
export interface CouponDoc {
  /** Upper-case and unique. */
  code: string;
  discount: CouponDiscount;
  /** The discount as the admin typed it. */
  label: string;
  minimumGoods: Cents | null;
  expiresAt: Instant | null;
  maxRedemptions: number | null;
  redemptions: number;
  /** Uses held by checkouts not yet paid (reserveCoupon); absent when none ever was. */
  holds?: CouponHolds;
  createdAt: Instant;
}

/** The rules' view of a stored coupon (Instants become Dates). */
export function couponFromDoc(doc: CouponDoc): Coupon {
  return {
    code: doc.code,
    discount: doc.discount,
    label: doc.label,
    minimumGoods: doc.minimumGoods,
    expiresAt: doc.expiresAt ? new Date(doc.expiresAt.toMillis()) : null,
    maxRedemptions: doc.maxRedemptions,
    redemptions: doc.redemptions,
  };
}

/** mail/{mailId}: an e-mail in the format of Firebase's Trigger Email extension (rule 19). */
export interface MailDoc {
  to: string | string[];
  message: {
    subject: string;
    text: string;
    html: string;
    /** Extra header fields the Trigger Email extension adds, e.g. List-Unsubscribe. */
    headers?: Record<string, string>;
  };
  /** When the TTL policy may delete it (MAIL_RETENTION_DAYS after queueing); set where it is queued. */
  expiresAt?: Instant;
}

/**
 * orderNumbers/{year}/taken/{sequence}: an order number given out, created by the checkout that took
 * it; the create fails when another checkout took that number first.
 */
export interface TakenOrderNumber {
  sequence: number;
  takenAt: Instant;
}

/**
 * newsletterSubscribers/{emailKey}: a confirmed address (double opt-in, newsletter.ts), keyed by the
 * address so subscribing twice is one document.
 */
export interface NewsletterSubscriber {
  email: string;
  subscribedAt: Instant;
  /** The token of the one-link unsubscribe in every newsletter mail (kept: each mail needs it). */
  unsubscribeToken: string;
}

/** E-mail addresses compare trimmed and lower-case (deduplication, lookups). */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The newsletterSubscribers document id of an address ('/' cannot appear in an id). */
export function newsletterSubscriberId(email: string): string {
  return normaliseEmail(email).replace(/\//g, '%2F');
}

/** contactMessages/{id}. */
export interface ContactMessage {
  name: string;
  email: string;
  subject: string;
  message: string;
  createdAt: Instant;
  /** When the TTL policy may delete it (CONTACT_MESSAGE_RETENTION_DAYS after it was sent). */
  expiresAt: Instant;
}

/** returnRequests/{id}. */
export interface ReturnRequest {
  orderId: string;
  email: string;
  /** The items to return, as the shopper described them. */
  items: string;
  reason: string;
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

/** auditLog/{id}: who changed what in the admin. */
/** A field's value as the audit log keeps it: plain JSON values (lists and objects as JSON text). */
export type AuditValue = string | number | boolean | null;

/** The fields a change touched, each with its value before and after (domain/src/audit-log.ts). */
export type AuditChanges = Record<string, { before: AuditValue; after: AuditValue }>;

export interface AuditEntry {
  /** The admin; `role` is theirs when they acted (absent in entries written before roles). */
  who: { uid: string; email: string | null; role?: AdminRole };
  /** e.g. 'product.update', 'coupon.delete', 'order.status'. */
  action: string;
  /** Path of the document acted on, e.g. 'products/abc'. */
  target: string;
  at: Instant;
  /** The changed fields' values before and after (absent in entries written before). */
  changes?: AuditChanges;
}

export const SYNC_JOB_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type SyncJobStatus = (typeof SYNC_JOB_STATUSES)[number];

/** syncJobs/{jobId}: progress of a supplier sync. */
export interface SyncJob {
  status: SyncJobStatus;
  processed: number;
  /** Unknown until the feed says how many items it has. */
  total: number | null;
  startedAt: Instant;
  finishedAt: Instant | null;
  error: string | null;
}

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

/** stripeEvents/{eventId}: a webhook event already processed (idempotency). */
export interface ProcessedStripeEvent {
  type: string;
  processedAt: Instant;
  /** When the TTL policy may delete it (STRIPE_EVENT_RETENTION_DAYS after processing). */
  expiresAt: Instant;
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
