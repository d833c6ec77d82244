// POST fulfilorder: a paid order goes Out for Delivery with its carrier and tracking number, which the
// shopper's e-mail and /track (gettrackallitems) then show; bad input is a 400 that changes nothing.
import { collections, type MailDoc, type Order, type StoreTrackedOrder } from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { apiCaller, auditEntries, readDoc, snapshotDatabase } from './admin-factories';
import { clearAuth, createAdmin, signUpAnonymous, type TestUser } from './emulators';
import { createOrder } from './factories';
import { useApi } from './harness';

const api = useApi();
let admin: TestUser;
let shopper: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  await clearAuth();
  [admin, shopper] = await Promise.all([createAdmin('erin@maisonborsa.example'), signUpAnonymous()]);
});
// A first clear of a busy emulator can take longer than the default 10 s.

async function mails(): Promise<MailDoc[]> {
  const snapshot = await db().collection(collections.mail).get();
  return snapshot.docs.map((doc) => doc.data() as MailDoc);
}

describe('POST fulfilorder', () => {
  it("ships a paid order and puts the carrier and number in the shopper's mail and gettrackallitems", async () => {
    await createOrder({ id: 'order-1', userId: shopper.uid, orderNumber: 'MB-2026-000042' });

    const { status, body } = await call('POST', 'fulfilorder', {
      token: admin.idToken,
      body: { orderId: 'order-1', carrier: 'PostNL', trackingNumber: ' 3s abcd 1234567 ' },
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({ changed: true, order: { status: 'Out for Delivery' } });
    const stored = await readDoc<Order>('orders/order-1');
    expect(stored?.shipment).toMatchObject({
      carrier: 'PostNL',
      trackingNumber: '3SABCD1234567',
      trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1015AA',
    });

    const track = await call('GET', `gettrackallitems/${shopper.uid}`, { token: shopper.idToken });
    const [tracked] = track.body as StoreTrackedOrder[];
    expect(tracked).toMatchObject({
      status: 'Out for Delivery',
      shipment: { carrier: 'PostNL', trackingNumber: '3SABCD1234567' },
      // Where it goes: /track counts the expected days from it (docs/decisions.md rule 74).
      country: 'NL',
    });

    const [mail] = await mails();
    expect(mail?.message.subject).toBe('Your order MB-2026-000042: Out for delivery');
    expect(mail?.message.text).toContain('Your parcel travels with PostNL, tracking number 3SABCD1234567.');
    // The shop's one delivery promise, as the order's dates (docs/decisions.md rule 52).
    expect(mail?.message.text).toMatch(/on its way with our courier and is expected between \w+day /);
    expect(mail?.message.html).toContain(
      'href="https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1015AA"',
    );
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      action: 'order.fulfil',
      changes: {
        status: { before: 'Order Received', after: 'Out for Delivery' },
        carrier: { before: null, after: 'PostNL' },
      },
    });
  });

  it('sends the same carrier and number once, and a corrected number again', async () => {
    await createOrder({ id: 'order-1' });
    const ship = (trackingNumber: string) =>
      call('POST', 'fulfilorder', {
        token: admin.idToken,
        body: { orderId: 'order-1', carrier: 'DHL', trackingNumber },
      });
    await ship('JJD0001');
    expect((await ship('JJD0001')).body).toMatchObject({ changed: false });
    expect((await ship('JJD0002')).body).toMatchObject({ changed: true });
    expect(await mails()).toHaveLength(2);
  });

  it.each([
    [{ orderId: 'order-1', carrier: 'Pigeon', trackingNumber: 'X1' }, 'carrier must be one of'],
    [{ orderId: 'order-1', carrier: 'UPS', trackingNumber: '   ' }, 'trackingNumber is required'],
    [{ orderId: 'order-1', carrier: 'UPS' }, 'trackingNumber'],
    [{ orderId: 'order-1', carrier: 'UPS', trackingNumber: '<script>' }, 'letters, digits and hyphens'],
  ])('refuses %j with a 400 and changes nothing', async (body, message) => {
    await createOrder({ id: 'order-1' });
    const before = await snapshotDatabase();
    const answer = await call('POST', 'fulfilorder', { token: admin.idToken, body });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
    expect(await snapshotDatabase()).toEqual(before);
  });

  it('refuses an unpaid, a cancelled and a delivered order with a 409, and an unknown one with a 404', async () => {
    await createOrder({ id: 'unpaid', payment: 'Pending', status: 'Pending payment' });
    await createOrder({ id: 'cancelled', payment: 'Refunded', status: 'Cancelled' });
    await createOrder({ id: 'delivered', status: 'Order Completed', completed: true });
    const before = await snapshotDatabase();
    for (const orderId of ['unpaid', 'cancelled', 'delivered']) {
      const answer = await call('POST', 'fulfilorder', {
        token: admin.idToken,
        body: { orderId, carrier: 'DPD', trackingNumber: '01234567890123' },
      });
      expect(answer.status, orderId).toBe(409);
    }
    expect(await snapshotDatabase()).toEqual(before);
    const missing = await call('POST', 'fulfilorder', {
      token: admin.idToken,
      body: { orderId: 'nope', carrier: 'DPD', trackingNumber: '0123' },
    });
    expect(missing.status).toBe(404);
  });
});
