// Refunds (`refunds`, and the `refunds` summary on the order): the admin's request reserves the
// amount on the order in a transaction before Stripe is asked, so two refunds at once never exceed
// what was paid; the order's money changes only when the webhook reports the refund's state, each
// event once (stripeEvents), whatever order the events arrive in (docs/decisions.md rule 5).
import {
  auditChanges,
  collections,
  ConflictError,
  EXTERNAL_REFUND_REASON,
  ForbiddenError,
  InvalidRequestError,
  NotFoundError,
  orderAfterRefund,
  planRefund,
  refundableAmount,
  refundFailedByShop,
  refundRefusal,
  refundStateAfter,
  reserveExternalRefund,
  returnStock,
  stockFields,
  stockFigures,
  takesInvoice,
  type ListingEntry,
  type MailDoc,
  type Order,
  type ProcessedStripeEvent,
  type RefundDoc,
  type RefundRequest,
  type RefundState,
  type ReturnRequest,
  type StoreProduct,
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
import { recordAudit, type Actor } from './admin/audit';
import {
  CREDIT_NOTE_SERIES,
  openCreditNotes,
  runIssuingTransaction,
  type CreditNoteIssuer,
} from './invoices';
import { db, runContendedTransaction } from './firestore';
import { queuedMail, stripeEventExpiry } from './retention';

type StoredRefund = Omit<RefundDoc, 'createdAt'> & { createdAt: FieldValue };

const refundRef = (refundId: string) =>
  db().collection(collections.refunds).doc(refundId) as DocumentReference<RefundDoc>;
const orderRef = (orderId: string) =>
  db().collection(collections.orders).doc(orderId) as DocumentReference<Order>;
const returnRef = (requestId: string) =>
  db().collection(collections.returnRequests).doc(requestId) as DocumentReference<ReturnRequest>;
const productRef = (productId: string) =>
  db().collection(collections.products).doc(productId) as DocumentReference<StoreProduct>;

/** The listing lists that keep a copy of a product's stock fields (as the webhook's sale updates them). */
const LISTING_COPIES = [collections.newIn, collections.sale, collections.recommended] as const;

export interface RefundAsk {
  orderId: string;
  refundId: string;
  request: RefundRequest;
  reason: string;
  restock: boolean;
  returnRequestId: string | null;
}

export interface ReservedRefund {
  /** What asking Stripe needs. */
  refund: Pick<RefundDoc, 'orderId' | 'paymentIntentId' | 'amount' | 'state' | 'stripeRefundId'>;
  /** True when this refundId was already recorded (a double click, a retry). */
  repeated: boolean;
}

/**
 * Records the refund and reserves its amount and units on the order, in one transaction with the
 * audit entry. A refundId already recorded for this order is answered as it is (nothing reserved
 * twice); for another order it is refused. 404 without the order; 409 when its payment cannot be
 * refunded; 400 when more is asked than is left (the second of two refunds sent at once); 403 when
 * staff ask for more than the owner's refund limit (docs/decisions.md rule 58).
 */
export async function reserveRefund(ask: RefundAsk, actor: Actor): Promise<ReservedRefund> {
  // Only staff have a limit; the owner's settings are read once, outside the contended transaction.
  const settings = actor.role === 'staff' ? await readShopSettings() : null;
  // A double click's second request collides with the first's reservation and webhook events on the
  // same order and refund: as many attempts as applyRefundEvent, so it waits its turn instead of failing.
  return runContendedTransaction(async (tx) => {
    const [refundSnap, orderSnap, returnSnap] = await Promise.all([
      tx.get(refundRef(ask.refundId)),
      tx.get(orderRef(ask.orderId)),
      ask.returnRequestId === null ? null : tx.get(returnRef(ask.returnRequestId)),
    ]);
    const existing = refundSnap.data();
    if (existing) {
      if (existing.orderId !== ask.orderId) {
        throw new ConflictError(`Refund ${ask.refundId} belongs to another order`, {
          details: { orderId: existing.orderId },
        });
      }
      return { refund: existing, repeated: true };
    }
    const order = orderSnap.data();
    if (!order) throw new NotFoundError(`There is no order ${ask.orderId}`);
    if (!order.paymentIntentId) {
      throw new ConflictError(`Order ${ask.orderId} has no payment to refund`, {
        details: { payment: order.payment },
      });
    }
    const returnRequest = returnSnap?.data();
    if (returnSnap && (returnRequest?.orderId !== ask.orderId || returnRequest.state !== 'Approved')) {
      throw new ConflictError(
        `Return request ${ask.returnRequestId} is not an approved return of order ${ask.orderId}`,
        {
          details: {
            state: returnRequest?.state ?? null,
          },
        },
      );
    }
    const plan = planRefund(order, ask.request);
    if (!plan.ok) {
      if (plan.reason === 'state')
        throw new ConflictError(plan.message, { details: { payment: order.payment } });
      throw new InvalidRequestError(plan.message);
    }
    const refusal = settings && refundRefusal(actor.role, plan.amount, settings);
    if (refusal) throw new ForbiddenError(refusal);
    const refund: StoredRefund = {
      orderId: ask.orderId,
      paymentIntentId: order.paymentIntentId,
      amount: plan.amount,
      lineQty: plan.lineQty,
      full: ask.request.kind === 'full',
      reason: ask.reason,
      restock: ask.restock,
      returnRequestId: ask.returnRequestId,
      state: 'pending',
      stripeRefundId: null,
      requestedBy: { uid: actor.uid, email: actor.email },
      createdAt: FieldValue.serverTimestamp(),
      settledAt: null,
    };
    tx.create(refundRef(ask.refundId), refund);
    tx.update(orderRef(ask.orderId), { refunds: plan.refunds });
    if (returnSnap) tx.update(returnSnap.ref, { 'decision.refundId': ask.refundId });
    // The amount and reason asked; the log reads the outcome from the refund itself.
    recordAudit(
      tx,
      actor,
      'order.refund',
      refundRef(ask.refundId).path,
      auditChanges({ amount: null, reason: null }, { amount: plan.amount, reason: ask.reason }),
    );
    return { refund, repeated: false };
  });
}

/** Keeps Stripe's re_... id on the refund (its state stays the webhook's to set). */
export async function recordStripeRefundId(refundId: string, stripeRefundId: string): Promise<void> {
  await refundRef(refundId).update({ stripeRefundId });
}

/**
 * Stripe refused to make the refund (it answered the request with an error): the refund failed
 * and its reservation is given back, so the admin may ask again.
 */
export async function refundRefused(refundId: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const refund = (await tx.get(refundRef(refundId))).data();
    if (!refund || refund.state !== 'pending') return;
    const order = (await tx.get(orderRef(refund.orderId))).data();
    tx.update(refundRef(refundId), { state: 'failed', settledAt: FieldValue.serverTimestamp() });
    if (order) tx.update(orderRef(refund.orderId), orderAfterRefund(order, refund, 'pending', 'failed'));
  });
}

