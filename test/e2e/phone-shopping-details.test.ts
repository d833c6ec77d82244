// The details of shopping on a 390 px touch phone (docs/decisions.md rule 74): every size of a sized
// product offered with the sold-out ones marked, the only one in stock shown chosen; the full-screen
// viewer sharpened to the 1600 px picture once zoomed, and swiped between pictures; the cart's total
// and Checkout on the first screen, Clear cart asking first, the greyed + saying why; /track with the
// shopper's own order first and its timeline with the promised days. axe-core checks every page.
import {
  collections,
  expectedDeliveryText,
  sizeOptions,
  type StoreProduct,
  type Variant,
  type WithId,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { createOrder } from '../api/factories';
import {
  type BrowserSession,
  expectAccessible,
  openBrowser,
  openTouchPhone,
  TOUCH_PHONE,
  visit,
} from './support/browser';

const WAIT = { timeout: 20_000 };

async function storeProducts(): Promise<WithId<StoreProduct>[]> {
  const snapshot = await db().collection(collections.products).where('inStock', '==', true).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as StoreProduct), id: doc.id }));
}

/** Products in stock that come in several sizes (not one-size bags). */
async function sizedProducts(): Promise<WithId<StoreProduct>[]> {
  const sized = (await storeProducts()).filter((product) => sizeOptions(product).length >= 2);
  expect(sized.length, 'the demo data has two products in stock with several sizes').toBeGreaterThanOrEqual(
    2,
  );
  return sized;
}

/** Sets a product's stock per size as a stock writer would, its derived fields with it. */
async function setStock(product: WithId<StoreProduct>, quantityOf: (size: string) => number): Promise<void> {
  const variants: Variant[] = product.variants.map((variant) => ({
    ...variant,
    quantity: quantityOf(variant.size),
  }));
  const inStockSizes = [...new Set(variants.filter((variant) => variant.quantity > 0).map((v) => v.size))];
  const units = variants.reduce((sum, variant) => sum + variant.quantity, 0);
  await db()
    .collection(collections.products)
    .doc(product.id)
    .update({
      variants,
      sizesInStock: inStockSizes,
      inStock: units > 0,
      unitsInStock: units,
      lowestSizeStock: Math.min(...variants.map((variant) => variant.quantity)),
    });
}

/** The visitor's uid, as the page's Auth SDK keeps it. */
async function visitorUid(page: Page): Promise<string> {
  const handle = await page.waitForFunction(
    () => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('firebase:authUser:'));
      return key ? localStorage.getItem(key) : null;
    },
    undefined,
    WAIT,
  );
  return (JSON.parse((await handle.jsonValue()) as string) as { uid: string }).uid;
}

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

/** Whether the element lies wholly within the phone's first screen. */
async function onFirstScreen(element: ReturnType<Page['locator']>): Promise<boolean> {
  const box = await element.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= TOUCH_PHONE.height;
}

