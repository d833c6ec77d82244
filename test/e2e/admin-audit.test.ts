// The audit log screen in Chromium against the seeded stack: an admin archives an order and changes
// its status from Order Details, then finds those changes by part of their e-mail and the order's
// number, in words: the order by its number (a link to it), the field and its values before and
// after, the time in the admin's date format. The filters stay in the address: Order Details leads
// back to the log as it was filtered. axe-core checks every state, at 1280 px.
import { adminDateTime, collections } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { DEMO_ADMIN } from '../../scripts/seed';
import { createOrder } from '../api/factories';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36);
/**
 * An order number of this run: nine digits, never one the checkout has given out in a test, and
 * no leading zero, so that it reads back the same when typed (parseOrderNumber).
 */
const number = `MB-2026-${(Date.now() % 800_000_000) + 100_000_000}`;

describe('audit log', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('finds changes by who and order number, in words, and keeps its filters on the way back', async () => {
    // Its picture is one the local Hosting serves: the emulators cannot fetch an outside one.
    const order = await createOrder({ id: `audited-${run}`, orderNumber: number });
    await db()
      .collection(collections.orders)
      .doc(order.id)
      .update({ lines: order.lines.map((line) => ({ ...line, image: `${shopUrl}/favicon.svg` })) });
    const { page } = session;
    await signInAsAdmin(page);

    // A status change from Order Details, through the Update Status dialog.
    await visit(page, `/adminmainstoreordersdetails?id=${order.userId}&orderId=${order.id}`);
    await page.getByRole('button', { name: 'Change status' }).click();
    const dialog = page.getByRole('dialog', { name: 'Update Status' });
    await dialog.getByLabel('Status').selectOption({ label: 'Out for Delivery' });
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Update' }).click();
    await page
      .locator('dt', { hasText: /^Status$/ })
      .locator('xpath=following-sibling::dd[1]')
      .filter({ hasText: 'Out for Delivery' })
      .waitFor(WAIT);
    await expectAccessible(page);

    await visit(page, '/adminmainstoreorders');
    await page.getByRole('button', { name: `Archive order ${number}` }).click();
    await page.getByRole('button', { name: `Unarchive order ${number}` }).waitFor(WAIT);

    await visit(page, '/adminaudit');
    const form = page.getByRole('form', { name: 'Filter the audit log' });
    // Part of the e-mail the Who column shows, and the order's number typed in lower case.
    const who = DEMO_ADMIN.email.split('@')[0]!.slice(0, 4).toUpperCase();
    await form.getByLabel('Who (name or e-mail)').fill(who);
    await form.getByLabel('Order number').fill(number.toLowerCase());
    await form.getByRole('button', { name: 'Filter' }).click();

    const table = page.getByRole('table');
    const rows = table.locator('tbody tr');
    // Two entries with their cells: the table may still show the unfiltered answer's rows, or a row
    // without cells, just after the click.
    const twoEntriesShown = () =>
      page.waitForFunction(
        () => {
          const shown = [...document.querySelectorAll('tbody tr')];
          return shown.length === 2 && shown.every((row) => row.querySelectorAll('td').length > 1);
        },
        undefined,
        WAIT,
      );
    await twoEntriesShown();
    const texts = async (index: number) =>
      (await rows.nth(index).locator('td').allInnerTexts()).map((text) => text.trim());
    const [archived, status] = [await texts(0), await texts(1)];
    // The demo admin is the shop's owner: each entry names that role (docs/decisions.md rule 58).
    expect(archived.slice(1)).toEqual([
      DEMO_ADMIN.email,
      'owner',
      'Archived an order',
      `Order ${number}`,
      'Archived: no → yes',
    ]);
    expect(status.slice(1)).toEqual([
      DEMO_ADMIN.email,
      'owner',
      'Changed an order status',
      `Order ${number}`,
      'Status: Order Received → Out for Delivery',
    ]);
    const when = await rows.first().locator('time').getAttribute('datetime');
    expect(archived[0]).toBe(adminDateTime(when ?? ''));
    expect(archived[0]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(await table.locator('th').first().innerText()).toBe('When (Amsterdam time)');
    // The table fits the 1280 px screen: nothing to scroll sideways.
    const region = page.getByRole('region', { name: 'Audit log entries' });
    expect(await region.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await expectAccessible(page);

    // The order's link, and back to the log as it was filtered.
    await rows
      .first()
      .getByRole('link', { name: `Order ${number}` })
      .click();
    await page.getByRole('heading', { name: 'Order Details' }).waitFor(WAIT);
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Back to the audit log' }).click();
    await twoEntriesShown();
    expect(await form.getByLabel('Order number').inputValue()).toBe(number.toLowerCase());
    expect(await form.getByLabel('Who (name or e-mail)').inputValue()).toBe(who);

    // The date fields take the admin's one format and say what is wrong with another.
    await form.getByLabel('From').fill('11/28/2026');
    await form.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('From: type the date as year-month-day, like 2026-11-28').waitFor(WAIT);
    await expectAccessible(page);

    // Someone else: nothing matches.
    await form.getByLabel('From').fill('');
    await form.getByLabel('Who (name or e-mail)').fill('nobody-else');
    await form.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No changes match these filters.').waitFor(WAIT);
    expect(
      (await db().collection(collections.auditLog).where('target', '==', `orders/${order.id}`).get()).size,
    ).toBe(2);
  }, 90_000);
});
