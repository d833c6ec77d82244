// Shopping on a 390 px phone (docs/decisions.md rules 48-51 and 73): the listing's filter drawer with
// counts per value and a "Show N results" that matches the grid; the product page's gallery that swipes,
// opens full screen on a tap, moves with the arrow keys and zooms with a pinch, with the price and
// Add to cart in the first screen and a sticky bar further down; and a returning shopper's bag and
// wishlist badges as soon as a page works, from the device. A touch phone: taps and swipes are real touch events.
// axe-core checks every page visited and every state brought about.
import {
  collections,
  titleAfterBrand,
  type CuratedEntry,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import type { BrowserContext, CDPSession, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import {
  type BrowserSession,
  expectAccessible,
  openBrowser,
  openTouchPhone,
  TOUCH_PHONE,
  shopUrl,
  visit,
} from './support/browser';

const WAIT = { timeout: 20_000 };
const BAGS = '/products?p=bags&t=all';

/** The total the listing's results heading shows ("12 products"). */
async function gridTotal(page: Page): Promise<number> {
  const heading = page.locator('main h2[tabindex="-1"]');
  await heading.filter({ hasText: /^\d[\d.,]* products?$/ }).waitFor(WAIT);
  return Number((await heading.innerText()).replace(/\D/g, ''));
}

/** "Black (12)" -> 12; null for an option without a count. */
const countOf = (label: string) => {
  const match = /\((\d+)\)$/.exec(label.trim());
  return match ? Number(match[1]) : null;
};

/** A finger moving sideways across a point, in steps, as Chromium's touch input. */
async function swipe(cdp: CDPSession, from: { x: number; y: number }, dx: number): Promise<void> {
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [from] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', {
      type: 'touchMove',
      touchPoints: [{ x: from.x + (dx * step) / 6, y: from.y }],
    });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

/**
 * Taps the point until `opened` is visible, three times at most. On a busy machine the lifted finger
 * can reach the browser after its long-press delay, and a long press is no tap; a shopper taps again.
 */
async function tapUntil(page: Page, at: { x: number; y: number }, opened: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await page.touchscreen.tap(at.x, at.y);
    try {
      await opened.waitFor({ timeout: attempt === 3 ? WAIT.timeout : 5_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}

/** Two fingers moving apart around a point (a pinch out). */
async function pinchOut(cdp: CDPSession, at: { x: number; y: number }): Promise<void> {
  const fingers = (gap: number) => [
    { x: at.x - gap, y: at.y, id: 1 },
    { x: at.x + gap, y: at.y, id: 2 },
  ];
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(30) });
  for (let gap = 40; gap <= 120; gap += 20) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
}

async function productWithPictures(): Promise<WithId<StoreProduct>> {
  const snapshot = await db().collection(collections.products).where('inStock', '==', true).limit(40).get();
  const product = snapshot.docs
    .map((doc) => ({ ...(doc.data() as StoreProduct), id: doc.id }))
    .find((candidate) => candidate.images.length >= 3);
  expect(product, 'the demo data has a product in stock with three pictures or more').toBeDefined();
  return product!;
}

/** The Colour filter's options as the phone's drawer showed them, for the wide screen to compare. */
let phoneColours: string[] = [];

describe('shopping on a phone', () => {
  let session: BrowserSession;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    session = await openBrowser();
    ({ context, page } = await openTouchPhone(session));
  });
  afterAll(async () => {
    await context?.close();
    await session?.close();
  });

  it('filters in a drawer with counts per value and a "Show N results" that matches the grid', async () => {
    await visit(page, BAGS);
    const all = await gridTotal(page);
    expect(all).toBeGreaterThan(0);

    const open = page.getByRole('button', { name: 'Filters', exact: true });
    await open.click();
    const drawer = page.getByRole('dialog', { name: 'Filters' });
    await drawer.waitFor(WAIT);
    const show = drawer.getByRole('button', { name: /^Show \d+ results?$/ });
    expect(await show.innerText()).toBe(`Show ${all} result${all === 1 ? '' : 's'}`);

    // The colours' counts come from the listing's facet summary: every colour has one, and one
    // that would show nothing is disabled, not hidden (docs/decisions.md rule 73).
    const colour = drawer.getByRole('group', { name: /^Colour/ });
    const boxes = colour.getByRole('checkbox');
    await colour
      .getByRole('checkbox', { name: /\(\d+\)$/ })
      .first()
      .waitFor(WAIT);
    const options = await boxes.evaluateAll((elements) =>
      elements.map((element) => ({
        label: (element as HTMLInputElement).labels?.[0]?.textContent ?? '',
        disabled: (element as HTMLInputElement).disabled,
      })),
    );
    phoneColours = options.map((option) => option.label);
    const counted = options.map((option) => ({ ...option, count: countOf(option.label) }));
    expect(counted.every((option) => option.count !== null)).toBe(true);
    expect(counted.every((option) => option.disabled === (option.count === 0))).toBe(true);
    const offered = counted.filter((option) => option.count! > 0);
    expect(offered.length).toBeGreaterThan(1);
    // Every bag has one colour: the colours' counts add up to the whole listing.
    expect(offered.reduce((sum, option) => sum + option.count!, 0)).toBe(all);
    await expectAccessible(page);

    // The focus stays in the drawer.
    for (let i = 0; i < 25; i++) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('dialog') !== null)).toBe(true);
    }

    // Choosing the smallest colour: the grid behind, the button and the option all say the same.
    const chosen = [...offered].sort((a, b) => a.count! - b.count!)[0]!;
    const chosenName = chosen.label.replace(/ \(\d+\)$/, '');
    await colour.getByRole('checkbox', { name: chosen.label }).check();
    await drawer
      .getByRole('button', { name: `Show ${chosen.count} result${chosen.count === 1 ? '' : 's'}` })
      .waitFor(WAIT);
    await expectAccessible(page);
    await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await gridTotal(page)).toBe(chosen.count);
    expect(await page.locator('main ul a[data-product-id]').count()).toBe(Math.min(chosen.count!, 12));

    // Its chip sits above the grid; the button says one filter is on.
    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByRole('button', { name: `Remove filter ${chosenName}` }).waitFor(WAIT);
    const chipsBox = (await chips.boundingBox())!;
    const gridBox = (await page.locator('main ul a[data-product-id]').first().boundingBox())!;
    expect(chipsBox.y).toBeLessThan(gridBox.y);
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor(WAIT);
    await expectAccessible(page);

    // Escape closes the drawer and gives the focus back to its button.
    await page.getByRole('button', { name: 'Filters (1)' }).click();
    await drawer.waitFor(WAIT);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Filters (1)');
  });

  it('shows the same counts in the filter column of a wide screen', async () => {
    expect(phoneColours.length).toBeGreaterThan(1);
    const wide = session.page;
    await visit(wide, BAGS);
    const colour = wide.getByRole('complementary').getByRole('group', { name: /^Colour/ });
    await colour
      .getByRole('checkbox', { name: /\(\d+\)$/ })
      .first()
      .waitFor(WAIT);
    await wide.waitForFunction(
      (expected) => {
        const group = [...document.querySelectorAll('aside fieldset')].find((element) =>
          element.querySelector('legend')?.textContent?.startsWith('Colour'),
        );
        return (
          group &&
          [...group.querySelectorAll('label')].map((label) => label.textContent).join('|') === expected
        );
      },
      phoneColours.join('|'),
      WAIT,
    );
    await expectAccessible(wide);
  });

  it('swipes between pictures, opens the zoom with a tap, and keeps price and Add to cart in the first screen', async () => {
    const product = await productWithPictures();
    await visit(page, `/view?id=${encodeURIComponent(product.id)}`);
    const add = page.getByRole('button', { name: 'Add to cart', exact: true });
    await add.waitFor(WAIT);
    const count = product.images.length;

    // The first screen of a 390 x 844 phone holds the price and Add to cart.
    for (const element of [page.getByTestId('product-price'), add]) {
      const box = (await element.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(TOUCH_PHONE.height);
    }

    const gallery = page.getByRole('region', { name: `Images of ${product.title}` });
    const picture = gallery.getByRole('button', { name: `Open image 1 of ${count} full screen` });
    const box = (await picture.boundingBox())!;
    const middle = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    const cdp = await context.newCDPSession(page);

    // A swipe to the left shows the next picture, to the right the one before.
    await swipe(cdp, middle, -180);
    await gallery.getByText(`Image 2 of ${count}`).waitFor(WAIT);
    await swipe(cdp, middle, 180);
    await gallery.getByText(`Image 1 of ${count}`).waitFor(WAIT);
    await swipe(cdp, middle, -180);
    await gallery.getByText(`Image 2 of ${count}`).waitFor(WAIT);
    await expectAccessible(page);

    // A tap opens that picture full screen.
    const zoom = page.getByRole('dialog', { name: `${product.title}: pictures full screen` });
    await tapUntil(page, middle, zoom);
    await zoom.getByText(`Image 2 of ${count}`).waitFor(WAIT);
    await zoom.getByRole('img', { name: `${product.title}, image 2 of ${count}` }).waitFor(WAIT);
    await expectAccessible(page);

    // The arrow keys move between the pictures, and the page behind follows.
    await page.keyboard.press('ArrowRight');
    await zoom.getByText(`Image 3 of ${count}`).waitFor(WAIT);
    await page.keyboard.press('ArrowLeft');
    await zoom.getByText(`Image 2 of ${count}`).waitFor(WAIT);

    // Two fingers zoom in; the next picture starts whole again.
    const frame = zoom.locator('[data-scale]');
    expect(await frame.getAttribute('data-scale')).toBe('1');
    await pinchOut(cdp, { x: TOUCH_PHONE.width / 2, y: TOUCH_PHONE.height / 2 });
    await page.waitForFunction(
      () => Number(document.querySelector('dialog [data-scale]')?.getAttribute('data-scale')) > 1.5,
    );
    await page.keyboard.press('ArrowRight');
    await zoom.getByText(`Image 3 of ${count}`).waitFor(WAIT);
    expect(await frame.getAttribute('data-scale')).toBe('1');

    // Escape closes it, on the picture it showed last, and the focus is back on the gallery. The
    // closed dialog stays in the page until React removes it; wait for that, since its own
    // "Image 3 of 3" sits inside the gallery too.
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
    await gallery.getByText(`Image 3 of ${count}`, { exact: true }).waitFor(WAIT);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `Open image 3 of ${count} full screen`,
    );

    // Scrolled past the buy box, a sticky bar offers Add to cart; back at the top it is gone.
    const sticky = page.getByTestId('sticky-buy-bar');
    expect(await sticky.isVisible()).toBe(false);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await sticky.waitFor({ state: 'visible', timeout: 10_000 });
    expect(await sticky.getByRole('button', { name: 'Add to cart' }).isEnabled()).toBe(true);
    await expectAccessible(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    await sticky.waitFor({ state: 'hidden', timeout: 10_000 });
  });

  it("shows a returning shopper's bag and wishlist counts as soon as a loaded page works", async () => {
    const product = await productWithPictures();
    await visit(page, `/view?id=${encodeURIComponent(product.id)}`);
    const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false });
    if ((await sizes.count()) > 0) await sizes.first().check();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByRole('link', { name: 'Shopping cart, 1 item' }).waitFor(WAIT);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await page.getByRole('button', { name: 'Saved in wishlist' }).waitFor(WAIT);
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor(WAIT);

    // A new page load: the badges' own reads wait for the page to settle (the first move, or 5 s),
    // so counts shown as soon as the page works are the ones this device kept, read without any
    // Firestore SDK. How soon that is after the navigation (1 s) is a speed figure: `npm run bench --
    // badges` measures it (docs/benchmarks.md).
    for (const path of ['/', BAGS, `/view?id=${encodeURIComponent(product.id)}`]) {
      const firestoreSdk: string[] = [];
      const onRequest = (request: { url(): string }) => {
        if (/\/assets\/firestore-lite-[^/]*\.js$/.test(new URL(request.url()).pathname))
          firestoreSdk.push(request.url());
      };
      page.on('request', onRequest);
      await page.goto(new URL(path, shopUrl).toString(), { waitUntil: 'commit' });
      await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
      const badges = await page.evaluate(() =>
        ['cart-count', 'wishlist-count'].map(
          (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? null,
        ),
      );
      expect(badges, `${path}: both badges once the page works`).toEqual(['1', '1']);
      expect(firestoreSdk, `${path}: no Firestore SDK for the remembered counts`).toEqual([]);
      page.off('request', onRequest);
      await expectAccessible(page);
    }

    // Once the page settles the reads confirm the counts (their answers would replace a wrong one).
    const confirmed = page.waitForResponse((response) => response.url().includes(':runQuery'), WAIT);
    await page.keyboard.press('Shift');
    await confirmed;
    await page.waitForTimeout(1000);
    expect(await page.getByTestId('cart-count').textContent()).toBe('1');
    expect(await page.getByTestId('wishlist-count').textContent()).toBe('1');
  });

  it('prints the brand once, names no gender on a bag, and says Sold out on a Featured card', async () => {
    const bags = await db()
      .collection(collections.products)
      .where('parentCategory', '==', 'BAGS')
      .limit(20)
      .get();
    const bag = bags.docs
      .map((doc) => ({ ...(doc.data() as StoreProduct), id: doc.id }))
      .find((product) => titleAfterBrand(product) !== product.title);
    expect(bag, 'a demo bag whose title starts with its brand').toBeDefined();

    await visit(page, `/view?id=${encodeURIComponent(bag!.id)}`);
    const heading = page.getByRole('heading', { level: 1, name: bag!.title, exact: true });
    await heading.waitFor(WAIT);
    // Seen: the brand above, the rest of the title under it; heard: the whole title.
    const printed = await heading.evaluate((h1) =>
      [...h1.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent)
        .join('')
        .trim(),
    );
    expect(printed).toBe(titleAfterBrand(bag!));
    await page.locator('main dl dt').getByText('Category', { exact: true }).waitFor(WAIT);
    expect(await page.locator('main dl dt').allInnerTexts()).not.toContain('Gender');

    // On its listing card too.
    await visit(page, '/products?p=bags&t=all&b=' + encodeURIComponent(bag!.brand));
    const card = page.locator('[data-product-card]').first();
    await card.waitFor(WAIT);
    const cardText = await card.locator('a').first().innerText();
    const brandMentions = cardText.toUpperCase().split(bag!.brand.toUpperCase()).length - 1;
    expect(brandMentions, cardText).toBe(1);

    // A Featured product sells out: its home page card says so.
    const featured = await db()
      .collection(collections.featured)
      .where('hidden', '==', false)
      .orderBy('addedAt', 'desc')
      .limit(1)
      .get();
    const entry = featured.docs[0]!.data() as CuratedEntry;
    const product = db().collection(collections.products).doc(featured.docs[0]!.id);
    await product.update({ inStock: false });
    try {
      // Said by the server's render already (the home page's first reads), not after hydration.
      const html = await (await page.request.get(`${shopUrl}/`, { timeout: 90_000 })).text();
      const cardHtml = html
        .split(`data-product-card="${featured.docs[0]!.id}"`)[1]
        ?.split('data-product-card=')[0];
      expect(cardHtml, 'the sold-out card in the home page as served').toContain('Sold out');
      // The browser keeps the home page it saw a moment ago for a minute (STOREFRONT_PAGE_CACHE), with
      // the stock of then, as it keeps a listing: this visit is one after that minute.
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.clearBrowserCache');
      await cdp.detach();
      await visit(page, '/');
      const region = page.getByRole('region', { name: 'Featured' });
      const soldOutCard = region.locator(`[data-product-card="${featured.docs[0]!.id}"]`);
      await soldOutCard.getByText('Sold out', { exact: true }).waitFor(WAIT);
      expect(await soldOutCard.innerText()).toContain(entry.title);
      expect(await region.getByText('Sold out', { exact: true }).count()).toBe(1);
      await expectAccessible(page);
    } finally {
      await product.update({ inStock: true });
    }
  });
});
