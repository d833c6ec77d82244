// The invoices and credit notes of orders paid before they were issued with the payment
// (`npm run invoices:backfill`, docs/deploy.md; docs/decisions.md rule 68). Idempotent: each order
// and each refund is looked at in a transaction of its own, and whatever already has its document
// is left as it is, so a second run (or one cut off halfway) issues only what is missing.
import {
  collections,
  INVOICED_PAYMENTS,
  invoiceRecord,
  takesInvoice,
  type IssuedDocument,
  type Order,
  type RefundDoc,
} from '@shop/domain';
import { randomBytes } from 'node:crypto';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { shopIdentity } from '../config';
import { db } from '../data/firestore';
import {
  CREDIT_NOTE_SERIES,
  issueInvoice,
  openCreditNotes,
  openSeries,
  runIssuingTransaction,
} from '../data/invoices';

export interface BackfillReport {
  /** Invoices issued now, numbered in their order's year in the order they were placed. */
  invoicesIssued: number;
  /** Invoices numbered on a download before (their number and date kept) whose record is now stored. */
  invoicesFrozen: number;
  /** Credit notes issued for refunds that succeeded before, dated when they did. */
  creditNotesIssued: number;
}

const orderRef = (orderId: string) =>
  db().collection(collections.orders).doc(orderId) as DocumentReference<Order>;
const invoiceRef = (number: string) =>
  db().collection(collections.invoices).doc(number) as DocumentReference<IssuedDocument>;

const dateOf = (at: { toMillis(): number }) => new Date(at.toMillis());

/** The paid orders (money taken) by id, oldest first: the order their invoices are numbered in. */
async function paidOrderIds(): Promise<string[]> {
  const found = await db()
    .collection(collections.orders)
    .where('payment', 'in', [...INVOICED_PAYMENTS])
    .select('createdAt')
    .get();
  return found.docs
    .map((doc) => ({ id: doc.id, at: (doc.get('createdAt') as Timestamp | undefined)?.toMillis() ?? 0 }))
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
    .map((entry) => entry.id);
}

/**
 * Gives one paid order its invoice: a new one dated when the order was placed (the payment date
 * the shop has for orders from before), or the stored record of the number a download gave it.
 */
async function backfillInvoice(orderId: string): Promise<'issued' | 'frozen' | null> {
  return runIssuingTransaction(['invoice'], async (tx) => {
    const order = (await tx.get(orderRef(orderId))).data();
    if (!order || !takesInvoice(order)) return null;
    if (order.invoice) {
      const { number } = order.invoice;
      if ((await tx.get(invoiceRef(number))).exists) return null;
      const issuedAt = dateOf(order.invoice.issuedAt);
      const record = invoiceRecord(order, orderId, { number, issuedAt }, shopIdentity());
      // Numbered on a download, before the mails linked documents: it has no key yet.
      const downloadKey = randomBytes(24).toString('base64url');
      tx.create(invoiceRef(number), { ...record, issuedAt: Timestamp.fromDate(issuedAt), downloadKey });
      tx.update(orderRef(orderId), { invoice: { number, issuedAt: order.invoice.issuedAt, downloadKey } });
      return 'frozen';
    }
    const series = await openSeries('invoice', dateOf(order.createdAt));
    tx.update(orderRef(orderId), { invoice: issueInvoice(tx, series, order, orderId) });
    return 'issued';
  });
}

/** The refunds that succeeded, oldest first. */
async function succeededRefundIds(): Promise<string[]> {
  const found = await db()
    .collection(collections.refunds)
    .where('state', '==', 'succeeded')
    .select('settledAt')
    .get();
  return found.docs
    .map((doc) => ({ id: doc.id, at: (doc.get('settledAt') as Timestamp | null)?.toMillis() ?? 0 }))
    .sort((a, b) => a.at - b.at || a.id.localeCompare(b.id))
    .map((entry) => entry.id);
}

/** Gives one succeeded refund its credit note, dated when it succeeded, unless it has one. */
async function backfillCreditNote(refundId: string): Promise<boolean> {
  const issued = await db()
    .collection(collections.invoices)
    .where('cause.refundId', '==', refundId)
    .limit(1)
    .get();
  if (!issued.empty) return false;
  return runIssuingTransaction(CREDIT_NOTE_SERIES, async (tx) => {
    const refund = (await tx.get(db().collection(collections.refunds).doc(refundId))).data() as
      RefundDoc | undefined;
    if (!refund || refund.state !== 'succeeded') return false;
    const order = (await tx.get(orderRef(refund.orderId))).data();
    if (!order || !takesInvoice(order) || !order.invoice) return false;
    const settledAt = refund.settledAt ? dateOf(refund.settledAt) : new Date();
    const issuer = await openCreditNotes([order], settledAt);
    const fields = issuer?.issue(tx, order, refund.orderId, {
      amount: refund.amount,
      lineQty: refund.lineQty,
      cause: { refundId },
    });
    if (!fields) return false;
    tx.update(orderRef(refund.orderId), fields);
    return true;
  });
}

/** Issues every missing invoice, then every missing credit note; answers what it did. */
export async function backfillInvoices(): Promise<BackfillReport> {
  const report: BackfillReport = { invoicesIssued: 0, invoicesFrozen: 0, creditNotesIssued: 0 };
  for (const orderId of await paidOrderIds()) {
    const done = await backfillInvoice(orderId);
    if (done === 'issued') report.invoicesIssued += 1;
    if (done === 'frozen') report.invoicesFrozen += 1;
  }
  for (const refundId of await succeededRefundIds()) {
    if (await backfillCreditNote(refundId)) report.creditNotesIssued += 1;
  }
  return report;
}
