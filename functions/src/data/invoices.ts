// Invoices and credit notes (`invoices/{number}`), issued inside the transactions that take or give
// back money: the payment (orders.ts), a refund's success (refunds.ts), a dispute lost (disputes.ts).
// Each series' counter (`invoiceCounters`) is raised in the same transaction that writes the
// document, so a failure rolls both back and a year's numbers run without gaps (docs/decisions.md
// rules 67 and 68). Downloads and the admin's list read the stored records only.
import {
  collections,
  ConflictError,
  creditNoteRecord,
  documentNumber,
  documentPdfPath,
  ForbiddenError,
  invoiceRecord,
  isInvoiceable,
  NotFoundError,
  seriesCounterId,
  seriesYear,
  type AdminInvoiceEntry,
  type Correction,
  type InvoiceCounter,
  type InvoiceKind,
  type IssuedDocument,
  type Order,
  type OrderDocumentRef,
  type ShopPeriod,
} from '@shop/domain';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Timestamp, type DocumentReference, type Transaction } from 'firebase-admin/firestore';
import { shopIdentity } from '../config';
import { db } from './firestore';

const invoiceRef = (number: string) =>
  db().collection(collections.invoices).doc(number) as DocumentReference<IssuedDocument>;
const counterRef = (id: string) =>
  db().collection(collections.invoiceCounters).doc(id) as DocumentReference<InvoiceCounter>;

/**
 * One series (invoices or credit notes) of the year `now` falls in, its counter read in the
 * transaction: each `issue` writes the document and the raised counter with it.
 */
export class DocumentSeries {
  constructor(
    private readonly kind: InvoiceKind,
    private readonly year: number,
    private last: number,
    private readonly now: Date,
  ) {}

  issue(
    tx: Transaction,
    build: (issue: { number: string; issuedAt: Date }) => Omit<IssuedDocument, 'issuedAt' | 'downloadKey'>,
  ): OrderDocumentRef {
    this.last += 1;
    const number = documentNumber(this.kind, this.year, this.last);
    const issuedAt = Timestamp.fromDate(this.now);
    const downloadKey = randomBytes(24).toString('base64url');
    tx.create(invoiceRef(number), { ...build({ number, issuedAt: this.now }), issuedAt, downloadKey });
    tx.set(counterRef(seriesCounterId(this.kind, this.year)), { last: this.last });
    return { number, issuedAt, downloadKey };
  }
}

/** Reads a series' counter (a transaction's read: call it before the transaction writes anything). */
export async function openSeries(tx: Transaction, kind: InvoiceKind, now: Date): Promise<DocumentSeries> {
  const year = seriesYear(now);
  const last = (await tx.get(counterRef(seriesCounterId(kind, year)))).data()?.last ?? 0;
  return new DocumentSeries(kind, year, last, now);
}

/** Issues the invoice of an order that has just been paid; answers the order's `invoice` field. */
export function issueInvoice(
  tx: Transaction,
  series: DocumentSeries,
  order: Order,
  orderId: string,
): OrderDocumentRef {
  return series.issue(tx, (issue) => invoiceRecord(order, orderId, issue, shopIdentity()));
}

/**
 * What issuing credit notes takes, read before the transaction writes: the credit-note series and,
 * for an order paid before invoices were issued with the payment and not yet given one by the
 * backfill, the invoice series too (a credit note always names its invoice).
 */
export class CreditNoteIssuer {
  constructor(
    private readonly creditNotes: DocumentSeries,
    private readonly invoices: DocumentSeries | null,
  ) {}

  /** Issues the credit note; answers the order's fields that change with it. */
  issue(
    tx: Transaction,
    order: Order,
    orderId: string,
    correction: Correction,
  ): Pick<Order, 'invoice' | 'creditNotes'> {
    let invoice = order.invoice;
    if (!invoice) {
      if (!this.invoices) throw new Error(`Order ${orderId} has no invoice and no invoice series is open`);
      invoice = issueInvoice(tx, this.invoices, order, orderId);
    }
    const invoiceNumber = invoice.number;
    const note: OrderDocumentRef = this.creditNotes.issue(tx, (issue) =>
      creditNoteRecord(order, orderId, invoiceNumber, correction, issue, shopIdentity()),
    );
    return { invoice, creditNotes: [...(order.creditNotes ?? []), note] };
  }
}

