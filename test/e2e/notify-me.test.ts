// Notify me in Chromium against the seeded stack (docs/decisions.md rule 77): a guest asks for a
// sold-out size on the product page, confirms the address through the mailed link (a second use of
// the link says it is used), the Low stock screen shows 1 waiting, and the admin's restock sends
// exactly one back-in-stock mail (the Functions emulator's restock trigger), a second restock none.
// axe-core checks every page state.
import {
  collections,
  NOTIFY_ME_CONSENT,
  NOTIFY_ME_MESSAGES,
  notifyRequestId,
  stockFigures,
  stockSummary,
  type MailDoc,
  type StoreProduct,
  type Variant,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

// Generous: the journeys share two cores with other stacks.
const WAIT = { timeout: 60_000 };
const run = Date.now().toString(36);
// First in document order, so the Low stock list (emptiest size first, then by id) shows it on its first page.
const productId = `000-notify-me-${run}`;
const guest = `notify-${run}@example.nl`;
const other = `notify-other-${run}@example.nl`;

/** A seeded product with several sizes, copied under `productId` with its first size sold out. */
async function productWithASoldOutSize(): Promise<{ title: string; soldOut: string }> {
  const snapshot = await db().collection(collections.products).limit(500).get();
  const seeded = snapshot.docs
    .map((doc) => doc.data() as StoreProduct)
    .find((product) => product.online && new Set(product.variants.map((v) => v.size)).size > 1);
  if (!seeded) throw new Error('The seeded store has no product with several sizes');
  const variants: Variant[] = seeded.variants.map((variant, index) => ({
    ...variant,
    quantity: index === 0 ? 0 : 2,
  }));
  const product: StoreProduct = {
    ...seeded,
    title: `Notify me tote ${run}`,
    variants,
    ...stockSummary(variants),
    ...stockFigures(variants),
    supplierItemId: null,
    handSetStock: [],
  };
  await db().collection(collections.products).doc(productId).set(product);
  return { title: product.title, soldOut: variants[0]!.size };
}

async function mailsTo(email: string): Promise<MailDoc[]> {
  const mail = await db().collection(collections.mail).where('to', '==', email).get();
  return mail.docs.map((doc) => doc.data() as MailDoc);
}

/** Waits for the restock trigger (in the Functions emulator) to queue a back-in-stock mail to `email`. */
async function backInStockMails(email: string, atLeast = 1): Promise<MailDoc[]> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const found = (await mailsTo(email)).filter((mail) => mail.message.subject.startsWith('Back in stock'));
    if (found.length >= atLeast || Date.now() > deadline) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Saves one size's stock in the admin's in-place form within `scope` (a Low stock row, or the edit page). */
async function saveStock(
  page: Page,
  scope: Locator,
  title: string,
  size: string,
  stock: number,
): Promise<void> {
  const form = scope.getByRole('form', { name: `Stock of ${title}, size ${size}` });
  await form.getByLabel(new RegExp(`^Size ${size}( \\(low\\))?$`)).fill(String(stock));
  await form.getByRole('button', { name: 'Save' }).click();
  const snackbar = page
    .getByTestId('snackbar')
    .filter({ hasText: `Stock of ${title}, size ${size}: ${stock}` });
  await snackbar.first().waitFor(WAIT);
  await snackbar.first().getByRole('button', { name: 'Dismiss message' }).click();
}

describe('Notify me', () => {
  let shopper: BrowserSession;
  let admin: BrowserSession;

  beforeAll(async () => {
    [shopper, admin] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([shopper?.close(), admin?.close()]);
  });

  it('a guest asks for a sold-out size, confirms by the mailed link, the owner sees 1 waiting, and one restock mails once', async () => {
    const { title, soldOut } = await productWithASoldOutSize();

    // The guest asks on the product page.
    const { page } = shopper;
    await visit(page, `/view?id=${productId}`);
    await page.getByRole('button', { name: 'Notify me when a size is back' }).click();
    const form = page.getByTestId('notify-me-form');
    await form.waitFor(WAIT);
    await expectAccessible(page);
    await form.getByLabel('E-mail address').fill(guest);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await page.getByTestId('notify-me-done').getByText(NOTIFY_ME_MESSAGES.confirmFirst).waitFor(WAIT);
    await expectAccessible(page);
    const request = db()
      .collection(collections.notifyRequests)
      .doc(notifyRequestId(guest, productId, soldOut));
    expect((await request.get()).data()).toMatchObject({ confirmed: false, consent: NOTIFY_ME_CONSENT });

    // The confirmation link, as the guest opens it from the mail; a second use says it is used.
    const [confirmation] = await mailsTo(guest);
    const link = /\/notify-me\/confirm\?token=[0-9a-f]{64}/.exec(confirmation?.message.text ?? '')?.[0];
    expect(link).toBeDefined();
    await visit(page, link!);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByRole('status').getByText(NOTIFY_ME_MESSAGES.confirmed).waitFor(WAIT);
    await expectAccessible(page);
    await visit(page, link!);
    await page.getByRole('button', { name: 'Confirm my address' }).click();
    await page.getByRole('alert').getByText(NOTIFY_ME_MESSAGES.linkExpired).waitFor(WAIT);
    await expectAccessible(page);
    expect((await request.get()).data()).toMatchObject({ confirmed: true });
    expect(await mailsTo(guest)).toHaveLength(1);

    // The owner sees who waits, per size, and sorts by it.
    await signInAsAdmin(admin.page);
    await visit(admin.page, '/adminlowstock');
    const row = admin.page.locator(`tr[data-product="${productId}"]`);
    await row.waitFor(WAIT);
    expect(await row.getByTestId('waiting').innerText()).toBe(`${soldOut}: 1`);
    await admin.page.getByRole('button', { name: 'Waiting' }).click();
    await expect
      .poll(() => admin.page.locator('tbody tr').first().getAttribute('data-product'))
      .toBe(productId);
    await expectAccessible(admin.page);

    // The restock, in place on the Low stock screen, mails the guest once.
    await saveStock(admin.page, row, title, soldOut, 2);
    const mailed = await backInStockMails(guest);
    expect(mailed).toHaveLength(1);
    expect(mailed[0]!.message.text).toContain(`/view?id=${productId}`);
    expect(mailed[0]!.message.headers?.['List-Unsubscribe']).toMatch(
      /\/oneclickunsubscribe\?list=notify-me&token=/,
    );
    expect((await request.get()).exists).toBe(false);

    // A second restock (on the product's edit page: with stock, it has left Low stock's first page)
    // mails the guest nothing; another confirmed address waiting for the size shows the trigger ran.
    await visit(admin.page, `/adminmainstoreedit?id=${productId}`);
    await saveStock(admin.page, admin.page.locator('main'), title, soldOut, 0);
    const now = Timestamp.now();
    const in90Days = Timestamp.fromMillis(now.toMillis() + 90 * 86_400_000);
    await db()
      .collection(collections.notifyAddresses)
      .doc(other)
      .set({
        email: other,
        confirmedAt: now,
        tokenHash: null,
        confirmationSentAt: null,
        unsubscribeToken: 'c'.repeat(64),
        expiresAt: in90Days,
      });
    await db()
      .collection(collections.notifyRequests)
      .doc(notifyRequestId(other, productId, soldOut))
      .set({
        email: other,
        productId,
        size: soldOut,
        uid: null,
        confirmed: true,
        source: 'product-page',
        consent: NOTIFY_ME_CONSENT,
        requestedAt: now,
        confirmedAt: now,
        expiresAt: in90Days,
      });
    await saveStock(admin.page, admin.page.locator('main'), title, soldOut, 3);
    expect(await backInStockMails(other)).toHaveLength(1);
    expect(await backInStockMails(guest)).toHaveLength(1);
  }, 300_000);
});
