// All Orders search and payment filter in Chromium against the seeded stack: an order is
// found by its number (as typed, any case; an order placed before numbers by its id) or by part of
// the customer's name or e-mail ("sanne" finds Sanne's orders), the payment filter counts Refund due
// in its menu (as Today's overview does), the search stays live, and it stays in the address: Order
// Details' "Back to all orders" returns to it. axe-core checks each state, at 1280 px.
import { collections, LOW_STOCK_MAX, type Order, type StoreProduct } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';
import { createOrder } from '../api/factories';

const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36);
let sequence = 0;

/** A paid order of this run for {firstName} {lastName}, newer than the ones made before it. */
async function createSearchOrder(
  id: string,
  lastName: string,
  fields: Partial<Order> = {},
  firstName = 'Sam',
): Promise<string> {
  sequence += 1;
  const order = await createOrder({
    id: `${id}-${run}`,
    // Each one newer than the last, so the table's order is known.
    createdAt: Timestamp.fromMillis(Date.now() + sequence),
    customer: {
      firstName,
      lastName,
      fullName: `${firstName} ${lastName}`,
      email: `${id}-${run}@example.nl`,
      phone: '',
      address: 'Keizersgracht 1',
      postcode: '1015 AA',
      city: 'Amsterdam',
      state: '',
      country: 'NL',
      companyAddress: '',
    },
    ...fields,
  });
  return order.id;
}

/** The order ids the table shows, once it shows exactly `expected`. */
async function expectRows(page: Page, expected: string[]): Promise<void> {
  await page.waitForFunction(
    (ids) =>
      JSON.stringify(
        [...document.querySelectorAll('tr[data-order-id]')].map((row) => row.getAttribute('data-order-id')),
      ) === JSON.stringify(ids),
    expected,
    WAIT,
  );
}

async function search(page: Page, by: string, text: string): Promise<void> {
  const form = page.getByRole('search', { name: 'Find orders' });
  await form.getByLabel('Search by').selectOption({ label: by });
  await form.getByLabel(by, { exact: true }).fill(text);
  await form.getByRole('button', { name: 'Search' }).click();
}

describe('admin order search', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('finds an order by number or part of a name or e-mail, with the payment filter, live, and keeps it on the way back', async () => {
    const vries = await createSearchOrder('vries', 'de Vries');
    const sanne = await createSearchOrder(`sanne.bakker`, 'Bakker', {}, 'Sanne');
    // The number as the checkout gives it (nine digits: never one the checkout has given out in a test).
    const otherNumber = `MB-2026-${String(Date.now() % 900_000_000).padStart(9, '0')}`;
    const other = await createSearchOrder('other', 'Jansen', { orderNumber: otherNumber });
    const due = await createSearchOrder('due', 'de Vries', { payment: 'Refund due', status: 'Cancelled' });
    const refundDue = (
      await db().collection(collections.orders).where('payment', '==', 'Refund due').count().get()
    ).data().count;
    // Counted here from the variants themselves, not from the fields the overview's query reads:
    // low, a product still for sale with any size at or below the figure (docs/decisions.md rule 65);
    // sold out, one with no size left, counted apart (rule 69).
    const variantsOf = (await db().collection(collections.products).get()).docs.map(
      (doc) => (doc.data() as StoreProduct).variants,
    );
    const soldOut = variantsOf.filter((variants) =>
      variants.every((variant) => variant.quantity <= 0),
    ).length;
    const lowStock =
      variantsOf.filter((variants) => variants.some((variant) => variant.quantity <= LOW_STOCK_MAX)).length -
      soldOut;

    const { page } = session;
    await signInAsAdmin(page);
    await visit(page, '/adminmainstoreorders');
    await page.locator(`tr[data-order-id="${due}"]`).waitFor(WAIT);
    // Today's overview counts the same orders waiting for a refund, from an aggregate query.
    await page
      .getByTestId('today')
      .locator('div', { has: page.locator('dt', { hasText: /^Refund due$/ }) })
      .locator('dd', { hasText: new RegExp(`^${refundDue}$`) })
      .waitFor(WAIT);
    for (const [label, count] of [
      ['Low stock', lowStock],
      ['Sold out', soldOut],
    ] as const) {
      await page
        .getByTestId('today')
        .locator('div', { has: page.locator('dt', { hasText: new RegExp(`^${label}$`) }) })
        .locator('dd', { hasText: new RegExp(`^${count}$`) })
        .waitFor(WAIT);
    }

    // A whole address, typed in another case than the customer did at checkout: still found.
    await search(page, 'Name or e-mail', `Vries-${run}@Example.NL`);
    await expectRows(page, [vries]);
    await expectAccessible(page);
    // Part of a first name, and the start of the e-mail's second word.
    await search(page, 'Name or e-mail', 'sanne');
    await expectRows(page, [sanne]);
    await search(page, 'Name or e-mail', 'bakk');
    await expectRows(page, [sanne]);
    // One letter would find half the customers: said beside the field, the table left as it was.
    await search(page, 'Name or e-mail', 's');
    await page.getByText('Type at least 2 letters of a name or e-mail').waitFor(WAIT);
    await expectRows(page, [sanne]);
    await expectAccessible(page);

    // By its number, typed as an owner types it: lower case, the number as written, or its id.
    await search(page, 'Order number', otherNumber.toLowerCase());
    await expectRows(page, [other]);
    await search(page, 'Order number', vries);
    await expectRows(page, [vries]);
    await search(page, 'Order number', otherNumber);
    await expectRows(page, [other]);

    // Several words: every one the start of a word of the name or e-mail.
    await search(page, 'Name or e-mail', 'SAM DE VRIES');
    await expectRows(page, [due, vries]);

    // The payment menu counts the orders waiting for a refund; choosing it narrows the search.
    const paymentSelect = page.getByLabel('Payment', { exact: true });
    await paymentSelect.selectOption({ label: `Refund due (${refundDue})` });
    await expectRows(page, [due]);
    await expectAccessible(page);

    // Live: a new order matching the search appears without a reload.
    await paymentSelect.selectOption({ label: 'Any payment' });
    const late = await createSearchOrder('late', 'de Vries');
    await expectRows(page, [late, due, vries]);

    // The search and the payment live in the address: Order Details leads back to them.
    await paymentSelect.selectOption({ label: `Refund due (${refundDue})` });
    await expectRows(page, [due]);
    await page.getByRole('link', { name: `View details of order ${due}` }).click();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor(WAIT);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to all orders' }).click();
    await expectRows(page, [due]);
    const address = new URL(page.url());
    expect([address.searchParams.get('q'), address.searchParams.get('payment')]).toEqual([
      'SAM DE VRIES',
      'Refund due',
    ]);
    const form = page.getByRole('search', { name: 'Find orders' });
    expect(await form.getByLabel('Name or e-mail', { exact: true }).inputValue()).toBe('SAM DE VRIES');
    expect(await paymentSelect.inputValue()).toBe('Refund due');
    // And so does the browser's Back.
    await page.goBack();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor(WAIT);
    await page.goBack();
    await expectRows(page, [due]);

    await paymentSelect.selectOption({ label: 'Any payment' });
    await form.getByRole('button', { name: 'Clear' }).click();
    await page.locator(`tr[data-order-id="${other}"]`).waitFor(WAIT);
    await expectAccessible(page);
  }, 120_000);
});
