// Phones: a snackbar sits just below the sticky header (docs/decisions.md rule 74). At 390 px, with
// the cookie banner still asking at the bottom, the messages of adding to the cart and to the
// wishlist leave the header's logo and bag and the banner's buttons in view, whatever the scroll,
// and a message leaves with its page.
import { collections, MESSAGES, type StoreProduct } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';

const PHONE = { width: 390, height: 844 };
const WAIT = { timeout: 20_000 };

/**
 * The header's and the cookie banner's controls a visible snackbar hides from the shopper, by their
 * name (empty when none), and whether every snackbar starts below the sticky header. A control counts
 * when the part of it under a snackbar is what the shopper sees there without the snackbars.
 */
async function coveredControls(page: Page): Promise<{ covered: string[]; belowHeader: boolean }> {
  return page.evaluate(() => {
    const snackbarElements = [...document.querySelectorAll<HTMLElement>('[data-testid="snackbar"]')];
    // A phone shows only the newest message of each kind; the older ones are not displayed (no box).
    const snackbars = snackbarElements
      .map((element) => element.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const header = document.querySelector('header')!.getBoundingClientRect();
    // The header's logo and bag, and the cookie banner's buttons.
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, summary, [tabindex="0"]'),
    ].filter(
      (element) =>
        (element.closest('header') || element.closest('[data-testid="cookie-banner"]')) &&
        !element.closest('[data-testid="snackbar"]'),
    );
    const region = snackbarElements[0]?.closest<HTMLElement>(
      '[role="status"], [role="alert"]',
    )?.parentElement;
    if (region) region.style.visibility = 'hidden';
    const covered: string[] = [];
    for (const control of controls) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) continue;
      for (const snackbar of snackbars) {
        const left = Math.max(box.left, snackbar.left);
        const right = Math.min(box.right, snackbar.right);
        const top = Math.max(box.top, snackbar.top);
        const bottom = Math.min(box.bottom, snackbar.bottom);
        if (left >= right || top >= bottom) continue;
        const seen = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (seen && (control === seen || control.contains(seen))) {
          covered.push(control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName);
        }
      }
    }
    if (region) region.style.visibility = '';
    return {
      covered,
      belowHeader: snackbars.length > 0 && snackbars.every((snackbar) => snackbar.top >= header.bottom),
    };
  });
}

/** Scrolls so that `control`'s top sits just below the sticky header: the band a top snackbar would use. */
async function scrollBelowHeader(page: Page, control: ReturnType<Page['getByRole']>): Promise<void> {
  await control.evaluate((element) => {
    const header = document.querySelector('header')!.getBoundingClientRect();
    window.scrollBy(0, element.getBoundingClientRect().top - header.bottom - 4);
  });
}

describe('snackbars on a phone', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    // No answer about cookies yet: the banner and its buttons stay at the bottom of the screen.
    session = await openBrowser({ cookieChoice: null });
    await session.page.setViewportSize(PHONE);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the cart and wishlist messages where they cover none of the buttons', async () => {
    const { page } = session;
    const inStock = await db().collection(collections.products).where('inStock', '==', true).limit(20).get();
    const product = inStock.docs
      .map((doc) => ({ ...(doc.data() as StoreProduct), id: doc.id }))
      .find((candidate) => candidate.sizesInStock.length > 0);
    expect(product).toBeDefined();

    await visit(page, `/view?id=${product!.id}`);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.waitFor(WAIT);
    const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false });
    if ((await sizes.count()) > 0) await sizes.first().check();
    await page.getByRole('button', { name: 'Accept' }).first().waitFor(WAIT);

    // The button just below the header: where a message at the top of the screen would fall.
    await scrollBelowHeader(page, add);
    await add.click();
    await page.getByTestId('snackbar').filter({ hasText: MESSAGES.itemAddedToCart }).waitFor(WAIT);
    expect(await coveredControls(page)).toEqual({ covered: [], belowHeader: true });
    await expectAccessible(page);

    const save = page.getByRole('button', { name: 'Add to wishlist', exact: true });
    await scrollBelowHeader(page, save);
    await save.click();
    await page.getByTestId('snackbar').filter({ hasText: MESSAGES.itemAddedToWishlist }).waitFor(WAIT);
    expect(await coveredControls(page)).toEqual({ covered: [], belowHeader: true });
    await expectAccessible(page);

    // The message leaves with its page.
    await page
      .getByRole('link', { name: /^Shopping cart/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Shopping cart' }).waitFor(WAIT);
    expect(await page.getByTestId('snackbar').count()).toBe(0);
  });
});
