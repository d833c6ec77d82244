// The audit log screen in Chromium against the seeded stack: an admin archives an order,
// then finds that change by action and document, in words, with the value before and after and
// the time in Amsterdam time. axe-core checks the page.
import { shopDateTime } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrder } from '../api/factories';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36);

describe('audit log', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('finds a change by action and document, in words, with the values before and after', async () => {
    const order = await createOrder({ id: `audited-${run}` });
    const { page } = session;
    await signInAsAdmin(page);
    await visit(page, '/adminmainstoreorders');
    await page.getByRole('button', { name: `Archive order ${order.id}` }).click();
    await page.getByRole('button', { name: `Unarchive order ${order.id}` }).waitFor(WAIT);

    await visit(page, '/adminaudit');
    const form = page.getByRole('form', { name: 'Filter the audit log' });
    await form.getByLabel('Action').selectOption({ label: 'Archived an order' });
    await form.getByLabel('Document').fill(`orders/${order.id}`);
    await form.getByRole('button', { name: 'Filter' }).click();

    const table = page.getByRole('table');
    await table.getByText(`orders/${order.id}`).waitFor(WAIT);
    const rows = table.locator('tbody tr');
    expect(await rows.count()).toBe(1);
    const cells = (await rows.first().locator('td').allInnerTexts()).map((text) => text.trim());
    expect(cells[2]).toBe('Archived an order\norder.archive');
    expect(cells[4]).toBe('archived: no → yes');
    const when = await rows.first().locator('time').getAttribute('datetime');
    expect(cells[0]).toBe(shopDateTime(when ?? ''));
    expect(await table.locator('th').first().innerText()).toBe('When (Amsterdam time)');
    await expectAccessible(page);

    // Another action on the same document: nothing matches.
    await form.getByLabel('Action').selectOption({ label: 'Deleted an unpaid order' });
    await form.getByRole('button', { name: 'Filter' }).click();
    await page.getByText('No changes match these filters.').waitFor(WAIT);
  }, 90_000);
});
