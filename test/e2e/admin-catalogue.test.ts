// The admin's catalogue work in Chromium against the seeded stack: a visitor is sent to /admin with a
// reason; the admin signs in, finds a supplier item by search and by the filter dialog, adds it to the
// main store, edits its title and price, adds it to Featured and to Sale with a discount, hides and
// unhides it; after each step the storefront's home page and sale listing show exactly that. axe-core
// checks every page state.
import {
  collections,
  formatEuro,
  salePrice,
  type StoreProduct,
  type SupplierItem,
  type WithId,
} from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { DEMO_ADMIN } from '../../scripts/seed';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';

// Generous: the Functions emulator starts a worker per concurrent request, each a cold start.
const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36).toUpperCase();

/** Waits for a snackbar with this text, then dismisses it so the next one is read on its own. */
async function expectSnackbar(page: Page, text: string): Promise<void> {
  const snackbar = page.getByTestId('snackbar').filter({ hasText: text }).first();
  await snackbar.waitFor(WAIT);
  await snackbar.getByRole('button', { name: 'Dismiss message' }).click();
}

/** A bag in stock at the supplier that is not in the store yet, of a brand with several such bags. */
async function supplierBagToAdd(): Promise<WithId<SupplierItem>> {
  const snapshot = await db()
    .collection(collections.supplierItems)
    .where('parentCategory', '==', 'BAGS')
    .where('storeProductId', '==', null)
    .limit(200)
    .get();
  const items = snapshot.docs
    .map((doc) => ({ ...(doc.data() as SupplierItem), id: doc.id }))
    .filter((item) => item.variants.some((variant) => variant.quantity > 0));
  const item = items[0];
  if (!item) throw new Error('The seeded catalogue has no bag outside the store');
  return item;
}

async function storeProduct(id: string): Promise<StoreProduct> {
  const snapshot = await db().collection(collections.products).doc(id).get();
  return snapshot.data() as StoreProduct;
}

/** The product's card on the storefront home page's Featured list (read from Firestore), or null. */
async function homeFeatured(shop: Page, productId: string): Promise<string | null> {
  await visit(shop, '/');
  const featured = shop.getByRole('region', { name: /^Featured products$/i });
  await featured.getByRole('link').first().waitFor(WAIT);
  await expectAccessible(shop);
  const card = featured.locator(`[data-product-card="${productId}"]`);
  return (await card.count()) > 0 ? card.first().innerText() : null;
}

/** The product's card in the storefront's search for its SKU, or null. */
async function searchShows(shop: Page, sku: string, productId: string): Promise<string | null> {
  await visit(shop, `/search?q=${encodeURIComponent(sku)}`);
  const card = shop.locator(`[data-product-card="${productId}"]`);
  await card.first().waitFor(WAIT);
  await expectAccessible(shop);
  return card.first().innerText();
}

/** Whether the storefront's sale listing, narrowed to the product's type and designer, shows it. */
async function saleListingShows(shop: Page, item: SupplierItem, productId: string): Promise<string | null> {
  await visit(
    shop,
    `/sale?p=bags&t=${encodeURIComponent(item.category)}&b=${encodeURIComponent(item.brand)}`,
  );
  await shop.getByRole('heading', { level: 1 }).waitFor(WAIT);
  // The listing has finished loading when its results heading (a live region) is filled in.
  await shop.waitForFunction(
    () => !document.querySelector('[role="status"]')?.textContent?.includes('Loading'),
    null,
    WAIT,
  );
  await shop.waitForLoadState('networkidle');
  await expectAccessible(shop);
  const card = shop.locator(`[data-product-card="${productId}"]`);
  return (await card.count()) > 0 ? card.first().innerText() : null;
}

