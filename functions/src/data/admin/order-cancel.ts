// POST cancelorder's writes: an order's cancellation (status, the reason, the customer's e-mail and
// the audit entry in one transaction) and the release of an unpaid order's coupon hold.
import {
  auditChanges,
  CANCELLED_UNPAID,
  collections,
  ConflictError,
  decideCancel,
  NotFoundError,
  releaseHold,
  toAdminOrder,
  type AdminOrder,
  type CouponDoc,
  type MailDoc,
  type Order,
} from '@shop/domain';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { queuedMail } from '../retention';
import { recordAudit, type Actor } from './audit';

const orderRef = (orderId: string) =>
  db().collection(collections.orders).doc(orderId) as DocumentReference<Order>;

/** The order as it is now; 404 without it. */
export async function readOrderToCancel(orderId: string): Promise<Order> {
  const order = (await orderRef(orderId).get()).data();
  if (!order) throw new NotFoundError(`There is no order ${orderId}`);
  return order;
}

/**
 * Ends the visitor's hold on the order's coupon (releaseHold, as a payment's outcome does). The one
 * place the cancel path touches holds, so a change to how holds are kept changes only this.
 */
async function releaseCouponHold(tx: Transaction, order: Order, now: Date): Promise<() => void> {
  if (order.couponCode === null) return () => undefined;
  const found = await tx.get(
    db().collection(collections.coupons).where('code', '==', order.couponCode).limit(1),
  );
  const coupon = found.docs[0];
  if (!coupon) return () => undefined;
  return () =>
    tx.update(coupon.ref, { holds: releaseHold((coupon.data() as CouponDoc).holds, order.userId, now) });
}

export interface Cancellation {
  orderId: string;
  reason: string;
  /** 'unpaid': the PaymentIntent was cancelled; 'refund': the full refund was asked for. */
  way: 'unpaid' | 'refund';
  mail: (order: Order) => MailDoc;
}

/**
 * Marks the order Cancelled with the reason, mails the customer and records `order.cancel`. An
 * unpaid order also becomes CANCELLED_UNPAID (never payable again) and gives its coupon hold back.
 * A paid order may already be Cancelled by its refund's webhook (a full refund of an order not
 * shipped cancels it): then only the reason, the mail and the audit entry are added. Sent again
 * after it succeeded, nothing changes.
 */
export async function markCancelled(
  { orderId, reason, way, mail }: Cancellation,
  actor: Actor,
  now = new Date(),
): Promise<AdminOrder> {
  const ref = orderRef(orderId);
  return db().runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw new NotFoundError(`There is no order ${orderId}`);
    if (order.cancellation) return toAdminOrder(orderId, order);
    if (way === 'unpaid') {
      // Paid meanwhile (the PaymentIntent could not be cancelled in time): the refund path's turn.
      const decision = decideCancel(order);
      if (!decision.ok || decision.way !== 'unpaid') {
        throw new ConflictError('The order was paid meanwhile; cancel it again to refund it.', {
          details: {
            payment: order.payment,
          },
        });
      }
    }
    const writeHold = way === 'unpaid' ? await releaseCouponHold(tx, order, now) : () => undefined;
    const changed = {
      ...(way === 'unpaid' ? CANCELLED_UNPAID : { status: 'Cancelled' as const }),
      completed: false,
      cancellation: { reason, at: Timestamp.fromDate(now), by: { uid: actor.uid, email: actor.email } },
    };
    const updated: Order = { ...order, ...changed };
    tx.update(ref, changed);
    writeHold();
    tx.create(db().collection(collections.mail).doc(), queuedMail(mail(updated)));
    recordAudit(
      tx,
      actor,
      'order.cancel',
      ref.path,
      auditChanges(
        { payment: order.payment, status: order.status, reason: null },
        { payment: updated.payment, status: updated.status, reason },
      ),
    );
    return toAdminOrder(orderId, updated);
  });
}
