// Orders (`orders`) from checkout to paid, and what a payment does to the shop: stock, listing
// copies, coupon redemptions, the cart, the discount record and the mail, all in one transaction
// per webhook event, recorded in `stripeEvents` so each event counts once (docs/decisions.md rules 5, 15).
// Both transactions read and write only documents of their own order, cart, products and (a coupon
// with a limit) coupon: no document that every checkout writes (docs/architecture.md, "Peak hour").
import {
  collections,
  customerSearchTerms,
  documentIdSchema,
  isPayable,
  normaliseEmail,
  orderAfterPayment,
  orphanPaymentOrder,
  parseOrderNumber,
  PENDING_PAYMENT,
  stockFields,
  refundSummary,
  stockFigures,
  takeStock,
  toStoreShipment,
  unpaidOrderPurgeAt,
  verdictTookMoney,
  type ClientPaymentReport,
  type InvoiceKind,
  type ListingEntry,
  type MailDoc,
  type Order,
  type OrderPaymentState,
  type OrphanPayment,
  type PaymentMethod,
  type PaymentVerdict,
  type ProcessedStripeEvent,
  type StorePaymentSuccessParsed,
  type StoreProduct,
  type StoreTrackedOrder,
  type Variant,
  type WithId,
} from '@shop/domain';
import {
  FieldValue,
  Timestamp,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { readShopSettings } from './admin/settings';
import { cartExpiryAfterChange, readStoredCart, setCartCounter, type StoredCart } from './cart';
import { findCouponByCode, holdCouponUse, releaseOrderCouponHold } from './coupon-uses';
import { issueInvoice, openSeries, runIssuingTransaction } from './invoices';
import { db, runContendedTransaction } from './firestore';
import { orderNumbers } from './order-numbers';
import { queuedMail, stripeEventExpiry } from './retention';

type Stored<T, Times extends keyof T> = Omit<T, Times> & { [K in Times]: FieldValue };

const ordersRef = () => db().collection(collections.orders);
const orderRef = (orderId: string) => ordersRef().doc(orderId) as DocumentReference<Order>;
const productRef = (productId: string) =>
  db().collection(collections.products).doc(productId) as DocumentReference<StoreProduct>;
const cartLineRef = (uid: string, productId: string) =>
  db().collection(collections.carts).doc(uid).collection(collections.cartLines).doc(productId);
const discountRef = (uid: string) => db().collection(collections.discounts).doc(uid);

/** The listing lists that keep a copy of a product's stock fields (docs/data-model.md, Listing entry). */
const LISTING_COPIES = [collections.newIn, collections.sale, collections.recommended] as const;

/** What the checkout knows of an order before anything is paid. */
export type OrderDraft = Omit<
  Order,
  | 'createdAt'
  | 'payment'
  | 'status'
  | 'completed'
  | 'paymentIntentId'
  | 'clientReport'
  | 'clientSecretHash'
  | 'customerSearchTerms'
>;

export type OpenedOrder =
  | { ok: true; orderId: string; paymentIntentId: string | null }
  /** The cart's coupon could not be held; nothing was written but the coupon's removal from the cart. */
  | { ok: false; reason: 'coupon-unavailable' };

/**
 * Writes the pending order for a checkout and answers its id and the PaymentIntent it already has.
 *
 * `checkoutKey` names the cart being paid (visitor, lines, totals, payment methods): paying the same
 * cart again (a second click, a retry after a failed attempt) reuses its order, with the latest
 * details and note, and so the same PaymentIntent; a failed order becomes pending again. Once that
 * order is settled (paid or refunded) the same cart gets a new order.
 *
 * An order with a coupon with a limit holds one use of it in the same transaction (holdCouponUse): of
 * several visitors checking out with the last use at once, one holds it and the others are refused,
 * with the coupon taken off their cart so that they see the total without it before paying. A coupon
 * without a limit is checked but neither read in the transaction nor written. A new order takes its
 * number (order-numbers.ts, rule 44) and carries `purgeAt`: unpaid orders are
 * deleted after UNPAID_ORDER_KEEP_DAYS.
 */
export async function openPendingOrder(
  checkoutKey: string,
  draft: OrderDraft,
  now: Date,
): Promise<OpenedOrder> {
  // The coupon is found by its code outside the transaction (a query there would lock more), while
  // the transaction reads the order: the checkout waits for one read, not two in a row.
  const coupon = draft.couponCode === null ? undefined : findCouponByCode(draft.couponCode);
  coupon?.catch(() => {}); // awaited in the transaction; a failure there fails the checkout
  // A new order takes a number once the transaction has read that it is new; under contention the
  // number's look-up starts now, beside that read.
  orderNumbers.prepare(now);
  // Taken once for this checkout, whatever the transaction's retries: a retry does not skip numbers.
  let orderNumber: string | undefined;
  // Shoppers with one coupon with a limit touch it at once: allow more than the default 5 tries.
  return runContendedTransaction(async (tx): Promise<OpenedOrder> => {
    const keyed = orderRef(checkoutKey);
    const [existing, hold] = await Promise.all([
      tx.get(keyed).then((snapshot) => snapshot.data()),
      coupon === undefined ? null : coupon.then((found) => holdCouponUse(tx, found, draft.userId, now)),
    ]);
    if (hold && !hold.reservation.ok) {
      tx.delete(discountRef(draft.userId));
      return { ok: false, reason: 'coupon-unavailable' };
    }
    hold?.write();
    const reused = existing && existing.userId === draft.userId && isPayable(existing);
    if (reused) {
      // The order's mails and documents follow the language of the checkout that pays it now.
      tx.update(keyed, {
        customer: draft.customer,
        customerSearchTerms: customerSearchTerms(draft.customer),
        note: draft.note,
        paymentMethod: draft.paymentMethod,
        ...(draft.language ? { language: draft.language } : {}),
        ...PENDING_PAYMENT,
      });
      return { ok: true, orderId: keyed.id, paymentIntentId: existing.paymentIntentId };
    }
    orderNumber ??= await orderNumbers.take(now);
    const ref = existing ? (ordersRef().doc() as DocumentReference<Order>) : keyed;
    const order: Stored<Order, 'createdAt'> = {
      ...draft,
      customerSearchTerms: customerSearchTerms(draft.customer),
      orderNumber,
      createdAt: FieldValue.serverTimestamp(),
      ...PENDING_PAYMENT,
      completed: false,
      paymentIntentId: null,
      clientReport: null,
      purgeAt: Timestamp.fromDate(unpaidOrderPurgeAt(now)),
    };
    tx.create(ref, order);
    return { ok: true, orderId: ref.id, paymentIntentId: null };
  });
}

/** Links the order to the PaymentIntent that pays it, with the hash of its client secret (rule 29). */
export async function setOrderPaymentIntent(
  orderId: string,
  paymentIntentId: string,
  clientSecretHash: string,
): Promise<void> {
  await orderRef(orderId).update({ paymentIntentId, clientSecretHash });
}

export async function getOrder(orderId: string): Promise<WithId<Order> | null> {
  const snapshot = await orderRef(orderId).get();
  const order = snapshot.data();
  return order ? { ...order, id: snapshot.id } : null;
}

// ---------------------------------------------------------------------------------------------
// Payment events

export type PaymentEventKind = 'succeeded' | 'failed' | 'processing';

/** A verified webhook event about a PaymentIntent, reduced to what the shop acts on. */
export interface PaymentEvent {
  eventId: string;
  eventType: string;
  kind: PaymentEventKind;
  orderId: string;
  paymentIntentId: string;
  /** What the PaymentIntent charges, in cents, and in which currency. */
  amount: number;
  currency: string;
  /** The visitor in the PaymentIntent's metadata, and how it was paid: for money without an order. */
  uid: string;
  paymentMethod: PaymentMethod;
}

export type PaymentEventOutcome =
  | { result: 'duplicate' }
  | { result: 'unknown-order' }
  /** Money arrived for an order that was deleted: recorded as a Refund due order, the shop mailed. */
  | { result: 'orphan-payment' }
  | {
      result: 'recorded';
      verdict: PaymentVerdict;
      /** False when the event changed nothing (repeat, late or out-of-order). */
      changed: boolean;
      order: OrderPaymentState;
      /** Titles of the items that were sold out when the money arrived. */
      soldOut: string[];
    };

export interface PaymentMails {
  confirmation(order: Order, orderId: string): MailDoc;
  refund(order: Order, orderId: string, soldOut: string[]): MailDoc;
  /** To the shop: money arrived for an order that no longer exists. */
  orphan(payment: OrphanPayment): MailDoc;
  /** To the shop: an order is paid (docs/decisions.md rule 59), unless the owner switched it off. */
  paidOrder(order: Order, orderId: string): MailDoc;
}

/** What a paid order takes: the products' new variants, read with everything the sale writes. */
interface Sale {
  products: Map<string, { product: StoreProduct; variants: Variant[] }>;
  soldOut: string[];
  listingCopies: DocumentSnapshot[];
  /** The buyer's cart as its counter lists it. */
  cart: StoredCart;
}

/** Reads, inside the transaction, the stock for every line and whatever a successful sale changes. */
async function readSale(tx: Transaction, order: Order): Promise<Sale> {
  const productIds = [...new Set(order.lines.map((line) => line.productId))];
  const [products, listingCopies, cart] = await Promise.all([
    tx.getAll(...productIds.map(productRef)),
    tx.getAll(...productIds.flatMap((id) => LISTING_COPIES.map((list) => db().collection(list).doc(id)))),
    // The buyer is not the caller here (a payment event): the cart keeps whether it expires.
    readStoredCart(tx, order.userId, 'as-stored', new Date()),
  ]);

  const stock = new Map<string, { product: StoreProduct; variants: Variant[] }>();
  for (const snapshot of products) {
    const product = snapshot.data();
    if (product) stock.set(snapshot.id, { product, variants: product.variants });
  }
  const soldOut: string[] = [];
  for (const line of order.lines) {
    const entry = stock.get(line.productId);
    const after = entry ? takeStock(entry.variants, line.size, line.qty) : null;
    if (entry && after) entry.variants = after;
    else soldOut.push(line.title);
  }
  return {
    products: stock,
    soldOut,
    listingCopies: listingCopies.filter((snapshot) => snapshot.exists),
    cart,
  };
}

/** The paid order's writes: stock down, listing copies in step, its items out of the cart. */
function writeSale(tx: Transaction, sale: Sale, order: Order): void {
  for (const [productId, { product, variants }] of sale.products) {
    tx.update(productRef(productId), {
      variants,
      ...stockFields(product, variants),
      ...stockFigures(variants),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  for (const copy of sale.listingCopies) {
    const variants = sale.products.get(copy.id)?.variants ?? [];
    tx.update(copy.ref, stockFields(copy.data() as ListingEntry, variants));
  }

  // Only the lines bought leave the cart: something added in another tab while paying stays.
  const left = { ...sale.cart.quantities };
  const bought: string[] = [];
  for (const line of order.lines) {
    if (left[line.productId] === undefined) continue;
    delete left[line.productId];
    bought.push(line.productId);
    tx.delete(cartLineRef(order.userId, line.productId));
  }
  // The coupon the order used leaves with it; an order without one (a product page's Buy now) leaves
  // the cart's coupon for what is still in the cart.
  const usedCoupon = order.couponCode !== null;
  if (usedCoupon) tx.delete(discountRef(order.userId));
  // A visitor's lines left in the cart keep being theirs for the idle period from now.
  const expiresAt = cartExpiryAfterChange(sale.cart, 'as-stored', new Date());
  setCartCounter(tx, order.userId, sale.cart, left, expiresAt, {
    written: bought,
    discount: usedCoupon ? 'changed' : 'kept',
  });
}

const CURRENCY = 'eur';

/**
 * Applies one verified payment event, exactly once per event id. A success checks and takes the
 * stock in the same transaction that marks the order paid, so of two shoppers paying for the last
 * item one gets it and the other's order is marked for refund; concurrent events for one product
 * are serialised by Firestore's transaction on that product.
 */
export async function applyPaymentEvent(
  event: PaymentEvent,
  mails: PaymentMails,
  now: Date = new Date(),
): Promise<PaymentEventOutcome> {
  const eventRef = db().collection(collections.stripeEvents).doc(event.eventId);
  // The order's coupon, found by its code before the transaction (a query there would lock more).
  // An order's coupon code never changes once it is written.
  const couponCode =
    event.kind === 'processing' ? null : ((await orderRef(event.orderId).get()).data()?.couponCode ?? null);
  const coupon = couponCode === null ? undefined : await findCouponByCode(couponCode);
  // Whether the shop wants its own mail of a paid order; read once, outside the contended transaction.
  const { paidOrderMail } = event.kind === 'succeeded' ? await readShopSettings() : { paidOrderMail: false };
  // Many shoppers paying for one product at once all touch it: allow more than the default 5 tries.
  // Money taken is invoiced in the transaction, so a success waits for this instance's turn on the
  // invoice series: that only saves runs, the numbering is right without it.
  const series: InvoiceKind[] = event.kind === 'succeeded' ? ['invoice'] : [];
  return runIssuingTransaction(series, async (tx): Promise<PaymentEventOutcome> => {
    const [eventSnap, orderSnap] = await Promise.all([tx.get(eventRef), tx.get(orderRef(event.orderId))]);
    if (eventSnap.exists) return { result: 'duplicate' };
    const processed: Stored<ProcessedStripeEvent, 'processedAt'> = {
      type: event.eventType,
      processedAt: FieldValue.serverTimestamp(),
      expiresAt: stripeEventExpiry(),
    };
    const order = orderSnap.data();
    if (!order) {
      tx.create(eventRef, processed);
      if (event.kind !== 'succeeded') return { result: 'unknown-order' };
      // Paid after its unpaid order was purged: the money goes back through the Refund due path.
      const payment: OrphanPayment = {
        orderId: event.orderId,
        uid: event.uid,
        paymentIntentId: event.paymentIntentId,
        amount: event.amount,
        paymentMethod: event.paymentMethod,
      };
      const orphan: Stored<Order, 'createdAt'> = {
        ...orphanPaymentOrder(payment),
        createdAt: FieldValue.serverTimestamp(),
        // Its money came in now: a sale of today, refunded when the refund is made (rule 69).
        paidAt: Timestamp.fromDate(now),
      };
      tx.create(orderRef(event.orderId), orphan);
      tx.create(db().collection(collections.mail).doc(), queuedMail(mails.orphan(payment)));
      return { result: 'orphan-payment' };
    }

    // The coupon the order holds a use of; a deleted coupon has nothing left to count.
    const releaseHold = await releaseOrderCouponHold(tx, coupon);

    let verdict: PaymentVerdict = event.kind === 'succeeded' ? 'paid' : event.kind;
    let sale: Sale | undefined;
    if (event.kind === 'succeeded' && isPayable(order)) {
      // An amount other than the order's is refunded rather than shipped.
      const rightAmount = event.amount === order.totals.payable && event.currency === CURRENCY;
      sale = rightAmount ? await readSale(tx, order) : undefined;
      if (!sale || sale.soldOut.length > 0) verdict = 'sold-out';
    }

    const next = orderAfterPayment(order, verdict);
    // Money taken: the invoice is issued in this transaction, under the series' next number.
    const invoices =
      next && verdictTookMoney(verdict) && !order.invoice ? await openSeries('invoice', now) : null;
    tx.create(eventRef, processed);
    const soldOut = sale?.soldOut ?? [];
    if (!next) {
      return {
        result: 'recorded',
        verdict,
        changed: false,
        order: { payment: order.payment, status: order.status },
        soldOut,
      };
    }
    const invoice = invoices ? issueInvoice(tx, invoices, order, event.orderId) : order.invoice;
    tx.update(orderRef(event.orderId), {
      ...next,
      completed: false,
      paymentIntentId: event.paymentIntentId,
      // The money came in now: the day it is a sale of (docs/decisions.md rule 69).
      ...(verdictTookMoney(verdict) ? { purgeAt: FieldValue.delete(), paidAt: Timestamp.fromDate(now) } : {}),
      ...(invoice ? { invoice } : {}),
    });
    // Any outcome ends the visitor's hold on the coupon; a paid order counts as a redemption.
    releaseHold(order.userId, verdict === 'paid' ? 'paid' : 'not-paid', now);
    const mail = db().collection(collections.mail).doc();
    if (verdict === 'paid' && sale) {
      writeSale(tx, sale, order);
      tx.create(mail, queuedMail(mails.confirmation({ ...order, invoice }, event.orderId)));
      if (paidOrderMail) {
        tx.create(db().collection(collections.mail).doc(), queuedMail(mails.paidOrder(order, event.orderId)));
      }
    } else if (verdict === 'sold-out') {
      tx.create(mail, queuedMail(mails.refund(order, event.orderId, soldOut)));
    }
    return { result: 'recorded', verdict, changed: true, order: next, soldOut };
  });
}

// ---------------------------------------------------------------------------------------------
// The client's report and the visitor's orders

/**
 * Keeps what the client saw when the payment provider said yes (POST paymentsuccessfull) on the
 * order, by order id or by PaymentIntent id. Never changes payment or status (rule 5). Null when
 * the visitor has no such order.
 */
export async function recordClientReport(
  uid: string,
  report: StorePaymentSuccessParsed,
): Promise<WithId<Order> | null> {
  let snapshot: DocumentSnapshot<Order> | undefined;
  if (report.orderId) {
    snapshot = await orderRef(report.orderId).get();
  } else {
    const found = await ordersRef()
      .where('userId', '==', uid)
      .where('paymentIntentId', '==', report.transactionId)
      .limit(1)
      .get();
    snapshot = found.docs[0] as DocumentSnapshot<Order> | undefined;
  }
  const order = snapshot?.data();
  if (!snapshot || !order || order.userId !== uid) return null;
  const clientReport: Stored<ClientPaymentReport, 'reportedAt'> = {
    transactionId: report.transactionId,
    email: report.email,
    fullName: report.fullName,
    phoneno: report.phoneno,
    address: report.address,
    zipcode: report.zipcode,
    amount: report.amount,
    note: report.note,
    totalItems: report.totalItems,
    companyAddress: report.companyAddress,
    reportedAt: FieldValue.serverTimestamp(),
  };
  await snapshot.ref.update({ clientReport });
  return { ...order, id: snapshot.id };
}

/** The visitor's orders, newest first, as /track shows them. */
/** An order as /track shows it. */
function toTrackedOrder(orderId: string, order: Order): StoreTrackedOrder {
  return {
    orderId,
    orderNumber: order.orderNumber ?? null,
    createdAt: new Date(order.createdAt.toMillis()).toISOString(),
    lines: order.lines,
    totals: order.totals,
    totalItems: order.totalItems,
    couponCode: order.couponCode,
    paymentMethod: order.paymentMethod,
    payment: order.payment,
    status: order.status,
    shipment: toStoreShipment(order.shipment),
    refund: refundSummary(order.refunds),
    country: order.customer.country,
  };
}

export async function listVisitorOrders(uid: string): Promise<StoreTrackedOrder[]> {
  const snapshot = await ordersRef().where('userId', '==', uid).orderBy('createdAt', 'desc').get();
  return snapshot.docs.map((doc) => toTrackedOrder(doc.id, doc.data() as Order));
}

/**
 * The order numbered `typed` (MB-2026-000123, as a shopper may type it, or the document id of an
 * order from before numbers) if it was placed with `email` (any case), otherwise null: a wrong number
 * and a wrong address look the same, so the answer reveals nothing unless both match.
 */
export async function findOrderOf(typed: string, email: string): Promise<StoreTrackedOrder | null> {
  const snapshot = await findOrderSnapshot(typed);
  const order = snapshot?.data();
  const customerEmail = (order?.customer as Partial<Order['customer']> | undefined)?.email;
  if (!snapshot || !order || typeof customerEmail !== 'string') return null;
  return normaliseEmail(customerEmail) === normaliseEmail(email) ? toTrackedOrder(snapshot.id, order) : null;
}

/** The order a shopper's order number or old order id names, if any. */
async function findOrderSnapshot(typed: string): Promise<DocumentSnapshot<Order> | null> {
  const orderNumber = parseOrderNumber(typed);
  if (orderNumber) {
    const found = await ordersRef().where('orderNumber', '==', orderNumber).limit(1).get();
    return (found.docs[0] as DocumentSnapshot<Order> | undefined) ?? null;
  }
  // An id with a '/' (or another character no document id has) names no order.
  if (!documentIdSchema.safeParse(typed).success) return null;
  return orderRef(typed).get();
}
