// Order numbers (domain/src/order-numbers.ts) given out inside the transaction that creates the
// order: two checkouts at the same moment retry on the counter and never share a number.
import { collections, formatOrderNumber, orderNumberYear, type OrderNumberCounter } from '@shop/domain';
import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { db } from './firestore';

const counterRef = (year: number) =>
  db().collection(collections.orderNumberCounters).doc(String(year)) as DocumentReference<OrderNumberCounter>;

/**
 * Takes the next order number of the current shop year. A read and a write in `tx`: call it after
 * the transaction's other reads and before its writes, as Firestore transactions require.
 */
export async function takeOrderNumber(tx: Transaction, now = new Date()): Promise<string> {
  const year = orderNumberYear(now);
  const ref = counterRef(year);
  const last = (await tx.get(ref)).data()?.last ?? 0;
  tx.set(ref, { last: last + 1 });
  return formatOrderNumber(year, last + 1);
}