export async function getRefund(refundId: string): Promise<WithId<RefundDoc> | null> {
  const refund = (await refundRef(refundId).get()).data();
  return refund ? { ...refund, id: refundId } : null;
}

/** An order's refunds, newest first. */
export async function listOrderRefunds(orderId: string): Promise<WithId<RefundDoc>[]> {
  const snapshot = await db()
    .collection(collections.refunds)
    .where('orderId', '==', orderId)
    .orderBy('createdAt', 'desc')
    .get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as RefundDoc), id: doc.id }));
}

// ---------------------------------------------------------------------------------------------
// Refund events

/** One refund a verified webhook event reports: the shop's refund id (Stripe metadata) and its state. */
export interface RefundReport {
  refundId: string;
  stripeRefundId: string;
  state: RefundState;
  /** A refund the shop did not ask for (Stripe's dashboard): the PaymentIntent it refunds and how much. */
  external: { paymentIntentId: string; amount: number } | null;
}

/** The refunds/{id} of a refund made outside the shop: keyed by Stripe's id, so it is recorded once. */
export function externalRefundId(stripeRefundId: string): string {
  return `stripe-${stripeRefundId}`;
}

/** What the shop records of a refund made outside it, before Stripe's state is applied. */
function externalRefund(order: WithId<Order>, report: RefundReport, amount: number): RefundDoc {
  return {
    orderId: order.id,
    paymentIntentId: report.external?.paymentIntentId ?? '',
    amount,
    lineQty: order.lines.map(() => 0),
    full: false,
    reason: EXTERNAL_REFUND_REASON,
    restock: false,
    returnRequestId: null,
    state: 'pending',
    stripeRefundId: report.stripeRefundId,
    requestedBy: { uid: 'stripe', email: null },
    createdAt: Timestamp.now(),
    settledAt: null,
  };
}

