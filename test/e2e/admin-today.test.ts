// Today's overview on All Orders in Chromium against the seeded stack (docs/decisions.md rules 63
// and 69): the owner lands on it after signing in, and the top bar names the page. "Sales today" and
// "Sales, last 7 days" are the sales, refunds and net of the orders paid and the refunds made in
// those days, counted here from the orders and refunds themselves, and the card leads to the sales
// report of the same days, which shows the same sales. Low stock and sold out are counted apart,
// each the total its list shows on the Low stock screen. Each card leads to the list it counts.
// Staff land on the same page, without the sales. axe-core checks every page.
import {
  adminDate,
  collections,
  formatEuro,
  LOW_STOCK_MAX,
  SALES_WEEK_DAYS_BACK,
  startOfShopDay,
  type RefundDoc,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_STAFF } from '../../scripts/seed';
import { db } from '../../functions/src/data/firestore';
import { createOrder, createReturnRequest, createStoreProduct, variant } from '../api/factories';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';
import { salesOfDays } from './support/sales-of-days';

const WAIT = { timeout: 30_000 };
/** The first answer of the API through the Functions emulator may start its process: on a busy machine, slow. */
const FIRST_ANSWER = { timeout: 90_000 };
const run = Date.now().toString(36);

const today = () => adminDate(new Date());

/** The Today card of `label`: its figure and the line under it, once every figure has arrived. */
async function card(page: Page, label: string): Promise<{ value: string; detail: string }> {
  await page.waitForFunction(
    () => document.querySelector('[data-testid="today"]')?.getAttribute('aria-busy') === 'false',
    undefined,
    FIRST_ANSWER,
  );
  const box = page
    .getByTestId('today')
    .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) });
  const value = (await box.locator('dd').first().innerText()).trim();
  const detail = box.getByTestId('detail');
  return { value, detail: (await detail.count()) > 0 ? (await detail.innerText()).trim() : '' };
}

/** Waits until the admin top bar names the page `name`. */
const pageNamed = (page: Page, name: string) =>
  page
    .getByTestId('admin-page-name')
    .filter({ hasText: new RegExp(`^${name}$`) })
    .waitFor(WAIT);

const cardLink = (page: Page, label: string) =>
  page.getByTestId('today').getByRole('link', { name: new RegExp(`^${label}: .*Show them$`) });

const payable = (cents: number) => ({
  goods: cents,
  discount: 0,
  shipping: 0,
  vat: Math.round((cents * 21) / 121),
  payable: cents,
  vatFree: false,
});

