// The sales report screen in Chromium against the running stack (docs/decisions.md rule 57): today's
// sales by designer, the designer sold today with its units, refund and net sales, the period's total
// as the paid orders add up, the chart with its table, the best-sellers with their return rate, and
// the XLSX download. axe-core checks the page with its data.
import { adminDate, collections, formatEuro, shopDate, type RefundDoc } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { createOrder, createStoreProduct } from '../api/factories';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';
import { salesOfDays } from './support/sales-of-days';

const WAIT = { timeout: 30_000 };
/** The first answer of the API through the Functions emulator may start its process: on a busy machine, slow. */
const FIRST_ANSWER = { timeout: 90_000 };
const run = Date.now().toString(36);
const BRAND = `MAISON ${run.toUpperCase()}`;

async function expectSnackbar(page: Page, text: string): Promise<void> {
  await page.getByTestId('snackbar').filter({ hasText: text }).first().waitFor(WAIT);
}

/** What the orders paid today were charged, read one by one (other journeys' included). */
async function salesToday(): Promise<number> {
  const today = adminDate(new Date());
  return (await salesOfDays(today, today)).sales;
}

const cellsOf = async (page: Page, selector: string) =>
  (await page.locator(selector).locator('th, td').allInnerTexts()).map((text) => text.trim());

describe('Sales report', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("shows today's sales by designer, a chart with its table, best-sellers, and downloads them", async () => {
    const product = await createStoreProduct({ id: `bag-${run}`, brand: BRAND, title: `Report bag ${run}` });
    const line = (qty: number) => ({
      productId: product.id,
      sku: product.sku,
      title: product.title,
      image: product.displayImage,
      size: null,
      unitPrice: 28_000,
      qty,
      lineTotal: 28_000 * qty,
    });
    await createOrder({ id: `one-${run}`, lines: [line(1)], totalItems: 1 });
    await createOrder({
      id: `two-${run}`,
      lines: [line(2)],
      totalItems: 2,
      totals: { goods: 56_000, discount: 0, shipping: 0, vat: 9_719, payable: 56_000, vatFree: false },
      payment: 'Partly refunded',
      refunds: { reserved: 28_000, refunded: 28_000, lineQty: [1], paidAs: 'Paid' },
    });
    const refund: RefundDoc = {
      orderId: `two-${run}`,
      paymentIntentId: 'pi_two',
      amount: 28_000,
      lineQty: [1],
      full: false,
      reason: 'Returned',
      restock: true,
      returnRequestId: null,
      state: 'succeeded',
      stripeRefundId: `re_${run}`,
      requestedBy: { uid: 'admin', email: null },
      createdAt: Timestamp.now(),
      settledAt: Timestamp.now(),
    };
    await db().collection(collections.refunds).doc(`refund-${run}`).set(refund);
    const today = shopDate(new Date().toISOString());

    const { page } = session;
    await signInAsAdmin(page);
    await visit(page, '/adminsalesreport');
    const form = page.getByRole('form', { name: 'Report period' });
    // A period that ends before it starts is refused as the API would, and the admin is taken to From.
    await form.getByLabel('From').fill('2026-11-28');
    await form.getByLabel('To').fill('2026-11-01');
    await form.getByRole('button', { name: 'Show report' }).click();
    await form.getByText('From must be on or before To').waitFor(WAIT);
    expect(await form.getByLabel('From').evaluate((field) => field === document.activeElement)).toBe(true);
    await expectAccessible(page);
    await form.getByLabel('From').fill(today);
    await form.getByLabel('To').fill(today);
    await form.getByLabel('Group by').selectOption('brand');
    await form.getByRole('button', { name: 'Show report' }).click();
    await page.getByRole('heading', { name: 'Per designer' }).waitFor(FIRST_ANSWER);
    // The report on screen is in the address, as every admin view is: a shared link shows the same.
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual({
      from: today,
      to: today,
      by: 'brand',
    });

    // Designer, orders, units, goods, discounts, shipping, VAT not charged, sales, refunds, refunded,
    // net sales, average order, units returned, return rate.
    const brandCells = await cellsOf(page, `tr[data-group="${BRAND}"]`);
    expect(brandCells).toEqual([
      BRAND,
      '2',
      '3',
      formatEuro(84_000),
      formatEuro(0),
      formatEuro(0),
      formatEuro(0),
      formatEuro(84_000),
      '1',
      formatEuro(28_000),
      formatEuro(56_000),
      formatEuro(42_000),
      '1',
      '33,3 %',
    ]);
    const total = await cellsOf(page, 'tr[data-group="total"]');
    expect(total[7]).toBe(formatEuro(await salesToday()));
    expect(await page.getByTestId('sales-totals').innerText()).toContain(formatEuro(await salesToday()));

    // The chart, and the same figures as a table for whoever cannot see it.
    const chart = page.getByRole('img', { name: `Sales per day` });
    await chart.waitFor(WAIT);
    await page.getByText('The chart as a table').click();
    const chartTable = page.getByRole('table', { name: 'Sales per day' });
    await chartTable.waitFor(WAIT);
    expect(await chartTable.locator('tbody tr th').first().innerText()).toBe(today);

    const bestSellers = page.getByRole('table', { name: /Best-sellers/ });
    const bestCells = (
      await bestSellers.locator(`tr[data-product="${product.id}"]`).locator('th, td').allInnerTexts()
    ).map((text) => text.trim());
    expect(bestCells.slice(1)).toEqual([BRAND, '3', formatEuro(84_000), '1', '33,3 %']);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Download as XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`sales-by-brand-${today}-to-${today}.xlsx`);
    await expectSnackbar(page, `Downloaded the sales report as sales-by-brand-${today}-to-${today}.xlsx`);
  }, 180_000);
});
