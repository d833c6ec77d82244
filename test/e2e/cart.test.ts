// The cart, coupon and wishlist journeys in Chromium against the seeded stack: add from a product
// card and from the product page, the header badge (also after a reload and in a second tab), the
// coupon box, quantity, remove, clear, the note, and the wishlist. axe-core checks every page state.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';

const BAGS_LISTING = '/products?p=bags&t=all';

const badge = (page: Page) => page.getByTestId('cart-count');

async function expectBadge(page: Page, count: number): Promise<void> {
  await page.waitForFunction(
    (expected) => document.querySelector('[data-testid="cart-count"]')?.textContent === String(expected),
    count,
    { timeout: 15_000 },
  );
  expect(await badge(page).innerText()).toBe(String(count));
}

/** Waits for a snackbar with this text, then closes it so the next one is read on its own. */
async function expectSnackbar(page: Page, message: string): Promise<void> {
  const snackbar = page.getByTestId('snackbar').filter({ hasText: message });
  await snackbar.first().waitFor({ timeout: 15_000 });
  expect(await snackbar.first().innerText()).toContain(message);
  await snackbar.first().getByRole('button', { name: 'Dismiss message' }).click();
}

/** Product pages (/view?id=...) of the home page's Featured list, in its order. */
async function featuredProductPages(page: Page): Promise<string[]> {
  await visit(page, '/');
  const links = page.getByRole('region', { name: 'Featured' }).locator('a[href^="/view?id="]');
  await links.first().waitFor({ timeout: 20_000 });
  const hrefs = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => anchor.getAttribute('href') ?? ''),
  );
  return [...new Set(hrefs)];
}

/** Opens a product page; when it asks for a size, picks the first one and answers true. */
async function openProduct(page: Page, path: string): Promise<boolean> {
  await visit(page, path);
  await page.getByRole('button', { name: 'Add to cart' }).waitFor({ timeout: 20_000 });
  const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false });
  if ((await sizes.count()) === 0) return false;
  await sizes.first().check();
  return true;
}

describe('cart, coupon and wishlist', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  // One visitor's journey: each step starts from the cart the step before left.
  it('adds, counts, applies coupons, changes, removes, clears and uses the wishlist', async () => {
    const featured = await featuredProductPages(session.page);
    expect(featured.length).toBeGreaterThanOrEqual(3);
    await addFromProductPageAndCard(session.page, featured[0] ?? '');
    await useCouponQuantityAndNote(session.page);
    await removeInSecondTabAndClear(session);
    await moveFromWishlist(session.page, featured.slice(1));
  }, 240_000);
});

async function addFromProductPageAndCard(page: Page, productPath: string): Promise<void> {
  await openProduct(page, productPath);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expectSnackbar(page, 'Added to your cart');
  await expectBadge(page, 1);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expectSnackbar(page, 'Already in your cart');
  await expectBadge(page, 1);

  // A card of another bag on the listing: its ADD TO CART shows on hover and on keyboard focus.
  const productId = new URL(productPath, 'http://shop').searchParams.get('id') ?? '';
  await visit(page, BAGS_LISTING);
  const addButton = page.getByRole('button', { name: 'Add to cart', exact: true });
  const card = page
    .locator(`[data-product-card]:not([data-product-card="${productId}"])`)
    .filter({ has: addButton })
    .first();
  await card.waitFor({ timeout: 20_000 });
  await expectAccessible(page);
  await card.hover();
  await card.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expectSnackbar(page, 'Added to your cart');
  await expectBadge(page, 2);

  await page.reload();
  await expectBadge(page, 2);
}

