// The admin's orders in Chromium against the seeded stack: filters, Update Status (and the customer
// sees it on /track), mark complete (not offered on a refunded order), an unpaid order refused, order
// details, delete after confirming, and Download as XLS, whose file is opened and checked row by row
// against the orders, including a customer whose name starts with '='. Every row, dialog and snackbar
// names an order by its number (an order placed before numbers by its id). axe-core checks every
// page state.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  collections,
  orderExportSheets,
  shopDate,
  shopPeriod,
  type SpreadsheetCell,
  toAdminOrder,
  type AdminOrder,
  type MailDoc,
  type Order,
  type OrderLine,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as XLSX from 'xlsx';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';
import { createCustomer, signInAsAdmin, openTrackAsCustomer, trackedOrderFact } from './support/journeys';

const WAIT = { timeout: 30_000 };

const run = Date.now().toString(36);
let sequence = 0;
/** Order numbers of this run (nine digits: never one the checkout has given out in a test). */
const orderNumber = (offset: number) =>
  `MB-2026-${String((Date.now() % 900_000_000) + offset).padStart(9, '0')}`;

function line(title: string, unitPrice: number, qty = 1): OrderLine {
  return {
    productId: `e2e-${title.toLowerCase().replace(/\W+/g, '-')}`,
    sku: `E2E-${title.slice(0, 3).toUpperCase()}`,
    title,
    image: `${shopUrl}/favicon.svg`,
    size: null,
    unitPrice,
    qty,
    lineTotal: unitPrice * qty,
  };
}

/** An order written as the checkout and the payment webhook leave it; each one newer than the last. */
async function createOrder(id: string, fields: Partial<Order> & { fullName: string }): Promise<Order> {
  const { fullName, ...overrides } = fields;
  const [firstName = '', ...rest] = fullName.split(' ');
  const lines = overrides.lines ?? [line('Shoulder bag', 28_000)];
  const goods = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  sequence += 1;
  const order: Order = {
    userId: `guest-${run}-${id}`,
    createdAt: Timestamp.fromMillis(Date.now() + sequence),
    customer: {
      firstName,
      lastName: rest.join(' '),
      fullName,
      email: `${id}-${run}@example.nl`,
      phone: '+31 6 1234 5678',
      address: 'Keizersgracht 1',
      postcode: '1015 AA',
      city: 'Amsterdam',
      state: '',
      country: 'NL',
      companyAddress: '',
    },
    lines,
    totals: {
      goods,
      discount: 0,
      shipping: 0,
      vat: Math.round((goods * 21) / 121),
      payable: goods,
      vatFree: false,
    },
    couponCode: null,
    note: '',
    totalItems: lines.reduce((sum, l) => sum + l.qty, 0),
    payment: 'Paid',
    status: 'Order Received',
    completed: false,
    paymentMethod: 'card',
    paymentIntentId: `pi_${run}_${id}`,
    clientReport: null,
    ...overrides,
  };
  await db().collection(collections.orders).doc(`${id}-${run}`).set(order);
  return order;
}

/** Waits for a snackbar with this text, then dismisses it so the next one is read on its own. */
async function expectSnackbar(page: Page, text: string): Promise<void> {
  const snackbar = page.getByTestId('snackbar').filter({ hasText: text }).first();
  await snackbar.waitFor(WAIT);
  await snackbar.getByRole('button', { name: 'Dismiss message' }).click();
}

const row = (page: Page, orderId: string): Locator => page.locator(`tr[data-order-id="${orderId}"]`);

/** The text of one of a row's cells, by column name. */
async function cell(
  page: Page,
  orderId: string,
  column: 'Status' | 'Completed' | 'Payment',
): Promise<string> {
  const index = { Payment: 5, Status: 6, Completed: 7 }[column];
  return (await row(page, orderId).locator('th, td').nth(index).innerText()).trim();
}

async function waitForCell(
  page: Page,
  orderId: string,
  column: 'Status' | 'Completed',
  text: string,
): Promise<void> {
  await page.waitForFunction(
    ({ id, index, expected }) => {
      const cells = document.querySelector(`tr[data-order-id="${id}"]`)?.querySelectorAll('th, td');
      return cells?.[index]?.textContent?.trim() === expected;
    },
    { id: orderId, index: column === 'Status' ? 6 : 7, expected: text },
    WAIT,
  );
}

