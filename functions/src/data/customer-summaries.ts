// Customer summaries (customerSummaries, docs/decisions.md rule 56): one per e-mail address, written
// by the triggers on orders and account profiles, so the admin's customers list and search read
// one document per customer instead of every order. Each refresh reads the order or profile as it
// is now, inside a transaction with the summaries it changes: events may come twice or out of order,
// and the summary still ends as the documents are.
import { createHash } from 'node:crypto';
import {
  changesCustomerSummary,
  collections,
  customerEmailOf,
  customerOrderFigures,
  EXPORT_PAGE_SIZE,
  normaliseEmail,
  summariseCustomer,
  type Customer,
  type CustomerAccount,
  type CustomerOrderFigures,
  type CustomerSummary,
  type Order,
} from '@shop/domain';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { db } from './firestore';

/**
 * A customer's document id: a digest of the normalised e-mail, so the address appears in no URL,
 * path or log line, and one address is one customer whatever its case.
 */
export function customerIdOf(email: string): string {
  return createHash('sha256').update(normaliseEmail(email)).digest('hex').slice(0, 32);
}

export function customerSummaryRef(customerId: string): DocumentReference<CustomerSummary> {
  return db().collection(collections.customerSummaries).doc(customerId) as DocumentReference<CustomerSummary>;
}

const accountOf = (uid: string, profile: Customer): CustomerAccount => ({
  uid,
  firstName: profile.firstName,
  lastName: profile.lastName,
  createdAt: profile.createdAt,
});

/** The account registered with `email`, if any (read in the transaction, before its writes). */
async function accountWithEmail(tx: Transaction, email: string): Promise<CustomerAccount | null> {
  const found = await tx.get(db().collection(collections.customers).where('email', '==', email).limit(1));
  const doc = found.docs[0];
  return doc ? accountOf(doc.id, doc.data() as Customer) : null;
}

type StoredSummary = Omit<CustomerSummary, 'updatedAt'> & { updatedAt: FieldValue };

/** Writes a summary's new figures (the note kept), or deletes it when nothing makes it a customer. */
function writeSummary(
  tx: Transaction,
  snapshot: DocumentSnapshot<CustomerSummary>,
  email: string,
  account: CustomerAccount | null,
  orderFigures: Record<string, CustomerOrderFigures>,
): void {
  const figures = summariseCustomer({ email, account, orderFigures });
  if (!figures) {
    if (snapshot.exists) tx.delete(snapshot.ref);
    return;
  }
  const note = snapshot.data()?.note;
  const summary: StoredSummary = {
    ...figures,
    ...(note ? { note } : {}),
    updatedAt: FieldValue.serverTimestamp(),
  };
  tx.set(snapshot.ref, summary);
}

/**
 * After a change of orders/{orderId} (`before` and `after`, the event's data): takes the order out of
 * the summary of the e-mail it had and puts it, as it is now, into its e-mail's summary. A change
 * no summary keeps (a status, a shipment, an unpaid order) reads and writes nothing.
 */
export async function refreshCustomerOfOrder(
  orderId: string,
  before: Order | undefined,
  after: Order | undefined,
): Promise<void> {
  if (!changesCustomerSummary(before, after)) return;
  const orderRef = db().collection(collections.orders).doc(orderId) as DocumentReference<Order>;
  await db().runTransaction(async (tx) => {
    const order = (await tx.get(orderRef)).data();
    const email = order ? customerEmailOf(order) : null;
    const emails = [...new Set([before ? customerEmailOf(before) : null, email])].filter(
      (value): value is string => value !== null,
    );
    const snapshots = await Promise.all(
      emails.map((address) => tx.get(customerSummaryRef(customerIdOf(address)))),
    );
    // A new customer's account, looked up once; an existing summary already knows it.
    const accounts = await Promise.all(
      emails.map((address, index) =>
        snapshots[index]!.exists
          ? (snapshots[index]!.data()!.account ?? null)
          : accountWithEmail(tx, address),
      ),
    );
    emails.forEach((address, index) => {
      const snapshot = snapshots[index]!;
      const orderFigures = { ...(snapshot.data()?.orderFigures ?? {}) };
      delete orderFigures[orderId];
      const figures = order && address === email ? customerOrderFigures(order) : null;
      if (figures) orderFigures[orderId] = figures;
      writeSummary(tx, snapshot, address, accounts[index] ?? null, orderFigures);
    });
  });
}

