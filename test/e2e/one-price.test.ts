// One price everywhere (docs/decisions.md rule 35), in Chromium against the seeded stack: a bag on the
// visible Sale list shows its sale price, the full price struck through and the discount on its
// designer's listing card, in the server-rendered HTML of that listing and on its own page; a bag not
// on sale shows its display price on all three. The figures come from the seeded data, read with the
// Admin SDK. axe-core checks every page visited.
import { collections, formatEuro, type SaleEntry, type StoreProduct, type WithId } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';

/** The listing of one designer's bags of one type: few enough products to be on its first page. */
const listingOf = (product: StoreProduct) =>
  `/products?p=bags&t=${encodeURIComponent(product.category)}&b=${encodeURIComponent(product.brand)}`;

/** The text of a product's card on the listing page, once the grid shows it. */
async function cardText(page: Page, productId: string): Promise<string> {
  const card = page.locator(`[data-product-card="${productId}"]`);
  await card.waitFor({ timeout: 20_000 });
  return (await card.innerText()).replace(/\s+/g, ' ');
}

/** What the product page shows as the price charged. */
async function productPagePrice(page: Page, productId: string): Promise<string> {
  await visit(page, `/view?id=${encodeURIComponent(productId)}`);
  const price = page.getByTestId('product-price');
  await price.waitFor({ timeout: 20_000 });
  return (await price.innerText()).trim();
}

describe('one price on the listing card, its server-rendered HTML and the product page', () => {
  let session: BrowserSession;
  let onSale: WithId<StoreProduct>;
  let sale: SaleEntry;
  let notOnSale: WithId<StoreProduct>;

  beforeAll(async () => {
    session = await openBrowser();
    const products = (await db().collection(collections.products).get()).docs.map(
      (doc) => ({ ...(doc.data() as StoreProduct), id: doc.id }) as WithId<StoreProduct>,
    );
    const visibleSales = (
      await db().collection(collections.sale).where('hidden', '==', false).get()
    ).docs.map((doc) => doc.data() as SaleEntry);
    const onSaleIds = new Set(visibleSales.map((entry) => entry.productId));
    const saleBag = products.find(
      (product) => product.parentCategory === 'BAGS' && product.inStock && onSaleIds.has(product.id),
    );
    const plainBag = products.find(
      (product) => product.parentCategory === 'BAGS' && product.inStock && !onSaleIds.has(product.id),
    );
    if (!saleBag || !plainBag) throw new Error('The seeded store has no bag on sale and one not on sale');
    onSale = saleBag;
    notOnSale = plainBag;
    sale = visibleSales.find((entry) => entry.productId === onSale.id)!;
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows a bag on sale at its sale price, full price struck through, on its card, in the HTML and on its page', async () => {
    const salePrice = formatEuro(sale.salePrice);
    const fullPrice = formatEuro(onSale.displayPrice);
    expect(sale.salePrice).toBeLessThan(onSale.displayPrice);
    // The product document itself carries the sale (what the listing reads).
    expect(onSale).toMatchObject({ discountPercent: sale.discountPercent, salePrice: sale.salePrice });

    // The server-rendered listing, before any script runs.
    const html = await (await fetch(new URL(listingOf(onSale), shopUrl))).text();
    const cardHtml = html.slice(html.indexOf(`data-product-card="${onSale.id}"`)).slice(0, 4_000);
    expect(cardHtml).toContain(salePrice);
    expect(cardHtml).toMatch(new RegExp(`<s[^>]*>.*${fullPrice.replace(/[.$]/g, '\\$&')}`));

    const page = session.page;
    await visit(page, listingOf(onSale));
    const card = await cardText(page, onSale.id);
    expect(card).toContain(`Sale price ${salePrice}`);
    expect(card).toContain(`instead of ${fullPrice}`);
    expect(card).toContain(`-${sale.discountPercent}%`);

    expect(await productPagePrice(page, onSale.id)).toBe(salePrice);
  });

  it('shows a bag not on sale at its display price on its card, in the HTML and on its page', async () => {
    const price = formatEuro(notOnSale.displayPrice);
    const html = await (await fetch(new URL(listingOf(notOnSale), shopUrl))).text();
    const cardHtml = html.slice(html.indexOf(`data-product-card="${notOnSale.id}"`)).slice(0, 4_000);
    expect(cardHtml).toContain(price);

    const page = session.page;
    await visit(page, listingOf(notOnSale));
    const card = await cardText(page, notOnSale.id);
    expect(card).toContain(price);
    expect(card).not.toContain('Sale price');

    expect(await productPagePrice(page, notOnSale.id)).toBe(price);
  });
});
