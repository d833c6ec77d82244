// Coupons in Chromium against the seeded stack: the admin creates one on /admincoupon (bad input and a
// duplicate code are refused), a shopper applies it in the cart, the admin deletes it, and the
// shopper's cart loses the discount and the code stops working. axe-core checks every page state.
import { collections, type StoreProduct } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };

/** Waits for a snackbar with this text, then dismisses it so the next one is read on its own. */
async function expectSnackbar(page: Page, text: string): Promise<void> {
  const snackbar = page.getByTestId('snackbar').filter({ hasText: text }).first();
  await snackbar.waitFor(WAIT);
  await snackbar.getByRole('button', { name: 'Dismiss message' }).click();
}

/** An in-stock, one-size product of the demo store costing more than the coupon takes off. */
async function oneSizeProduct(): Promise<{ id: string; title: string }> {
  const snapshot = await db().collection(collections.products).where('inStock', '==', true).limit(60).get();
  const found = snapshot.docs
    .map((doc) => ({ id: doc.id, product: doc.data() as StoreProduct }))
    .find(({ product }) => product.sizesInStock.length === 1 && product.displayPrice > 5_000);
  if (!found) throw new Error('The demo store has no one-size product in stock');
  return { id: found.id, title: found.product.title };
}

async function applyCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Enter your coupon code if you have one').fill(code);
  await page.getByRole('button', { name: 'Check' }).click();
}

describe('admin coupons in the storefront cart', () => {
  let admin: BrowserSession;
  let shopper: BrowserSession;
  beforeAll(async () => {
    [admin, shopper] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([admin?.close(), shopper?.close()]);
  });

  it('a coupon the admin creates works in the cart; deleted, it stops working', async () => {
    const code = `E2E-${Date.now().toString(36).toUpperCase()}`;
    const page = admin.page;
    await signInAsAdmin(page);
    await visit(page, '/admincoupon');
    await page.getByRole('heading', { level: 1, name: 'Coupons' }).waitFor(WAIT);
    await page.getByRole('table').waitFor(WAIT);
    await expectAccessible(page);

    // Nothing typed: both required fields say what is missing, and nothing is sent.
    const couponField = page.getByRole('textbox', { name: 'Coupon', exact: true });
    const discountField = page.getByRole('textbox', { name: 'Discount', exact: true });
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Coupon code is required').waitFor(WAIT);
    expect(await couponField.getAttribute('aria-invalid')).toBe('true');
    expect(await discountField.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page);

    await couponField.fill(code.toLowerCase());
    await discountField.fill('25');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expectSnackbar(page, `Coupon ${code} added`);
    const couponRow = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: code, exact: true }) });
    await couponRow.waitFor(WAIT);
    expect(await couponRow.innerText()).toContain('€ 25,00 off');
    expect(await couponField.inputValue()).toBe('');

    // The same code again, in another case: refused, the first coupon stays as it was.
    await couponField.fill(code.toLowerCase());
    await discountField.fill('90%');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page
      .getByRole('alert')
      .filter({ hasText: `A coupon with the code ${code} already exists` })
      .waitFor(WAIT);
    await expectAccessible(page);
    expect((await db().collection(collections.coupons).doc(code).get()).data()).toMatchObject({
      code,
      discount: { kind: 'fixed', amount: 2_500 },
    });

    // The shopper applies it in the cart.
    const product = await oneSizeProduct();
    const cart = shopper.page;
    await visit(cart, `/view?id=${product.id}`);
    await cart.getByRole('button', { name: 'ADD TO CART' }).click();
    await expectSnackbar(cart, 'Added to your cart');
    await visit(cart, '/cart');
    await cart.getByTestId('cart-line').first().waitFor(WAIT);
    await applyCode(cart, code.toLowerCase());
    await expectSnackbar(cart, 'Discount applied');
    expect(await cart.getByTestId('cart-discount').innerText()).toBe('− € 25,00');
    await expectAccessible(cart);

    // The admin deletes it (after confirming) ...
    await couponRow.getByRole('button', { name: `Delete coupon ${code}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete coupon' });
    await dialog.getByText(`Delete the coupon ${code}?`).waitFor(WAIT);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Yes, delete' }).click();
    await expectSnackbar(page, `Coupon ${code} deleted`);
    await couponRow.waitFor({ state: 'detached', ...WAIT });

    // ... and the cart loses the discount; the code no longer works.
    await cart.reload();
    await cart.getByTestId('cart-line').first().waitFor(WAIT);
    expect(await cart.getByTestId('cart-discount').count()).toBe(0);
    await applyCode(cart, code);
    // The refusal is said under the coupon field.
    await cart
      .getByTestId('coupon-error')
      .getByText('This code is not valid or can no longer be used')
      .waitFor(WAIT);
    expect(await cart.getByTestId('cart-discount').count()).toBe(0);
    await expectAccessible(cart);
  }, 120_000);
});