/**
 * After a change of customers/{uid}: the account joins the summary of its e-mail (made for it when
 * the address has no orders) and leaves that of the e-mail it had (`before`); a deleted account
 * leaves its summary, which goes when no order keeps it either.
 */
export async function refreshCustomerOfAccount(uid: string, before: Customer | undefined): Promise<void> {
  const profileRef = db().collection(collections.customers).doc(uid) as DocumentReference<Customer>;
  await db().runTransaction(async (tx) => {
    const profile = (await tx.get(profileRef)).data();
    const email = profile?.email ? normaliseEmail(profile.email) : null;
    const emails = [...new Set([before?.email ? normaliseEmail(before.email) : null, email])].filter(
      (value): value is string => value !== null && value !== '',
    );
    const snapshots = await Promise.all(
      emails.map((address) => tx.get(customerSummaryRef(customerIdOf(address)))),
    );
    emails.forEach((address, index) => {
      const snapshot = snapshots[index]!;
      const current = snapshot.data()?.account ?? null;
      const account =
        profile && address === email ? accountOf(uid, profile) : current?.uid === uid ? null : current;
      writeSummary(tx, snapshot, address, account, snapshot.data()?.orderFigures ?? {});
    });
  });
}

/**
 * Writes every customer's summary again from all orders and accounts (a first deploy, or a repair):
 * the orders are read in pages, each summary written as summariseCustomer makes it, its note kept;
 * summaries nothing makes a customer any more are deleted. Answers how many summaries it wrote.
 */
export async function rebuildCustomerSummaries(): Promise<{ written: number; deleted: number }> {
  const byEmail = new Map<
    string,
    { account: CustomerAccount | null; orderFigures: Record<string, CustomerOrderFigures> }
  >();
  const entry = (email: string) => {
    let found = byEmail.get(email);
    if (!found) {
      found = { account: null, orderFigures: {} };
      byEmail.set(email, found);
    }
    return found;
  };
  const ordered = db().collection(collections.orders).orderBy('createdAt').limit(EXPORT_PAGE_SIZE);
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (cursor ? ordered.startAfter(cursor) : ordered).get();
    for (const doc of page.docs) {
      const order = doc.data() as Order;
      const email = customerEmailOf(order);
      const figures = customerOrderFigures(order);
      if (email && figures) entry(email).orderFigures[doc.id] = figures;
    }
    if (page.size < EXPORT_PAGE_SIZE) break;
    cursor = page.docs[page.docs.length - 1];
  }
  for (const doc of (await db().collection(collections.customers).get()).docs) {
    const profile = doc.data() as Customer;
    if (profile.email) entry(normaliseEmail(profile.email)).account = accountOf(doc.id, profile);
  }

  const wanted = new Set<string>();
  let written = 0;
  let batch = db().batch();
  let inBatch = 0;
  const flush = async () => {
    if (inBatch > 0) await batch.commit();
    batch = db().batch();
    inBatch = 0;
  };
  for (const [email, { account, orderFigures }] of byEmail) {
    const figures = summariseCustomer({ email, account, orderFigures });
    if (!figures) continue;
    const id = customerIdOf(email);
    wanted.add(id);
    // mergeFields: every figure replaced whole, the staff's note left as it is.
    batch.set(
      customerSummaryRef(id),
      { ...figures, updatedAt: FieldValue.serverTimestamp() } as unknown as CustomerSummary,
      { mergeFields: [...Object.keys(figures), 'updatedAt'] },
    );
    written += 1;
    inBatch += 1;
    if (inBatch === 400) await flush();
  }
  let deleted = 0;
  for (const ref of await db().collection(collections.customerSummaries).listDocuments()) {
    if (wanted.has(ref.id)) continue;
    batch.delete(ref);
    deleted += 1;
    inBatch += 1;
    if (inBatch === 400) await flush();
  }
  await flush();
  return { written, deleted };
}
