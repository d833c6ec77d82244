// Refunds and returns in Chromium against the seeded stack: the admin refunds one item of
// a paid order from its details page, then the rest; the local test payment provider settles each
// refund through the signed webhook path, and the customer's /track shows Partly refunded, then
// Refunded. A return request is approved and refunded from its order, another rejected with a
// reason; an approved return stays among the open requests until its refund is done. axe-core
// checks every page state.
import { collections, formatEuro, type Order, type OrderLine } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';
import { createCustomer, signInAsAdmin, openTrackAsCustomer, trackedOrderFact } from './support/journeys';

const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36);
/** Order numbers of this run (nine digits: never one the checkout has given out in a test). */
const orderNumber = (offset: number) =>
  `MB-2026-${String((Date.now() % 900_000_000) + offset).padStart(9, '0')}`;

function line(title: string, unitPrice: number): OrderLine {
  return {
    productId: `e2e-refund-${title.toLowerCase().replace(/\W+/g, '-')}`,
    sku: `E2E-${title.slice(0, 3).toUpperCase()}`,
    title,
    image: `${shopUrl}/favicon.svg`,
    size: null,
    unitPrice,
    qty: 1,
    lineTotal: unitPrice,
  };
}

/** The Payment fact on Order Details, once it reads `expected`. */
async function waitForPayment(page: Page, expected: string): Promise<void> {
  await page
    .locator('dt', { hasText: /^Payment$/ })
    .locator('xpath=following-sibling::dd[1]')
    .filter({ hasText: expected })
    .waitFor(WAIT);
}

