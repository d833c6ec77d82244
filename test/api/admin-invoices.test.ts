// GET invoices (docs/decisions.md rule 67): the invoices and credit notes issued in a period, for
// the owner and staff; its totals per country and rate reconcile with the VAT report to the cent,
// refunds and lost disputes included.
import {
  cartTotals,
  invoiceVatTotals,
  shopDate,
  type AdminInvoiceEntry,
  type CountryCode,
  type Order,
  type VatReport,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminApp } from '../../functions/src/firebase-app';
import { applyDisputeEvent } from '../../functions/src/data/disputes';
import { apiCaller } from './admin-factories';
import {
  clearAuth,
  createAdmin,
  signInWithPassword,
  signUpAnonymous,
  signUpWithPassword,
  type TestUser,
} from './emulators';
import { pay, pendingOrder, refund, year } from './invoice-support';
import { useApi } from './harness';

const api = useApi();
let owner: TestUser;
let staff: TestUser;
let customer: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  await clearAuth();
  owner = await createAdmin('owner@maisonborsa.example');
  const sam = await signUpWithPassword('sam@maisonborsa.example');
  await getAuth(adminApp()).setCustomUserClaims(sam.uid, { admin: true, role: 'staff' });
  staff = await signInWithPassword(sam.email, sam.password);
  customer = await signUpAnonymous();
});

const today = shopDate(new Date().toISOString());

/** A pending order of one product at `price` shipped to `country`, priced as the checkout prices it. */
async function orderTo(id: string, country: CountryCode, price: number) {
  const { itemCount: _count, ...totals } = cartTotals({
    lines: [{ unitPrice: price, qty: 1 }],
    country,
    now: new Date(),
  });
  const shape = await pendingOrder(customer, `${id}-shape`);
  return pendingOrder(customer, id, {
    customer: { ...shape.customer, country },
    lines: [{ ...shape.lines[0]!, productId: `product-${id}`, unitPrice: price, lineTotal: price }],
    totals: totals as Order['totals'],
  });
}

