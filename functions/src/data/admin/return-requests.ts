// The return requests from /returnform (decisions rule 22), listed for admins with the order each names.
import { collections, type AdminReturnRequest, type ReturnRequest } from '@shop/domain';
import { notFound } from '../../http/errors';
import { db } from '../firestore';
import { isoString } from './json';
import { getOrdersById } from './orders';

/** GET getreturnrequests: a page of return requests, newest first, each with its order (or null). */
export async function listReturnRequests(
  limit: number,
  before: string | null,
): Promise<AdminReturnRequest[]> {
  const requests = db().collection(collections.returnRequests);
  let query = requests.orderBy('createdAt', 'desc').limit(limit);
  if (before) {
    const cursor = await requests.doc(before).get();
    if (!cursor.exists) throw notFound(`There is no return request ${before}`);
    query = query.startAfter(cursor);
  }
  const snapshot = await query.get();
  const stored = snapshot.docs.map((doc) => ({ id: doc.id, request: doc.data() as ReturnRequest }));
  const orders = await getOrdersById(stored.map(({ request }) => request.orderId));
  return stored.map(({ id, request }) => ({
    ...request,
    id,
    createdAt: isoString(request.createdAt),
    order: orders.get(request.orderId) ?? null,
  }));
}
