import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  changesCustomerSummary,
  customerEmailOf,
  customerNoteBodySchema,
  customerOrderFigures,
  customerSearch,
  customerSearchKeys,
  customersPlan,
  customersQuerySchema,
  summaryMatchesSearch,
  orderAddresses,
  summariseCustomer,
  type CustomerDetails,
  type Order,
  type QueryPlan,
} from '../src';
import { describePlan, servingIndex, type CompositeIndex } from './firestore-index-rules';
import { instant } from './factories';

const indexes = declared.indexes as CompositeIndex[];

const customer: CustomerDetails = {
  firstName: 'Sanne',
  lastName: 'de Vries',
  fullName: 'Sanne de Vries',
  email: ' Sanne.deVries@Example.nl ',
  phone: '',
  address: 'Keizersgracht 1',
  postcode: '1015 AA',
  city: 'Amsterdam',
  state: '',
  country: 'NL',
  companyAddress: '',
};

type OrderFacts = Parameters<typeof changesCustomerSummary>[0] & object;

function order(overrides: Partial<Order> = {}): OrderFacts {
  return {
    orderNumber: 'MB-2026-000356',
    createdAt: instant('2026-11-02T10:00:00Z'),
    customer,
    totals: { goods: 28_000, discount: 0, shipping: 0, vat: 4_860, payable: 28_000, vatFree: false },
    payment: 'Paid',
    ...overrides,
  };
}

describe('a customer is an e-mail address', () => {
  it('reads the order e-mail normalised, and none once its personal data is removed', () => {
    expect(customerEmailOf(order())).toBe('sanne.devries@example.nl');
    expect(customerEmailOf(order({ personalDataRemovedAt: instant('2033-01-01T00:00:00Z') }))).toBeNull();
    expect(customerEmailOf(order({ customer: { ...customer, email: '' } }))).toBeNull();
  });

  it('counts an order once money came in, net of what Stripe refunded', () => {
    expect(customerOrderFigures(order({ payment: 'Pending' }))).toBeNull();
    expect(customerOrderFigures(order({ payment: 'Failed' }))).toBeNull();
    expect(
      customerOrderFigures(
        order({
          payment: 'Partly refunded',
          refunds: { reserved: 10_000, refunded: 8_000, lineQty: [1], paidAs: 'Paid' },
        }),
      ),
    ).toMatchObject({
      orderNumber: 'MB-2026-000356',
      payable: 28_000,
      refunded: 8_000,
      fullName: 'Sanne de Vries',
    });
  });

  it('changes a summary only when what it keeps of an order changes', () => {
    const paid = order();
    expect(changesCustomerSummary(undefined, order({ payment: 'Pending' }))).toBe(false);
    expect(changesCustomerSummary(order({ payment: 'Pending' }), paid)).toBe(true);
    expect(changesCustomerSummary(paid, { ...paid, payment: 'Paid' })).toBe(false);
    expect(
      changesCustomerSummary(
        paid,
        order({ refunds: { reserved: 1, refunded: 1, lineQty: [0], paidAs: 'Paid' } }),
      ),
    ).toBe(true);
    expect(
      changesCustomerSummary(paid, order({ personalDataRemovedAt: instant('2033-01-01T00:00:00Z') })),
    ).toBe(true);
    expect(changesCustomerSummary(paid, undefined)).toBe(true);
    expect(changesCustomerSummary(order({ payment: 'Failed' }), order({ payment: 'Pending' }))).toBe(false);
  });
});

describe('summariseCustomer', () => {
  const figures = (
    number: string,
    at: string,
    payable: number,
    refunded = 0,
    fullName = 'Sanne de Vries',
  ) => ({
    orderNumber: number,
    createdAt: instant(at),
    payable,
    refunded,
    fullName,
  });

  it('adds up the orders: count, spent net of refunds, first and last', () => {
    const summary = summariseCustomer({
      email: 'sanne.devries@example.nl',
      account: null,
      orderFigures: {
        b: figures('MB-2026-000400', '2026-11-20T10:00:00Z', 12_000, 2_000, 'S. de Vries'),
        a: figures('MB-2026-000356', '2026-11-02T10:00:00Z', 28_000),
      },
    })!;
    expect(summary).toMatchObject({ name: 'S. de Vries', orders: 2, spent: 38_000, refunded: 2_000 });
    expect(summary.firstOrderAt!.toMillis()).toBe(Date.parse('2026-11-02T10:00:00Z'));
    expect(summary.lastOrderAt!.toMillis()).toBe(Date.parse('2026-11-20T10:00:00Z'));
    expect(summary.lastActivityAt).toBe(summary.lastOrderAt);
    expect(summary.searchKeys).toEqual(
      expect.arrayContaining(['sanne', 'sa', 'devr', 'example', 'MB-2026-000400', '356', '000356']),
    );
  });

  it('names an account by its profile; an account without orders is a customer, nothing else is', () => {
    const account = {
      uid: 'u1',
      firstName: 'Sanne',
      lastName: 'Bakker',
      createdAt: instant('2026-01-05T10:00:00Z'),
    };
    const summary = summariseCustomer({ email: 'sanne@example.nl', account, orderFigures: {} })!;
    expect(summary).toMatchObject({
      name: 'Sanne Bakker',
      orders: 0,
      spent: 0,
      firstOrderAt: null,
      lastOrderAt: null,
    });
    expect(summary.lastActivityAt).toBe(account.createdAt);
    expect(summariseCustomer({ email: 'sanne@example.nl', account: null, orderFigures: {} })).toBeNull();
  });
});

