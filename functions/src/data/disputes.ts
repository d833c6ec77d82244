// Disputes on orders (docs/decisions.md rule 31): one transaction per webhook event records the
// dispute on the order its PaymentIntent paid and queues the shop's mail, each event once.
import {
  collections,
  disputeAfter,
  takesInvoice,
  type MailDoc,
  type Order,
  type OrderDispute,
  type ProcessedStripeEvent,
} from '@shop/domain';
import { FieldValue, type DocumentReference } from 'firebase-admin/firestore';
import { db } from './firestore';
import { CREDIT_NOTE_SERIES, openCreditNotes, runIssuingTransaction } from './invoices';
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

/**
 * What a dispute lost takes back that no credit note covers yet: nothing unless it has just been
 * lost, and never more than is left of the payment after its refunds.
 */
function disputeTakenBack(order: Order, next: OrderDispute): number {
  const wasLost = order.dispute?.state === 'Lost' && order.dispute.disputeId === next.disputeId;
  if (next.state !== 'Lost' || wasLost || !takesInvoice(order)) return 0;
  return Math.max(0, Math.min(next.amount, order.totals.payable - (order.refunds?.refunded ?? 0)));
}

export async function applyDisputeEvent(
  event: DisputeEvent,
  mail: (order: Order, orderId: string, dispute: OrderDispute) => MailDoc,
  now: Date = new Date(),
): Promise<DisputeOutcome> {
  const eventRef = db().collection(collections.stripeEvents).doc(event.eventId);
  const paidBy = db()
    .collection(collections.orders)
    .where('paymentIntentId', '==', event.paymentIntentId)
    .limit(1);
  return runIssuingTransaction(CREDIT_NOTE_SERIES, async (tx): Promise<DisputeOutcome> => {
    const [eventSnap, found] = await Promise.all([tx.get(eventRef), tx.get(paidBy)]);
    if (eventSnap.exists) return { result: 'duplicate' };
    const snapshot = found.docs[0];
    const order = snapshot?.data() as Order | undefined;
    const next = order ? disputeAfter(order.dispute, event.dispute) : null;
    // A dispute lost takes the money back: a credit note for it, issued in this transaction (rule 67).
    const takenBack = order && next ? disputeTakenBack(order, next) : 0;
    const creditNotes = order && takenBack > 0 ? await openCreditNotes([order], now) : null;
    const processed: Omit<ProcessedStripeEvent, 'processedAt'> & { processedAt: FieldValue } = {
      type: event.eventType,
      processedAt: FieldValue.serverTimestamp(),
      expiresAt: stripeEventExpiry(),
    };
    tx.create(eventRef, processed);
    if (!snapshot || !order) return { result: 'unknown-order' };
    if (!next) return { result: 'recorded', orderId: snapshot.id, changed: false };
    const documents = creditNotes?.issue(tx, order, snapshot.id, {
      amount: takenBack,
      lineQty: [],
      cause: { disputeId: next.disputeId },
    });
    tx.update(snapshot.ref as DocumentReference<Order>, { dispute: next, ...documents });
    if (next.state !== order.dispute?.state || next.disputeId !== order.dispute.disputeId) {
      tx.create(db().collection(collections.mail).doc(), queuedMail(mail(order, snapshot.id, next)));
    }
    return { result: 'recorded', orderId: snapshot.id, changed: true };
  });
}
