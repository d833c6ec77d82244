// Customers (docs/decisions.md rule 56): the summaries the triggers keep from orders and accounts
// (their handlers called here as the triggers call them: the in-process API runs no triggers),
// GET customers with its search and paging, GET customer/{customerId}, and POST customernote with
// its audit entry. Admins only; bad input is a 400 and changes nothing.
import {
  collections,
  type AdminCustomerDetails,
  type AdminCustomersPage,
  type Customer,
  type CustomerSummary,
  type Order,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  customerIdOf,
  rebuildCustomerSummaries,
  refreshCustomerOfAccount,
  refreshCustomerOfOrder,
} from '../../functions/src/data/customer-summaries';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { apiCaller, auditEntries, readDoc, snapshotDatabase } from './admin-factories';
import { createAdmin, signUpAnonymous, signUpWithPassword, type TestUser } from './emulators';
import { createOrder, createReturnRequest } from './factories';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
let admin: TestUser;
const call = apiCaller(() => api.origin);
const at = (iso: string) => Timestamp.fromDate(new Date(iso));

// Clearing both emulators and signing an admin up takes seconds on a busy machine.
beforeEach(async () => {
  admin = await createAdmin();
}, 60_000);

/** Writes an order and runs the order trigger's handler for it, as the deployed trigger would. */
async function placed(overrides: Partial<Order> & { id: string }): Promise<Order> {
  const before = (await db().collection(collections.orders).doc(overrides.id).get()).data() as
    Order | undefined;
  const order = await createOrder(overrides);
  await refreshCustomerOfOrder(overrides.id, before, order);
  return order;
}

const details = (name: string, email: string, address = 'Keizersgracht 1') => ({
  firstName: name.split(' ')[0]!,
  lastName: name.split(' ').slice(1).join(' '),
  fullName: name,
  email,
  phone: '',
  address,
  postcode: '1015 AA',
  city: 'Amsterdam',
  state: '',
  country: 'NL' as const,
  companyAddress: '',
});

async function list(query: string): Promise<AdminCustomersPage> {
  const answer = await call('GET', `customers${query}`, { token: admin.idToken });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body as AdminCustomersPage;
}