describe('admin refunds', () => {
  let admin: BrowserSession;
  let customer: BrowserSession;
  beforeAll(async () => {
    [admin, customer] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([admin?.close(), customer?.close()]);
  });

  it('refunds a paid order from its details page, and /track shows it', async () => {
    const email = `rita-${run}@example.nl`;
    const password = 'refund-password-1';
    const { uid } = await createCustomer(email, password);
    const orderId = `refund-${run}`;
    const number = orderNumber(1);
    const lines = [line('Jackie 1961 shoulder bag', 329_000), line('Saffiano belt', 39_000)];
    const order: Order = {
      orderNumber: number,
      userId: uid,
      createdAt: Timestamp.now(),
      customer: {
        firstName: 'Rita',
        lastName: 'Refund',
        fullName: 'Rita Refund',
        email,
        phone: '',
        address: 'Prinsengracht 263',
        postcode: '1016 GV',
        city: 'Amsterdam',
        state: '',
        country: 'NL',
        companyAddress: '',
      },
      lines,
      totals: { goods: 368_000, discount: 0, shipping: 0, vat: 63_868, payable: 368_000, vatFree: false },
      couponCode: null,
      note: '',
      totalItems: 2,
      payment: 'Paid',
      status: 'Order Received',
      completed: false,
      paymentMethod: 'card',
      paymentIntentId: `pi_${run}_refund`,
      clientReport: null,
    };
    await db().collection(collections.orders).doc(orderId).set(order);

    await openTrackAsCustomer(customer.page, email, password);
    expect(await trackedOrderFact(customer.page, orderId, 'order-payment')).toBe('Paid');
    await expectAccessible(customer.page);

    const { page } = admin;
    await signInAsAdmin(page);
    await visit(page, `/adminmainstoreordersdetails?id=${uid}&orderId=${orderId}`);
    await waitForPayment(page, 'Paid');
    await page.getByText('Nothing has been refunded.').waitFor(WAIT);
    // The order is named by its number; the URL keeps its id.
    await page
      .locator('dt', { hasText: /^Order number$/ })
      .locator('xpath=following-sibling::dd[1]')
      .filter({ hasText: number })
      .waitFor(WAIT);
    expect(await page.title()).toContain(number);
    await expectAccessible(page);

    // Nothing is chosen for the admin (docs/decisions.md rule 60): sending asks what to refund, and
    // the reason, both at once.
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Refund' });
    await dialog.getByText(`Order ${number} for Rita Refund`).waitFor(WAIT);
    expect(await dialog.getByLabel(/Everything not yet refunded/).isChecked()).toBe(false);
    expect(await dialog.getByLabel('Some items').isChecked()).toBe(false);
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText('Choose what to refund').waitFor(WAIT);
    await dialog.getByText('Reason is required').waitFor(WAIT);
    await dialog.getByLabel('Some items').check();
    await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByText('Choose at least one item to refund.').waitFor(WAIT);
    await expectAccessible(page);

    // One item: the belt, with a reason; the button says what it sends. Under € 500: no second question.
    await dialog.getByLabel(/Saffiano belt: units to refund/).fill('1');
    expect(await dialog.getByTestId('refund-amount').innerText()).toBe(formatEuro(39_000));
    const refundBelt = dialog.getByRole('button', { name: `Refund ${formatEuro(39_000)}`, exact: true });
    await expectAccessible(page);
    await refundBelt.click();
    await dialog.getByText('Reason is required').waitFor(WAIT);
    await dialog.getByLabel('Reason').fill('The customer returned the belt');
    await refundBelt.click();
    await page
      .getByTestId('snackbar')
      .filter({ hasText: `${formatEuro(39_000)} refunded` })
      .first()
      .waitFor(WAIT);
    await waitForPayment(page, 'Partly refunded');
    await page.getByTestId('refunds').getByText('The customer returned the belt').waitFor(WAIT);
    await expectAccessible(page);

    await visit(customer.page, '/track');
    expect(await trackedOrderFact(customer.page, orderId, 'order-payment')).toBe('Partly refunded');

    // Then everything left: over € 500, so the dialog asks once more, and Back returns to the form.
    await page.getByRole('button', { name: 'Refund', exact: true }).click();
    await dialog.getByLabel(/Everything not yet refunded/).check();
    expect(await dialog.getByTestId('refund-amount').innerText()).toBe(formatEuro(329_000));
    await dialog.getByLabel('Reason').fill('Order cancelled by the customer');
    await dialog.getByRole('button', { name: `Refund ${formatEuro(329_000)}`, exact: true }).click();
    const secondAsk = dialog.getByTestId('refund-second-ask');
    expect(await secondAsk.innerText()).toBe(
      `Send ${formatEuro(329_000)} back to the customer of order ${number}? A refund cannot be undone.`,
    );
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    expect(await dialog.getByLabel('Reason').inputValue()).toBe('Order cancelled by the customer');
    expect(await page.getByTestId('refunds').getByText('Order cancelled by the customer').count()).toBe(0);
    await dialog.getByRole('button', { name: `Refund ${formatEuro(329_000)}`, exact: true }).click();
    await dialog.getByRole('button', { name: `Yes, send ${formatEuro(329_000)}`, exact: true }).click();
    await waitForPayment(page, 'Refunded');
    // Nothing is left to refund: the button is gone.
    await page.getByRole('button', { name: 'Refund', exact: true }).waitFor({ state: 'detached', ...WAIT });
    await expectAccessible(page);

    await visit(customer.page, '/track');
    expect(await trackedOrderFact(customer.page, orderId, 'order-payment')).toBe('Refunded');
    await expectAccessible(customer.page);

    const mails = await db().collection(collections.mail).where('to', '==', email).get();
    expect(mails.docs.map((doc) => doc.get('message.subject') as string).sort()).toEqual([
      `Your Maison Borsa order ${number}: ${formatEuro(329_000)} refunded`,
      `Your Maison Borsa order ${number}: ${formatEuro(39_000)} refunded`,
    ]);
  }, 120_000);

  it('approves a return request and refunds it from its order, and rejects another with a reason', async () => {
    const email = `rob-${run}@example.nl`;
    const orderId = `returned-${run}`;
    const number = orderNumber(2);
    const order: Order = {
      orderNumber: number,
      userId: `guest-${orderId}`,
      // Placed 20 days ago: the later request is flagged as outside the return window.
      createdAt: Timestamp.fromMillis(Date.now() - 20 * 86_400_000),
      customer: {
        firstName: 'Rob',
        lastName: 'Return',
        fullName: 'Rob Return',
        email,
        phone: '',
        address: 'Prinsengracht 263',
        postcode: '1016 GV',
        city: 'Amsterdam',
        state: '',
        country: 'NL',
        companyAddress: '',
      },
      lines: [line('Saffiano card holder', 19_000), line('Silk scarf', 25_000)],
      totals: { goods: 44_000, discount: 0, shipping: 0, vat: 7_636, payable: 44_000, vatFree: false },
      couponCode: null,
      note: '',
      totalItems: 2,
      payment: 'Paid',
      status: 'Order Completed',
      completed: true,
      paymentMethod: 'card',
      paymentIntentId: `pi_${run}_returned`,
      clientReport: null,
    };
    await db().collection(collections.orders).doc(orderId).set(order);
    const requests = db().collection(collections.returnRequests);
    const approveId = `APPROVE${run}`.toUpperCase();
    const rejectId = `REJECT${run}`.toUpperCase();
    await requests.doc(approveId).set({
      orderId,
      email,
      items: 'The silk scarf',
      reason: 'Not the colour I expected',
      createdAt: Timestamp.now(),
      state: 'Requested',
      decision: null,
    });
    await requests.doc(rejectId).set({
      orderId,
      email,
      items: 'The card holder',
      reason: 'Used it once, changed my mind',
      createdAt: Timestamp.fromMillis(Date.now() - 1000),
      state: 'Requested',
      decision: null,
    });

    // A browser of its own: signed out, whatever the other journey left.
    const returns = await openBrowser();
    try {
      await decideReturns(returns.page, approveId, rejectId, number);
    } finally {
      await returns.close();
    }

    const mails = await db().collection(collections.mail).where('to', '==', email).get();
    const texts = mails.docs.map((doc) => doc.get('message.text') as string);
    expect(texts.some((text) => text.includes('Reason: Items that have been used cannot be returned.'))).toBe(
      true,
    );
    expect(texts.some((text) => text.includes(`${formatEuro(25_000)} for your order ${number}`))).toBe(true);
  }, 120_000);
});

