// POST fulfilorder: a paid order goes Out for Delivery with its carrier and tracking number, in one
// transaction with the shopper's e-mail and the audit entry (as every admin status change is).
import {
  auditChanges,
  collections,
  ConflictError,
  decideFulfil,
  NotFoundError,
  toAdminOrder,
  trackingUrl,
  type AdminFulfilOrderParsed,
  type AdminOrder,
  type MailDoc,
  type Order,
  type OrderShipment,
} from '@shop/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { queuedMail } from '../retention';
import { recordAudit, type Actor } from './audit';

/**
 * Ships the order: status Out for Delivery, `shipment` with the carrier's tracking link. 404 without
 * the order; 409 when it is not paid, was refunded or cancelled, or was delivered already. The same
 * carrier and number again changes nothing (no second e-mail).
 */
export async function fulfilOrder(
  { orderId, carrier, trackingNumber }: AdminFulfilOrderParsed,
  actor: Actor,
  mail: (order: Order) => MailDoc,
): Promise<{ order: AdminOrder; changed: boolean }> {
  const ref = db().collection(collections.orders).doc(orderId) as DocumentReference<Order>;
  return db().runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw new NotFoundError(`There is no order ${orderId}`);
    const decision = decideFulfil(order, carrier, trackingNumber);
    if (!decision.ok)
      throw new ConflictError(decision.message, {
        details: { payment: order.payment, status: order.status },
      });
    if (!decision.changed) return { order: toAdminOrder(orderId, order), changed: false };
    const shipment: OrderShipment = {
      carrier,
      trackingNumber,
      trackingUrl: trackingUrl(carrier, trackingNumber, order.customer),
      shippedAt: Timestamp.now(),
    };
    const changed = { status: 'Out for Delivery', completed: false, shipment } as const;
    const updated: Order = { ...order, ...changed };
    tx.update(ref, changed);
    tx.create(db().collection(collections.mail).doc(), queuedMail(mail(updated)));
    recordAudit(
      tx,
      actor,
      'order.fulfil',
      ref.path,
      auditChanges(
        {
          status: order.status,
          carrier: order.shipment?.carrier,
          trackingNumber: order.shipment?.trackingNumber,
        },
        { status: changed.status, carrier, trackingNumber },
      ),
    );
    return { order: toAdminOrder(orderId, updated), changed: true };
  });
}
