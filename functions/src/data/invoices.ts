// Invoice numbers: given to an order on its invoice's first issue, in one transaction with the
// year's counter (invoiceCounters/{year}), so the numbers of a year run without gaps or repeats.
import {
  collections,
  invoiceNumber,
  isInvoiceable,
  shopDate,
  type InvoiceCounter,
  type Order,
} from '@shop/domain';
import { Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { conflict, forbidden, notFound } from '../http/errors';
import { db } from './firestore';

export interface InvoicedOrder {
  order: Order;
  invoice: { number: string; issuedAt: Date };
}

/**
 * The order with its invoice number, given now if it has none yet. 404 without the order, and for a
 * caller who is neither its owner nor an admin (`mayRead`: their own orders only, as the rules let
 * them read); 409 for an order that was never paid.
 */
export async function issueInvoice(
  orderId: string,
  mayRead: (order: Order) => boolean,
  now = new Date(),
): Promise<InvoicedOrder> {
  const ref = db().collection(collections.orders).doc(orderId) as DocumentReference<Order>;
  return db().runTransaction(async (tx) => {
    const order = (await tx.get(ref)).data();
    if (!order) throw notFound(`There is no order ${orderId}`);
    if (!mayRead(order)) throw forbidden('This invoice belongs to another customer');
    if (!isInvoiceable(order)) {
      throw conflict(`This order is not paid (payment: ${order.payment}), so it has no invoice.`, {
        payment: order.payment,
      });
    }
    if (order.invoice) {
      return {
        order,
        invoice: { number: order.invoice.number, issuedAt: new Date(order.invoice.issuedAt.toMillis()) },
      };
    }
    const year = Number(shopDate(now.toISOString()).slice(0, 4));
    const counterRef = db()
      .collection(collections.invoiceCounters)
      .doc(String(year)) as DocumentReference<InvoiceCounter>;
    const last = (await tx.get(counterRef)).data()?.last ?? 0;
    const invoice = { number: invoiceNumber(year, last + 1), issuedAt: Timestamp.fromDate(now) };
    tx.set(counterRef, { last: last + 1 });
    tx.update(ref, { invoice });
    return { order: { ...order, invoice }, invoice: { number: invoice.number, issuedAt: now } };
  });
}
