// One figure for sales (docs/decisions.md rule 69): for the same day, Today (GET todaysales), the
// sales report, the VAT report and the owners' morning summary show the same sales, refunds and net,
// to the cent. Orders count on the Amsterdam day their money came in (paidAt, written by the
// webhook's transaction), refunds on the day Stripe reported them, whatever their order's day; an
// order paid before paidAt was kept counts on the day it was placed. Today's sales are the owner's.
import {
  collections,
  formatEuro,
  salesAmounts,
  shopDay,
  startOfShopDay,
  type AdminTodaySales,
  type MailDoc,
  type Order,
  type RefundDoc,
  type SalesReport,
  type VatReport,
} from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { applyPaymentEvent, type PaymentMails } from '../../functions/src/data/orders';
import { adminApp } from '../../functions/src/firebase-app';
import { runDailySummary } from '../../functions/src/jobs/daily-summary';
import { apiCaller } from './admin-factories';
import { signInWithPassword, signUpWithPassword, type TestUser } from './emulators';
import { createOrder, createStoreProduct, variant } from './factories';
import { useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });
const call = apiCaller(() => api.origin);

async function teamMember(email: string, role: 'owner' | 'staff'): Promise<TestUser> {
  const account = await signUpWithPassword(email);
  await getAuth(adminApp()).setCustomUserClaims(account.uid, { admin: true, role });
  return signInWithPassword(email, account.password);
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Totals of a Dutch order charging `payable` (21 % VAT inside). */
const totals = (payable: number): Order['totals'] => ({
  goods: payable,
  discount: 0,
  shipping: 0,
  vat: Math.round((payable * 21) / 121),
  payable,
  vatFree: false,
  vatRate: 21,
  vatCountry: 'NL',
  vatScheme: 'oss',
});

/** A refund Stripe reported (refunds/{id}) of `orderId`, succeeded at `settledAt` unless pending. */
async function createRefund(
  id: string,
  orderId: string,
  amount: number,
  settledAt: number | null,
  state: RefundDoc['state'] = 'succeeded',
): Promise<void> {
  const refund: RefundDoc = {
    orderId,
    paymentIntentId: `pi_${orderId}`,
    amount,
    lineQty: [0],
    full: false,
    reason: 'Goodwill',
    restock: false,
    returnRequestId: null,
    state,
    stripeRefundId: state === 'pending' ? null : `re_${id}`,
    requestedBy: { uid: 'owner', email: null },
    createdAt: Timestamp.fromMillis(settledAt ?? Date.now()),
    settledAt: settledAt === null ? null : Timestamp.fromMillis(settledAt),
  };
  await db().collection(collections.refunds).doc(id).set(refund);
}

const mails: PaymentMails = {
  confirmation: () =>
    ({ to: 'anna@example.nl', message: { subject: 'Paid', text: '', html: '' } }) as MailDoc,
  refund: () => ({ to: 'anna@example.nl', message: { subject: 'Refund', text: '', html: '' } }) as MailDoc,
  orphan: () => ({ to: 'shop@example.nl', message: { subject: 'Orphan', text: '', html: '' } }) as MailDoc,
  paidOrder: () =>
    ({ to: 'shop@example.nl', message: { subject: 'Paid order', text: '', html: '' } }) as MailDoc,
};

/** The sales of one day as the sales report and the VAT report answer them, and the summary mail's text. */
async function reportsOf(day: string, owner: TestUser) {
  const sales = await call('GET', `salesreport?from=${day}&to=${day}`, { token: owner.idToken });
  const vat = await call('GET', `vatreport?from=${day}&to=${day}`, { token: owner.idToken });
  expect(sales.status).toBe(200);
  expect(vat.status).toBe(200);
  const report = sales.body as SalesReport;
  const books = vat.body as VatReport;
  return {
    salesReport: {
      orders: report.totals.orders,
      sales: report.totals.sales,
      refunds: report.totals.refunds,
      refunded: report.totals.refunded,
      net: report.totals.netSales,
    },
    vatReport: {
      orders: books.totals.orders + books.withoutVatTotals.orders,
      sales: books.totals.sales + books.withoutVatTotals.sales,
      refunds: books.totals.refunds + books.withoutVatTotals.refunds,
      refunded: books.totals.refunded + books.withoutVatTotals.refunded,
      net: books.totals.netSales + books.withoutVatTotals.netSales,
    },
    vatReportSales: books.sales,
  };
}

/** The morning summary the day after `day` (08:00 Amsterdam): its mail's text. */
async function summaryTextFor(dayStart: number): Promise<string> {
  await db()
    .collection(collections.mail)
    .get()
    .then((snapshot) => Promise.all(snapshot.docs.map((doc) => doc.ref.delete())));
  const owners = await runDailySummary(new Date(dayStart + 24 * HOUR + 8 * HOUR + MINUTE));
  expect(owners).toEqual(['olga@maisonborsa.example']);
  const [mail] = (await db().collection(collections.mail).get()).docs.map((doc) => doc.data() as MailDoc);
  return mail?.message.text ?? '';
}

describe('one figure for a day’s sales', () => {
  it('is the same in Today, the sales report, the VAT report and the morning summary, across midnight', async () => {
    const owner = await teamMember('olga@maisonborsa.example', 'owner');
    const now = Date.now();
    const todayStart = startOfShopDay(new Date(now)).getTime();
    const yesterdayStart = startOfShopDay(new Date(now), 1).getTime();
    const today = shopDay(new Date(now));
    const yesterday = shopDay(new Date(yesterdayStart));
    // A moment today that has passed (the test may run just after midnight).
    const earlyToday = Math.min(todayStart + MINUTE, now);

    // Placed at 23:50 yesterday, paid today through the webhook's transaction: today's sale.
    const tote = await createStoreProduct({ id: 'tote', variants: [variant({ quantity: 1 })] });
    const lateBank = await createOrder({
      id: 'late-bank',
      createdAt: Timestamp.fromMillis(todayStart - 10 * MINUTE),
      payment: 'Pending',
      status: 'Pending payment',
      paymentIntentId: null,
      lines: [
        {
          productId: tote.id,
          sku: tote.sku,
          title: tote.title,
          image: '',
          size: tote.variants[0]!.size,
          unitPrice: 28_000,
          qty: 1,
          lineTotal: 28_000,
        },
      ],
      totals: totals(28_000),
    });
    const outcome = await applyPaymentEvent(
      {
        eventId: 'evt_late_bank',
        eventType: 'payment_intent.succeeded',
        kind: 'succeeded',
        orderId: lateBank.id,
        paymentIntentId: 'pi_late_bank',
        amount: 28_000,
        currency: 'eur',
        uid: lateBank.userId,
        paymentMethod: 'ideal',
      },
      mails,
      new Date(earlyToday),
    );
    expect(outcome).toMatchObject({ result: 'recorded', verdict: 'paid', changed: true });
    const paid = (await db().collection(collections.orders).doc(lateBank.id).get()).data() as Order;
    expect(paid.paidAt?.toMillis()).toBe(earlyToday);

    // Paid yesterday at 22:00; refunded partly yesterday at 23:30 and again today.
    await createOrder({
      id: 'yesterday',
      createdAt: Timestamp.fromMillis(todayStart - 2 * HOUR - 5 * MINUTE),
      paidAt: Timestamp.fromMillis(todayStart - 2 * HOUR),
      totals: totals(70_000),
      payment: 'Partly refunded',
    });
    await createRefund('r-yesterday', 'yesterday', 1_000, todayStart - 30 * MINUTE);
    await createRefund('r-today-of-yesterday', 'yesterday', 20_000, earlyToday);
    // Paid today and partly refunded today; a refund still waiting for Stripe is not taken off.
    await createOrder({
      id: 'today-refunded',
      createdAt: Timestamp.fromMillis(earlyToday),
      paidAt: Timestamp.fromMillis(earlyToday),
      totals: totals(50_001),
      payment: 'Partly refunded',
    });
    await createRefund('r-today', 'today-refunded', 5_000, earlyToday);
    await createRefund('r-pending', 'today-refunded', 7_000, null, 'pending');
    // Paid today before paidAt was kept, for stock that was gone (Refund due): still today's sale.
    await createOrder({
      id: 'legacy-refund-due',
      createdAt: Timestamp.fromMillis(earlyToday),
      totals: totals(12_345),
      payment: 'Refund due',
      status: 'Cancelled',
    });
    // Not sales: unpaid today, and a failed payment.
    await createOrder({
      id: 'unpaid',
      totals: totals(99_900),
      payment: 'Pending',
      status: 'Pending payment',
    });
    await createOrder({ id: 'failed', totals: totals(45_600), payment: 'Failed', status: 'Payment failed' });

    const expectedToday = salesAmounts([28_000, 50_001, 12_345], [20_000, 5_000]);
    const expectedYesterday = salesAmounts([70_000], [1_000]);
    expect(expectedToday).toEqual({ orders: 3, sales: 90_346, refunds: 2, refunded: 25_000, net: 65_346 });

    // Today, as the owner's overview reads it.
    const todaySales = await call('GET', 'todaysales', { token: owner.idToken });
    expect(todaySales.status).toBe(200);
    const overview = todaySales.body as AdminTodaySales;
    expect(overview.today).toEqual({ from: today, to: today, ...expectedToday });
    expect(overview.week).toMatchObject({
      to: today,
      orders: expectedToday.orders + expectedYesterday.orders,
      sales: expectedToday.sales + expectedYesterday.sales,
      refunded: expectedToday.refunded + expectedYesterday.refunded,
    });

    // The reports of today and of yesterday.
    const todays = await reportsOf(today, owner);
    expect(todays.salesReport).toEqual(expectedToday);
    expect(todays.vatReport).toEqual(expectedToday);
    expect(todays.vatReportSales).toEqual(expectedToday);
    const yesterdays = await reportsOf(yesterday, owner);
    expect(yesterdays.salesReport).toEqual(expectedYesterday);
    expect(yesterdays.vatReport).toEqual(expectedYesterday);

    // The morning summaries after each day say the same amounts.
    const summaryLines = (amounts: typeof expectedToday, day: string) =>
      `Sales on ${day}: ${formatEuro(amounts.net)} net\n` +
      `- Sales: ${formatEuro(amounts.sales)} (${amounts.orders} ${amounts.orders === 1 ? 'order' : 'orders'} paid)\n` +
      `- Refunds: ${formatEuro(amounts.refunded)} (${amounts.refunds} ${amounts.refunds === 1 ? 'refund' : 'refunds'})\n` +
      `- Net: ${formatEuro(amounts.net)}`;
    expect(await summaryTextFor(todayStart)).toContain(summaryLines(expectedToday, today));
    expect(await summaryTextFor(yesterdayStart)).toContain(summaryLines(expectedYesterday, yesterday));
  }, 90_000);

  it('keeps Today’s sales from staff, with the books', async () => {
    const staff = await teamMember('sam@maisonborsa.example', 'staff');
    const answer = await call('GET', 'todaysales', { token: staff.idToken });
    expect(answer.status).toBe(403);
    expect(answer.body).toMatchObject({ error: { code: 'forbidden' } });
  });
});