describe('the customer summaries', () => {
  it('count an e-mail address orders once money came in, net of refunds, and follow every change', async () => {
    const sanne = details('Sanne de Vries', 'Sanne.deVries@Example.nl');
    await placed({
      id: 'o1',
      orderNumber: 'MB-2026-000356',
      customer: sanne,
      createdAt: at('2026-11-02T10:00:00Z'),
    });
    // The same address in another case is the same customer; an unpaid order does not count.
    await placed({
      id: 'o2',
      orderNumber: 'MB-2026-000400',
      customer: { ...sanne, email: 'sanne.devries@example.nl' },
      createdAt: at('2026-11-20T10:00:00Z'),
      totals: { goods: 50_000, discount: 0, shipping: 0, vat: 8_678, payable: 50_000, vatFree: false },
    });
    await placed({ id: 'o3', payment: 'Pending', customer: sanne, createdAt: at('2026-11-25T10:00:00Z') });

    const id = customerIdOf('sanne.devries@example.nl');
    let summary = (await readDoc<CustomerSummary>(`${collections.customerSummaries}/${id}`))!;
    expect(summary).toMatchObject({
      email: 'sanne.devries@example.nl',
      orders: 2,
      spent: 78_000,
      refunded: 0,
    });
    expect(Object.keys(summary.orderFigures).sort()).toEqual(['o1', 'o2']);

    // A refund Stripe confirmed lowers what was spent.
    await placed({
      id: 'o2',
      orderNumber: 'MB-2026-000400',
      customer: sanne,
      createdAt: at('2026-11-20T10:00:00Z'),
      payment: 'Partly refunded',
      totals: { goods: 50_000, discount: 0, shipping: 0, vat: 8_678, payable: 50_000, vatFree: false },
      refunds: { reserved: 12_000, refunded: 12_000, lineQty: [0], paidAs: 'Paid' },
    });
    summary = (await readDoc<CustomerSummary>(`${collections.customerSummaries}/${id}`))!;
    expect(summary).toMatchObject({ orders: 2, spent: 66_000, refunded: 12_000 });

    // A late, repeated event changes nothing: the handler reads the order as it is now.
    await refreshCustomerOfOrder('o1', undefined, (await readDoc<Order>('orders/o1'))!);
    expect((await readDoc<CustomerSummary>(`${collections.customerSummaries}/${id}`))!.orders).toBe(2);

    // Its personal data removed, an order leaves the summary; the last one takes the summary with it.
    for (const orderId of ['o1', 'o2']) {
      const before = (await readDoc<Order>(`orders/${orderId}`))!;
      await db().collection(collections.orders).doc(orderId).update({
        'customer.email': '',
        personalDataRemovedAt: Timestamp.now(),
      });
      await refreshCustomerOfOrder(orderId, before, (await readDoc<Order>(`orders/${orderId}`))!);
    }
    expect(await readDoc(`${collections.customerSummaries}/${id}`)).toBeUndefined();
  });

  it('name an account, which is a customer without orders, and are rebuilt the same from scratch', async () => {
    const profile: Customer = {
      firstName: 'Mila',
      lastName: 'Bakker',
      email: 'mila@example.nl',
      createdAt: at('2026-01-05T10:00:00Z'),
    };
    await db().collection(collections.customers).doc('uid-mila').set(profile);
    await refreshCustomerOfAccount('uid-mila', undefined);
    await placed({ id: 'o-anna', customer: details('Anna de Vries', 'anna@example.nl') });
    // The account registered after the guest ordered with that address.
    await placed({ id: 'o-mila', customer: details('Mila Bakker', 'MILA@example.nl') });

    const mila = (await readDoc<CustomerSummary>(
      `${collections.customerSummaries}/${customerIdOf('mila@example.nl')}`,
    ))!;
    expect(mila).toMatchObject({ name: 'Mila Bakker', orders: 1, account: { uid: 'uid-mila' } });

    const before = await snapshotDatabase();
    await db().collection(collections.customerSummaries).doc('stale').set({ email: 'gone@example.nl' });
    expect(await rebuildCustomerSummaries()).toEqual({ written: 2, deleted: 1 });
    const after = await snapshotDatabase();
    const figures = (snapshot: Record<string, unknown>) =>
      Object.fromEntries(
        Object.entries(snapshot)
          .filter(([path]) => path.startsWith(`${collections.customerSummaries}/`))
          .map(([path, doc]) => {
            const { updatedAt: _updatedAt, ...rest } = doc as CustomerSummary;
            return [path, rest];
          }),
      );
    expect(figures(after)).toEqual(figures(before));

    // The account deleted, the customer is the guest address again.
    await db().collection(collections.customers).doc('uid-mila').delete();
    await refreshCustomerOfAccount('uid-mila', profile);
    expect(
      (await readDoc<CustomerSummary>(`${collections.customerSummaries}/${customerIdOf('mila@example.nl')}`))!
        .account,
    ).toBeNull();
  });
});

