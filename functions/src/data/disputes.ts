// Disputes on orders (docs/decisions.md rule 31): one transaction per webhook event records the
// dispute on the order its PaymentIntent paid and queues the shop's mail, each event once.
import {
  collections,
  disputeAfter,
  type MailDoc,
  type Order,
  type OrderDispute,
  type ProcessedStripeEvent,
} from '@shop/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db, runContendedTransaction } from './firestore';
import { queuedMail, stripeEventExpiry } from './retention';

export interface DisputeEvent {
  eventId: string;
  eventType: string;
  paymentIntentId: string;
  dispute: OrderDispute;
}

export type DisputeOutcome =
  | { result: 'duplicate' }
  | { result: 'unknown-order' }
  | { result: 'recorded'; orderId: string; changed: boolean };

export async function applyDisputeEvent(
  event: DisputeEvent,
  mail: (order: Order, orderId: string, dispute: OrderDispute) => MailDoc,
): Promise<DisputeOutcome> {
  const eventRef = db().collection(collections.stripeEvents).doc(event.eventId);
  const paidBy = db()
    .collection(collections.orders)
    .where('paymentIntentId', '==', event.paymentIntentId)
    .limit(1);
  return runContendedTransaction(async (tx): Promise<DisputeOutcome> => {
    const [eventSnap, found] = await Promise.all([tx.get(eventRef), tx.get(paidBy)]);
    if (eventSnap.exists) return { result: 'duplicate' };
    const processed: Omit<ProcessedStripeEvent, 'processedAt'> & { processedAt: FieldValue } = {
      type: event.eventType,
      processedAt: FieldValue.serverTimestamp(),
      expiresAt: stripeEventExpiry(),
    };
    tx.create(eventRef, processed);
    const snapshot = found.docs[0];
    if (!snapshot) return { result: 'unknown-order' };
    const order = snapshot.data() as Order;
    const next = disputeAfter(order.dispute, event.dispute);
    if (!next) return { result: 'recorded', orderId: snapshot.id, changed: false };
    tx.update(snapshot.ref as DocumentReference<Order>, { dispute: next });
    if (next.state !== order.dispute?.state || next.disputeId !== order.dispute.disputeId) {
      tx.create(db().collection(collections.mail).doc(), queuedMail(mail(order, snapshot.id, next)));
    }
    return { result: 'recorded', orderId: snapshot.id, changed: true };
  });
}
