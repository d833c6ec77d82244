// The last item is never sold twice (decisions rule 15): twenty visitors check out the same bag, of
// which one is left, and pay at the same moment. Real Firestore transactions on the emulator.
import { collections, type StoreChargeResponse } from '@shop/domain';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { app } from '../../functions/src/http/app';
import { usePaymentProvider } from '../../functions/src/payments/provider';
import {
  allMail,
  allOrders,
  apiCaller,
  checkoutBody,
  createCart,
  paymentIntentEvent,
  postWebhook,
  readOrder,
  readProduct,
  recordingProvider,
  serveWebhook,
  WEBHOOK_SECRET,
} from './checkout-support';
import { clearAuth, clearFirestore, signUpAnonymous } from './emulators';
import { createStoreProduct, variant } from './factories';
import { serve, type RunningServer } from './server';

const VISITORS = 20;

let api: RunningServer;
let webhook: RunningServer;

beforeAll(async () => {
  [api, webhook] = await Promise.all([serve(app), serveWebhook()]);
});
afterAll(async () => {
  usePaymentProvider(undefined);
  await Promise.all([api.close(), webhook.close()]);
});
beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  recordingProvider();
});

describe('twenty checkouts of the last item', () => {
  it(
    'end with exactly one paid order, stock 0, the others told, and no 5xx',
    { timeout: 120_000 },
    async () => {
      const call = apiCaller(api.origin);
      const bag = await createStoreProduct({
        id: 'last-bag',
        title: 'Birkin 30',
        variants: [variant({ quantity: 1 })],
      });
      const visitors = await Promise.all(Array.from({ length: VISITORS }, () => signUpAnonymous()));
      await Promise.all(visitors.map((visitor) => createCart(visitor.uid, [{ product: bag }])));

      // Each visitor checks out and, once the PaymentIntent exists, Stripe reports the payment.
      const journeys = await Promise.all(
        visitors.map(async (visitor, index) => {
          const charge = await call(
            visitor,
            'POST',
            'charges',
            checkoutBody(visitor, { email: `visitor${index}@example.nl` }),
          );
          if (charge.status !== 200) return { visitor, charge, webhook: null };
          const order = await readOrder((charge.body as StoreChargeResponse).orderId);
          const payload = JSON.stringify(
            paymentIntentEvent({ id: `evt_visitor_${index}`, type: 'payment_intent.succeeded', order }),
          );
          const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
          return { visitor, charge, webhook: await postWebhook(webhook.origin, payload, signature) };
        }),
      );

      const statuses = journeys.flatMap((journey) => [journey.charge.status, journey.webhook?.status ?? 200]);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);

      const orders = await allOrders();
      const paid = orders.filter((order) => order.payment === 'Paid');
      expect(paid).toHaveLength(1);
      const product = await readProduct(bag.id);
      expect(product.variants.map((v) => v.quantity)).toEqual([0]);
      expect(product).toMatchObject({ inStock: false, sizesInStock: [], unitsInStock: 0 });

      // Every other visitor was told: refused before paying (409 out-of-stock) or their order is to be refunded.
      const winner = paid[0]!.userId;
      for (const journey of journeys.filter((j) => j.visitor.uid !== winner)) {
        if (journey.charge.status === 200) {
          const order = await readOrder((journey.charge.body as StoreChargeResponse).orderId);
          expect(order).toMatchObject({ payment: 'Refund due', status: 'Cancelled' });
        } else {
          expect(journey.charge).toMatchObject({ status: 409, body: { error: { code: 'out-of-stock' } } });
        }
      }
      const mail = await allMail();
      const refunds = orders.filter((order) => order.payment === 'Refund due').length;
      expect(
        mail.filter((m) => m.message.subject.endsWith('is cancelled and will be refunded')),
      ).toHaveLength(refunds);
      expect(mail).toHaveLength(1 + refunds);
      expect((await db().collection(collections.stripeEvents).get()).size).toBe(orders.length);
      // Only the winner's cart was emptied.
      const carts = await Promise.all(
        visitors.map((v) => db().collection(collections.carts).doc(v.uid).get()),
      );
      expect(carts.map((cart) => cart.get('items'))).toEqual(visitors.map((v) => (v.uid === winner ? 0 : 1)));
    },
  );
});