export interface RefundEvent {
  eventId: string;
  eventType: string;
  reports: RefundReport[];
}

export type RefundEventOutcome =
  | { result: 'duplicate' }
  | { result: 'recorded'; changed: { refundId: string; state: RefundState }[]; unknown: string[] };

export interface RefundMails {
  refunded(order: Order, orderId: string, refund: RefundDoc): MailDoc;
}

interface Transition {
  ref: DocumentReference<RefundDoc>;
  refund: RefundDoc;
  /** A refund made outside the shop, seen for the first time: created rather than updated. */
  created: boolean;
  from: RefundState;
  to: RefundState;
  stripeRefundId: string;
}

/**
 * Applies one verified refund event, exactly once per event id. Each reported refund moves only
 * forward (refundStateAfter), so repeated, late and out-of-order events end where Stripe is; the
 * order's refunded amount and payment follow in the same transaction, a refund that succeeds mails
 * the customer and, when asked, puts its units back in stock (with the listing copies in step).
 * A transaction reads everything before it writes: the steps below are the reads, then the writes.
 */
export async function applyRefundEvent(
  event: RefundEvent,
  mails: RefundMails,
  now: Date = new Date(),
): Promise<RefundEventOutcome> {
  const eventRef = db().collection(collections.stripeEvents).doc(event.eventId);
  return runIssuingTransaction(CREDIT_NOTE_SERIES, async (tx): Promise<RefundEventOutcome> => {
    const refundRefs = event.reports.map((report) => refundRef(report.refundId));
    const [eventSnap, ...refundSnaps] = await Promise.all([
      tx.get(eventRef),
      ...refundRefs.map((ref) => tx.get(ref)),
    ]);
    if (eventSnap?.exists) return { result: 'duplicate' };
    const reported = event.reports.map((report, index) => ({
      report,
      ref: refundRefs[index] as DocumentReference<RefundDoc>,
      refund: (refundSnaps[index] as DocumentSnapshot<RefundDoc>).data(),
    }));

    const paidOrders = await readOrdersPaidByExternalRefunds(tx, reported);
    const { transitions, unknown, orders } = planTransitions(reported, paidOrders);
    await readTransitionOrders(tx, transitions, orders);
    const stock = await readStock(tx, restocksOf(transitions, orders), orders);
    const settledReturns = await readSettledReturns(tx, transitions);
    // Each refund that succeeds gets its credit note in this transaction (docs/decisions.md rule 67).
    const creditNotes = await openCreditNotes(succeededOrders(transitions, orders), now);

    tx.create(eventRef, processedEvent(event));
    writeTransitions(tx, transitions, orders, mails, { creditNotes, now });
    writeOrders(tx, orders);
    writeStock(tx, stock);
    for (const snapshot of settledReturns) {
      if (snapshot.exists) tx.update(snapshot.ref, { state: 'Refunded' });
    }
    return {
      result: 'recorded',
      changed: transitions.map((t) => ({ refundId: t.ref.id, state: t.to })),
      unknown,
    };
  });
}

/** A refund an event reports, with what the shop has recorded of it (undefined: nothing yet). */
interface ReportedRefund {
  report: RefundReport;
  ref: DocumentReference<RefundDoc>;
  refund: RefundDoc | undefined;
}

/**
 * For each refund made outside the shop and not recorded yet, the order its PaymentIntent paid
 * (null for every other report, and when no order has that PaymentIntent).
 */
