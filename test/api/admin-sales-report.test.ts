// GET salesreport (docs/decisions.md rule 57): per day, week, month, product, designer, category or
// coupon, what the orders placed in a period sold and the refunds made in it gave back, to the cent
// of the orders' own totals; the totals are the VAT report's for the same period. Admins only.
import {
  cartTotals,
  collections,
  SALES_GROUPINGS,
  shopPeriod,
  type CountryCode,
  type Order,
  type RefundDoc,
  type SalesReport,
  type VatReport,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { db } from '../../functions/src/data/firestore';
import { apiCaller } from './admin-factories';
import { createAdmin, signUpAnonymous, type TestUser } from './emulators';
import { createOrder, createStoreProduct } from './factories';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
let admin: TestUser;
const call = apiCaller(() => api.origin);

// Clearing both emulators and signing an admin up takes seconds on a busy machine.
beforeEach(async () => {
  admin = await createAdmin();
}, 60_000);

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const { start, end } = shopPeriod(NOVEMBER.from, NOVEMBER.to);
const inNovember = (days: number) => Timestamp.fromMillis(start.getTime() + days * 86_400_000);
const PERCENT_OFF = {
  code: 'TEN',
  discount: { kind: 'percent' as const, percent: 10 },
  label: '10%',
  minimumGoods: null,
  expiresAt: null,
  maxRedemptions: null,
  redemptions: 0,
};

/** A paid order of these products ([id, unit price, qty]) with the shop's own totals. */
async function paidOrder(
  id: string,
  country: CountryCode,
  lines: [string, number, number][],
  options: { createdAt?: Timestamp; coupon?: boolean; payment?: Order['payment'] } = {},
): Promise<Order> {
  const { itemCount: _count, ...totals } = cartTotals({
    lines: lines.map(([, unitPrice, qty]) => ({ unitPrice, qty })),
    coupon: options.coupon ? PERCENT_OFF : null,
    country,
    now: new Date(),
  });
  const shape = await createOrder({ id: `${id}-shape` });
  await db().collection(collections.orders).doc(`${id}-shape`).delete();
  return createOrder({
    id,
    createdAt: options.createdAt ?? inNovember(3),
    payment: options.payment ?? 'Paid',
    couponCode: options.coupon ? 'TEN' : null,
    customer: { ...shape.customer, country },
    lines: lines.map(([productId, unitPrice, qty]) => ({
      productId,
      sku: `SKU-${productId}`,
      title: `Bag ${productId}`,
      image: '',
      size: null,
      unitPrice,
      qty,
      lineTotal: unitPrice * qty,
    })),
    totals,
  });
}

async function refund(
  id: string,
  orderId: string,
  amount: number,
  lineQty: number[],
  settledAt = inNovember(10),
) {
  const doc: RefundDoc = {
    orderId,
    paymentIntentId: `pi_${orderId}`,
    amount,
    lineQty,
    full: false,
    reason: 'Returned',
    restock: false,
    returnRequestId: null,
    state: 'succeeded',
    stripeRefundId: `re_${id}`,
    requestedBy: { uid: 'admin', email: null },
    createdAt: settledAt,
    settledAt,
  };
  await db().collection(collections.refunds).doc(id).set(doc);
}

async function shop(): Promise<void> {
  await createStoreProduct({ id: 'tote', brand: 'PRADA', category: 'TOTE' });
  await createStoreProduct({ id: 'belt', brand: 'GUCCI', category: 'BELT', parentCategory: 'ACCESSORIES' });
  await createStoreProduct({ id: 'clutch', brand: 'FENDI', category: 'CLUTCH' });
  await paidOrder('nl-1', 'NL', [['tote', 28_000, 1]]);
  await paidOrder(
    'de-1',
    'DE',
    [
      ['tote', 28_000, 2],
      ['belt', 4_990, 1],
    ],
    { coupon: true, createdAt: inNovember(12) },
  );
  await paidOrder('us-1', 'US', [['clutch', 12_345, 1]], { createdAt: inNovember(20) });
  await paidOrder('fr-1', 'FR', [['belt', 4_990, 3]], {
    payment: 'Partly refunded',
    createdAt: inNovember(25),
  });
  // Not November's sales: unpaid, and placed in October (its refund in November still counts).
  await paidOrder('pending', 'NL', [['tote', 28_000, 1]], { payment: 'Pending' });
  await paidOrder('october', 'NL', [['clutch', 12_345, 2]], {
    createdAt: Timestamp.fromMillis(start.getTime() - 3_600_000),
  });
  await refund('r-line', 'nl-1', 28_000, [1]);
  await refund('r-october', 'october', 12_345, [1]);
  await refund('r-stripe', 'us-1', 1_000, []);
  await refund('r-december', 'de-1', 1_000, [1, 0], Timestamp.fromMillis(end.getTime()));
}

async function report(query: string): Promise<SalesReport> {
  const answer = await call('GET', `salesreport?from=${NOVEMBER.from}&to=${NOVEMBER.to}${query}`, {
    token: admin.idToken,
  });
  expect(answer.status, JSON.stringify(answer.body).slice(0, 200)).toBe(200);
  return answer.body as SalesReport;
}

describe('GET salesreport', () => {
  it('adds up to the VAT report of the same period in every grouping, to the cent', async () => {
    await shop();
    const vat = (
      await call('GET', `vatreport?from=${NOVEMBER.from}&to=${NOVEMBER.to}`, { token: admin.idToken })
    ).body as VatReport;
    const vatSales = vat.totals.sales + vat.withoutVatTotals.sales;
    const vatRefunded = vat.totals.refunded + vat.withoutVatTotals.refunded;
    expect(vatSales).toBeGreaterThan(0);
    for (const by of SALES_GROUPINGS) {
      const sales = await report(`&by=${by}`);
      expect(sales.totals, by).toMatchObject({
        orders: vat.totals.orders + vat.withoutVatTotals.orders,
        sales: vatSales,
        refunds: vat.totals.refunds + vat.withoutVatTotals.refunds,
        refunded: vatRefunded,
        netSales: vat.totals.netSales + vat.withoutVatTotals.netSales,
      });
      const sum = (field: 'sales' | 'refunded' | 'goods' | 'discounts' | 'units') =>
        sales.groups.reduce((acc, group) => acc + group[field], 0);
      expect([sum('sales'), sum('refunded'), sum('goods'), sum('discounts'), sum('units')], by).toEqual([
        vatSales,
        vatRefunded,
        sales.totals.goods,
        sales.totals.discounts,
        sales.totals.units,
      ]);
    }
  });

  it('lists the designers sold, by what the store knows of each product', async () => {
    await shop();
    const brands = await report('&by=brand');
    const prada = brands.groups.find((group) => group.key === 'PRADA')!;
    // The tote: one in the NL order, two in the DE order (10 % off); the NL one refunded.
    expect(prada).toMatchObject({ orders: 2, units: 3, goods: 84_000, discounts: 5_600, refunded: 28_000 });
    expect(brands.groups.map((group) => group.label)).toEqual(
      expect.arrayContaining(['PRADA', 'GUCCI', 'FENDI', 'Shipping and refunds of no item']),
    );
    // The October order's clutch refund is Fendi's in November.
    expect(brands.groups.find((group) => group.key === 'FENDI')!.refunded).toBe(12_345);
    const days = await report('&by=day');
    expect(days.groups).toHaveLength(30);
    expect(days.groups[3]).toMatchObject({ key: '2026-11-04', orders: 1 });
    expect(days.bestSellers[0]).toMatchObject({ productId: 'belt', units: 4, brand: 'GUCCI' });
  });

  it('answers the report as an XLSX', async () => {
    await shop();
    const response = await fetch(
      `${api.origin}/api/v1/main/salesreport?from=${NOVEMBER.from}&to=${NOVEMBER.to}&by=coupon&format=xlsx`,
      { headers: { authorization: `Bearer ${admin.idToken}` } },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="sales-by-coupon-2026-11-01-to-2026-11-30.xlsx"',
    );
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { type: 'buffer' });
    expect(book.SheetNames).toEqual(['Sales', 'Best-sellers']);
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets.Sales!, { header: 1 });
    expect(rows[0]?.slice(0, 3)).toEqual(['Coupon', 'Orders', 'Units']);
    expect(rows.map((row) => row[0])).toEqual(['Coupon', 'No coupon', 'TEN', 'Total']);
    const json = await report('&by=coupon');
    expect(rows.at(-1)?.[7]).toBe(json.totals.sales / 100);
  });

  it('answers 400 for a bad period, grouping or format, and 403 for a visitor', async () => {
    for (const query of [
      'salesreport?from=2026-11-01&to=2026-11-30&by=year',
      'salesreport?from=2026-11-01&to=2026-11-30&format=pdf',
      'salesreport?from=2026-12-01&to=2026-11-01',
      'salesreport?from=2026-02-30&to=2026-03-01',
      'salesreport?from=2025-01-01&to=2026-12-31',
      'salesreport?to=2026-11-30',
      'salesreport?from=2026-11-01&to=2026-11-30&by=day&by=week',
    ]) {
      const answer = await call('GET', query, { token: admin.idToken });
      expect(answer.status, query).toBe(400);
      expect(answer.body).toMatchObject({ error: { code: 'invalid-request' } });
    }
    const visitor = await signUpAnonymous();
    expect(
      (await call('GET', `salesreport?from=${NOVEMBER.from}&to=${NOVEMBER.to}`, { token: visitor.idToken }))
        .status,
    ).toBe(403);
  });
});
