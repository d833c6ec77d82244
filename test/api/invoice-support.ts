// What the invoice tests share: a pending order, Stripe's payment and refund events as the webhook
// applies them, and the issued records.
import { collections, type IssuedDocument, type Order, type WithId } from '@shop/domain';
import { db } from '../../functions/src/data/firestore';
import { applyPaymentEvent, type PaymentMails } from '../../functions/src/data/orders';
import { applyRefundEvent, reserveRefund } from '../../functions/src/data/refunds';
import { orderConfirmationMail, orderRefundMail } from '../../functions/src/mail/order-payment';
import { orderRefundedMail } from '../../functions/src/mail/order-refund';
import { readDoc } from './admin-factories';
import type { TestUser } from './emulators';
import { createOrder, createStoreProduct, variant } from './factories';

export const SHOP = 'https://shop.example';

const mails: PaymentMails = {
  confirmation: (order, orderId) => orderConfirmationMail(order, orderId, SHOP),
  refund: (order, orderId, soldOut) => orderRefundMail(order, orderId, soldOut, SHOP),
  orphan: () => ({ to: 'shop@example', message: { subject: 'orphan', text: '', html: '' } }),
  paidOrder: () => ({ to: 'shop@example', message: { subject: 'paid', text: '', html: '' } }),
};

/** A pending order of `customer` for one product of its own (in stock), as the checkout leaves it. */
export async function pendingOrder(
  customer: TestUser,
  id: string,
  overrides: Partial<Order> = {},
): Promise<WithId<Order>> {
  await createStoreProduct({ id: `product-${id}`, variants: [variant({ quantity: 5 })] });
  const shape = await createOrder({ id: `shape-${id}` });
  await db().collection(collections.orders).doc(`shape-${id}`).delete();
  return createOrder({
    id,
    userId: customer.uid,
    orderNumber: `MB-2026-${id.padStart(6, '0').slice(-6)}`,
    payment: 'Pending',
    status: 'Pending payment',
    paymentIntentId: null,
    lines: [{ ...shape.lines[0]!, productId: `product-${id}` }],
    ...overrides,
  });
}

/** Stripe reports the order's PaymentIntent succeeded. */
export async function pay(order: WithId<Order>, now = new Date()) {
  return applyPaymentEvent(
    {
      eventId: `evt_paid_${order.id}`,
      eventType: 'payment_intent.succeeded',
      kind: 'succeeded',
      orderId: order.id,
      paymentIntentId: `pi_${order.id}`,
      amount: order.totals.payable,
      currency: 'eur',
      uid: order.userId,
      paymentMethod: 'card',
    },
    mails,
    now,
  );
}

export const readOrder = async (id: string) => (await readDoc<Order>(`orders/${id}`))!;
export const readIssued = async (number: string) => (await readDoc<IssuedDocument>(`invoices/${number}`))!;
export const year = new Date().getFullYear();

/** `admin` refunds units of the order (or all of it) and Stripe reports the refund succeeded. */
export async function refund(
  admin: TestUser,
  orderId: string,
  refundId: string,
  lines: { index: number; qty: number }[] | 'full',
) {
  await reserveRefund(
    {
      orderId,
      refundId,
      request: lines === 'full' ? { kind: 'full' } : { kind: 'lines', lines },
      reason: 'Returned',
      restock: false,
      returnRequestId: null,
    },
    { uid: admin.uid, email: 'erin@maisonborsa.example', role: 'owner' },
  );
  await applyRefundEvent(
    {
      eventId: `evt_${refundId}`,
      eventType: 'refund.updated',
      reports: [{ refundId, stripeRefundId: `re_${refundId}`, state: 'succeeded', external: null }],
    },
    { refunded: (order, id, done) => orderRefundedMail(order, id, done, SHOP) },
  );
}