async function readOrdersPaidByExternalRefunds(
  tx: Transaction,
  reported: ReportedRefund[],
): Promise<(DocumentSnapshot<Order> | null)[]> {
  return Promise.all(
    reported.map(async ({ report, refund }) => {
      if (!report.external || refund) return null;
      const paid = await tx.get(
        db()
          .collection(collections.orders)
          .where('paymentIntentId', '==', report.external.paymentIntentId)
          .limit(1),
      );
      return (paid.docs[0] as DocumentSnapshot<Order> | undefined) ?? null;
    }),
  );
}

/**
 * Where each reported refund moves (only forward), recording a refund made outside the shop on the
 * order it paid; refunds the shop knows nothing of are named in `unknown`. `orders` holds the orders
 * read so far, with external refunds already reserved on them.
 */
function planTransitions(
  reported: ReportedRefund[],
  paidOrders: (DocumentSnapshot<Order> | null)[],
): { transitions: Transition[]; unknown: string[]; orders: Map<string, Order> } {
  const transitions: Transition[] = [];
  const unknown: string[] = [];
  const orders = new Map<string, Order>();
  reported.forEach(({ report, ref, refund: recorded }, index) => {
    let refund = recorded;
    const paid = paidOrders[index];
    let created = false;
    if (!refund && report.external && paid) {
      const order = orders.get(paid.id) ?? (paid.data() as Order);
      // Stripe never refunds more than was charged; the reservation is capped all the same.
      const amount = Math.min(report.external.amount, refundableAmount(order));
      refund = externalRefund({ ...order, id: paid.id }, report, amount);
      orders.set(paid.id, { ...order, refunds: reserveExternalRefund(order, amount) });
      created = true;
    }
    if (!refund) {
      unknown.push(report.refundId);
      return;
    }
    const from: RefundState = created ? 'pending' : refund.state;
    const to = created
      ? report.state
      : refundStateAfter(refund.state, report.state, refundFailedByShop(refund));
    if (to && to !== from) {
      transitions.push({ ref, refund, created, from, to, stripeRefundId: report.stripeRefundId });
    }
  });
  return { transitions, unknown, orders };
}

/** Adds to `orders` the orders of the moving refunds that are not in it yet. */
async function readTransitionOrders(
  tx: Transaction,
  transitions: Transition[],
  orders: Map<string, Order>,
): Promise<void> {
  const orderIds = [...new Set(transitions.map((t) => t.refund.orderId))].filter((id) => !orders.has(id));
  const orderSnaps = orderIds.length > 0 ? await tx.getAll(...orderIds.map(orderRef)) : [];
  for (const snapshot of orderSnaps) {
    const order = snapshot.data();
    if (order) orders.set(snapshot.id, order);
  }
}

/** The orders of the refunds that now succeed. */
function succeededOrders(transitions: Transition[], orders: Map<string, Order>): Order[] {
  return transitions.flatMap((t) => {
    const order = t.to === 'succeeded' ? orders.get(t.refund.orderId) : undefined;
    return order && takesInvoice(order) ? [order] : [];
  });
}

/** The refunds that now succeed and put their units back in stock (their order still exists). */
function restocksOf(transitions: Transition[], orders: Map<string, Order>): Transition[] {
  return transitions.filter(
    (t) => t.to === 'succeeded' && t.from !== 'succeeded' && t.refund.restock && orders.has(t.refund.orderId),
  );
}

/** The return requests settled by a refund that now succeeds. */
async function readSettledReturns(
  tx: Transaction,
  transitions: Transition[],
): Promise<DocumentSnapshot<ReturnRequest>[]> {
  const settledReturnIds = transitions.flatMap((t) =>
    t.to === 'succeeded' && t.refund.returnRequestId ? [t.refund.returnRequestId] : [],
  );
  return settledReturnIds.length > 0 ? tx.getAll(...settledReturnIds.map(returnRef)) : [];
}

/** The stripeEvents/{id} that makes a second delivery of the event a duplicate. */
function processedEvent(
  event: RefundEvent,
): Omit<ProcessedStripeEvent, 'processedAt'> & { processedAt: FieldValue } {
  return {
    type: event.eventType,
    processedAt: FieldValue.serverTimestamp(),
    expiresAt: stripeEventExpiry(),
  };
}