describe("Today's overview", () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("greets the owner after sign-in with today's and the week's sales, as the sales report counts them", async () => {
    const now = new Date();
    const todayStart = startOfShopDay(now).getTime();
    const earlyToday = Timestamp.fromMillis(Math.min(todayStart + 60_000, now.getTime()));
    // Placed yesterday, paid today: today's sale.
    await createOrder({
      id: `paid-today-${run}`,
      createdAt: Timestamp.fromMillis(todayStart - 600_000),
      paidAt: earlyToday,
      totals: payable(123_456),
    });
    // Paid three days ago (in the week only), refunded today: the refund is today's.
    const threeDaysAgo = Timestamp.fromMillis(startOfShopDay(now, 3).getTime() + 3_600_000);
    const earlier = await createOrder({
      id: `earlier-${run}`,
      createdAt: threeDaysAgo,
      paidAt: threeDaysAgo,
      totals: payable(70_000),
      payment: 'Partly refunded',
    });
    const refund: RefundDoc = {
      orderId: earlier.id,
      paymentIntentId: earlier.paymentIntentId ?? 'pi_earlier',
      amount: 20_000,
      lineQty: [0],
      full: false,
      reason: 'Goodwill',
      restock: false,
      returnRequestId: null,
      state: 'succeeded',
      stripeRefundId: `re_${run}`,
      requestedBy: { uid: 'owner', email: null },
      createdAt: earlyToday,
      settledAt: earlyToday,
    };
    await db().collection(collections.refunds).doc(`refund-${run}`).set(refund);
    // Not sales: unpaid today.
    await createOrder({ id: `unpaid-${run}`, totals: payable(99_900), payment: 'Pending' });

    const todays = await salesOfDays(today(), today());
    const week = await salesOfDays(adminDate(startOfShopDay(now, SALES_WEEK_DAYS_BACK)), today());
    // The orders and refund made above are part of the figures (plus whatever the seed placed).
    expect(todays.sales).toBeGreaterThanOrEqual(123_456);
    expect(todays.refunded).toBeGreaterThanOrEqual(20_000);
    expect(week.sales).toBeGreaterThanOrEqual(todays.sales + 70_000);

    const { page } = session;
    await signInAsAdmin(page);
    // The owner lands on Today, and the top bar says where they are.
    await page.waitForURL((url) => url.pathname === '/adminmainstoreorders', WAIT);
    // The address changes before the page renders (React Router's transition): wait for the bar.
    await pageNamed(page, 'Today and orders');
    expect(await card(page, 'Sales today')).toEqual({
      value: formatEuro(todays.sales),
      detail: `Refunds ${formatEuro(todays.refunded)} · net ${formatEuro(todays.net)}`,
    });
    expect(await card(page, 'Sales, last 7 days')).toEqual({
      value: formatEuro(week.sales),
      detail: `Refunds ${formatEuro(week.refunded)} · net ${formatEuro(week.net)}`,
    });
    await expectAccessible(page);

    // The card's figure is the sales report's for the same day.
    await cardLink(page, 'Sales today').click();
    await page.waitForURL(
      (url) =>
        url.pathname === '/adminsalesreport' &&
        url.searchParams.get('from') === today() &&
        url.searchParams.get('to') === today(),
      WAIT,
    );
    const totals = page.getByTestId('sales-totals');
    await totals.waitFor(FIRST_ANSWER);
    const text = await totals.innerText();
    expect(text).toContain(formatEuro(todays.sales));
    expect(text).toContain(formatEuro(todays.refunded));
    expect(text).toContain(formatEuro(todays.net));
    await pageNamed(page, 'Sales report');
    await expectAccessible(page);

    // And the VAT report's for the same day, its lines with and without VAT together.
    await visit(page, `/adminvatreport?from=${today()}&to=${today()}`);
    const vatSales = page.getByTestId('vat-report-sales');
    await vatSales.waitFor(FIRST_ANSWER);
    expect(await vatSales.innerText()).toBe(
      `All sales: ${formatEuro(todays.sales)} (${todays.orders} ${todays.orders === 1 ? 'order' : 'orders'}), ` +
        `refunds ${formatEuro(todays.refunded)}, net ${formatEuro(todays.net)}.`,
    );
    await expectAccessible(page);
  }, 240_000);

  it('counts low stock and sold out apart, each the total of its list on the Low stock screen', async () => {
    await createStoreProduct({
      id: `gone-${run}`,
      title: `Gone bag ${run}`,
      variants: [variant({ quantity: 0 })],
    });
    await createStoreProduct({
      id: `last-${run}`,
      title: `Last bag ${run}`,
      variants: [variant({ quantity: 1 })],
    });
    const products = db().collection(collections.products);
    const [low, soldOut] = await Promise.all([
      products.where('inStock', '==', true).where('lowestSizeStock', '<=', LOW_STOCK_MAX).count().get(),
      products.where('inStock', '==', false).count().get(),
    ]);
    const lowCount = low.data().count;
    const soldOutCount = soldOut.data().count;
    expect(lowCount).toBeGreaterThanOrEqual(1);
    expect(soldOutCount).toBeGreaterThanOrEqual(1);

    const { page } = session;
    await visit(page, '/adminmainstoreorders');
    expect((await card(page, 'Low stock')).value).toBe(String(lowCount));
    expect((await card(page, 'Sold out')).value).toBe(String(soldOutCount));

    await cardLink(page, 'Sold out').click();
    await page.waitForURL((url) => url.pathname === '/adminlowstock', WAIT);
    expect(new URL(page.url()).searchParams.get('show')).toBe('sold-out');
    await pageNamed(page, 'Low stock');
    const total = page.getByTestId('stock-total');
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="stock-total"]')?.textContent === expected,
      `Sold out: ${soldOutCount} ${soldOutCount === 1 ? 'store item' : 'store items'}`,
      FIRST_ANSWER,
    );
    // Every item listed has no unit left; the one still for sale is not among them.
    const units = page.getByTestId('low-stock').locator('tbody tr td:nth-of-type(2)');
    await units.first().waitFor(WAIT);
    expect(new Set(await units.allInnerTexts())).toEqual(new Set(['0']));
    expect(await page.locator(`tr[data-product="last-${run}"]`).count()).toBe(0);
    await expectAccessible(page);

    await page.getByRole('button', { name: new RegExp(`^Low stock \\(${lowCount}\\)$`) }).click();
    await page.waitForFunction(
      (expected) => document.querySelector('[data-testid="stock-total"]')?.textContent === expected,
      `Low stock: ${lowCount} ${lowCount === 1 ? 'store item' : 'store items'}`,
      WAIT,
    );
    expect(await total.innerText()).toContain(String(lowCount));
    await expectAccessible(page);
  }, 120_000);

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
    expect((await card(page, 'Open return requests')).value).toBe(String(open));

    await cardLink(page, 'Paid, not shipped').click();
    await page.waitForURL((url) => url.searchParams.get('toship') === '1', WAIT);
    // React Router renders a navigation in a transition: the address changes while the whole list
    // still shows, both orders in it. The view's own line says the paid, not shipped list is on screen.
    await page.getByTestId('to-ship').waitFor(WAIT);
    await page.locator(`tr[data-order-id="${toShip.id}"]`).waitFor(WAIT);
    expect(await page.locator(`tr[data-order-id="${shipped.id}"]`).count()).toBe(0);
    await expectAccessible(page);

    await cardLink(page, 'Open return requests').click();
    await page.waitForURL(
      (url) => url.pathname === '/adminreturns' && url.searchParams.get('state') === 'open',
      WAIT,
    );
    const row = (id: string) => page.locator('tr', { has: page.getByRole('rowheader', { name: id }) });
    await row(approved.id).getByTestId('refund-due').waitFor(WAIT);
    expect(await row(rejected.id).count()).toBe(0);
    await expectAccessible(page);
    await own.close();
  }, 120_000);

  it('lands staff on Today without the sales', async () => {
    const own = await openBrowser();
    const { page } = own;
    await visit(page, '/admin');
    await page.getByLabel(/e-mail/i).fill(DEMO_STAFF.email);
    await page.getByLabel(/password/i).fill(DEMO_STAFF.password);
    await page.getByRole('button', { name: /sign in|login/i }).click();
    await page.waitForURL((url) => url.pathname === '/adminmainstoreorders', WAIT);
    // Every figure staff may see has arrived; no sales card, and no failed call behind one.
    expect((await card(page, 'Paid, not shipped')).value).toMatch(/^\d+$/);
    expect(
      await page
        .getByTestId('today')
        .locator('dt', { hasText: /^Sales/ })
        .count(),
    ).toBe(0);
    expect(await page.getByRole('alert').filter({ hasText: 'could not' }).count()).toBe(0);
    await expectAccessible(page);
    await own.close();
  }, 120_000);
});