/**
 * On /adminreturns: rejects one request (with its reason), approves the other and refunds it from its
 * order, which every request, dialog and the details page name by its number.
 */
async function decideReturns(page: Page, approveId: string, rejectId: string, number: string): Promise<void> {
  await signInAsAdmin(page);
  await visit(page, '/adminreturns');
  const requestRow = (id: string) => page.locator('tr', { has: page.getByRole('rowheader', { name: id }) });
  await requestRow(approveId).getByTestId('outside-window').waitFor(WAIT);
  await requestRow(approveId)
    .getByRole('link', { name: `Order ${number}, view details` })
    .waitFor(WAIT);
  await expectAccessible(page);

  // Reject one: the reason is required, and mailed.
  await page.getByRole('button', { name: `Reject return request ${rejectId}` }).click();
  const reject = page.getByRole('dialog', { name: 'Reject return request' });
  await reject.getByText(`Request ${rejectId} for order ${number}.`).waitFor(WAIT);
  await reject.getByRole('button', { name: 'Reject' }).click();
  await reject.getByText('Reason is required').waitFor(WAIT);
  await expectAccessible(page);
  await reject.getByLabel('Reason').fill('Items that have been used cannot be returned.');
  await reject.getByRole('button', { name: 'Reject' }).click();
  await requestRow(rejectId).getByText('Rejected', { exact: true }).waitFor(WAIT);

  // Approve the other, then refund the scarf from the order.
  await page.getByRole('button', { name: `Approve return request ${approveId}` }).click();
  const approve = page.getByRole('dialog', { name: 'Approve return request' });
  await approve.getByText(`from order ${number}.`).waitFor(WAIT);
  await approve.getByRole('button', { name: 'Yes, approve' }).click();
  await requestRow(approveId).getByText('Approved', { exact: true }).waitFor(WAIT);
  // Approved, its refund still due: among the open requests until the refund is done (rule 63).
  const stateFilter = page.getByLabel('State', { exact: true });
  await stateFilter.selectOption({ label: 'Open (to decide or to refund)' });
  await page.waitForURL((url) => url.searchParams.get('state') === 'open', WAIT);
  await requestRow(approveId).getByTestId('refund-due').waitFor(WAIT);
  await requestRow(rejectId).waitFor({ state: 'detached', ...WAIT });
  await expectAccessible(page);
  await page.getByRole('link', { name: `Refund return request ${approveId}` }).click();
  await page.getByTestId('refund-return').waitFor(WAIT);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Refund', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund' });
  await dialog.getByLabel(/Silk scarf: units to refund/).fill('1');
  await dialog.getByLabel('Reason').fill('Returned within the agreement');
  await dialog.getByLabel('Put the refunded items back in stock').check();
  await dialog.getByRole('button', { name: `Refund ${formatEuro(25_000)}`, exact: true }).click();
  await waitForPayment(page, 'Partly refunded');

  // Back to the list as it was left: the open requests, where the refunded one is no more.
  await page.getByRole('link', { name: 'Back to return requests' }).click();
  await page.waitForURL(
    (url) => url.pathname === '/adminreturns' && url.searchParams.get('state') === 'open',
    WAIT,
  );
  expect(await stateFilter.inputValue()).toBe('open');
  await requestRow(approveId).waitFor({ state: 'detached', ...WAIT });
  await expectAccessible(page);
  await visit(page, '/adminreturns');
  await requestRow(approveId).getByText('Refunded', { exact: true }).waitFor(WAIT);
  await expectAccessible(page);

  // The state filter, then the search: the order's number typed in lower case, an unknown e-mail.
  await stateFilter.selectOption({ label: 'Rejected' });
  await requestRow(approveId).waitFor({ state: 'detached', ...WAIT });
  await requestRow(rejectId).waitFor(WAIT);
  await stateFilter.selectOption({ label: 'Any state' });
  const find = page.getByRole('search', { name: 'Find return requests' });
  await find.getByLabel('Order number or e-mail').fill(number.toLowerCase());
  await find.getByRole('button', { name: 'Search' }).click();
  await page.getByRole('status').filter({ hasText: 'Showing 2 return requests.' }).waitFor(WAIT);
  await requestRow(approveId).waitFor(WAIT);
  await requestRow(rejectId).waitFor(WAIT);
  await find.getByLabel('Order number or e-mail').fill('nobody@example.nl');
  await find.getByRole('button', { name: 'Search' }).click();
  await page.getByText('No return requests match this search and state.').waitFor(WAIT);
  await expectAccessible(page);
}