describe('GET customers', () => {
  beforeEach(async () => {
    await placed({
      id: 'o1',
      orderNumber: 'MB-2026-000356',
      customer: details('Sanne de Vries', 'sanne.devries@example.nl'),
      createdAt: at('2026-11-02T10:00:00Z'),
    });
    await placed({
      id: 'o2',
      orderNumber: 'MB-2026-000357',
      customer: details('Sanne Jansen', 'sj@webmail.test'),
      createdAt: at('2026-11-03T10:00:00Z'),
    });
    await placed({
      id: 'o3',
      orderNumber: 'MB-2026-000358',
      customer: details('Pieter Post', 'pieter@example.nl'),
      createdAt: at('2026-11-04T10:00:00Z'),
    });
  });

  it('lists customers, latest first, with orders, spend and first and last order', async () => {
    const page = await list('');
    expect(page.customers.map((customer) => customer.name)).toEqual([
      'Pieter Post',
      'Sanne Jansen',
      'Sanne de Vries',
    ]);
    expect(page.customers[2]).toMatchObject({
      email: 'sanne.devries@example.nl',
      account: null,
      orders: 1,
      spent: 28_000,
      firstOrderAt: '2026-11-02T10:00:00.000Z',
      lastOrderAt: '2026-11-02T10:00:00.000Z',
    });
    expect(page.next).toBeNull();
  });

  it('finds part of a name or e-mail and an order number as typed', async () => {
    const names = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).customers.map((c) => c.name);
    expect(await names('sanne')).toEqual(['Sanne Jansen', 'Sanne de Vries']);
    expect(await names('SANNE VRI')).toEqual(['Sanne de Vries']);
    expect(await names('sanne.devries@example.nl')).toEqual(['Sanne de Vries']);
    expect(await names('exam')).toEqual(['Pieter Post', 'Sanne de Vries']);
    expect(await names('mb 2026 357')).toEqual(['Sanne Jansen']);
    expect(await names('358')).toEqual(['Pieter Post']);
    expect(await names('nobody')).toEqual([]);
  });

  it('pages with a cursor', async () => {
    const first = await list('?limit=2');
    expect(first.customers).toHaveLength(2);
    expect(first.next).toBe(first.customers[1]!.id);
    const second = await list(`?limit=2&after=${first.next}`);
    expect(second.customers.map((customer) => customer.name)).toEqual(['Sanne de Vries']);
    expect(second.next).toBeNull();
    // A search with more words pages the same way.
    const searched = await list('?limit=1&q=sanne%20nl');
    expect(searched.customers.map((customer) => customer.name)).toEqual(['Sanne de Vries']);
  });

  it('answers 400 for a search with nothing to search by and bad paging, 404 for an unknown cursor', async () => {
    for (const [query, status] of [
      ['?q=a', 400],
      ['?q=%20-%20', 400],
      ['?limit=0', 400],
      ['?limit=many', 400],
      [`?q=${'x'.repeat(201)}`, 400],
      ['?q=a&q=b', 400],
      ['?after=nobody', 404],
    ] as const) {
      const answer = await call('GET', `customers${query}`, { token: admin.idToken });
      expect(answer.status, query).toBe(status);
      expect((answer.body as { error: { message: string } }).error.message).toBeTruthy();
    }
  });

  it('is for admins only', async () => {
    const visitor = await signUpAnonymous();
    expect((await call('GET', 'customers', { token: visitor.idToken })).status).toBe(403);
    expect((await call('GET', 'customers')).status).toBe(401);
  });
});

