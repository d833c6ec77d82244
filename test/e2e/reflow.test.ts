// Phones (WCAG 2.1 reflow): every storefront page at 320 CSS pixels wide, signed out and
// signed in with an order, a cart and an address, is no wider than the screen, so nothing needs
// sideways scrolling. axe-core checks each page as the phone shows it.
import { collections, type StoreProduct } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { createOrder } from '../api/factories';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { createCustomer } from './support/journeys';

const PHONE = { width: 320, height: 640 };
const WAIT = { timeout: 30_000 };

/** Every storefront address (web/src/config/paths.ts), with the query a page needs to show itself. */
function storefrontPages(productId: string, orderId: string): string[] {
  return [
    '/',
    '/products?p=bags&t=all',
    '/newin?p=accessories&t=all',
    '/sale?p=bags&t=all',
    '/designers',
    `/view?id=${productId}`,
    '/cart',
    '/checkout',
    '/checkoutideal',
    `/thankyou?order=${orderId}`,
    '/track',
    '/wishlist',
    '/signin',
    '/register',
    '/account',
    '/about',
    '/faq',
    '/contact',
    '/return',
    '/returnform',
    '/delivery',
    '/shipping',
    '/terms',
    '/privacy',
    '/disclaimer',
    '/cookie',
    '/paymentdocs',
    '/comingsoon',
    '/search?q=bag',
    '/products?p=shoes',
    '/no-such-page',
  ];
}

/**
 * How far the page reaches beyond the screen, in CSS pixels, once its data has loaded, and what
 * sticks out (for the failure message).
 */
async function overflow(page: Page): Promise<{ extra: number; widest: string[] }> {
  // Wait for the spinners to go: a loaded account or order table is what overflowed.
  await page
    .locator('.chakra-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
  // Fonts and images settle the layout.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate((width) => {
    const extra = document.documentElement.scrollWidth - width;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { extra, widest };
  }, PHONE.width);
}

/** Visits each page; answers those wider than the screen (all of them, so one run names every one). */
async function tooWide(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const { extra, widest } = await overflow(page);
    if (extra > 0) found.push(`${path} is ${extra}px wider than the screen: ${widest.join(' | ')}`);
    await expectAccessible(page);
  }
  return found;
}

describe('every storefront page at 320 px', () => {
  let session: BrowserSession;
  let productId: string;
  beforeAll(async () => {
    session = await openBrowser();
    await session.page.setViewportSize(PHONE);
    const snapshot = await db().collection(collections.products).where('inStock', '==', true).limit(1).get();
    const product = snapshot.docs[0];
    if (!product) throw new Error('The seeded catalogue has no product in stock');
    productId = product.id;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('signed out: no page is wider than the screen', { timeout: 300_000 }, async () => {
    expect(await tooWide(session.page, storefrontPages(productId, 'no-such-order'))).toEqual([]);
  });

  it('a phone header has the wishlist heart, and the footer newsletter field is a 44 px touch target', async () => {
    const { page } = session;
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await visit(page, '/about');
      const heart = page.getByRole('banner').getByRole('link', { name: /^Wishlist/ });
      expect(await heart.isVisible()).toBe(true);
      const field = page.getByRole('contentinfo').getByLabel('E-mail address');
      expect((await field.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      const join = page.getByRole('contentinfo').getByRole('button', { name: 'Join us' });
      expect((await join.boundingBox())?.height).toBeGreaterThanOrEqual(44);
      await expectAccessible(page);
    } finally {
      await page.setViewportSize(PHONE);
    }
  });

  it(
    'signed in, with an order, a cart and a saved address: no page is wider than the screen',
    { timeout: 300_000 },
    async () => {
      const { page } = session;
      const email = `reflow.${Date.now()}@example.nl`;
      const password = 'Galleria-tote-2026';
      const { uid } = await createCustomer(email, password, 'Anna Jansen');
      const product = (
        await db().collection(collections.products).doc(productId).get()
      ).data() as StoreProduct;
      const orderId = `reflow-order-${Date.now()}`;
      await createOrder({ id: orderId, userId: uid, payment: 'Paid', status: 'Out for Delivery' });
      await db()
        .collection(collections.addressBooks)
        .doc(uid)
        .set({
          addresses: [
            {
              firstName: 'Anna',
              lastName: 'Jansen',
              country: 'NL',
              address: 'Keizersgracht 1',
              city: 'Amsterdam',
              state: '',
              postcode: '1015 BS',
              phone: '',
            },
          ],
          updatedAt: Timestamp.now(),
        });

      await visit(page, '/signin');
      const form = page.getByRole('form', { name: 'Sign in' });
      await form.getByLabel('E-mail').fill(email);
      await form.getByLabel('Password').fill(password);
      await form.getByRole('button', { name: 'Sign in' }).click();
      await page.waitForURL((url) => url.pathname !== '/signin', WAIT);
      await visit(page, `/view?id=${productId}`);
      const add = page.getByRole('button', { name: 'Add to cart' });
      await add.waitFor(WAIT);
      if (product.sizesInStock.length > 1) {
        await page
          .getByRole('group', { name: 'Size' })
          .getByRole('radio', { disabled: false })
          .first()
          .check();
      }
      await add.click();
      await page.getByTestId('snackbar').first().waitFor(WAIT);

      // The account page leads with the orders.
      await visit(page, '/account');
      const headings = page.getByRole('main').getByRole('heading', { level: 2 });
      await headings.first().waitFor(WAIT);
      expect(await headings.first().innerText()).toMatch(/^Your orders$/i);

      expect(await tooWide(page, storefrontPages(productId, orderId))).toEqual([]);
    },
  );
});