describe('searching customers', () => {
  const keys = customerSearchKeys('Sanne de Vriés', 'sanne.devries@example.nl', ['MB-2026-000356']);

  it('finds part of a name or e-mail, any case or accent, and an order number as anyone types it', () => {
    for (const text of [
      'sanne',
      'SAN',
      'vries',
      'de vri',
      'devries',
      'sanne.devries@example.nl',
      'exam',
      '356',
      'mb 2026 356',
      'MB-2026-000356',
    ]) {
      expect(summaryMatchesSearch(keys, customerSearch(text)), text).toBe(true);
    }
    for (const text of ['anne', 'sanne jansen', 'MB-2026-000357', 'gmail']) {
      expect(summaryMatchesSearch(keys, customerSearch(text)), text).toBe(false);
    }
  });

  it('queries by its most telling word', () => {
    expect(customerSearch('de vries')).toEqual({ key: 'vries', alsoKeys: ['de'] });
    expect(customerSearch('mb-2026-356')).toEqual({ key: 'MB-2026-000356', alsoKeys: [] });
    expect(customerSearch('  ')).toBeNull();
  });

  it('refuses a search with nothing to search by, and reads paging', () => {
    expect(customersQuerySchema.parse({})).toMatchObject({ q: '', limit: 25, search: null });
    const short = customersQuerySchema.safeParse({ q: 'a' });
    expect(short.success).toBe(false);
    expect(short.error?.issues[0]?.message).toMatch(/at least 2 letters/);
    expect(customersQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
    expect(customersQuerySchema.safeParse({ after: 'a/b' }).success).toBe(false);
  });

  it('is served by a declared index, with and without a search', () => {
    for (const search of [null, customerSearch('sanne')]) {
      const plan = customersPlan(search);
      const asPlan: QueryPlan = {
        collection: 'customerSummaries' as QueryPlan['collection'],
        equal: [],
        arrayContains: plan.arrayContains,
        ranges: [],
        orderBy: plan.orderBy,
        limit: 25,
      };
      expect(servingIndex(indexes, asPlan), describePlan(asPlan)).not.toBeNull();
    }
  });
});

describe('the note and the addresses', () => {
  it('takes a note up to 2,000 characters; an empty one removes it', () => {
    expect(customerNoteBodySchema.parse({ customerId: 'c1', note: '  Prefers DHL  ' }).note).toBe(
      'Prefers DHL',
    );
    expect(customerNoteBodySchema.parse({ customerId: 'c1', note: '' }).note).toBe('');
    expect(customerNoteBodySchema.safeParse({ customerId: 'c1', note: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    expect(customerNoteBodySchema.safeParse({ customerId: 'c/1', note: 'x' }).success).toBe(false);
  });

  it('lists the addresses orders went to once each, newest first, without the saved ones', () => {
    const at = (iso: string, details: Partial<CustomerDetails>) => ({
      createdAt: iso,
      customer: { ...customer, ...details },
    });
    const addresses = orderAddresses(
      [
        at('2026-11-01T10:00:00Z', {}),
        at('2026-11-03T10:00:00Z', { address: 'Damrak 5', postcode: '1012 LG' }),
        at('2026-11-02T10:00:00Z', { address: 'keizersgracht  1', postcode: '1015 aa' }),
        at('2026-11-04T10:00:00Z', { address: 'Coolsingel 40', postcode: '3011 AD', city: 'Rotterdam' }),
      ],
      [
        {
          firstName: 'S',
          lastName: 'V',
          country: 'NL',
          address: 'Coolsingel 40',
          city: 'Rotterdam',
          state: '',
          postcode: '3011 AD',
          phone: '',
        },
      ],
    );
    expect(addresses.map((address) => address.address)).toEqual(['Damrak 5', 'keizersgracht  1']);
  });
});
