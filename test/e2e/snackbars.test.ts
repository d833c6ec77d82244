// Phones (issue 25): a snackbar never covers the page's buttons. At 390 px, with the cookie banner
// still asking at the bottom, the messages of adding to the cart and to the wishlist appear over the
// sticky header's band: no control of the page or of the banner is under them, whatever the scroll.
import { collections, MESSAGES, type StoreProduct } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';

const PHONE = { width: 390, height: 844 };
const WAIT = { timeout: 20_000 };

/**
 * The controls outside the header that a visible snackbar covers, by their text (empty when none),
 * and whether every snackbar stays within the header's band.
 */
async function coveredControls(page: Page): Promise<{ covered: string[]; withinHeader: boolean }> {
  return page.evaluate(() => {
    const snackbars = [...document.querySelectorAll('[data-testid="snackbar"]')].map((element) =>
      element.getBoundingClientRect(),
    );
    const header = document.querySelector('header')!.getBoundingClientRect();
    const controls = [
      ...document.querySelectorAll('button, a[href], input, select, textarea, summary, [tabindex="0"]'),
    ].filter((element) => !element.closest('header') && !element.closest('[data-testid="snackbar"]'));
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const covered = controls
      .filter((element) => {
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') return false;
        return snackbars.some((snackbar) => overlaps(snackbar, box));
      })
      .map((element) =>
        (element.textContent ?? element.getAttribute('aria-label') ?? element.tagName).trim(),
      );
    return {
      covered,
      withinHeader: snackbars.length > 0 && snackbars.every((snackbar) => snackbar.bottom <= header.bottom),
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
    const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio');
    if ((await sizes.count()) > 0) await sizes.first().check();
    await page.getByRole('button', { name: 'Accept' }).first().waitFor(WAIT);

    // The button just below the header: where a message at the top of the screen would fall.
    await scrollBelowHeader(page, add);
    await add.click();
    await page.getByTestId('snackbar').filter({ hasText: MESSAGES.itemAddedToCart }).waitFor(WAIT);
    expect(await coveredControls(page)).toEqual({ covered: [], withinHeader: true });
    await expectAccessible(page);

    const save = page.getByRole('button', { name: 'Add to wishlist', exact: true });
    await scrollBelowHeader(page, save);
    await save.click();
    await page.getByTestId('snackbar').filter({ hasText: MESSAGES.itemAddedToWishlist }).waitFor(WAIT);
    expect(await coveredControls(page)).toEqual({ covered: [], withinHeader: true });
    await expectAccessible(page);
  });
});
