// Admin: the audit log viewer's call. Entries are written by the admin writes themselves (see the
// other admin tests); this reads them back, newest first, a page at a time.
import { collections, shopDate, type AdminAuditEntry } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { apiCaller } from './admin-factories';
import { clearAuth, createAdmin, type TestUser } from './emulators';
import { createOrder, createStoreProduct } from './factories';
import { useApi } from './harness';

const api = useApi();
let admin: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});

describe('GET getauditlog', () => {
  it('answers who did what and when, newest first, a page at a time', async () => {
    await createStoreProduct({ id: 'p1' });
    await call('POST', 'addfeaturedproductmainstore', { token: admin.idToken, body: { productId: 'p1' } });
    await call('PATCH', 'hidefeatured/p1', { token: admin.idToken });
    await call('PATCH', 'unhidefeatured/p1', { token: admin.idToken });

    const all = await call('GET', 'getauditlog', { token: admin.idToken });
    const entries = all.body as AdminAuditEntry[];
    expect(entries.map((entry) => entry.action)).toEqual([
      'featured.unhide',
      'featured.hide',
      'featured.add',
    ]);
    expect(entries[0]).toMatchObject({
      who: { uid: admin.uid, email: 'erin@maisonborsa.example' },
      target: 'featured/p1',
    });
    expect(entries[0]!.at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/);

    const firstPage = (await call('GET', 'getauditlog?limit=2', { token: admin.idToken }))
      .body as AdminAuditEntry[];
    expect(firstPage.map((entry) => entry.action)).toEqual(['featured.unhide', 'featured.hide']);
    const nextPage = await call('GET', `getauditlog?limit=2&before=${firstPage[1]!.id}`, {
      token: admin.idToken,
    });
    expect((nextPage.body as AdminAuditEntry[]).map((entry) => entry.action)).toEqual(['featured.add']);
    expect((await call('GET', 'getauditlog?limit=0', { token: admin.idToken })).status).toBe(400);
  });

  it('records the changed values before and after', async () => {
    await createStoreProduct({ id: 'p1' });
    await call('POST', 'addfeaturedproductmainstore', { token: admin.idToken, body: { productId: 'p1' } });
    await call('PATCH', 'hidefeatured/p1', { token: admin.idToken });

    const [hide] = (await call('GET', 'getauditlog?action=featured.hide', { token: admin.idToken }))
      .body as AdminAuditEntry[];
    expect(hide).toMatchObject({
      action: 'featured.hide',
      changes: { hidden: { before: false, after: true } },
    });
  });

  it("filters by admin and action: only that admin's status changes, each with the status before and after", async () => {
    const other = await createAdmin('olaf@maisonborsa.example');
    const order = await createOrder();
    const status = (token: string, next: string) =>
      call('POST', 'updateorderstatusmainstore', { token, body: { orderId: order.id, status: next } });
    await status(admin.idToken, 'Out for Delivery');
    await status(other.idToken, 'Order Completed');
    await status(admin.idToken, 'Out for Delivery');
    await call('POST', 'archiveorder', { token: admin.idToken, body: { orderId: order.id, archived: true } });

    const mine = (
      await call('GET', `getauditlog?actor=${admin.uid}&action=order.status`, { token: admin.idToken })
    ).body as AdminAuditEntry[];
    expect(mine.map((entry) => [entry.who.uid, entry.action, entry.changes?.['status']])).toEqual([
      [admin.uid, 'order.status', { before: 'Order Completed', after: 'Out for Delivery' }],
      [admin.uid, 'order.status', { before: 'Order Received', after: 'Out for Delivery' }],
    ]);
    const theirs = (
      await call('GET', `getauditlog?actor=${other.uid}&action=order.status`, { token: admin.idToken })
    ).body as AdminAuditEntry[];
    expect(theirs).toHaveLength(1);
    expect(theirs[0]?.changes).toEqual({
      status: { before: 'Out for Delivery', after: 'Order Completed' },
      completed: { before: false, after: true },
    });

    const ofOrder = (await call('GET', `getauditlog?target=orders/${order.id}`, { token: admin.idToken }))
      .body as AdminAuditEntry[];
    expect(ofOrder.map((entry) => entry.action)).toEqual([
      'order.archive',
      'order.status',
      'order.status',
      'order.status',
    ]);
    const today = shopDate(new Date().toISOString());
    const inPeriod = await call('GET', `getauditlog?actor=${admin.uid}&from=${today}&to=${today}`, {
      token: admin.idToken,
    });
    expect((inPeriod.body as AdminAuditEntry[]).length).toBe(3);
    const lastYear = await call('GET', `getauditlog?from=2020-01-01&to=2020-12-31`, { token: admin.idToken });
    expect(lastYear.body).toEqual([]);
  });

  it('finds an admin by any part of the e-mail the Who column shows, never another admin', async () => {
    const sanne = await createAdmin('sanne.jansen@maisonborsa.example');
    await createStoreProduct({ id: 'p1' });
    await call('POST', 'addfeaturedproductmainstore', { token: admin.idToken, body: { productId: 'p1' } });
    await call('PATCH', 'hidefeatured/p1', { token: sanne.idToken });
    await call('PATCH', 'unhidefeatured/p1', { token: sanne.idToken });

    const by = async (who: string) =>
      (
        (await call('GET', `getauditlog?who=${encodeURIComponent(who)}`, { token: admin.idToken }))
          .body as AdminAuditEntry[]
      ).map((entry) => [entry.who.email, entry.action]);
    const sannes = [
      ['sanne.jansen@maisonborsa.example', 'featured.unhide'],
      ['sanne.jansen@maisonborsa.example', 'featured.hide'],
    ];
    expect(await by('sanne')).toEqual(sannes);
    expect(await by('Sanne.Jansen@MaisonBorsa.example')).toEqual(sannes);
    expect(await by('erin@')).toEqual([['erin@maisonborsa.example', 'featured.add']]);
    expect(await by('nobody')).toEqual([]);
    // Combined with the other filters, and paged like them.
    const first = (await call('GET', 'getauditlog?who=sanne&limit=1', { token: admin.idToken }))
      .body as AdminAuditEntry[];
    expect(first.map((entry) => entry.action)).toEqual(['featured.unhide']);
    const next = await call('GET', `getauditlog?who=sanne&limit=1&before=${first[0]!.id}`, {
      token: admin.idToken,
    });
    expect((next.body as AdminAuditEntry[]).map((entry) => entry.action)).toEqual(['featured.hide']);
  });

  it("names each entry's document as the shop does: order number, product name, coupon code", async () => {
    const order = await createOrder({ orderNumber: 'MB-2026-000356' });
    const old = await createOrder();
    await createStoreProduct({ id: 'p1', brand: 'PRADA', title: 'Galleria bag' });
    await call('POST', 'updateorderstatusmainstore', {
      token: admin.idToken,
      body: { orderId: order.id, status: 'Out for Delivery' },
    });
    await call('POST', 'updateorderstatusmainstore', {
      token: admin.idToken,
      body: { orderId: old.id, status: 'Out for Delivery' },
    });
    await call('POST', 'addfeaturedproductmainstore', { token: admin.idToken, body: { productId: 'p1' } });
    await call('POST', 'couponitems', { token: admin.idToken, body: { coupon: 'spring', discount: '10%' } });
    await call('DELETE', 'deletecouponitems/SPRING', { token: admin.idToken });

    const entries = (await call('GET', 'getauditlog', { token: admin.idToken })).body as AdminAuditEntry[];
    expect(entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['coupon.delete', null],
      ['coupon.create', null],
      ['featured.add', { kind: 'product', brand: 'PRADA', title: 'Galleria bag' }],
      ['order.status', { kind: 'order', order: { id: old.id, userId: old.userId, orderNumber: null } }],
      [
        'order.status',
        { kind: 'order', order: { id: order.id, userId: order.userId, orderNumber: 'MB-2026-000356' } },
      ],
    ]);
    // Each entry names the role its admin had (docs/decisions.md rule 58): this admin has no role
    // claim, which is an owner's.
    expect(entries.map((entry) => entry.role)).toEqual(entries.map(() => 'owner'));

    // An order number as the document: that order's history only; one no order has finds nothing.
    const ofOrder = (await call('GET', 'getauditlog?target=mb-2026-356', { token: admin.idToken }))
      .body as AdminAuditEntry[];
    expect(ofOrder.map((entry) => entry.target)).toEqual([`orders/${order.id}`]);
    expect((await call('GET', 'getauditlog?target=MB-2026-999999', { token: admin.idToken })).body).toEqual(
      [],
    );
  });

  it('answers the role an entry records', async () => {
    await db()
      .collection(collections.auditLog)
      .add({
        who: { uid: 'u1', email: 'pack@maisonborsa.example', role: 'staff' },
        action: 'order.status',
        target: 'orders/gone',
        at: Timestamp.now(),
      });
    const [entry] = (await call('GET', 'getauditlog', { token: admin.idToken })).body as AdminAuditEntry[];
    expect(entry).toMatchObject({ role: 'staff', subject: null, target: 'orders/gone' });
  });

  it.each([
    ['getauditlog?action=drop table', 'action must be an action code like order.status'],
    ['getauditlog?target=orders', 'target must be a document path like orders/{id}'],
    ['getauditlog?from=2026-02-01', 'To must be a date (YYYY-MM-DD)'],
  ])('answers 400 for %s', async (path, message) => {
    const answer = await call('GET', path, { token: admin.idToken });
    expect(answer.status).toBe(400);
    expect(JSON.stringify(answer.body)).toContain(message);
  });

  it('answers 404 when before names no entry', async () => {
    expect((await call('GET', 'getauditlog?before=nope', { token: admin.idToken })).status).toBe(404);
  });
});