/** The orders the All filter shows, newest first, as the admin screens see them. */
async function allOrders(): Promise<AdminOrder[]> {
  const snapshot = await db().collection(collections.orders).orderBy('createdAt', 'desc').limit(100).get();
  return snapshot.docs.map((doc) => toAdminOrder(doc.id, doc.data() as Order));
}

describe('admin orders', () => {
  let session: BrowserSession;
  let customerSession: BrowserSession;
  let downloads: string;
  beforeAll(async () => {
    [session, customerSession] = await Promise.all([openBrowser(), openBrowser()]);
    downloads = mkdtempSync(join(tmpdir(), 'orders-xlsx-'));
  });
  afterAll(async () => {
    await Promise.all([session?.close(), customerSession?.close()]);
    rmSync(downloads, { recursive: true, force: true });
  });

  it('filters, updates a status the customer sees, completes, shows details, deletes and downloads', async () => {
    const password = 'Copper kettle 58 meadow';
    const customerEmail = `tracy-${run}@example.nl`;
    const customer = await createCustomer(customerEmail, password);
    // The profile registration writes (customers/{uid}), so the details page names the account.
    await db()
      .collection(collections.customers)
      .doc(customer.uid)
      .set({ firstName: 'Tracy', lastName: 'Tracker', email: customerEmail, createdAt: Timestamp.now() });
    const ids = {
      tracked: `tracked-${run}`,
      formula: `formula-${run}`,
      done: `done-${run}`,
      unpaid: `unpaid-${run}`,
      doomed: `doomed-${run}`,
      refunded: `refunded-${run}`,
    };
    const numbers = {
      tracked: orderNumber(1),
      formula: orderNumber(2),
      done: orderNumber(3),
      unpaid: orderNumber(4),
      doomed: orderNumber(5),
      refunded: orderNumber(6),
    };
    await createOrder('done', {
      fullName: 'Dora Done',
      status: 'Order Completed',
      completed: true,
      orderNumber: numbers.done,
    });
    await createOrder('unpaid', {
      fullName: 'Uma Unpaid',
      payment: 'Pending',
      status: 'Pending payment',
      orderNumber: numbers.unpaid,
    });
    // Abandoned at the payment step: no money reached it, so it may be deleted.
    await createOrder('doomed', {
      fullName: 'Dirk Doomed',
      payment: 'Failed',
      status: 'Payment failed',
      orderNumber: numbers.doomed,
    });
    // Cancelled and refunded: never shipped, so never marked complete.
    await createOrder('refunded', {
      fullName: 'Ruud Refunded',
      payment: 'Refunded',
      status: 'Cancelled',
      orderNumber: numbers.refunded,
    });
    await createOrder('formula', {
      orderNumber: numbers.formula,
      fullName: '=HYPERLINK("http://evil.example","Click") Formula',
      lines: [line('Card holder', 19_000, 2)],
      note: '+ring twice',
    });
    await createOrder('tracked', {
      orderNumber: numbers.tracked,
      fullName: 'Tracy Tracker',
      userId: customer.uid,
      customer: {
        firstName: 'Tracy',
        lastName: 'Tracker',
        fullName: 'Tracy Tracker',
        email: customerEmail,
        phone: '',
        address: 'Prinsengracht 263',
        postcode: '1016 GV',
        city: 'Amsterdam',
        state: '',
        country: 'NL',
        companyAddress: '',
      },
      lines: [line('Jackie 1961 shoulder bag', 329_000), line('Saffiano belt', 39_000)],
      note: 'Please ring twice',
    });

    // The customer follows the order on /track while the admin works on it.
    const customerPage = customerSession.page;
    await openTrackAsCustomer(customerPage, customerEmail, password);
    // Shoppers read statuses in sentence case (docs/decisions.md rule 74).
    expect(await trackedOrderFact(customerPage, ids.tracked, 'order-status')).toBe('Order received');
    await expectAccessible(customerPage);

    const { page } = session;
    await signInAsAdmin(page);
    await visit(page, '/adminmainstoreorders');
    await row(page, ids.tracked).waitFor(WAIT);
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('All Orders');
    await expectAccessible(page);

    // Each row is named by its order's number.
    expect(await row(page, ids.tracked).getByRole('rowheader').innerText()).toBe(numbers.tracked);

    // A new order appears at the top without a reload. Placed before order numbers existed, it is
    // named by its id.
    await createOrder('late', { fullName: 'Lena Late' });
    await row(page, `late-${run}`).waitFor(WAIT);
    expect(await page.locator('tr[data-order-id]').first().getAttribute('data-order-id')).toBe(`late-${run}`);
    expect(await row(page, `late-${run}`).getByRole('rowheader').innerText()).toBe(`late-${run}`);

    // Filters: Complete shows only completed orders, Incomplete the others, All everything.
    const filters = page.getByRole('group', { name: 'Show orders' });
    await filters.getByRole('button', { name: 'Complete', exact: true }).click();
    await row(page, ids.done).waitFor(WAIT);
    await row(page, ids.tracked).waitFor({ state: 'detached', ...WAIT });
    expect(await cell(page, ids.done, 'Completed')).toBe('Complete');
    expect(await page.locator('tr[data-order-id]').evaluateAll((rows) => rows.length)).toBe(
      (await allOrders()).filter((order) => order.completed).length,
    );
    await expectAccessible(page);
    await filters.getByRole('button', { name: 'Incomplete' }).click();
    await row(page, ids.tracked).waitFor(WAIT);
    expect(await row(page, ids.done).count()).toBe(0);
    expect(await filters.getByRole('button', { name: 'Incomplete' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
    await filters.getByRole('button', { name: 'All' }).click();
    await row(page, ids.done).waitFor(WAIT);

    // Update Status: nothing chosen is refused; Out for Delivery is saved, mailed and tracked.
    await page.getByRole('button', { name: `Update status of order ${numbers.tracked}` }).click();
    const statusDialog = page.getByRole('dialog', { name: 'Update Status' });
    await statusDialog.getByText(`Order ${numbers.tracked} for Tracy Tracker`).waitFor(WAIT);
    await expectAccessible(page);
    await statusDialog.getByRole('button', { name: 'Update' }).click();
    await statusDialog.getByRole('alert').filter({ hasText: 'Choose a status first' }).waitFor(WAIT);
    await statusDialog.getByLabel('Status').selectOption('Out for Delivery');
    await statusDialog.getByRole('button', { name: 'Update' }).click();
    await expectSnackbar(page, `Order ${numbers.tracked}: status updated to Out for Delivery`);
    await waitForCell(page, ids.tracked, 'Status', 'Out for Delivery');
    expect(await cell(page, ids.tracked, 'Completed')).toBe('Incomplete');

    const mails = await db().collection(collections.mail).where('to', '==', customerEmail).get();
    expect(mails.docs.map((doc) => (doc.data() as MailDoc).message.subject)).toEqual([
      // The shopper's words, in sentence case (docs/decisions.md rule 74).
      `Your order ${numbers.tracked}: Out for delivery`,
    ]);
    // The customer's /track shows the new status on the next look.
    await customerPage.reload();
    expect(await trackedOrderFact(customerPage, ids.tracked, 'order-status')).toBe('Out for delivery');
    await expectAccessible(customerPage);

    // An unpaid order cannot be shipped: the admin is told why, and nothing changes.
    await page.getByRole('button', { name: `Update status of order ${numbers.unpaid}` }).click();
    await statusDialog.getByLabel('Status').selectOption('Out for Delivery');
    await statusDialog.getByRole('button', { name: 'Update' }).click();
    await expectSnackbar(page, 'This order is not paid (payment: Pending, status: Pending payment)');
    expect(await cell(page, ids.unpaid, 'Status')).toBe('Pending payment');

    // Mark complete is not offered for a refunded, cancelled order (the API refuses it too).
    await row(page, ids.refunded).waitFor(WAIT);
    expect(
      await row(page, ids.refunded)
        .getByRole('button', { name: /^Mark complete/ })
        .count(),
    ).toBe(0);

    // Mark complete asks first, then really completes the order.
    await page.getByRole('button', { name: `Mark complete order ${numbers.formula}` }).click();
    const completeDialog = page.getByRole('dialog', { name: `Mark order ${numbers.formula} complete` });
    await completeDialog.getByText('Are you sure to mark it as complete ?').waitFor(WAIT);
    await expectAccessible(page);
    await completeDialog.getByRole('button', { name: 'Yes, mark complete' }).click();
    await expectSnackbar(page, `Order ${numbers.formula} marked as complete`);
    await waitForCell(page, ids.formula, 'Completed', 'Complete');
    expect(await cell(page, ids.formula, 'Status')).toBe('Order Completed');
    // Complete now: nothing left to mark.
    expect(await page.getByRole('button', { name: `Mark complete order ${numbers.formula}` }).count()).toBe(
      0,
    );
    expect((await db().collection(collections.orders).doc(ids.formula).get()).data()).toMatchObject({
      status: 'Order Completed',
      completed: true,
    });

    // A paid order is kept for the books: no Delete, but Archive, and it stays listed.
    expect(await page.getByRole('button', { name: `Delete order ${numbers.tracked}` }).count()).toBe(0);
    await page.getByRole('button', { name: `Archive order ${numbers.tracked}` }).click();
    await expectSnackbar(page, `Order ${numbers.tracked} archived; it stays in every report`);
    await page.getByRole('button', { name: `Unarchive order ${numbers.tracked}` }).waitFor(WAIT);
    expect((await db().collection(collections.orders).doc(ids.tracked).get()).data()).toMatchObject({
      archived: true,
      payment: 'Paid',
    });

    // Delete asks first; Cancel keeps the order, Yes deletes it.
    await page.getByRole('button', { name: `Delete order ${numbers.doomed}` }).click();
    const deleteDialog = page.getByRole('dialog', { name: `Delete order ${numbers.doomed}` });
    await deleteDialog.getByText('Are you sure to delete it ?').waitFor(WAIT);
    await expectAccessible(page);
    await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
    await deleteDialog.waitFor({ state: 'hidden', ...WAIT });
    expect(await row(page, ids.doomed).count()).toBe(1);
    await page.getByRole('button', { name: `Delete order ${numbers.doomed}` }).click();
    await deleteDialog.getByRole('button', { name: 'Yes, delete' }).click();
    await expectSnackbar(page, `Order ${numbers.doomed} deleted`);
    await row(page, ids.doomed).waitFor({ state: 'detached', ...WAIT });
    expect((await db().collection(collections.orders).doc(ids.doomed).get()).exists).toBe(false);

    await downloadAndCheck(page, downloads, numbers.formula, `late-${run}`);
    await checkDetails(page, ids.tracked, numbers.tracked, customer.uid, customerEmail);
  }, 120_000);
});

/** The orders of today (shop time), oldest first, as the export reads them. */
async function todaysOrders(): Promise<AdminOrder[]> {
  const { start, end } = shopPeriod(today(), today());
  const snapshot = await db()
    .collection(collections.orders)
    .where('createdAt', '>=', Timestamp.fromDate(start))
    .where('createdAt', '<', Timestamp.fromDate(end))
    .get();
  return snapshot.docs
    .map((doc) => toAdminOrder(doc.id, doc.data() as Order))
    .sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id.localeCompare(b.id));
}

const today = () => shopDate(new Date().toISOString());

/**
 * Download as XLSX for today: the server's file holds sheet Orders with exactly one row per order
 * of today, named by its number (an order placed before numbers by its id), and sheet Lines with
 * their lines; text is formula-safe, phone numbers are text cells shown as typed.
 */
async function downloadAndCheck(
  page: Page,
  folder: string,
  formulaOrderNumber: string,
  oldOrderId: string,
): Promise<void> {
  const form = page.getByRole('form', { name: 'Download orders' });
  await form.getByLabel('From').fill(today());
  await form.getByLabel('To').fill(today());
  const [download] = await Promise.all([
    page.waitForEvent('download', WAIT),
    form.getByRole('button', { name: 'Download as XLSX' }).click(),
  ]);
  const fileName = `orders-${today()}-to-${today()}.xlsx`;
  expect(download.suggestedFilename()).toBe(fileName);
  const path = join(folder, fileName);
  await download.saveAs(path);
  await expectSnackbar(page, `as ${fileName}`);

  const workbook = XLSX.readFile(path);
  expect(workbook.SheetNames).toEqual(['Orders', 'Lines']);
  const read = (name: string) => {
    const sheet = workbook.Sheets[name];
    if (!sheet) throw new Error(`The export has no sheet ${name}`);
    return {
      sheet,
      rows: XLSX.utils.sheet_to_json<(string | number)[]>(sheet, { header: 1, raw: true, defval: '' }),
    };
  };
  const orders = read('Orders');
  const lines = read('Lines');
  const expected = orderExportSheets(await todaysOrders());
  const plain = (rows: SpreadsheetCell[][]) =>
    rows.map((row) => row.map((cell) => (typeof cell === 'object' ? cell.text : cell)));
  expect(orders.rows).toEqual(plain(expected.orders));
  expect(lines.rows).toEqual(plain(expected.lines));
  expect(orders.rows.length).toBeGreaterThan(4);

  // The customer named '=HYPERLINK(...)' is text with an apostrophe, not a formula.
  const header = orders.rows[0] ?? [];
  const customerColumn = header.indexOf('Customer');
  const orderColumn = header.indexOf('Order');
  expect(orders.rows.some((cells) => cells[orderColumn] === oldOrderId)).toBe(true);
  const formulaRow = orders.rows.findIndex((cells) => cells[orderColumn] === formulaOrderNumber);
  expect(formulaRow).toBeGreaterThan(0);
  expect(orders.rows[formulaRow]?.[customerColumn]).toBe(
    `'=HYPERLINK("http://evil.example","Click") Formula`,
  );
  // The phone is a text cell shown as typed: no apostrophe, not a number, not a formula.
  const phone = orders.sheet[XLSX.utils.encode_cell({ r: formulaRow, c: header.indexOf('Phone') })];
  expect(phone).toMatchObject({ t: 's', v: '+31 6 1234 5678' });
  for (const { sheet } of [orders, lines]) {
    expect(
      Object.values(sheet).some((value) => typeof value === 'object' && value !== null && 'f' in value),
    ).toBe(false);
  }
}

/** View details: number, user details, lines, status, payment, totals with the VAT rate charged and the note. */
async function checkDetails(
  page: Page,
  orderId: string,
  number: string,
  userId: string,
  email: string,
): Promise<void> {
  await page.getByRole('link', { name: `View details of order ${number}` }).click();
  await page.waitForURL(`**/adminmainstoreordersdetails?id=${userId}&orderId=${orderId}`, WAIT);
  await page.getByRole('heading', { level: 1, name: 'Order Details' }).waitFor(WAIT);
  await page.getByRole('heading', { level: 2, name: 'User Details' }).waitFor(WAIT);
  const text = await page.locator('#admin-main').innerText();
  // At 1440 px every column of the items table is in view, the Total included: nothing scrolls
  // sideways inside its card.
  await page.setViewportSize({ width: 1440, height: 900 });
  const itemsTable = page
    .locator('section', { has: page.getByRole('heading', { name: 'Items' }) })
    .locator('table');
  await itemsTable.getByRole('columnheader', { name: 'Total' }).waitFor(WAIT);
  const overflow = await itemsTable.evaluate((table) => {
    const box = table.parentElement as HTMLElement;
    return box.scrollWidth - box.clientWidth;
  });
  expect(overflow).toBe(0);
  await expectAccessible(page);
  for (const expected of [
    number,
    'Placed (Amsterdam time)',
    'Tracy Tracker',
    'Prinsengracht 263',
    'Jackie 1961 shoulder bag',
    'Saffiano belt',
    'Out for Delivery',
    'Paid',
    'Tax: 21 %, Netherlands',
    '€ 638,68 included',
    '€ 3.680,00',
    'Please ring twice',
    `Tracy Tracker (${email})`,
  ]) {
    expect(text).toContain(expected);
  }
  await expectAccessible(page);
}