describe('shopping details on a phone', () => {
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

  it('offers every size, marks the sold-out ones, and shows the only one in stock chosen', async () => {
    const [several, single] = await sizedProducts();
    const [soldOutSize] = sizeOptions(several!).map((option) => option.size);
    await setStock(several!, (size) => (size === soldOutSize ? 0 : 2));

    await visit(page, `/view?id=${encodeURIComponent(several!.id)}`);
    const sizes = page.getByRole('group', { name: 'Size' });
    await sizes.waitFor(WAIT);
    const all = sizeOptions(several!).map((option) => option.size);
    expect(
      await sizes
        .getByRole('radio')
        .evaluateAll((radios) => radios.map((r) => (r as HTMLInputElement).value)),
    ).toEqual(all);
    const soldOut = sizes.locator(`input[value="${soldOutSize}"]`);
    expect(await soldOut.isDisabled()).toBe(true);
    expect(
      await sizes.locator('label', { has: page.locator(`input[value="${soldOutSize}"]`) }).innerText(),
    ).toMatch(/sold out/);
    expect(await sizes.getByRole('radio', { disabled: false }).count()).toBe(all.length - 1);
    expect(await sizes.getByRole('radio', { checked: true }).count()).toBe(0);
    // Beside Add to cart: the choice is on the first screen with it.
    expect(await onFirstScreen(sizes)).toBe(true);
    await expectAccessible(page);

    const [onlySize] = sizeOptions(single!).map((option) => option.size);
    await setStock(single!, (size) => (size === onlySize ? 1 : 0));
    await visit(page, `/view?id=${encodeURIComponent(single!.id)}`);
    const singleSizes = page.getByRole('group', { name: 'Size' });
    await singleSizes.waitFor(WAIT);
    expect(await singleSizes.getByRole('radio').count()).toBe(sizeOptions(single!).length);
    expect(await singleSizes.locator(`input[value="${onlySize}"]`).isChecked()).toBe(true);
    expect(await singleSizes.getByRole('radio', { disabled: true }).count()).toBe(
      sizeOptions(single!).length - 1,
    );
    // "One size" is what the facts say of a bag; a sized product lists its sizes.
    expect(await page.locator('main dl dt').allInnerTexts()).toEqual(
      expect.arrayContaining(['Reference', 'Size', 'Designer', 'Category']),
    );
    await expectAccessible(page);
  });

  it('sharpens a zoomed picture with the 1600 px variant and swipes between pictures', async () => {
    const product = (await storeProducts()).find((candidate) => candidate.images.length >= 3);
    expect(product, 'the demo data has a product with three pictures').toBeDefined();
    const count = product!.images.length;
    await visit(page, `/view?id=${encodeURIComponent(product!.id)}`);
    const gallery = page.getByRole('region', { name: `Images of ${product!.title}` });
    await gallery.getByRole('button', { name: `Open image 1 of ${count} full screen` }).click();
    const zoom = page.getByRole('dialog', { name: `${product!.title}: pictures full screen` });
    await zoom.getByText(`Image 1 of ${count}`).waitFor(WAIT);
    expect(await zoom.getByTestId('zoomed-picture').count()).toBe(0);

    // A swipe on the whole picture moves to the next one.
    const cdp = await context.newCDPSession(page);
    await swipe(cdp, { x: TOUCH_PHONE.width / 2, y: TOUCH_PHONE.height / 2 }, -180);
    await zoom.getByText(`Image 2 of ${count}`).waitFor(WAIT);
    await expectAccessible(page);

    // Zoomed (+, as a double tap does), the 1600 px variant is laid over it and arrives.
    await page.keyboard.press('+');
    const sharp = zoom.getByTestId('zoomed-picture');
    await sharp.waitFor(WAIT);
    expect(await sharp.getAttribute('src')).toMatch(/^\/img\/1600\/webp\?src=/);
    await page.waitForFunction(
      () => {
        const image = document.querySelector<HTMLImageElement>('[data-testid="zoomed-picture"]');
        return image?.complete === true && image.naturalWidth > 0;
      },
      undefined,
      WAIT,
    );
    expect(await sharp.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(1600);
    // Zoomed, a sideways finger pans: it stays on this picture.
    await swipe(cdp, { x: TOUCH_PHONE.width / 2, y: TOUCH_PHONE.height / 2 }, -180);
    expect(await zoom.getByText(`Image 2 of ${count}`).count()).toBe(1);
    await page.keyboard.press('Escape');
    await zoom.waitFor({ state: 'detached' });
  });

  it("puts the cart's total and Checkout on the first screen, and says why + is greyed", async () => {
    const bags = (await storeProducts()).filter((product) => sizeOptions(product).length === 0);
    const [last, ...others] = bags;
    await setStock(last!, () => 1);
    for (const product of [last!, ...others.slice(0, 3)]) {
      await visit(page, `/view?id=${encodeURIComponent(product.id)}`);
      await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
      await page.getByTestId('snackbar').filter({ hasText: 'Added to your cart' }).first().waitFor(WAIT);
    }

    await visit(page, '/cart');
    await page.getByTestId('cart-line').nth(3).waitFor(WAIT);
    const bar = page.getByTestId('cart-sticky-summary');
    await bar.waitFor({ state: 'visible', ...WAIT });
    expect(await onFirstScreen(bar)).toBe(true);
    const payable = await page.getByTestId('cart-payable').innerText();
    expect(await bar.innerText()).toContain(payable);
    // One Checkout: the bar's (the summary's own is for wide screens).
    const checkout = page.getByRole('link', { name: 'Checkout', exact: true });
    expect(await checkout.count()).toBe(1);
    expect(await checkout.getAttribute('href')).toBe('/checkout');
    expect(await page.getByRole('link', { name: /^Pay with/ }).count()).toBe(0);

    // The last piece: + greyed, and the reason in words.
    const line = page.getByTestId('cart-line').filter({ hasText: last!.title });
    expect(await line.getByRole('button', { name: `One more ${last!.title}` }).isDisabled()).toBe(true);
    expect(await line.getByTestId('cart-quantity-limit').innerText()).toBe('Only 1 available');
    await expectAccessible(page);

    // Clear cart sits at the foot of the lines, not beside Continue shopping, and asks first.
    const clear = page.getByRole('button', { name: 'Clear cart' });
    const continueBox = (await page.getByRole('link', { name: 'Continue shopping' }).boundingBox())!;
    expect((await clear.boundingBox())!.y).toBeGreaterThan(continueBox.y + continueBox.height + 40);
    await clear.click();
    await page.getByTestId('clear-cart-confirmation').waitFor(WAIT);
    await page.getByRole('button', { name: 'Keep my items' }).click();
    expect(await page.getByTestId('cart-line').count()).toBe(4);

    // Checkout leads on.
    await checkout.click();
    await page.getByRole('heading', { level: 1, name: 'Checkout' }).waitFor(WAIT);
  });

  it('lists the shopper’s own order first on /track, with its timeline and the promised days', async () => {
    const uid = await visitorUid(page);
    const placed = new Date(Date.now() - 2 * 86_400_000);
    const { id } = await createOrder({
      userId: uid,
      orderNumber: `MB-2026-9${String(Date.now()).slice(-5)}`,
      createdAt: Timestamp.fromDate(placed),
      payment: 'Paid',
      status: 'Out for Delivery',
      shipment: {
        carrier: 'PostNL',
        trackingNumber: '3SMBPHONE1234',
        trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SMBPHONE1234-NL-1015AA',
        shippedAt: Timestamp.now(),
      },
    });

    await visit(page, '/track');
    const order = page.locator(`[data-testid="tracked-order"][data-order-id="${id}"]`);
    await order.waitFor(WAIT);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allInnerTexts();
    expect(headings.indexOf('Your orders')).toBeLessThan(headings.indexOf('Find an order'));

    const steps = order.getByTestId('order-timeline').locator('li');
    expect(
      await steps.evaluateAll((items) =>
        items.map((item) => [item.getAttribute('data-step'), item.getAttribute('data-done')]),
      ),
    ).toEqual([
      ['placed', 'true'],
      ['paid', 'true'],
      ['shipped', 'true'],
      ['delivered', 'false'],
    ]);
    expect(
      await order.getByRole('link', { name: /^Track your parcel with PostNL/ }).getAttribute('href'),
    ).toBe('https://jouw.postnl.nl/track-and-trace/3SMBPHONE1234-NL-1015AA');
    expect(await order.getByTestId('order-expected-delivery').innerText()).toBe(
      expectedDeliveryText({
        createdAt: placed.toISOString(),
        payment: 'Paid',
        status: 'Out for Delivery',
        shipment: { shippedAt: placed.toISOString() },
        country: 'NL',
      }),
    );
    expect(await order.getByTestId('order-status').innerText()).toBe('Out for delivery');
    await expectAccessible(page);
  });
});
