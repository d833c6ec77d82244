// The VAT report screen in Chromium against the seeded stack: per country and rate the
// orders' own VAT, net of the refunds made in the period; a US order only under "outside the EU";
// the XLSX download. axe-core checks the page.
import {
  cartTotals,
  collections,
  formatEuroFigure,
  shopDate,
  type CountryCode,
  type Order,
  type RefundDoc,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { createOrder } from '../api/factories';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36);

async function expectSnackbar(page: Page, text: string): Promise<void> {
  await page.getByTestId('snackbar').filter({ hasText: text }).first().waitFor(WAIT);
}

async function paidOrder(id: string, country: CountryCode, price: number): Promise<Order> {
  const { itemCount: _count, ...totals } = cartTotals({
    lines: [{ unitPrice: price, qty: 1 }],
    country,
    now: new Date(),
  });
  const shape = await createOrder({ id: `${id}-${run}` });
  const order = { ...shape, totals, customer: { ...shape.customer, country } };
  await db().collection(collections.orders).doc(`${id}-${run}`).set(order);
  return order;
}

describe('VAT report', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows VAT per country net of refunds, a US order apart, and downloads the report', async () => {
    const nl = [await paidOrder('nl-1', 'NL', 28_000), await paidOrder('nl-2', 'NL', 121_000)];
    const de = await paidOrder('de-1', 'DE', 39_000);
    const us = await paidOrder('us-1', 'US', 50_000);
    const refund: RefundDoc = {
      orderId: `nl-1-${run}`,
      paymentIntentId: 'pi_nl',
      amount: 12_100,
      lineQty: [1],
      full: false,
      reason: 'Returned',
      restock: false,
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
    await visit(page, '/adminvatreport');
    const form = page.getByRole('form', { name: 'Report period' });
    await form.getByLabel('From').fill(today);
    await form.getByLabel('To').fill(today);
    await form.getByRole('button', { name: 'Show report' }).click();
    await page.getByRole('heading', { name: `Sales with VAT, ${today} to ${today}` }).waitFor(WAIT);

    const vatTable = page.getByRole('table', { name: 'VAT per country and rate' });
    // This test's orders are charged under the OSS scheme; orders of other journeys stored without a
    // rate are read as Dutch VAT under the domestic one, on a line of their own.
    const cells = async (country: string) =>
      (
        await vatTable
          .locator(`tr[data-country="${country}"]`)
          .filter({ hasText: 'OSS (destination country VAT)' })
          .locator('th, td')
          .allInnerTexts()
      ).map((text) => text.trim());
    const nlVat = nl.reduce((sum, order) => sum + order.totals.vat, 0);
    const nlSales = nl.reduce((sum, order) => sum + order.totals.payable, 0);
    // Country, rate, scheme, declared in, orders, goods, shipping, sales, VAT, refunds, refunded,
    // VAT refunded, net ...
    expect(await cells('NL')).toEqual(
      expect.arrayContaining([
        'Netherlands',
        '21 %',
        '2',
        formatEuroFigure(nlSales),
        formatEuroFigure(nlVat),
      ]),
    );
    const nlCells = await cells('NL');
    // Amounts without the euro sign the headings carry (docs/decisions.md rule 63).
    expect(nlCells.slice(9)).toEqual([
      '1',
      formatEuroFigure(12_100),
      formatEuroFigure(2_100),
      formatEuroFigure(nlSales - 12_100),
      formatEuroFigure(nlVat - 2_100),
      formatEuroFigure(nlSales - 12_100 - (nlVat - 2_100)),
    ]);
    // Germany at its own 19 % under the OSS scheme, declared in the OSS return (rule 36).
    expect((await cells('DE')).slice(1, 4)).toEqual(['19 %', 'OSS (destination country VAT)', 'OSS return']);
    expect((await cells('DE'))[8]).toBe(formatEuroFigure(de.totals.vat));
    expect(await page.getByTestId('vat-report-scheme').innerText()).toMatch(/charged under .*OSS/);
    expect(await vatTable.locator('tr[data-country="US"]').count()).toBe(0);
    const outside = page.getByRole('table', { name: 'Sales charged without VAT, per country' });
    const usCells = await outside.locator('tr[data-country="US"]').locator('th, td').allInnerTexts();
    expect(usCells.map((text) => text.trim()).slice(0, 9)).toEqual([
      'United States',
      '0 %',
      'OSS (destination country VAT)',
      'No VAT',
      '1',
      expect.any(String),
      expect.any(String),
      formatEuroFigure(us.totals.payable),
      formatEuroFigure(0),
    ]);
    // Every column in view at 1280 px beside the navigation: nothing clipped, nothing to scroll.
    for (const name of ['VAT per country and rate', 'Sales charged without VAT, per country']) {
      const region = page.getByRole('region', { name });
      expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    }
    expect(await vatTable.locator('thead th').last().innerText()).toBe('Net without VAT (€)');
    // The period is in the address: a reload shows the same report.
    expect(new URL(page.url()).searchParams.get('from')).toBe(today);
    await expectAccessible(page);

    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Download as XLSX' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`vat-${today}-to-${today}.xlsx`);
    await expectSnackbar(page, `Downloaded the VAT report as vat-${today}-to-${today}.xlsx`);
  }, 90_000);
});
