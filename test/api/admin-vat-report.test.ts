// GET vatreport: per country and VAT rate, the sales of the orders placed in a period and
// the refunds made in it, matching the orders' own totals; a US order has no VAT line. Admins only.
import {
  cartTotals,
  collections,
  shopPeriod,
  type CountryCode,
  type Order,
  type RefundDoc,
  type VatReport,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { db } from '../../functions/src/data/firestore';
import { createAdmin, signUpAnonymous } from './emulators';
import { createOrder } from './factories';
import { fetchJsonAs } from './server';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const { url } = api;

const NOVEMBER = { from: '2026-11-01', to: '2026-11-30' };
const { start, end } = shopPeriod(NOVEMBER.from, NOVEMBER.to);
const inNovember = (days: number) => Timestamp.fromMillis(start.getTime() + days * 86_400_000);

async function paidOrder(
  id: string,
  country: CountryCode,
  price: number,
  createdAt = inNovember(3),
): Promise<Order> {
  const totals = cartTotals({ lines: [{ unitPrice: price, qty: 1 }], country, now: new Date() });
  const { itemCount: _count, ...stored } = totals;
  const order = await createOrder({
    id,
    createdAt,
    totals: stored,
    customer: { ...(await createOrder({ id: `${id}-shape` })).customer, country },
  });
  await db().collection(collections.orders).doc(`${id}-shape`).delete();
  return order;
}

async function refund(
  id: string,
  orderId: string,
  amount: number,
  settledAt: Timestamp,
  state: RefundDoc['state'],
) {
  const doc: RefundDoc = {
    orderId,
    paymentIntentId: `pi_${orderId}`,
    amount,
    lineQty: [1],
    full: false,
    reason: 'Returned',
    restock: false,
    returnRequestId: null,
    state,
    stripeRefundId: `re_${id}`,
    requestedBy: { uid: 'admin', email: null },
    createdAt: settledAt,
    settledAt,
  };
  await db().collection(collections.refunds).doc(id).set(doc);
}

describe('GET vatreport', () => {
  it('refuses a visitor', async () => {
    const visitor = await signUpAnonymous();
    const answer = await fetchJsonAs(
      visitor,
      'GET',
      url(`vatreport?from=${NOVEMBER.from}&to=${NOVEMBER.to}`),
    );
    expect(answer.status).toBe(403);
  });

  it('lists VAT per country and rate from the orders own totals; refunds count when they were made', async () => {
    const admin = await createAdmin();
    const nl1 = await paidOrder('nl-1', 'NL', 28_000);
    const nl2 = await paidOrder('nl-2', 'NL', 121_000);
    const de = await paidOrder('de-1', 'DE', 39_000);
    const fr = await paidOrder('fr-1', 'FR', 61_000);
    const us = await paidOrder('us-1', 'US', 50_000);
    // Not in November's sales: unpaid, and placed in October (its refund in November still counts).
    await createOrder({
      id: 'pending',
      createdAt: inNovember(2),
      payment: 'Pending',
      customer: nl1.customer,
    });
    const october = await paidOrder(
      'nl-oct',
      'NL',
      60_500,
      Timestamp.fromMillis(start.getTime() - 3_600_000),
    );
    await refund('r-nov', 'nl-oct', 12_100, inNovember(5), 'succeeded');
    await refund('r-failed', 'nl-1', 5_000, inNovember(5), 'failed');
    await refund('r-dec', 'de-1', 1_000, Timestamp.fromMillis(end.getTime()), 'succeeded');
    expect(october.totals.vat).toBeGreaterThan(0);

    const { status, body } = await fetchJsonAs(
      admin,
      'GET',
      url(`vatreport?from=${NOVEMBER.from}&to=${NOVEMBER.to}`),
    );

    expect(status).toBe(200);
    const report = body as VatReport;
    // Each country at its own rate under the OSS scheme (docs/decisions.md rule 36), ready for the
    // OSS return; the Netherlands' VAT goes in the Dutch return.
    expect(
      report.lines.map((line) => [line.country, line.rate, line.orders, line.refunds, line.declaredIn]),
    ).toEqual([
      ['FR', 20, 1, 0, 'OSS'],
      ['DE', 19, 1, 0, 'OSS'],
      ['NL', 21, 2, 1, 'NL'],
    ]);
    expect(report.schemes).toEqual(['oss']);
    expect(report.lines[0]!.vat).toBe(10_167); // 610 x 20/120
    expect(report.lines[1]!.vat).toBe(6_227); // 390 x 19/119
    const nl = report.lines[2]!;
    expect(nl.sales).toBe(nl1.totals.payable + nl2.totals.payable);
    expect(nl.vat).toBe(nl1.totals.vat + nl2.totals.vat);
    expect(nl).toMatchObject({ refunded: 12_100, refundedVat: 2_100 });
    expect(nl.netVat).toBe(nl1.totals.vat + nl2.totals.vat - 2_100);
    expect(report.totals.vat).toBe(nl1.totals.vat + nl2.totals.vat + de.totals.vat + fr.totals.vat);
    expect(report.totals.sales).toBe(
      nl1.totals.payable + nl2.totals.payable + de.totals.payable + fr.totals.payable,
    );
    // The US order has no VAT line: it is listed apart, without VAT.
    expect(report.lines.some((line) => line.country === 'US')).toBe(false);
    expect(report.withoutVat).toMatchObject([{ country: 'US', rate: 0, vat: 0, sales: us.totals.payable }]);
  });

  it('answers the same report as an XLSX', async () => {
    const admin = await createAdmin();
    await paidOrder('nl-1', 'NL', 28_000);
    const response = await fetch(url(`vatreport?from=${NOVEMBER.from}&to=${NOVEMBER.to}&format=xlsx`), {
      headers: { authorization: `Bearer ${admin.idToken}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="vat-2026-11-01-to-2026-11-30.xlsx"',
    );
    const book = XLSX.read(Buffer.from(await response.arrayBuffer()), { type: 'buffer' });
    const rows = XLSX.utils.sheet_to_json<(string | number)[]>(book.Sheets['VAT report']!, { header: 1 });
    expect(rows[0]?.slice(0, 4)).toEqual(['Country', 'VAT rate (%)', 'Scheme', 'Declared in']);
    expect(rows[1]).toEqual([
      'Netherlands',
      21,
      'OSS (destination country VAT)',
      'Dutch VAT return',
      1,
      280,
      0,
      280,
      48.6,
      0,
      0,
      0,
      280,
      48.6,
      231.4,
    ]);
    expect(rows[2]?.[0]).toBe('Total with VAT');
    expect(rows.at(-1)).toEqual(['2026-11-01 to 2026-11-30: charged under OSS (destination country VAT).']);
  });

  it('answers 400 for a period that ends before it starts', async () => {
    const admin = await createAdmin();
    const answer = await fetchJsonAs(admin, 'GET', url('vatreport?from=2026-12-01&to=2026-11-01'));
    expect(answer).toMatchObject({ status: 400, body: { error: { code: 'invalid-request' } } });
  });
});