/**
 * Writes each refund's new state and moves its order's money with it (in `orders`, written after);
 * a refund that succeeds queues the customer's mail.
 */
function writeTransitions(
  tx: Transaction,
  transitions: Transition[],
  orders: Map<string, Order>,
  mails: RefundMails,
  { creditNotes, now }: { creditNotes: CreditNoteIssuer | null; now: Date },
): void {
  for (const { ref, refund, created, from, to, stripeRefundId } of transitions) {
    // The credit note's date is the refund's: both count on the same day (rule 67).
    const settled = {
      state: to,
      stripeRefundId,
      settledAt: to === 'pending' ? null : Timestamp.fromDate(now),
    };
    if (created) tx.create(ref, { ...refund, ...settled, createdAt: FieldValue.serverTimestamp() });
    else tx.update(ref, settled);
    const order = orders.get(refund.orderId);
    if (!order) continue;
    let updated: Order = { ...order, ...orderAfterRefund(order, refund, from, to) };
    if (to === 'succeeded' && creditNotes && takesInvoice(updated)) {
      const correction = { amount: refund.amount, lineQty: refund.lineQty, cause: { refundId: ref.id } };
      updated = { ...updated, ...creditNotes.issue(tx, updated, refund.orderId, correction) };
    }
    orders.set(refund.orderId, updated);
    if (to === 'succeeded') {
      tx.create(
        db().collection(collections.mail).doc(),
        queuedMail(mails.refunded(updated, refund.orderId, refund)),
      );
    }
  }
}

function writeOrders(tx: Transaction, orders: Map<string, Order>): void {
  for (const [orderId, order] of orders) {
    tx.update(orderRef(orderId), {
      refunds: order.refunds,
      payment: order.payment,
      status: order.status,
      ...(order.invoice ? { invoice: order.invoice } : {}),
      ...(order.creditNotes ? { creditNotes: order.creditNotes } : {}),
    });
  }
}

interface RestockedProduct {
  product: StoreProduct;
  variants: Variant[];
  copies: DocumentSnapshot[];
}

/** Reads the products (and their listing copies) refunded units go back into, with the units added. */
async function readStock(
  tx: Transaction,
  restocks: Transition[],
  orders: Map<string, Order>,
): Promise<Map<string, RestockedProduct>> {
  const units: { productId: string; size: string | null; qty: number }[] = [];
  for (const { refund } of restocks) {
    const order = orders.get(refund.orderId) as Order;
    refund.lineQty.forEach((qty, index) => {
      const line = order.lines[index];
      if (line && qty > 0) units.push({ productId: line.productId, size: line.size, qty });
    });
  }
  const productIds = [...new Set(units.map((unit) => unit.productId))];
  if (productIds.length === 0) return new Map();
  const [products, copies] = await Promise.all([
    tx.getAll(...productIds.map(productRef)),
    tx.getAll(...productIds.flatMap((id) => LISTING_COPIES.map((list) => db().collection(list).doc(id)))),
  ]);
  const stock = new Map<string, RestockedProduct>();
  for (const snapshot of products) {
    const product = snapshot.data();
    if (!product) continue; // Deleted since: there is nothing to put the units back into.
    stock.set(snapshot.id, {
      product,
      variants: product.variants,
      copies: copies.filter((copy) => copy.exists && copy.id === snapshot.id),
    });
  }
  for (const { productId, size, qty } of units) {
    const entry = stock.get(productId);
    const after = entry ? returnStock(entry.variants, size, qty) : null;
    if (entry && after) entry.variants = after;
  }
  return stock;
}

function writeStock(tx: Transaction, stock: Map<string, RestockedProduct>): void {
  for (const [productId, { product, variants, copies }] of stock) {
    tx.update(productRef(productId), {
      variants,
      ...stockFields(product, variants),
      ...stockFigures(variants),
      updatedAt: FieldValue.serverTimestamp(),
    });
    for (const copy of copies) tx.update(copy.ref, stockFields(copy.data() as ListingEntry, variants));
  }
}