export async function openCreditNotes(
  tx: Transaction,
  orders: readonly Pick<Order, 'invoice'>[],
  now: Date,
): Promise<CreditNoteIssuer | null> {
  if (orders.length === 0) return null;
  const [creditNotes, invoices] = await Promise.all([
    openSeries(tx, 'credit-note', now),
    orders.some((order) => !order.invoice) ? openSeries(tx, 'invoice', now) : null,
  ]);
  return new CreditNoteIssuer(creditNotes, invoices);
}

// ---------------------------------------------------------------------------------------------
// Reading issued documents

/** Who asks for a document: a signed-in customer or admin, or whoever holds its mail's key. */
export type DocumentCaller = { uid: string; admin: boolean } | { key: string };

function keyMatches(key: string, document: { downloadKey?: string } | undefined): boolean {
  const expected = Buffer.from(document?.downloadKey ?? '');
  const given = Buffer.from(key);
  return expected.length > 0 && expected.length === given.length && timingSafeEqual(expected, given);
}

/** Whether the caller may have a document of the order `userId` placed, opened by `document`'s key. */
function mayHave(caller: DocumentCaller, userId: string, document: { downloadKey?: string } | undefined) {
  if ('key' in caller) return keyMatches(caller.key, document);
  return caller.admin || userId === caller.uid;
}

/**
 * Another customer's document is refused with the same 403 as one that does not exist, so nobody
 * learns which order ids exist; an admin gets 404.
 */
function refuse(caller: DocumentCaller, what: string): never {
  if ('admin' in caller && caller.admin) throw new NotFoundError(`There is no ${what}`);
  throw new ForbiddenError('This document is not yours, or it does not exist');
}

/** The invoice of an order as issued. 403/404 as `refuse`; 409 when the order is not paid. */
export async function readOrderInvoice(orderId: string, caller: DocumentCaller): Promise<IssuedDocument> {
  const order = (await db().collection(collections.orders).doc(orderId).get()).data() as Order | undefined;
  if (!order || !mayHave(caller, order.userId, order.invoice)) refuse(caller, `order ${orderId}`);
  if (!isInvoiceable(order)) {
    throw new ConflictError(`This order is not paid (payment: ${order.payment}), so it has no invoice.`, {
      details: {
        payment: order.payment,
      },
    });
  }
  const issued = order.invoice && (await invoiceRef(order.invoice.number).get()).data();
  if (!issued) {
    // Paid before invoices were issued with the payment: `npm run invoices:backfill` issues it.
    throw new ConflictError('The invoice of this order is not issued yet. Please try again later.', {
      details: {
        payment: order.payment,
      },
    });
  }
  return issued;
}

/** A credit note by its number. 403/404 as `refuse`. */
export async function readCreditNote(number: string, caller: DocumentCaller): Promise<IssuedDocument> {
  const issued = (await invoiceRef(number).get()).data();
  if (!issued || issued.kind !== 'credit-note' || !mayHave(caller, issued.userId, issued)) {
    refuse(caller, `credit note ${number}`);
  }
  return issued;
}

function toEntry(issued: IssuedDocument): AdminInvoiceEntry {
  return {
    number: issued.number,
    kind: issued.kind,
    orderId: issued.orderId,
    orderNumber: issued.orderNumber,
    issuedAt: new Date(issued.issuedAt.toMillis()).toISOString(),
    total: issued.total,
    vat: issued.vat,
    pdf: documentPdfPath(issued),
  };
}

/** The invoices and credit notes issued in the period (of one order, if given), oldest first. */
export async function listIssuedDocuments(
  period: ShopPeriod,
  orderId?: string,
): Promise<AdminInvoiceEntry[]> {
  let query = db()
    .collection(collections.invoices)
    .where('issuedAt', '>=', Timestamp.fromDate(period.start))
    .where('issuedAt', '<', Timestamp.fromDate(period.end));
  if (orderId !== undefined) query = query.where('orderId', '==', orderId);
  const snapshot = await query.orderBy('issuedAt', 'asc').get();
  return snapshot.docs
    .map((doc) => doc.data() as IssuedDocument)
    .sort((a, b) => a.issuedAt.toMillis() - b.issuedAt.toMillis() || a.number.localeCompare(b.number))
    .map(toEntry);
}

/** How many invoices and credit notes were issued for the customer's orders (kept when they leave). */
export async function countIssuedDocuments(userId: string): Promise<number> {
  const counted = await db().collection(collections.invoices).where('userId', '==', userId).count().get();
  return counted.data().count;
}