async function useCouponQuantityAndNote(page: Page): Promise<void> {
  await visit(page, '/cart');
  const lines = page.getByTestId('cart-line');
  await lines.first().waitFor({ timeout: 20_000 });
  expect(await lines.count()).toBe(2);
  await expectAccessible(page);

  const codeField = page.getByLabel('Enter your coupon code if you have one');
  await codeField.fill('expired20');
  await page.getByRole('button', { name: 'Check' }).click();
  // A refused code is said under its field (not in a snackbar over the Pay buttons), tied to it;
  // an expired code is refused as an unknown one is, so codes cannot be probed.
  const couponError = page.getByTestId('coupon-error');
  await couponError.waitFor({ timeout: 15_000 });
  expect(await couponError.innerText()).toContain('This code is not valid or can no longer be used');
  expect(await page.getByTestId('snackbar').count()).toBe(0);
  expect(await codeField.getAttribute('aria-invalid')).toBe('true');
  expect(await codeField.getAttribute('aria-describedby')).toBe(await couponError.getAttribute('id'));
  expect(await page.getByTestId('cart-discount').count()).toBe(0);
  await expectAccessible(page);

  await codeField.fill('save15');
  await page.getByRole('button', { name: 'Check' }).click();
  await expectSnackbar(page, 'Discount applied');
  expect(await page.getByTestId('cart-discount').innerText()).toBe('− € 15,00');
  expect(await codeField.isDisabled()).toBe(true);
  expect(await page.getByRole('button', { name: 'Check' }).isDisabled()).toBe(true);
  expect(await page.getByTestId('coupon-status').innerText()).toBe('Code SAVE15 applied: € 15,00 off');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Remove discount' }).click();
  await expectSnackbar(page, 'Discount removed');
  expect(await page.getByTestId('cart-discount').count()).toBe(0);
  expect(await codeField.isDisabled()).toBe(false);

  // A line with more than one in stock goes up by one: its total doubles and the badge follows.
  // Pin the line by its product: once it reaches its stock, "One more" is disabled and a filter on
  // an enabled button would no longer find it.
  const lineWithStock = lines
    .filter({ has: page.locator('button[aria-label^="One more "]:enabled') })
    .first();
  const productId = await lineWithStock.getAttribute('data-product-id');
  const line = page.locator(`[data-testid="cart-line"][data-product-id="${productId}"]`);
  const before = await line.getByTestId('cart-line-total').innerText();
  await line.getByRole('button', { name: /^One more / }).click();
  await expectSnackbar(page, 'Quantity updated');
  expect(await line.getByTestId('cart-quantity').inputValue()).toBe('2');
  const euros = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
  expect(euros(await line.getByTestId('cart-line-total').innerText())).toBe(euros(before) * 2);
  await expectBadge(page, 3);

  // A quantity beyond the stock is refused beside the line, in the shopper's words, before any
  // request (never the API's "qty: Quantity can be at most 10000").
  const quantity = line.getByTestId('cart-quantity');
  await quantity.fill('99999');
  await quantity.press('Enter');
  const lineError = line.getByTestId('cart-line-error');
  await lineError.waitFor({ timeout: 15_000 });
  expect(await lineError.innerText()).toMatch(/^Only \d+ in stock\.$/);
  expect(await quantity.getAttribute('aria-invalid')).toBe('true');
  expect(await quantity.inputValue()).toBe('2');
  await expectAccessible(page);

  await page.getByLabel('Note').fill('Please gift-wrap the tote.');
  await page.reload();
  await page.getByTestId('cart-line').first().waitFor({ timeout: 20_000 });
  expect(await page.getByLabel('Note').inputValue()).toBe('Please gift-wrap the tote.');
  expect(await page.evaluate(() => localStorage.getItem('note'))).toBe('Please gift-wrap the tote.');
}

async function removeInSecondTabAndClear({ page, context }: BrowserSession): Promise<void> {
  await expectBadge(page, 3);
  const secondTab = await context.newPage();
  try {
    await visit(secondTab, '/cart');
    await secondTab.getByTestId('cart-line').first().waitFor({ timeout: 20_000 });
    await expectBadge(secondTab, 3);
    const single = secondTab
      .getByTestId('cart-line')
      .filter({ has: secondTab.locator('button[aria-label^="One fewer "]:disabled') });
    await single.getByRole('button', { name: /^Remove / }).click();
    await expectSnackbar(secondTab, 'Removed from your cart');
    await expectBadge(secondTab, 2);
    await expectAccessible(secondTab);
    // The first tab hears of it through the BroadcastChannel, without a reload.
    await expectBadge(page, 2);
  } finally {
    await secondTab.close();
  }

  await page.getByTestId('cart-line').nth(1).waitFor({ state: 'detached', timeout: 15_000 });
  // Clearing asks first; "Keep my items" keeps them.
  await page.getByRole('button', { name: 'Clear cart' }).click();
  const confirmation = page.getByTestId('clear-cart-confirmation');
  expect(await confirmation.innerText()).toContain('Remove all 2 items from your shopping cart?');
  await expectAccessible(page);
  await confirmation.getByRole('button', { name: 'Keep my items' }).click();
  expect(await page.getByTestId('cart-line').count()).toBe(1);
  await page.getByRole('button', { name: 'Clear cart' }).click();
  await page.getByRole('button', { name: 'Yes, clear the cart' }).click();
  await expectSnackbar(page, 'Your shopping cart is now empty');
  await page.getByTestId('empty-cart').waitFor();
  expect(await page.getByRole('img', { name: 'An empty shopping bag' }).count()).toBe(1);
  expect(await page.getByRole('link', { name: 'Continue shopping' }).getAttribute('href')).toBe(BAGS_LISTING);
  await expectBadge(page, 0);
  await expectAccessible(page);
}

