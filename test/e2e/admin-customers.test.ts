// Customers in Chromium against the running stack: two paid orders with one e-mail become one
// customer through the stack's own trigger (docs/decisions.md rule 56); the admin finds them by part
// of the e-mail and by an order number, opens the customer page (orders, return, addresses) and
// keeps a private note. axe-core checks every page and state.
import { collections, formatEuro, type CustomerSummary } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerIdOf } from '../../functions/src/data/customer-summaries';
import { db } from '../../functions/src/data/firestore';
import { createOrder, createReturnRequest } from '../api/factories';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };
/** The first answer of the API through the Functions emulator may start its process: on a busy machine, slow. */
const FIRST_ANSWER = { timeout: 90_000 };
const run = Date.now().toString(36);
const email = `sanne.${run}@example.nl`;

async function expectSnackbar(page: Page, text: string): Promise<void> {
  await page.getByTestId('snackbar').filter({ hasText: text }).first().waitFor(WAIT);
}

/** The customer's summary as the stack's trigger writes it, once it holds `orders` orders. */
async function summaryWith(orders: number): Promise<CustomerSummary> {
  const ref = db().collection(collections.customerSummaries).doc(customerIdOf(email));
  for (let waited = 0; waited < 30_000; waited += 250) {
    const summary = (await ref.get()).data() as CustomerSummary | undefined;
    if (summary && summary.orders === orders) return summary;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The customerOfOrder trigger did not count ${orders} orders for ${email} within 30 s`);
}

describe('Customers', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('finds a customer by part of the e-mail and an order number, and keeps a private note', async () => {
    const customer = {
      firstName: 'Sanne',
      lastName: 'Visser',
      fullName: 'Sanne Visser',
      email,
      phone: '+31 6 12345678',
      address: 'Keizersgracht 1',
      postcode: '1015 AA',
      city: 'Amsterdam',
      state: '',
      country: 'NL' as const,
      companyAddress: '',
    };
    const first = await createOrder({
      id: `first-${run}`,
      orderNumber: `MB-2026-9${String(Date.now()).slice(-5)}`,
      customer,
      createdAt: Timestamp.fromMillis(Date.now() - 86_400_000),
    });
    const second = await createOrder({
      id: `second-${run}`,
      customer: { ...customer, email: email.toUpperCase(), address: 'Damrak 5', postcode: '1012 LG' },
      totals: { goods: 50_000, discount: 0, shipping: 0, vat: 8_678, payable: 50_000, vatFree: false },
      refunds: { reserved: 10_000, refunded: 10_000, lineQty: [0], paidAs: 'Paid' },
      payment: 'Partly refunded',
    });
    await createReturnRequest({ orderId: first.id, email, reason: 'Too small' });
    const summary = await summaryWith(2);
    expect(summary.spent).toBe(first.totals.payable + second.totals.payable - 10_000);

    const { page } = session;
    await signInAsAdmin(page);
    await visit(page, '/admincustomers');
    await page.getByRole('searchbox', { name: 'Search customers by name, e-mail or order number' }).fill(run);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    // Polled: the customer, newest, is in the list before the search too, and its row is gone for a
    // moment while the search's answer replaces the list.
    const row = page.locator(`tr[data-customer="${email}"]`);
    await expect
      .poll(
        async () => (await row.locator('th, td').allInnerTexts()).map((text) => text.trim()).slice(0, 5),
        {
          ...FIRST_ANSWER,
          interval: 200,
        },
      )
      .toEqual(['Sanne Visser', email, 'Guest', '2', formatEuro(summary.spent)]);
    // The search is in the address: going back to the list keeps it.
    expect(new URL(page.url()).searchParams.get('q')).toBe(run);
    await expectAccessible(page);

    // By an order number, as a customer reads it out.
    await visit(page, `/admincustomers?q=${encodeURIComponent(first.orderNumber!)}`);
    await row.waitFor(WAIT);
    expect(await page.locator('tbody tr').count()).toBe(1);

    await row.getByRole('link', { name: 'Sanne Visser' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sanne Visser' }).waitFor(WAIT);
    const orders = page.getByRole('table', { name: 'Orders of Sanne Visser' });
    await orders.getByRole('link', { name: first.orderNumber! }).waitFor(WAIT);
    expect(await orders.locator('tbody tr').count()).toBe(2);
    const returns = page.getByRole('table', { name: 'Return requests of Sanne Visser' });
    expect(await returns.innerText()).toContain('Too small');
    expect(await page.getByText('Damrak 5').count()).toBe(1);
    expect(await page.getByText('Keizersgracht 1').count()).toBe(1);
    await expectAccessible(page);

    const note = page.getByLabel("Private note (only the shop's staff see it)");
    await note.fill('Prefers delivery after 18:00; call first.');
    await page.getByRole('button', { name: 'Save note' }).click();
    await expectSnackbar(page, 'Note saved');
    await page.getByText(/Last changed .* by /).waitFor(WAIT);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Sanne Visser' }).waitFor(WAIT);
    expect(await note.inputValue()).toBe('Prefers delivery after 18:00; call first.');
    await expectAccessible(page);

    await page.getByRole('link', { name: 'Back to customers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Customers' }).waitFor(WAIT);
  }, 180_000);
});