describe('GET customer/{customerId} and POST customernote', () => {
  it('shows the orders, returns and addresses, and keeps an audited private note', async () => {
    const account = await signUpWithPassword('sanne@example.nl');
    await getAuth(adminApp()).updateUser(account.uid, { emailVerified: true });
    const profile: Customer = {
      firstName: 'Sanne',
      lastName: 'Visser',
      email: 'sanne@example.nl',
      createdAt: at('2026-10-01T10:00:00Z'),
    };
    await db().collection(collections.customers).doc(account.uid).set(profile);
    await refreshCustomerOfAccount(account.uid, undefined);
    const saved = { ...details('Sanne Visser', ''), address: 'Damrak 5' };
    const { email: _email, fullName: _fullName, companyAddress: _company, ...savedAddress } = saved;
    await db()
      .collection(collections.addressBooks)
      .doc(account.uid)
      .set({ addresses: [savedAddress], updatedAt: Timestamp.now() });
    await placed({
      id: 'o1',
      userId: account.uid,
      orderNumber: 'MB-2026-000356',
      customer: details('Sanne Visser', 'sanne@example.nl'),
      createdAt: at('2026-11-02T10:00:00Z'),
    });
    await placed({
      id: 'o2',
      userId: account.uid,
      orderNumber: 'MB-2026-000400',
      customer: details('Sanne Visser', 'sanne@example.nl', 'Damrak 5'),
      createdAt: at('2026-11-05T10:00:00Z'),
    });
    await createReturnRequest({ id: 'r1', orderId: 'o1', email: 'sanne@example.nl' });
    await createReturnRequest({ id: 'r-other', orderId: 'o9', email: 'other@example.nl' });
    const id = customerIdOf('sanne@example.nl');

    const answer = await call('GET', `customer/${id}`, { token: admin.idToken });
    expect(answer.status).toBe(200);
    const page = answer.body as AdminCustomerDetails;
    expect(page.customer).toMatchObject({ name: 'Sanne Visser', orders: 2, account: { uid: account.uid } });
    expect(page.accountVerified).toBe(true);
    expect(page.orders.map((order) => order.orderNumber)).toEqual(['MB-2026-000400', 'MB-2026-000356']);
    expect(page.returns.map((request) => request.id)).toEqual(['r1']);
    expect(page.savedAddresses.map((address) => address.address)).toEqual(['Damrak 5']);
    // Damrak 5 is saved already; the other address its orders went to is listed once.
    expect(page.orderAddresses.map((address) => address.address)).toEqual(['Keizersgracht 1']);
    expect(page.note).toBeNull();

    const note = await call('POST', 'customernote', {
      token: admin.idToken,
      body: { customerId: id, note: '  Prefers delivery after 18:00  ' },
    });
    expect(note.status).toBe(200);
    expect(note.body).toMatchObject({
      note: { text: 'Prefers delivery after 18:00', by: { uid: admin.uid } },
    });
    // A later order refreshes the summary; the note stays.
    await placed({
      id: 'o3',
      customer: details('Sanne Visser', 'sanne@example.nl'),
      createdAt: at('2026-11-09T10:00:00Z'),
    });
    const again = (await call('GET', `customer/${id}`, { token: admin.idToken }))
      .body as AdminCustomerDetails;
    expect(again.customer.orders).toBe(3);
    expect(again.note?.text).toBe('Prefers delivery after 18:00');
    // The audit log says who changed it, not what it says (the log outlives the customer).
    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: 'customer.note',
      target: `${collections.customerSummaries}/${id}`,
      who: { uid: admin.uid },
      changes: { note: { before: null, after: '28 characters' } },
    });

    // Saving the same text again records nothing; '' removes the note.
    await call('POST', 'customernote', {
      token: admin.idToken,
      body: { customerId: id, note: 'Prefers delivery after 18:00' },
    });
    expect(await auditEntries()).toHaveLength(1);
    const removed = await call('POST', 'customernote', {
      token: admin.idToken,
      body: { customerId: id, note: '' },
    });
    expect(removed.body).toEqual({ note: null });
    expect((await readDoc<CustomerSummary>(`${collections.customerSummaries}/${id}`))!.note).toBeUndefined();
    expect(await auditEntries()).toHaveLength(2);
  });

  it('answers 404 for an unknown customer and 400 for a bad note, changing nothing', async () => {
    await placed({ id: 'o1', customer: details('Anna de Vries', 'anna@example.nl') });
    const id = customerIdOf('anna@example.nl');
    const before = await snapshotDatabase();
    expect((await call('GET', 'customer/nobody', { token: admin.idToken })).status).toBe(404);
    for (const [body, status] of [
      [{ customerId: 'nobody', note: 'x' }, 404],
      [{ customerId: id, note: 'x'.repeat(2001) }, 400],
      [{ customerId: id, note: 42 }, 400],
      [{ customerId: id }, 400],
      [{ customerId: 'a/b', note: 'x' }, 400],
    ] as const) {
      const answer = await call('POST', 'customernote', { token: admin.idToken, body });
      expect(answer.status, JSON.stringify(body).slice(0, 60)).toBe(status);
    }
    expect(await snapshotDatabase()).toEqual(before);
    // Only admins may write a note.
    const visitor = await signUpAnonymous();
    expect(
      (await call('POST', 'customernote', { token: visitor.idToken, body: { customerId: id, note: 'x' } }))
        .status,
    ).toBe(403);
  });
});
