// The return requests from /returnform (docs/decisions.md rule 22), listed for admins with the order each
// names, and the admin's decision: approve (its refund is then made from the order, which
// marks the return Refunded) or reject with a reason mailed to the customer. Each decision is one
// transaction with its audit entry (and mail).
import {
  auditChanges,
  canDecideReturn,
  collections,
  ConflictError,
  NotFoundError,
  orderReference,
  returnRequestsQuery,
  type AdminReturnRequest,
  type MailDoc,
  type Order,
  type ReturnDecision,
  type ReturnRequest,
  type ReturnRequestsQuery,
  type ReturnSearch,
  type ReturnsFilter,
} from '@shop/domain';
import { FieldValue, type DocumentReference, type Query } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { queuedMail } from '../retention';
import { recordAudit, type Actor } from './audit';
import { isoString } from './json';
import { getOrdersById } from './orders';

const requestRef = (requestId: string) =>
  db().collection(collections.returnRequests).doc(requestId) as DocumentReference<ReturnRequest>;

/** A stored request as the admin sees it; requests stored before decisions existed are Requested. */
function toAdminReturnRequest(id: string, request: ReturnRequest): Omit<AdminReturnRequest, 'order'> {
  const decision = request.decision ?? null;
  return {
    ...request,
    id,
    createdAt: isoString(request.createdAt),
    state: request.state ?? 'Requested',
    decision: decision ? { ...decision, at: isoString(decision.at) } : null,
  };
}

/** The most orders one order number can name (one; a few more would be a fault worth seeing). */
const ORDERS_PER_NUMBER = 10;

/** The order ids and e-mails a search names; an order number is looked up to its order's id. */
async function searchedValues(search: ReturnSearch): Promise<ReturnRequestsQuery['oneOf']> {
  if (search.kind === 'email') return { field: 'email', values: search.emails };
  if (search.kind === 'orderId') return { field: 'orderId', values: [search.orderId] };
  const orders = await db()
    .collection(collections.orders)
    .where('orderNumber', '==', search.orderNumber)
    .limit(ORDERS_PER_NUMBER)
    .get();
  return { field: 'orderId', values: orders.docs.map((doc) => doc.id) };
}

/**
 * GET getreturnrequests: a page of return requests, newest first, each with its order (or null),
 * with the state (null: any) and the search (null: none) given. `before` (a request id) continues
 * after that request. Requests stored before decisions existed have no `state` and are found only
 * without a state filter.
 */
export async function listReturnRequests(
  limit: number,
  before: string | null,
  state: ReturnsFilter | null = null,
  search: ReturnSearch | null = null,
): Promise<AdminReturnRequest[]> {
  const requests = db().collection(collections.returnRequests);
  const oneOf = search === null ? null : await searchedValues(search);
  // An order number no order has: no request can name it.
  if (oneOf !== null && oneOf.values.length === 0) return [];
  const plan = returnRequestsQuery(state, oneOf, limit);
  let query: Query = requests;
  for (const { field, value } of plan.equal) query = query.where(field, '==', value);
  if (plan.states) query = query.where('state', 'in', plan.states);
  if (plan.oneOf) query = query.where(plan.oneOf.field, 'in', plan.oneOf.values);
  for (const { field, direction } of plan.orderBy) query = query.orderBy(field, direction);
  query = query.limit(plan.limit);
  if (before) {
    const cursor = await requests.doc(before).get();
    if (!cursor.exists) throw new NotFoundError(`There is no return request ${before}`);
    query = query.startAfter(cursor);
  }
  const snapshot = await query.get();
  const stored = snapshot.docs.map((doc) => ({ id: doc.id, request: doc.data() as ReturnRequest }));
  const orders = await getOrdersById(stored.map(({ request }) => request.orderId));
  return stored.map(({ id, request }) => ({
    ...toAdminReturnRequest(id, request),
    order: orders.get(request.orderId) ?? null,
  }));
}

type StoredDecision = Omit<ReturnDecision, 'at'> & { at: FieldValue };

/**
 * Approves or rejects a Requested return (409 once decided; 404 without it). A rejection writes
 * `mail(request, order)` to the customer in the same transaction, `order` naming the order by its
 * number (orderReference; the stored id when the order has none or is gone).
 */
export async function decideReturnRequest(
  requestId: string,
  decision:
    | { approve: true }
    | { approve: false; reason: string; mail: (request: ReturnRequest, order: string) => MailDoc },
  actor: Actor,
): Promise<void> {
  await db().runTransaction(async (tx) => {
    const ref = requestRef(requestId);
    const request = (await tx.get(ref)).data();
    if (!request) throw new NotFoundError(`There is no return request ${requestId}`);
    // Read before any write, as a transaction must; only a rejection's mail needs it.
    const order = decision.approve
      ? undefined
      : ((await tx.get(db().collection(collections.orders).doc(request.orderId))).data() as
          Order | undefined);
    const state = request.state ?? 'Requested';
    if (!canDecideReturn(state)) {
      throw new ConflictError(`This return request is already ${state}`, { details: { state } });
    }
    const stored: StoredDecision = {
      by: { uid: actor.uid, email: actor.email },
      at: FieldValue.serverTimestamp(),
      reason: decision.approve ? '' : decision.reason,
      refundId: null,
    };
    tx.update(ref, { state: decision.approve ? 'Approved' : 'Rejected', decision: stored });
    if (!decision.approve)
      tx.create(
        db().collection(collections.mail).doc(),
        queuedMail(
          decision.mail(request, orderReference({ id: request.orderId, orderNumber: order?.orderNumber })),
        ),
      );
    recordAudit(
      tx,
      actor,
      decision.approve ? 'return.approve' : 'return.reject',
      ref.path,
      auditChanges({ state }, { state: decision.approve ? 'Approved' : 'Rejected' }),
    );
  });
}
