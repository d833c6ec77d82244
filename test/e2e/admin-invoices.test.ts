// The Invoices screen in Chromium against the seeded stack (docs/decisions.md rule 67): orders paid
// through the webhook's transaction have their invoices, a refund its credit note; the screen lists
// them with the totals per country and rate, downloads a PDF and the XLSX, and is reached from the
// drawer. axe-core checks the page.
import { formatEuroFigure, shopDate, type Order } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { pay, pendingOrder, refund } from '../api/invoice-support';
import type { TestUser } from '../api/emulators';
import { expectAccessible, openBrowser, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };
// The payments and the refund are applied as the webhook applies them; the customer is a visitor id.
const customer = { uid: `invoice-journey-${Date.now().toString(36)}`, idToken: '' } as TestUser;
const refunder = { uid: 'owner', idToken: '' } as TestUser;

async function expectSnackbar(page: Page, text: string): Promise<void> {
  await page.getByTestId('snackbar').filter({ hasText: text }).first().waitFor(WAIT);
}

const readOrder = async (id: string) => (await db().collection('orders').doc(id).get()).data() as Order;

describe('Invoices', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('lists the period’s invoices and credit notes with their totals, and downloads a PDF and the sheet', async () => {
    // Ids of this try's own: a second try pays orders of its own.
    const run = Date.now().toString(36);
    const ids = [`a${run}`, `b${run}`];
    for (const id of ids) await pay(await pendingOrder(customer, id));
    await refund(refunder, ids[1]!, `refund-${run}`, 'full');
    const [first, second] = await Promise.all(ids.map(readOrder));
    const invoiceNumbers = [first!.invoice!.number, second!.invoice!.number];
    const creditNote = second!.creditNotes![0]!.number;
    const today = shopDate(new Date().toISOString());

    const { page } = session;
    await signInAsAdmin(page);
    // The drawer (open on the tests' wide window) leads to it.
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Invoices' }).click();
    await page.getByRole('heading', { name: 'Invoices', level: 1 }).waitFor(WAIT);
    // This month so far by default, which holds today's documents: shown before another period is
    // asked for, so the second request finds the API's instance free (the Functions emulator starts
    // another one for a request sent while the first is still being answered, which takes long).
    const monthStart = `${today.slice(0, 7)}-01`;
    await page
      .getByRole('heading', { name: new RegExp(`^${monthStart} to ${today}: \\d+ documents$`) })
      .waitFor(WAIT);
    const form = page.getByRole('form', { name: 'Report period' });
    await form.getByLabel('From').fill(today);
    await form.getByLabel('To').fill(today);
    await form.getByRole('button', { name: 'Show report' }).click();
    await page
      .getByRole('heading', { name: new RegExp(`^${today} to ${today}: \\d+ documents$`) })
      .waitFor(WAIT);

    const documents = page.getByRole('table', {
      name: 'Invoices and credit notes, in the order they were issued',
    });
    for (const number of [...invoiceNumbers, creditNote]) {
      await documents.locator(`tr[data-number="${number}"]`).waitFor(WAIT);
    }
    const noteCells = (
      await documents.locator(`tr[data-number="${creditNote}"]`).locator('th, td').allInnerTexts()
    ).map((text) => text.trim());
    expect(noteCells.slice(0, 2)).toEqual([creditNote, 'Credit note']);
    expect(noteCells[5]).toBe(formatEuroFigure(-second!.totals.payable));

    // Totals per country and rate: the invoices less the credit note.
    const totals = page.getByRole('table', { name: /^Totals per country and VAT rate/ });
    const nl = (await totals.locator('tr[data-country="NL"]').locator('th, td').allInnerTexts()).map((text) =>
      text.trim(),
    );
    expect(nl.slice(0, 2)).toEqual(['Netherlands', '21 %']);
    await expectAccessible(page);

    const [pdf] = await Promise.all([
      page.waitForEvent('download', WAIT),
      documents
        .locator(`tr[data-number="${invoiceNumbers[0]}"]`)
        .getByRole('button', { name: `Download PDF of ${invoiceNumbers[0]}` })
        .click(),
    ]);
    expect(pdf.suggestedFilename()).toBe(`invoice-${invoiceNumbers[0]}.pdf`);
    await expectSnackbar(page, `Downloaded ${invoiceNumbers[0]} as invoice-${invoiceNumbers[0]}.pdf`);

    const [sheet] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Download as XLSX' }).click(),
    ]);
    expect(sheet.suggestedFilename()).toBe(`invoices-${today}-to-${today}.xlsx`);
    await expectSnackbar(page, `Downloaded the invoice list as invoices-${today}-to-${today}.xlsx`);
    await expectAccessible(page);
  }, 120_000);
});
