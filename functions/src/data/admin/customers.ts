// The admin's customers: the list and its search over the customer summaries (customer-summaries.ts,
// docs/decisions.md rule 56), a customer's page (orders, returns, addresses, note) and the staff's
// note, written in one transaction with its audit entry.
import {
  collections,
  CUSTOMER_SEARCH_SCAN_MAX,
  customersPlan,
  NotFoundError,
  summaryMatchesSearch,
  orderAddresses,
  type AddressBook,
  type AdminCustomer,
  type AdminCustomerDetails,
  type AdminCustomerOrder,
  type AdminCustomersPage,
  type CustomerNote,
  type CustomerSummary,
  type CustomersQuery,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import {
  FieldValue,
  type DocumentSnapshot,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { adminApp } from '../../firebase-app';
import { customerSummaryRef } from '../customer-summaries';
import { db } from '../firestore';
import { recordAudit, type Actor } from './audit';
import { isoString, isoStringOrNull } from './json';
import { getOrdersById } from './orders';
import { listReturnRequests } from './return-requests';

/** The most return requests a customer page lists. */
const CUSTOMER_RETURNS_MAX = 100;

const noSuchCustomer = (customerId: string) => new NotFoundError(`There is no customer ${customerId}`);

function toAdminCustomer(id: string, summary: CustomerSummary): AdminCustomer {
  return {
    id,
    email: summary.email,
    name: summary.name,
    account: summary.account
      ? { uid: summary.account.uid, createdAt: isoString(summary.account.createdAt) }
      : null,
    orders: summary.orders,
    spent: summary.spent,
    refunded: summary.refunded,
    firstOrderAt: isoStringOrNull(summary.firstOrderAt),
    lastOrderAt: isoStringOrNull(summary.lastOrderAt),
  };
}

/**
 * GET customers: a page of customers, latest activity first, matching the search. The query asks
 * for the search's most telling word; its other words are matched here, reading on until the page
 * is full, at most CUSTOMER_SEARCH_SCAN_MAX summaries (then `next` continues where it stopped).
 */
export async function listCustomers(query: CustomersQuery): Promise<AdminCustomersPage> {
  const summaries = db().collection(collections.customerSummaries);
  const plan = customersPlan(query.search);
  let ordered: Query = summaries;
  if (plan.arrayContains)
    ordered = ordered.where(plan.arrayContains.field, 'array-contains', plan.arrayContains.value);
  for (const { field, direction } of plan.orderBy) ordered = ordered.orderBy(field, direction);

  let cursor: DocumentSnapshot | null = null;
  if (query.after) {
    cursor = await summaries.doc(query.after).get();
    if (!cursor.exists) throw noSuchCustomer(query.after);
  }
  const filtering = (query.search?.alsoKeys.length ?? 0) > 0;
  const batchSize = filtering ? 100 : query.limit + 1;
  const matches: QueryDocumentSnapshot[] = [];
  let lastRead: QueryDocumentSnapshot | null = null;
  let read = 0;
  let exhausted = false;
  while (matches.length <= query.limit && read < CUSTOMER_SEARCH_SCAN_MAX) {
    const batch = await (cursor ? ordered.startAfter(cursor) : ordered).limit(batchSize).get();
    for (const doc of batch.docs) {
      read += 1;
      lastRead = doc;
      if (summaryMatchesSearch((doc.data() as CustomerSummary).searchKeys, query.search)) matches.push(doc);
      if (matches.length > query.limit) break;
    }
    if (batch.size < batchSize) {
      exhausted = true;
      break;
    }
    cursor = batch.docs[batch.docs.length - 1] ?? null;
  }
  const page = matches.slice(0, query.limit);
  const next =
    matches.length > query.limit ? (page.at(-1)?.id ?? null) : !exhausted && lastRead ? lastRead.id : null;
  return {
    customers: page.map((doc) => toAdminCustomer(doc.id, doc.data() as CustomerSummary)),
    next,
  };
}

/** Whether the account's e-mail is verified (Auth knows; the profile does not), false when it is gone. */
async function emailVerified(uid: string): Promise<boolean> {
  try {
    return (await getAuth(adminApp()).getUser(uid)).emailVerified;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

/** GET customer/{customerId}: the customer page. */
export async function getCustomerDetails(customerId: string): Promise<AdminCustomerDetails> {
  const summary = (await customerSummaryRef(customerId).get()).data();
  if (!summary) throw noSuchCustomer(customerId);
  const account = summary.account;
  const [orders, returns, verified] = await Promise.all([
    getOrdersById(Object.keys(summary.orderFigures)),
    listReturnRequests(CUSTOMER_RETURNS_MAX, null, null, { kind: 'email', emails: [summary.email] }),
    account ? emailVerified(account.uid) : Promise.resolve(null),
  ]);
  const book =
    verified && account
      ? ((await db().collection(collections.addressBooks).doc(account.uid).get()).data() as
          AddressBook | undefined)
      : undefined;
  const savedAddresses = book?.addresses ?? [];
  const listed = [...orders.values()].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const customerOrders: AdminCustomerOrder[] = listed.map((order) => ({
    id: order.id,
    userId: order.userId,
    orderNumber: order.orderNumber ?? null,
    createdAt: order.createdAt,
    payment: order.payment,
    status: order.status,
    payable: order.totals.payable,
    refunded: order.refunds?.refunded ?? 0,
    totalItems: order.totalItems,
  }));
  const note = summary.note;
  return {
    customer: toAdminCustomer(customerId, summary),
    accountVerified: verified,
    note: note ? { text: note.text, updatedAt: isoString(note.updatedAt), by: note.by } : null,
    orders: customerOrders,
    returns: returns.map(({ order: _order, ...request }) => request),
    savedAddresses,
    orderAddresses: orderAddresses(listed, savedAddresses),
  };
}

type StoredNote = Omit<CustomerNote, 'updatedAt'> & { updatedAt: FieldValue };

/** How the audit log records a note: its length, not its words (they are personal data, and the log outlives the customer). */
const noteInAudit = (text: string | undefined) => (text ? `${text.length} characters` : null);

/**
 * POST customernote: replaces the customer's note ('' removes it), with its audit entry, in one
 * transaction; 404 for no such customer. Answers the customer page's note.
 */
export async function saveCustomerNote(
  customerId: string,
  text: string,
  actor: Actor,
): Promise<AdminCustomerDetails['note']> {
  const ref = customerSummaryRef(customerId);
  await db().runTransaction(async (tx) => {
    const summary = (await tx.get(ref)).data();
    if (!summary) throw noSuchCustomer(customerId);
    const before = summary.note?.text;
    if (before === text || (before === undefined && text === '')) return;
    if (text === '') {
      tx.update(ref, { note: FieldValue.delete() });
    } else {
      const note: StoredNote = { text, updatedAt: FieldValue.serverTimestamp(), by: actor };
      tx.update(ref, { note });
    }
    recordAudit(tx, actor, 'customer.note', ref.path, {
      note: { before: noteInAudit(before), after: noteInAudit(text) },
    });
  });
  const note = (await ref.get()).data()?.note;
  return note ? { text: note.text, updatedAt: isoString(note.updatedAt), by: note.by } : null;
}
