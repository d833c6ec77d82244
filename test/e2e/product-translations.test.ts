// A product's translations (docs/decisions.md rule 83) in Chromium against the seeded stack: the
// admin adds a Dutch title and description on the store product's edit page; the Dutch product page
// shows them, marked Dutch, in the browser and in the server's render (its <title> and h1) and on the wishlist, the
// Dutch search finds it by a word of its Dutch title, its card and quick view in Dutch, and the German product page still shows the
// supplier's English marked English. axe-core checks every page.
import { collections, type StoreProduct, type WithId } from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36).toUpperCase();

/** An online seeded product never translated. */
async function untranslatedProduct(): Promise<WithId<StoreProduct>> {
  const snapshot = await db().collection(collections.products).where('online', '==', true).limit(20).get();
  const found = snapshot.docs.find((doc) => !(doc.data() as StoreProduct).translations);
  if (!found) throw new Error('The seeded catalogue has no online product without translations');
  return { ...(found.data() as StoreProduct), id: found.id };
}

const h1 = (page: Page) => page.getByRole('heading', { level: 1 });

describe("a product's translations", () => {
  let admin: BrowserSession;
  let shop: BrowserSession;
  let product: WithId<StoreProduct>;
  beforeAll(async () => {
    admin = await openBrowser();
    shop = await openBrowser({ httpCache: false });
    product = await untranslatedProduct();
  });
  afterAll(async () => {
    await admin?.close();
    await shop?.close();
    // Leaves the product as seeded for a journey run by hand after this one.
    if (product) {
      for (const list of [collections.products, 'featured', 'weekProducts', 'newIn', 'sale', 'recommended']) {
        const ref = db().collection(list).doc(product.id);
        if ((await ref.get()).exists) await ref.update({ translations: FieldValue.delete() });
      }
    }
  });

  it('the admin adds a Dutch title and description; Dutch pages show them, German ones the English', async () => {
    const dutchTitle = `Leren schoudertas ${run}`;
    const dutchNote = `Zacht kalfsleer ${run}, gouden beslag`;

    await signInAsAdmin(admin.page);
    const page = admin.page;
    await visit(page, `/adminmainstoreedit?id=${product.id}`);
    const titleInDutch = page.getByRole('textbox', { name: 'Title in Dutch' });
    await titleInDutch.waitFor(WAIT);
    await expectAccessible(page);
    await titleInDutch.fill(dutchTitle);
    await page.getByRole('textbox', { name: 'Description in Dutch' }).fill(dutchNote);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Item successfully updated' }).first().waitFor(WAIT);
    const saved = (await db().collection(collections.products).doc(product.id).get()).data() as StoreProduct;
    expect(saved.translations).toEqual({ nl: { title: dutchTitle, description: dutchNote } });
    expect(saved.title).toBe(product.title);

    // The server's render of the Dutch page: its title and its h1 in Dutch, marked Dutch.
    const rendered = await (await fetch(`${shopUrl}/nl/view?id=${encodeURIComponent(product.id)}`)).text();
    expect(rendered).toMatch(new RegExp(`<title>[^<]*${dutchTitle}`));
    expect(rendered).toMatch(new RegExp(`<h1[^>]*lang="nl"[^>]*>[\\s\\S]*?${dutchTitle}`));

    // In the browser, once the page has taken over.
    const shopPage = shop.page;
    await visit(shopPage, `/nl/view?id=${product.id}`);
    await h1(shopPage).filter({ hasText: dutchTitle }).waitFor(WAIT);
    expect(await h1(shopPage).getAttribute('lang')).toBe('nl');
    const note = shopPage.locator('ul[lang="nl"]').filter({ hasText: 'Zacht kalfsleer' });
    await note.waitFor(WAIT);
    expect(await shopPage.title()).toContain(dutchTitle);
    await expectAccessible(shopPage);

    // Saved to the wishlist (the page's own words are Dutch too), the Dutch wishlist names it in Dutch.
    await shopPage.getByRole('button', { name: 'Op verlanglijst', exact: true }).click();
    await shopPage.getByRole('button', { name: 'Op uw verlanglijst' }).waitFor(WAIT);
    await visit(shopPage, '/nl/wishlist');
    const wishlistItem = shopPage.locator(`[data-testid="wishlist-item"][data-product-id="${product.id}"]`);
    await wishlistItem.locator('p[lang="nl"]').filter({ hasText: dutchTitle }).waitFor(WAIT);
    await expectAccessible(shopPage);

    // German has no translation: the supplier's English, marked English.
    await visit(shopPage, `/de/view?id=${product.id}`);
    await h1(shopPage).waitFor(WAIT);
    expect(await h1(shopPage).getAttribute('lang')).toBe('en');
    expect(await h1(shopPage).innerText()).not.toContain(dutchTitle);
    await expectAccessible(shopPage);

    // A word only the Dutch title has finds the product on the Dutch search, its card in Dutch.
    await visit(shopPage, `/nl/search?q=${encodeURIComponent(run.toLowerCase())}`);
    const card = shopPage.locator(`[data-product-card="${product.id}"]`).first();
    await card.waitFor(WAIT);
    await card.locator('p[lang="nl"]').filter({ hasText: dutchTitle }).waitFor(WAIT);
    expect(await shopPage.locator('[data-product-card]').count()).toBe(1);
    await expectAccessible(shopPage);
    // Its quick view: the Dutch title and description, each marked Dutch.
    await card.getByRole('button', { name: 'Snel bekijken' }).click();
    const dialog = shopPage.getByRole('dialog', { name: dutchTitle });
    await dialog.locator('[lang="nl"]').filter({ hasText: dutchNote }).waitFor(WAIT);
    expect(await dialog.getByRole('heading', { name: dutchTitle }).getAttribute('lang')).toBe('nl');
    await expectAccessible(shopPage);
  }, 180_000);
});
