// Today's overview on All Orders in Chromium against the seeded stack: "Sales
// today" and "Sales, last 7 days" equal the sums of the paid orders placed in those windows, net of
// their refunds, counted here from the orders themselves, orders never refunded included (an
// aggregate summing two fields at once counted only orders having both, and showed € 0,00). Each
// card leads to the list it counts (docs/decisions.md rule 63): the paid orders not shipped, the
// approved return whose refund is still due among the open requests, the VAT report of the day.
import {
  adminDate,
  collections,
  formatEuro,
  netSales,
  SALES_PAYMENTS,
  SALES_WEEK_DAYS_BACK,
  startOfShopDay,
  type Order,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { createOrder, createReturnRequest } from '../api/factories';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36);

/** Net sales of the orders placed since `since`, read and added up one by one. */
async function salesSince(since: Date): Promise<number> {
  const snapshot = await db()
    .collection(collections.orders)
    .where('createdAt', '>=', Timestamp.fromDate(since))
    .get();
  let paid = 0;
  let refunded = 0;
  for (const doc of snapshot.docs) {
    const order = doc.data() as Order;
    if (!SALES_PAYMENTS.includes(order.payment)) continue;
    paid += order.totals.payable;
    refunded += order.refunds?.refunded ?? 0;
  }
  return netSales(paid, refunded);
}

async function figure(page: Page, label: string): Promise<string> {
  const cell = page
    .getByTestId('today')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
    .locator('dd');
  await page.waitForFunction(
    (testId) => document.querySelector(`[data-testid="${testId}"]`)?.getAttribute('aria-busy') === 'false',
    'today',
    WAIT,
  );
  return (await cell.innerText()).trim();
}

describe("Today's overview", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("shows today's and the week's sales as the sums of those paid orders, net of refunds", async () => {
    const payable = (cents: number) => ({
      goods: cents,
      discount: 0,
      shipping: 0,
      vat: Math.round((cents * 21) / 121),
      payable: cents,
      vatFree: false,
    });
    // Paid today, never refunded: the order an aggregate over both fields left out.
    await createOrder({ id: `today-paid-${run}`, totals: payable(123_456) });
    await createOrder({
      id: `today-part-${run}`,
      totals: payable(50_000),
      payment: 'Partly refunded',
      refunds: { reserved: 20_000, refunded: 20_000, lineQty: [1], paidAs: 'Paid' },
    });
    // Not sales: unpaid today; and paid three days ago (in the week only).
    await createOrder({ id: `today-unpaid-${run}`, totals: payable(99_900), payment: 'Pending' });
    const threeDaysAgo = new Date(startOfShopDay(new Date(), 3).getTime() + 3_600_000);
    await createOrder({
      id: `earlier-${run}`,
      totals: payable(70_000),
      createdAt: Timestamp.fromDate(threeDaysAgo),
    });

    const now = new Date();
    const today = await salesSince(startOfShopDay(now));
    const week = await salesSince(startOfShopDay(now, SALES_WEEK_DAYS_BACK));
    // The orders made above are part of the figures (plus whatever the seed placed today).
    expect(today).toBeGreaterThanOrEqual(123_456 + 30_000);
    expect(week).toBeGreaterThanOrEqual(today + 70_000);

    const { page } = session;
    await signInAsAdmin(page);
    await visit(page, '/adminmainstoreorders');
    expect(await figure(page, 'Sales today')).toBe(formatEuro(today));
    expect(await figure(page, 'Sales, last 7 days')).toBe(formatEuro(week));
    await expectAccessible(page);
  }, 90_000);

  it('leads from each card to the list it counts', async () => {
    const toShip = await createOrder({ id: `to-ship-${run}` });
    const shipped = await createOrder({ id: `shipped-${run}`, status: 'Out for Delivery' });
    const approved = await createReturnRequest({
      id: `approved-${run}`,
      orderId: toShip.id,
      state: 'Approved',
    });
    const rejected = await createReturnRequest({
      id: `rejected-${run}`,
      orderId: toShip.id,
      state: 'Rejected',
    });
    const open = (
      await db()
        .collection(collections.returnRequests)
        .where('state', 'in', ['Requested', 'Approved'])
        .count()
        .get()
    ).data().count;

    // A browser of its own: it signs in whatever the test before it did.
    const own = await openBrowser();
    const { page } = own;
    await signInAsAdmin(page);
    await visit(page, '/adminmainstoreorders');
    // An approved return whose refund is still due is counted as open.
    expect(await figure(page, 'Open return requests')).toBe(String(open));

    const card = (label: string) => page.getByRole('link', { name: new RegExp(`^${label}: .*Show them$`) });
    await card('Paid, not shipped').click();
    await page.waitForURL((url) => url.searchParams.get('toship') === '1', WAIT);
    // React Router renders a navigation in a transition: the address changes while the whole list
    // still shows, both orders in it. The view's own line says the paid, not shipped list is on screen.
    await page.getByTestId('to-ship').waitFor(WAIT);
    await page.locator(`tr[data-order-id="${toShip.id}"]`).waitFor(WAIT);
    expect(await page.locator(`tr[data-order-id="${shipped.id}"]`).count()).toBe(0);
    await expectAccessible(page);

    await card('Open return requests').click();
    await page.waitForURL(
      (url) => url.pathname === '/adminreturns' && url.searchParams.get('state') === 'open',
      WAIT,
    );
    const row = (id: string) => page.locator('tr', { has: page.getByRole('rowheader', { name: id }) });
    await row(approved.id).getByTestId('refund-due').waitFor(WAIT);
    expect(await row(rejected.id).count()).toBe(0);
    await expectAccessible(page);

    await visit(page, '/adminmainstoreorders');
    await card('Sales today').click();
    const today = adminDate(new Date());
    await page.waitForURL(
      (url) => url.pathname === '/adminvatreport' && url.searchParams.get('from') === today,
      WAIT,
    );
    await page.getByRole('heading', { name: `Sales with VAT, ${today} to ${today}` }).waitFor(WAIT);
    await expectAccessible(page);
    await own.close();
  }, 120_000);
});