const isWishlistRead = (url: URL | string) => {
  const { pathname } = new URL(url);
  return pathname.includes('/documents/wishlists/') && pathname.endsWith(':runQuery');
};

/**
 * Saves the product page's product while a wishlist read the page started before it is held back:
 * the held read is answered, after the save is confirmed, with what the server said when it was sent
 * (without the product). The page must read again and keep the heart filled.
 */
async function saveWhileAReadIsUnderWay(page: Page): Promise<void> {
  let caught: () => void = () => {};
  const readCaught = new Promise<void>((resolve) => (caught = resolve));
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let answered: () => void = () => {};
  const staleAnswered = new Promise<void>((resolve) => (answered = resolve));
  let held = false;
  await page.route(isWishlistRead, async (route) => {
    if (held) return route.continue();
    held = true;
    const before = await route.fetch();
    caught();
    await released;
    await route.fulfill({ response: before });
    answered();
  });
  await page.evaluate(() => window.dispatchEvent(new Event('focus')));
  await readCaught;

  await page.getByRole('button', { name: 'Add to wishlist' }).click();
  await expectSnackbar(page, 'Saved to your wishlist');
  const readAgain = page.waitForRequest((request) => isWishlistRead(request.url()), { timeout: 20_000 });
  release();
  await staleAnswered;
  await (await readAgain).response();
  await page.unroute(isWishlistRead);
  await page.getByRole('button', { name: 'Saved in wishlist' }).waitFor({ timeout: 5_000 });
}

/** Wishes for two one-size products; ADD TO CART from the wishlist keeps them saved. */
async function moveFromWishlist(page: Page, productPaths: string[]): Promise<void> {
  let wished = 0;
  for (const path of productPaths) {
    if (wished === 2) break;
    if (await openProduct(page, path)) continue;
    if (wished === 0) {
      // The wishlist is read again on every route change and focus; an answer sent before the heart
      // was saved, arriving after it, must not empty the heart again.
      await saveWhileAReadIsUnderWay(page);
    } else {
      await page.getByRole('button', { name: 'Add to wishlist' }).click();
      await expectSnackbar(page, 'Saved to your wishlist');
    }
    if (wished === 0) {
      // A second click removes it, and UNDO in the snackbar saves it again.
      await page.getByRole('button', { name: 'Saved in wishlist' }).click();
      const removed = page.getByTestId('snackbar').filter({ hasText: 'Removed from your wishlist' });
      await removed.first().waitFor({ timeout: 15_000 });
      await removed.first().getByRole('button', { name: 'Undo' }).click();
      await expectSnackbar(page, 'Saved to your wishlist');
      await page.getByRole('button', { name: 'Saved in wishlist' }).waitFor();
    }
    wished += 1;
  }
  expect(wished, 'one-size products on the home page to wish for').toBe(2);

  await visit(page, '/wishlist');
  const items = page.getByTestId('wishlist-item');
  await items.first().waitFor({ timeout: 20_000 });
  expect(await items.count()).toBe(2);
  expect(
    await items
      .first()
      .getByRole('link', { name: /^SEE PRODUCT/ })
      .getAttribute('href'),
  ).toMatch(/^\/view\?id=/);
  await items.first().getByTestId('wishlist-price').waitFor();
  await expectAccessible(page);

  await items
    .first()
    .getByRole('button', { name: /^ADD TO CART/ })
    .click();
  await expectSnackbar(page, 'Added to your cart');
  await expectBadge(page, 1);
  // In the cart and still saved.
  expect(await items.count()).toBe(2);

  for (const left of [1, 0]) {
    await items
      .first()
      .getByRole('button', { name: /^REMOVE/ })
      .click();
    await expectSnackbar(page, 'Removed from your wishlist');
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="wishlist-item"]').length === count,
      left,
    );
  }
  await page.getByText('Your wishlist is empty.').waitFor();
  await expectAccessible(page);

  await page.reload();
  await page.getByText('Your wishlist is empty.').waitFor({ timeout: 20_000 });
  await expectBadge(page, 1);
}