describe('admin catalogue', () => {
  let session: BrowserSession;
  let shopSession: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
    // The shopper: a browser of its own, never signed in.
    shopSession = await openBrowser({ httpCache: false });
  });
  afterAll(async () => {
    await session?.close();
    await shopSession?.close();
  });

  it('adds a supplier item to the store, edits it, features it, puts it on sale, hides and unhides it', async () => {
    const { page } = session;
    const shop = shopSession.page;
    const item = await supplierBagToAdd();

    // A visitor is sent to the admin sign-in, which says why.
    await visit(page, '/adminallproducts?id=bags');
    await page.waitForURL('**/admin', WAIT);
    await page.getByText('Please sign in with an admin account to open that page.').waitFor(WAIT);
    await expectAccessible(page);

    await page.getByLabel(/e-mail/i).fill(DEMO_ADMIN.email);
    await page.getByLabel(/password/i).fill(DEMO_ADMIN.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/adminallproducts?id=bags', WAIT);
    await page.getByRole('heading', { name: 'Supplier catalogue: Bags' }).waitFor(WAIT);
    await page.getByRole('article').first().waitFor(WAIT);
    await expectAccessible(page);

    // Search by SKU.
    await page.getByRole('searchbox', { name: "Search the supplier's bags" }).fill(item.sku);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const card = page.getByRole('article', { name: item.title });
    await card.waitFor(WAIT);
    expect(await page.getByRole('article').count()).toBe(1);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Clear' }).click();

    // The filter dialog: brand, sub-category and gender.
    await page.getByRole('button', { name: /^Filter/ }).click();
    const filters = page.getByRole('dialog', { name: 'Filter supplier items' });
    await filters.getByLabel('Brand').selectOption(item.brand);
    await filters.getByLabel('Sub-category').selectOption(item.category);
    await filters.getByLabel('Gender').selectOption(item.gender);
    await expectAccessible(page);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await page.getByText(`Filtered by ${item.brand}, ${item.category}`).waitFor(WAIT);
    await card.waitFor(WAIT);
    await expectAccessible(page);

    // Quick view, then add to the main store.
    await card.getByRole('button', { name: /Quick view/ }).click();
    const quickView = page.getByRole('dialog', { name: item.title });
    await quickView.getByText(item.sku, { exact: true }).waitFor(WAIT);
    await expectAccessible(page);
    await quickView.getByRole('button', { name: 'Add to main store' }).click();
    await expectSnackbar(page, 'Item successfully added to the main store');
    await card.getByText('Already in the main store').waitFor(WAIT);
    await expectAccessible(page);
    const linked = await db().collection(collections.supplierItems).doc(item.id).get();
    const productId = (linked.data() as SupplierItem).storeProductId!;
    expect(productId).toBeTruthy();

    // Edit its title and price.
    const title = `E2E ${run} ${item.title}`.slice(0, 120);
    await visit(page, `/adminmainstoreedit?id=${productId}`);
    const titleField = page.getByRole('textbox', { name: 'Title', exact: true });
    await titleField.waitFor(WAIT);
    await expectAccessible(page);
    await titleField.fill(title);
    await page.getByRole('textbox', { name: /^Price/ }).fill('1234');
    await page.getByRole('button', { name: 'Update' }).click();
    await expectSnackbar(page, 'Item successfully updated in the main store');
    await page.waitForURL('**/adminmainstore', WAIT);
    expect(await storeProduct(productId)).toMatchObject({ title, price: 123_400, displayPrice: 124_000 });

    // Find it in the store list and add it to Featured: the home page shows it.
    await page.getByRole('searchbox', { name: 'Search the main store' }).fill(item.sku);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const storeCard = page.getByRole('article').filter({ hasText: title });
    await storeCard.waitFor(WAIT);
    await expectAccessible(page);
    expect(await homeFeatured(shop, productId)).toBeNull();
    await storeCard.getByRole('button', { name: /Add to Featured products/ }).click();
    await expectSnackbar(page, 'Product added to Featured products');
    const featuredCard = await homeFeatured(shop, productId);
    // The edited title and the shown price of the edited price (1234 -> 1240).
    expect(featuredCard).toContain(title);
    expect(featuredCard).toContain(formatEuro(124_000));

    // Add it to Sale: the sale edit page opens for its discount.
    expect(await saleListingShows(shop, item, productId)).toBeNull();
    await storeCard.getByRole('button', { name: /Add to Sale/ }).click();
    await page.waitForURL(`**/admineditsale?id=${productId}`, WAIT);
    const discount = page.getByLabel(/Discount off/);
    await discount.waitFor(WAIT);
    await discount.fill('30');
    const afterDiscount = formatEuro(salePrice(124_000, 30));
    await page.getByText(`Price after discount: ${afterDiscount}`).waitFor(WAIT);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Update' }).click();
    await page.waitForURL('**/adminallsale', WAIT);
    await page.getByRole('article').first().waitFor(WAIT);
    await expectAccessible(page);
    const onSale = await saleListingShows(shop, item, productId);
    expect(onSale).toContain(afterDiscount);

    // Hide it on Featured and on Sale: it leaves those places, and the messages say it stays in
    // the shop and in search, which it does; unhide: back again.
    await visit(page, `/adminedit?id=${productId}`);
    await page.getByText("Shown in the home page's Featured products.").waitFor(WAIT);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Set as hidden' }).click();
    await expectSnackbar(
      page,
      "Hidden from the home page's Featured products. The product is still in the shop and in search.",
    );
    await page.getByRole('button', { name: 'Set as visible' }).waitFor(WAIT);
    await expectAccessible(page);
    await visit(page, `/admineditsale?id=${productId}`);
    await page.getByRole('button', { name: 'Set as hidden' }).click();
    await expectSnackbar(
      page,
      'Hidden from the Sale pages. The product is still in the shop and in search. Shoppers pay the full price while it is hidden.',
    );
    await page.getByRole('button', { name: 'Set as visible' }).waitFor(WAIT);
    expect(await homeFeatured(shop, productId)).toBeNull();
    expect(await saleListingShows(shop, item, productId)).toBeNull();
    const found = await searchShows(shop, item.sku, productId);
    expect(found).toContain(formatEuro(124_000));
    expect(found).not.toContain(afterDiscount);

    await page.getByRole('button', { name: 'Set as visible' }).click();
    await page.getByRole('button', { name: 'Set as hidden' }).waitFor(WAIT);
    await visit(page, `/adminedit?id=${productId}`);
    await page.getByRole('button', { name: 'Set as visible' }).click();
    await expectSnackbar(page, "Shown in the home page's Featured products.");
    expect(await homeFeatured(shop, productId)).toContain(title);
    expect(await saleListingShows(shop, item, productId)).toContain(afterDiscount);

    // The audit log shows who did all of this.
    await visit(page, '/adminaudit');
    await page.getByRole('table').waitFor(WAIT);
    await expectAccessible(page);
    const log = await page.getByRole('table').innerText();
    expect(log).toContain(DEMO_ADMIN.email);
    // Entries name the product as the shop does (docs/decisions.md rule 62), not by its document path.
    expect(log).toContain(title);
    expect(log).not.toContain(`products/${productId}`);
  }, 300_000);
});
