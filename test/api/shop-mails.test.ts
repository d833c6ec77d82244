// The shop's own mails (docs/decisions.md rule 59): a paid order queues a mail to the shop's address
// beside the customer's confirmation unless the owner switched it off, and the morning summary goes
// to every owner with what needs doing, or not at all. Real Firestore and Auth emulators; Stripe's
// webhook events signed with its own test helper.
import {
  collections,
  DEMO_SHOP_IDENTITY,
  SHOP_SETTINGS_ID,
  type MailDoc,
  type StoreChargeResponse,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import Stripe from 'stripe';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { runDailySummary } from '../../functions/src/jobs/daily-summary';
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
import { signUpAnonymous, signUpWithPassword } from './emulators';
import { createOrder, createReturnRequest, createStoreProduct, variant } from './factories';
import { chargeBody, useApi, useWebhook } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const webhook = useWebhook();

afterAll(async () => {
  usePaymentProvider(undefined);
});
beforeEach(async () => {
  recordingProvider();
}, 30_000);

const setSettings = (settings: Record<string, unknown>) =>
  db().collection(collections.settings).doc(SHOP_SETTINGS_ID).set(settings);

/** A visitor checks out a tote and Stripe reports the payment. */
async function paidThroughTheWebhook() {
  const anna = await signUpAnonymous();
  const tote = await createStoreProduct({
    id: 'tote',
    title: 'Saffiano tote',
    variants: [variant({ quantity: 2 })],
  });
  await createCart(anna.uid, [{ product: tote }]);
  const charge = await apiCaller(api.origin)(
    anna,
    'POST',
    'charges',
    chargeBody(anna, { country: 'DE', postcode: '10115', city: 'Berlin' }),
  );
  expect(charge.status, JSON.stringify(charge.body)).toBe(200);
  const order = await readOrder((charge.body as StoreChargeResponse).orderId);
  const payload = JSON.stringify(paymentIntentEvent({ type: 'payment_intent.succeeded', order }));
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  expect((await postWebhook(webhook.origin, payload, signature)).status).toBe(200);
  return readOrder(order.id);
}

describe("the shop's mail of a paid order", () => {
  it('goes to the shop with the number, lines, total, country and a link to the order', async () => {
    const order = await paidThroughTheWebhook();
    const shop = (await allMail()).filter((mail) => mail.to === DEMO_SHOP_IDENTITY.email);
    expect(shop).toHaveLength(1);
    const total = order.totals.payable;
    expect(shop[0]?.message.subject).toMatch(
      new RegExp(`^New order ${order.orderNumber}: € [\\d.,]+ to Germany$`),
    );
    expect(shop[0]?.message.text).toContain('1 x Saffiano tote');
    expect(shop[0]?.message.text).toContain('Ships to: Germany');
    expect(shop[0]?.message.text).toContain(
      `/adminmainstoreordersdetails?id=${order.userId}&orderId=${order.id}`,
    );
    expect(total).toBeGreaterThan(0);
  });

  it('is not sent when the owner switched it off; the customer is still mailed', async () => {
    await setSettings({ paidOrderMail: false });
    const order = await paidThroughTheWebhook();
    expect(order.payment).toBe('Paid');
    expect((await allMail()).map((mail) => mail.to)).toEqual(['anna@example.nl']);
  });
});

/** An owner, a staff member and an owner whose account is disabled. */
async function team() {
  const auth = getAuth(adminApp());
  const [owner, staff, away] = await Promise.all([
    signUpWithPassword('olga@maisonborsa.example'),
    signUpWithPassword('sam@maisonborsa.example'),
    signUpWithPassword('away@maisonborsa.example'),
  ]);
  await Promise.all([
    auth.setCustomUserClaims(owner.uid, { admin: true, role: 'owner' }),
    auth.setCustomUserClaims(staff.uid, { admin: true, role: 'staff' }),
    auth.setCustomUserClaims(away.uid, { admin: true }),
  ]);
  await auth.updateUser(away.uid, { disabled: true });
}

const daysAgo = (days: number) => Timestamp.fromMillis(Date.now() - days * 86_400_000);

describe("the owners' morning summary", () => {
  it('lists what needs doing, oldest first, to every owner', async () => {
    await team();
    await createOrder({ id: 'o-new', orderNumber: 'MB-2026-000002', createdAt: daysAgo(1) });
    await createOrder({ id: 'o-old', orderNumber: 'MB-2026-000001', createdAt: daysAgo(3) });
    await createOrder({ id: 'o-shipped', orderNumber: 'MB-2026-000003', status: 'Out for Delivery' });
    await createOrder({ id: 'o-unpaid', orderNumber: 'MB-2026-000004', payment: 'Pending' });
    await createReturnRequest({ orderId: 'o-shipped', state: 'Requested' });
    await createReturnRequest({ orderId: 'o-old', state: 'Rejected' });
    await createStoreProduct({ title: 'Last belt', brand: 'GUCCI', variants: [variant({ quantity: 1 })] });
    await createStoreProduct({ title: 'Plenty', variants: [variant({ quantity: 20 })] });

    const owners = await runDailySummary();

    // The staff member and the disabled owner are not mailed.
    expect(owners).toEqual(['olga@maisonborsa.example']);
    const [mail, ...more] = (await db().collection(collections.mail).get()).docs.map(
      (doc) => doc.data() as MailDoc,
    );
    expect(more).toEqual([]);
    expect(mail?.to).toEqual(['olga@maisonborsa.example']);
    expect(mail?.message.subject).toMatch(
      /^Maison Borsa on \d{4}-\d{2}-\d{2}: 2 orders to ship, 1 open return, 1 product low in stock$/,
    );
    const text = mail?.message.text ?? '';
    expect(text.indexOf('MB-2026-000001')).toBeLessThan(text.indexOf('MB-2026-000002'));
    expect(text).not.toContain('MB-2026-000004');
    expect(text).toContain('MB-2026-000003: waiting for a decision');
    expect(text).toContain('GUCCI Last belt: UNI 1 left');
    expect(text).not.toContain('Plenty');
  });

  it('is not sent when switched off, nor when nothing needs doing', async () => {
    await team();
    expect(await runDailySummary()).toEqual([]);
    await createOrder();
    await setSettings({ dailySummaryMail: false });
    expect(await runDailySummary()).toEqual([]);
    expect((await db().collection(collections.mail).get()).size).toBe(0);
  });
});
