// Phones (WCAG 2.1 reflow): every storefront page at 320 CSS pixels wide, signed in with an order, a
// cart and an address, is no wider than the screen, so nothing needs sideways scrolling (signed out:
// storefront-routes.test.ts, with the security headers each page checks there). axe-core checks each
// page as the phone shows it.
import { collections, type StoreProduct } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { createOrder } from '../api/factories';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { createCustomer } from './support/journeys';
import { PHONE, productInStock, tooWide } from './support/page-checks';

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

/** Visits each page; answers those wider than the screen (all of them, so one run names every one). */
async function tooWidePages(page: Page, paths: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const path of paths) {
    await visit(page, path);
    const reason = await tooWide(page, path);
    if (reason) found.push(reason);
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
    productId = await productInStock();
  });
  afterAll(async () => {
    await session?.close();
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

      expect(await tooWidePages(page, storefrontPages(productId, orderId))).toEqual([]);
    },
  );
});