describe('GET invoices', () => {
  it('lists the period’s documents in the shape the accountant reads, and adds up to the VAT report to the cent, a lost dispute included', async () => {
    for (const [id, country, price] of [
      ['nl-1', 'NL', 28_000],
      ['nl-2', 'NL', 12_345],
      ['fr-1', 'FR', 45_099],
      ['de-1', 'DE', 9_999],
      ['us-1', 'US', 61_000],
    ] as const) {
      await pay(await orderTo(id, country, price));
    }
    await refund(owner, 'nl-2', 'refund-nl', 'full');
    await refund(owner, 'fr-1', 'refund-fr', [{ index: 0, qty: 1 }]);
    await refund(owner, 'us-1', 'refund-us', 'full');
    // A dispute lost takes the money back too: its credit note counts in the VAT report as a refund.
    await applyDisputeEvent(
      {
        eventId: 'evt_lost',
        eventType: 'charge.dispute.closed',
        paymentIntentId: 'pi_de-1',
        dispute: {
          disputeId: 'du_de',
          state: 'Lost',
          amount: 9_999,
          currency: 'eur',
          reason: 'fraudulent',
          stripeStatus: 'lost',
          evidenceDueBy: null,
        },
      },
      () => ({ to: 'shop@example', message: { subject: 'dispute', text: '', html: '' } }),
    );

    const listed = await call('GET', `invoices?from=${today}&to=${today}`, { token: staff.idToken });
    expect(listed.status).toBe(200);
    const entries = listed.body as AdminInvoiceEntry[];
    expect(entries.map((entry) => [entry.kind, entry.number])).toEqual([
      ...[1, 2, 3, 4, 5].map((n) => ['invoice', `MB-INV-${year}-00000${n}`]),
      ...[1, 2, 3, 4].map((n) => ['credit-note', `MB-CN-${year}-00000${n}`]),
    ]);
    const fr = entries.find((entry) => entry.orderId === 'fr-1' && entry.kind === 'invoice')!;
    expect(Object.keys(fr).sort()).toEqual(
      ['issuedAt', 'kind', 'number', 'orderId', 'orderNumber', 'pdf', 'total', 'vat'].sort(),
    );
    expect(fr).toMatchObject({ orderNumber: 'MB-2026-00fr-1', total: 45_099, pdf: 'invoice/fr-1' });
    expect(fr.vat).toEqual([{ country: 'FR', rate: 20, net: 37_582, vat: 7_517 }]);
    const us = entries.find((entry) => entry.orderId === 'us-1' && entry.kind === 'invoice')!;
    expect(us.vat).toEqual([{ country: 'US', rate: 0, net: us.total, vat: 0 }]);
    expect(entries.at(-2)).toMatchObject({ kind: 'credit-note', orderId: 'us-1', total: -us.total });
    expect(entries.at(-2)?.pdf).toBe(`creditnote/MB-CN-${year}-000003`);
    expect(entries.at(-1)).toMatchObject({ kind: 'credit-note', orderId: 'de-1', total: -9_999 });

    const report = (await call('GET', `vatreport?from=${today}&to=${today}`, { token: owner.idToken }))
      .body as VatReport;
    const reported = new Map<string, { net: number; vat: number; total: number }>();
    for (const line of [...report.lines, ...report.withoutVat]) {
      const key = `${line.country}|${line.rate}`;
      const sum = reported.get(key) ?? { net: 0, vat: 0, total: 0 };
      sum.net += line.netWithoutVat;
      sum.vat += line.netVat;
      sum.total += line.netSales;
      reported.set(key, sum);
    }
    const totals = invoiceVatTotals(entries);
    expect(totals.length).toBe(4);
    expect(
      new Map(
        totals.map(({ country, rate, net, vat, total }) => [`${country}|${rate}`, { net, vat, total }]),
      ),
    ).toEqual(reported);
    const sum = (pick: (line: { total: number; vat: number }) => number) =>
      totals.reduce((all, line) => all + pick(line), 0);
    expect(sum((line) => line.total)).toBe(report.totals.netSales + report.withoutVatTotals.netSales);
    expect(sum((line) => line.vat)).toBe(report.totals.netVat);
  }, 120_000);

  it('lists one order’s documents, answers the sheet, and refuses bad periods and customers', async () => {
    await pay(await orderTo('a', 'NL', 10_000));
    await pay(await orderTo('b', 'NL', 20_000));
    await refund(owner, 'b', 'refund-b', 'full');

    const ofB = await call('GET', `invoices?from=${today}&to=${today}&orderId=b`, { token: owner.idToken });
    expect((ofB.body as AdminInvoiceEntry[]).map((entry) => entry.kind)).toEqual(['invoice', 'credit-note']);

    const sheet = await fetch(`${api.origin}/api/v1/main/invoices?from=${today}&to=${today}&format=xlsx`, {
      headers: { Authorization: `Bearer ${staff.idToken}` },
    });
    expect(sheet.status).toBe(200);
    expect(sheet.headers.get('Content-Disposition')).toBe(
      `attachment; filename="invoices-${today}-to-${today}.xlsx"`,
    );
    const XLSX = await import('xlsx');
    const book = XLSX.read(new Uint8Array(await sheet.arrayBuffer()));
    expect(book.SheetNames).toEqual(['Documents', 'Totals']);
    const rows = XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Documents!, { header: 1 });
    expect(rows.length).toBe(4);
    expect(XLSX.utils.sheet_to_json<unknown[]>(book.Sheets.Totals!, { header: 1 })).toEqual([
      ['Country', 'VAT rate (%)', 'Net (EUR)', 'VAT (EUR)', 'Total (EUR)'],
      ['NL', 21, 82.64, 17.36, 100],
    ]);

    const bad = await Promise.all([
      call('GET', 'invoices?from=2026-03-02&to=2026-03-01', { token: owner.idToken }),
      call('GET', 'invoices?from=2025-01-01&to=2026-01-03', { token: owner.idToken }),
      call('GET', 'invoices?from=2026-13-01&to=2026-12-01', { token: owner.idToken }),
      call('GET', 'invoices?from=2026-01-01&to=2026-01-02&format=pdf', { token: owner.idToken }),
    ]);
    expect(bad.map((answer) => answer.status)).toEqual([400, 400, 400, 400]);
    expect(bad[0]!.body).toMatchObject({ error: { message: 'From must be on or before To' } });
    expect(
      (await call('GET', `invoices?from=${today}&to=${today}`, { token: customer.idToken })).status,
    ).toBe(403);
    expect((await call('GET', `invoices?from=${today}&to=${today}`)).status).toBe(401);
  }, 60_000);
});
