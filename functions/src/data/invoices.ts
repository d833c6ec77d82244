// Invoices and credit notes (`invoices/{number}`), issued inside the transactions that take or give
// back money: the payment (orders.ts), a refund's success (refunds.ts), a dispute lost (disputes.ts).
// A document takes its number by being created under it in that transaction: a failure leaves
// neither, and a year's numbers run without gaps (docs/decisions.md rules 67 and 68). No document
// is read and written by every payment: a counter that was (`invoiceCounters`, still the floor of
// its series) made thirty payments at once queue on its locks and the SDK's retries for seconds.
// Two transactions that try one number meet at the create: the one that commits second fails as a
// whole and runs again with the number after (runIssuingTransaction). Downloads and the admin's list
// read the stored records only.
import {
  collections,
  ConflictError,
  creditNoteRecord,
  documentNumber,
  documentPdfPath,
  documentSequence,
  ForbiddenError,
  invoiceRecord,
  isInvoiceable,
  NotFoundError,
  seriesCounterId,
  seriesNumberPrefix,
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
import { ALREADY_EXISTS, db, runContendedTransaction } from './firestore';

const invoiceRef = (number: string) =>
  db().collection(collections.invoices).doc(number) as DocumentReference<IssuedDocument>;
const counterRef = (id: string) =>
  db().collection(collections.invoiceCounters).doc(id) as DocumentReference<InvoiceCounter>;

/**
 * One series (invoices or credit notes) of the year `now` falls in, from its last number given out:
 * each `issue` creates the next document in the transaction.
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
    return { number, issuedAt, downloadKey };
  }
}

/**
 * The last number a series has given out in a year: its highest document's (numbers sort as their
 * sequences, documentNumber), or the counter it had before, whichever is higher. Read outside the
 * transaction: a read there would lock what every payment reads.
 */
async function lastGivenOut(kind: InvoiceKind, year: number): Promise<number> {
  const prefix = seriesNumberPrefix(kind, year);
  const [highest, counter] = await Promise.all([
    // On the stored `number` (the document's id too): a single-field range needs no composite
    // index, and the emulator refuses a descending scan of document ids.
    db()
      .collection(collections.invoices)
      .where('number', '>=', prefix)
      // Every number of the series continues the prefix with digits, which sort before '~'.
      .where('number', '<', `${prefix}~`)
      .orderBy('number', 'desc')
      .limit(1)
      .select('number')
      .get(),
    counterRef(seriesCounterId(kind, year)).get(),
  ]);
  const last = highest.empty
    ? 0
    : (documentSequence(kind, year, String(highest.docs[0]!.get('number'))) ?? 0);
  return Math.max(last, counter.data()?.last ?? 0);
}

/**
 * Per series: the end of the last turn asked for in this instance. One issuing transaction of an
 * instance at a time takes a series' numbers (runIssuingTransaction): transactions meeting on one
 * number cost a run each, and an instance serving many payments at once had them all meet on every
 * number (20 at once in one process: 12 s). Instances still meet each other, at the create.
 */
const lastTurn = new Map<InvoiceKind, Promise<void>>();

/** Waits for this instance's earlier transactions on the series to end; answers the turn's release. */
async function takeTurn(kind: InvoiceKind): Promise<() => void> {
  const before = lastTurn.get(kind) ?? Promise.resolve();
  let release = () => {};
  const ended = new Promise<void>((resolve) => (release = resolve));
  lastTurn.set(kind, ended);
  await before;
  return () => {
    release();
    if (lastTurn.get(kind) === ended) lastTurn.delete(kind);
  };
}

/** A series ready to issue from where it has got to, in a transaction run by runIssuingTransaction. */
export async function openSeries(kind: InvoiceKind, now: Date): Promise<DocumentSeries> {
  const year = seriesYear(now);
  return new DocumentSeries(kind, year, await lastGivenOut(kind, year), now);
}

/**
 * Runs of a transaction before it gives up: each round of transactions meeting on one number gives
 * it to one of them, so a burst of N at once needs at most about N rounds.
 */
const ISSUING_RUNS = 200;

/** Another transaction created a document under a number this one tried: nothing of it was written. */
function isNumberTaken(error: unknown): boolean {
  const { code, message } = error as { code?: unknown; message?: unknown };
  // The emulator names the document `path=/invoices/...`, Firestore `.../documents/invoices/...`.
  return (
    code === ALREADY_EXISTS && typeof message === 'string' && message.includes(`/${collections.invoices}/`)
  );
}

/** The order issuing transactions take their turns in. */
const SERIES_ORDER: readonly InvoiceKind[] = ['invoice', 'credit-note'];

/**
 * Runs a transaction that may issue documents of the `series` named (runContendedTransaction): once
 * this instance's earlier ones on those series have ended, and again when another instance took one
 * of its numbers first, when `update` opens its series anew (openSeries) from the number that one
 * gave out. The turns are taken before the transaction reads anything: one waiting for a turn holds
 * no lock the transaction in turn may need.
 */
export async function runIssuingTransaction<T>(
  series: readonly InvoiceKind[],
  update: (tx: Transaction) => Promise<T>,
): Promise<T> {
  // Always in the same order: two transactions that each held one turn and waited for the other's
  // would wait for ever.
  const kinds = SERIES_ORDER.filter((kind) => series.includes(kind));
  for (let run = 1; ; run++) {
    const releases: (() => void)[] = [];
    try {
      for (const kind of kinds) releases.push(await takeTurn(kind));
      return await runContendedTransaction(update);
    } catch (error) {
      if (run >= ISSUING_RUNS || !isNumberTaken(error)) throw error;
    } finally {
      for (const release of releases) release();
    }
  }
}

/** What issuing credit notes may take (openCreditNotes): both series, for an order without an invoice. */
export const CREDIT_NOTE_SERIES = SERIES_ORDER;

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
  orders: readonly Pick<Order, 'invoice'>[],
  now: Date,
): Promise<CreditNoteIssuer | null> {
  if (orders.length === 0) return null;
  const [creditNotes, invoices] = await Promise.all([
    openSeries('credit-note', now),
    orders.some((order) => !order.invoice) ? openSeries('invoice', now) : null,
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
