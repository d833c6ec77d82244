// /admindashboard (API Items) in Chromium against the seeded stack: the supplier catalogue's four
// categories, each opening its part of the catalogue, with the top bar naming the page; the admin
// lands on Today after signing in, not here (docs/decisions.md rule 69); a visitor who is not signed
// in is sent to /admin instead, and one who signs in before the first visit's anonymous sign-up has
// been answered stays signed in.
import { collections, SUPPLIER_CATEGORIES, type SupplierItem } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };

describe('/admindashboard', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('sends a visitor who is not signed in to /admin', async () => {
    const { page } = session;
    await visit(page, '/admindashboard');
    await page.waitForURL((url) => url.pathname === '/admin', WAIT);
    await page.getByRole('heading', { level: 1, name: 'Admin sign in' }).waitFor(WAIT);
    await expectAccessible(page);
  });

  it('shows the four supplier categories, each opening its catalogue', async () => {
    const { page } = session;
    // From a page of its own: the test before left this tab on /admin, sent there from
    // /admindashboard, and a sign-in returns to the admin page the guard sent the visitor from.
    await visit(page, '/');
    await signInAsAdmin(page);
    // Signing in leads to Today, the overview, not to the supplier catalogue.
    await page.waitForURL((url) => url.pathname === '/adminmainstoreorders', WAIT);
    await visit(page, '/admindashboard');
    await page.getByRole('heading', { level: 1, name: 'API items' }).waitFor(WAIT);
    await page
      .getByTestId('admin-page-name')
      .filter({ hasText: /^API items$/ })
      .waitFor(WAIT);
    await expectAccessible(page);
    const categories = page.getByRole('region', { name: 'CATEGORIES' });
    const links = categories.getByRole('link');
    expect(await links.allInnerTexts()).toEqual([...SUPPLIER_CATEGORIES]);
    for (const category of SUPPLIER_CATEGORIES) {
      expect(await categories.getByRole('link', { name: category }).getAttribute('href')).toBe(
        `/adminallproducts?id=${category.toLowerCase()}`,
      );
    }

    // BAGS opens the supplier's bags: the items it shows are bags in Firestore.
    await categories.getByRole('link', { name: 'BAGS' }).click();
    await page.waitForURL((url) => url.pathname === '/adminallproducts', WAIT);
    expect(new URL(page.url()).searchParams.get('id')).toBe('bags');
    await page.getByRole('heading', { level: 1, name: /Supplier catalogue: bags/i }).waitFor(WAIT);
    const firstItem = page.getByRole('main').getByRole('article').first();
    await firstItem.waitFor(WAIT);
    const sku = /SKU (\S+)/.exec(await firstItem.innerText())?.[1];
    expect(sku).toBeTruthy();
    const stored = await db().collection(collections.supplierItems).where('sku', '==', sku).get();
    expect(stored.docs.map((doc) => (doc.data() as SupplierItem).parentCategory)).toContain('BAGS');
    await expectAccessible(page);
  });

  it('keeps an admin who signs in while the first visit’s anonymous sign-up is still on its way', async () => {
    // A slow network, at the HTTP boundary: the Auth emulator's answer to the page's anonymous
    // sign-up (every first visit asks for one) arrives 3 s late, after the admin has signed in.
    const own = await openBrowser();
    try {
      const { page } = own;
      let delayed = 0;
      await page.route(/\/accounts:signUp\b/, async (route) => {
        delayed += 1;
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        await route.continue();
      });
      const signUpAnswered = page.waitForResponse((response) => /\/accounts:signUp\b/.test(response.url()), {
        timeout: 60_000,
      });
      await signInAsAdmin(page);
      await signUpAnswered;
      expect(delayed).toBe(1);
      // The late answer signs no one in: the admin's session is the one the next page load finds.
      await visit(page, '/admindashboard');
      await page.getByRole('heading', { level: 1, name: 'API items' }).waitFor(WAIT);
      expect(new URL(page.url()).pathname).toBe('/admindashboard');
    } finally {
      await own.close();
    }
  });
});
