// Readable order numbers: taken by creating one document per number (docs/decisions.md rule 44),
// unique when many shoppers check out at once, and the way shoppers find their orders again.
import {
  formatOrderNumber,
  orderNumberYear,
  type StoreChargeResponse,
  type StoreTrackedOrder,
} from '@shop/domain';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { OrderNumberSource } from '../../functions/src/data/order-numbers';
import { usePaymentProvider } from '../../functions/src/payments/provider';
import {
  allMail,
  apiCaller,
  createCart,
  paymentIntentEvent,
  postWebhook,
  readOrder,
  recordingProvider,
  WEBHOOK_SECRET,
} from './checkout-support';
import { signUpAnonymous } from './emulators';
import { createOrder, createStoreProduct, variant } from './factories';
import { chargeBody, useApi, useWebhook } from './harness';

const SHOPPERS = 8;

const api = useApi({ clear: 'firestore and auth' });
const webhook = useWebhook();

afterAll(async () => {
  usePaymentProvider(undefined);
});
beforeEach(async () => {
  recordingProvider();
});

describe('order numbers', () => {
  it('are given out once each to shoppers checking out at the same moment', { timeout: 60_000 }, async () => {
    const call = apiCaller(api.origin);
    const bag = await createStoreProduct({ variants: [variant({ quantity: SHOPPERS })] });
    const shoppers = await Promise.all(Array.from({ length: SHOPPERS }, () => signUpAnonymous()));
    await Promise.all(shoppers.map((shopper) => createCart(shopper.uid, [{ product: bag }])));

    const charges = await Promise.all(
      shoppers.map((shopper) => call(shopper, 'POST', 'charges', chargeBody(shopper))),
    );

    expect(charges.map((charge) => charge.status)).toEqual(shoppers.map(() => 200));
    const orders = await Promise.all(
      charges.map((charge) => readOrder((charge.body as StoreChargeResponse).orderId)),
    );
    // Unique and dense. The API's own source may remember numbers an earlier test took (an instance
    // keeps its next number, as in production), so the eight start wherever it has got to.
    const year = orderNumberYear(new Date());
    const numbers = orders.map((order) => order.orderNumber!).sort();
    const first = Number(numbers[0]!.slice(`MB-${year}-`.length));
    const expected = Array.from({ length: SHOPPERS }, (_, index) => formatOrderNumber(year, first + index));
    expect(numbers).toEqual(expected);
  });

  it(
    'are taken once each by two instances at once, without gaps, and a new instance goes on after the highest',
    { timeout: 60_000 },
    async () => {
      const [first, second] = [new OrderNumberSource(), new OrderNumberSource()];
      const sequence = (number: string) => Number(number.slice('MB-2026-'.length));
      const taken = await Promise.all(
        Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? first : second).take()),
      );

      const year = orderNumberYear(new Date());
      expect(taken.every((number) => number.startsWith(`MB-${year}-`))).toBe(true);
      // Unique and dense: the 40 numbers are 1 to 40, however the two instances met on them.
      expect(taken.map(sequence).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1));
      // Each number is a document of its own.
      const documents = await db().collection('orderNumbers').doc(String(year)).collection('taken').get();
      expect(documents.size).toBe(40);

      // A new instance (a cold start) looks up the highest and goes on after it.
      expect(await new OrderNumberSource().take()).toBe(formatOrderNumber(year, 41));
      // An instance that fell behind (another took its next number) moves past the taken one.
      expect(await first.take()).toBe(formatOrderNumber(year, 42));
    },
  );

  it('name the order in its confirmation mail and find it as a shopper types it', async () => {
    const call = apiCaller(api.origin);
    const shopper = await signUpAnonymous();
    const bag = await createStoreProduct({ variants: [variant({ quantity: 2 })] });
    await createCart(shopper.uid, [{ product: bag }]);
    const charge = await call(shopper, 'POST', 'charges', chargeBody(shopper));
    const order = await readOrder((charge.body as StoreChargeResponse).orderId);
    const payload = JSON.stringify(
      paymentIntentEvent({ id: 'evt_numbered', type: 'payment_intent.succeeded', order }),
    );
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await postWebhook(webhook.origin, payload, signature)).status).toBe(200);

    const number = order.orderNumber!;
    expect(number).toMatch(/^MB-\d{4}-\d{6}$/);
    // The customer's confirmation (the shop's own mail of the paid order is queued beside it).
    const confirmation = (await allMail()).find((mail) => mail.message.subject.startsWith('Your '));
    expect(confirmation?.message.subject).toContain(number);
    expect(confirmation?.message.text).toContain(`Order number: ${number}`);
    // Named by its number; the id appears only inside the invoice's download link.
    expect(confirmation?.message.text.replace(/https?:\/\/\S+/g, '')).not.toContain(order.id);

    const typed = number.toLowerCase().replaceAll('-', ' ');
    const found = await call(null, 'POST', 'findorder', { orderId: typed, email: 'ANNA@example.nl' });
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({
      orderId: order.id,
      orderNumber: number,
    } satisfies Partial<StoreTrackedOrder>);
  });

  it('leave orders from before numbers findable by their id, and a return request names the order by its id', async () => {
    const call = apiCaller(api.origin);
    await createOrder({ id: 'ord-before-numbers', payment: 'Paid' });
    const numbered = await createOrder({
      id: 'ord-numbered',
      payment: 'Paid',
      orderNumber: 'MB-2026-000042',
    });

    const old = await call(null, 'POST', 'findorder', {
      orderId: 'ord-before-numbers',
      email: 'anna@example.nl',
    });
    expect(old).toMatchObject({ status: 200, body: { orderId: 'ord-before-numbers', orderNumber: null } });

    const returned = await call(null, 'POST', 'returnrequest', {
      orderId: 'mb-2026-42',
      email: 'anna@example.nl',
      items: '1 x Tote bag',
      reason: 'Too small',
    });
    expect(returned.status).toBe(200);
    // The shopper is answered with the number however it was typed.
    expect(returned.body).toMatchObject({ orderReference: 'MB-2026-000042' });
    const mail = await allMail();
    expect(mail.map((m) => m.message.subject)).toEqual(
      expect.arrayContaining([expect.stringContaining('for order MB-2026-000042')]),
    );
    const { requestId } = returned.body as { requestId: string };
    const stored = await db().collection('returnRequests').doc(requestId).get();
    expect(stored.get('orderId')).toBe(numbered.id);
  });
});
