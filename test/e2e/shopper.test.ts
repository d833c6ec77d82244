// Shopper journeys without dead ends in Chromium against the seeded stack: a guest finds
// an order again on /track, a product link answers HTML whose <head> already names the product
// (the productPage function behind Hosting's /view rewrite), and "You may also like" shows the price
// the cart charges. axe-core checks every page state.
import {
  CHECKOUT_MESSAGES,
  FILTER_KEYS_FIELD,
  RELATED_PRODUCTS_READ,
  collections,
  formatEuro,
  pickRelatedProducts,
  relatedProductKeys,
  saleEntryFields,
  shownSale,
  shopConfig,
  type SaleEntry,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { createOrder } from '../api/factories';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';
import { arriveFrom, createCustomer } from './support/journeys';

const TIMEOUT = { timeout: 20_000 };
const authHost = process.env.FIREBASE_AUTH_EMULATOR_HOST ?? '127.0.0.1:9099';

/** The seeded store products, with their ids. */
async function storeProducts(): Promise<WithId<StoreProduct>[]> {
  const snapshot = await db().collection(collections.products).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as StoreProduct), id: doc.id }));
}

/** A product with several sizes in stock whose designer has few enough products of its kind to list on one page. */
async function multiSizeProduct(): Promise<WithId<StoreProduct>> {
  const products = await storeProducts();
  const listed = (product: StoreProduct) =>
    products.filter(
      (other) => other.brand === product.brand && other.parentCategory === product.parentCategory,
    ).length;
  const found = products.find(
    (product) => product.inStock && product.sizesInStock.length > 1 && listed(product) <= 12,
  );
  if (!found) throw new Error('The seeded catalogue has no product with several sizes to choose from');
  return found;
}

/** A product in stock in one size: ADD TO CART on its page needs no size choice. */
async function oneSizeProduct(): Promise<WithId<StoreProduct>> {
  const found = (await storeProducts()).find(
    (product) => product.inStock && product.sizesInStock.length === 1,
  );
  if (!found) throw new Error('The seeded catalogue has no one-size product in stock');
  return found;
}

/** The checkout's country select once the checkout has asked for the visitor's country. */
async function checkoutCountryAfterAsking(page: Page): Promise<string> {
  const asked = page.waitForResponse((response) => response.url().endsWith('/api/v1/main/visitorcountry'));
  await visit(page, '/checkout');
  await asked;
  await page.getByTestId('checkout-shipping').waitFor(TIMEOUT);
  return page.locator('#checkout-country').inputValue();
}

async function snackbar(page: Page, text: string) {
  const found = page.getByTestId('snackbar').filter({ hasText: text }).first();
  await found.waitFor(TIMEOUT);
  return found;
}

const listingOf = (product: StoreProduct) =>
  `/products?p=${product.parentCategory === 'BAGS' ? 'bags' : 'accessories'}&t=all&b=${encodeURIComponent(product.brand)}`;

let session: BrowserSession;
beforeEach(async () => {
  // A fresh browser: a guest with no orders of its own, as after changing device.
  session = await openBrowser();
});
afterEach(async () => {
  await session?.close();
});

describe('/track', () => {
  it('is titled Track your order and finds an order by its number and e-mail address', async () => {
    const { page } = session;
    const run = Date.now();
    const orderId = `guest-order-${run}`;
    await createOrder({ id: orderId, payment: 'Paid', status: 'Out for Delivery' });

    await visit(page, '/track');
    await page.getByRole('heading', { level: 1, name: 'Track your order' }).waitFor(TIMEOUT);
    await page.getByRole('heading', { name: 'Find an order' }).waitFor();
    await expectAccessible(page);

    const form = page.getByRole('form', { name: 'Find an order' });
    // Right number, wrong address: nothing is revealed.
    await form.getByLabel(/^Order number/).fill(orderId);
    await form.getByLabel(/^E-mail/).fill('someone.else@example.nl');
    await form.getByRole('button', { name: 'Find order' }).click();
    await page.getByText('No order found').waitFor(TIMEOUT);
    await page.getByText('We could not find an order with this order number and e-mail address.').waitFor();
    expect(await page.getByTestId('tracked-order').count()).toBe(0);
    await expectAccessible(page);

    await form.getByLabel(/^E-mail/).fill('ANNA@example.nl');
    await form.getByRole('button', { name: 'Find order' }).click();
    const found = page.getByTestId('tracked-order');
    await found.waitFor(TIMEOUT);
    expect(await found.getByRole('heading', { name: `Order ${orderId}` }).count()).toBe(1);
    expect(await found.getByTestId('order-payment').innerText()).toBe('Paid');
    expect(await found.getByTestId('order-status').innerText()).toBe('Out for delivery');
    // One outcome, one message: with the order shown, the page no longer says there are none.
    await page.getByText('Order found', { exact: true }).waitFor(TIMEOUT);
    expect(await page.getByText(CHECKOUT_MESSAGES.noOrders).count()).toBe(0);
    await expectAccessible(page);
  });
});

describe('shareable product pages', () => {
  it("answers each product URL with the product's head, and unknown ids with a 404", async () => {
    const snapshot = await db().collection(collections.products).where('inStock', '==', true).limit(1).get();
    const doc = snapshot.docs[0];
    if (!doc) throw new Error('The seeded catalogue has no product in stock');
    const product = doc.data() as StoreProduct;

    // What a chat app or a crawler without JavaScript gets.
    const response = await fetch(`${shopUrl}/view?id=${doc.id}`);
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toMatch(/^public, .*s-maxage=\d+/);
    expect(html).toContain(`<meta property="og:title" content="`);
    expect(html).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+" \/>/);
    expect(html).toMatch(/<link rel="canonical" href="https?:\/\/[^"]+\/view\?id=[^"]+" \/>/);
    expect(html).toContain('"@type":"Product"');
    expect(html).toContain(`| ${shopConfig.name}</title>`);

    const missing = await fetch(`${shopUrl}/view?id=no-such-product-${Date.now()}`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<meta name="robots" content="noindex" />');

    // In the browser the same answer starts the SPA, which shows the product with one JSON-LD.
    const { page } = session;
    await visit(page, `/view?id=${doc.id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor(TIMEOUT);
    await page.waitForFunction(
      () => document.querySelectorAll('script[type="application/ld+json"]').length === 1,
    );
    expect(await page.locator('script[type="application/ld+json"][data-prerendered]').count()).toBe(0);

    // "You may also like", once the shopper scrolls toward it: up to four other products of the
    // same designer or type, all in stock.
    await page.locator('footer').scrollIntoViewIfNeeded();
    const related = page.getByRole('region', { name: 'You may also like' });
    await related.waitFor(TIMEOUT);
    const relatedIds = await related
      .locator('[data-product-card]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-card') ?? ''));
    expect(relatedIds.length).toBeGreaterThan(0);
    expect(relatedIds.length).toBeLessThanOrEqual(4);
    expect(relatedIds).not.toContain(doc.id);
    for (const id of relatedIds) {
      const other = (await db().collection(collections.products).doc(id).get()).data() as StoreProduct;
      expect(other.inStock).toBe(true);
      expect(other.brand === product.brand || other.category === product.category).toBe(true);
    }
    await expectAccessible(page);

    await visit(page, `/view?id=no-such-product-${Date.now()}`);
    await page.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor(TIMEOUT);
    await expectAccessible(page);
  });
});

describe('"You may also like"', () => {
  /** What the product page suggests for `product`: the same query and pick as the SPA, run with the Admin SDK. */
  async function relatedTo(product: WithId<StoreProduct>): Promise<WithId<StoreProduct>[]> {
    const snapshot = await db()
      .collection(collections.products)
      .where(FILTER_KEYS_FIELD, 'array-contains-any', relatedProductKeys(product))
      .orderBy('createdAt', 'desc')
      .limit(RELATED_PRODUCTS_READ)
      .get();
    const candidates = snapshot.docs.map((doc) => ({ ...(doc.data() as StoreProduct), id: doc.id }));
    return pickRelatedProducts(product.id, candidates);
  }

  async function visibleSale(productId: string): Promise<SaleEntry | null> {
    const entry = (await db().collection(collections.sale).doc(productId).get()).data() as
      SaleEntry | undefined;
    return entry && !entry.hidden ? entry : null;
  }

  it('shows a suggested product on sale at its sale price, the display price struck through, as the Sale listing does', async () => {
    const product = (await storeProducts()).find((candidate) => candidate.inStock);
    if (!product) throw new Error('The seeded catalogue has no product in stock');
    const related = await relatedTo(product);
    const [first] = related;
    if (!first) throw new Error(`Nothing to suggest for ${product.id}`);
    // At least one suggestion on the visible Sale list, put there as the admin's Sale list does:
    // the entry, and the sale the product shows on every card (docs/decisions.md rule 35).
    if (!(await visibleSale(first.id))) {
      await db()
        .collection(collections.sale)
        .doc(first.id)
        .set({ ...saleEntryFields(first, 30), hidden: false, addedAt: Timestamp.now() });
      await db()
        .collection(collections.products)
        .doc(first.id)
        .update({ ...shownSale(first.displayPrice, { hidden: false, discountPercent: 30 }) });
    }

    const { page } = session;
    await visit(page, `/view?id=${product.id}`);
    await page.locator('footer').scrollIntoViewIfNeeded();
    const region = page.getByRole('region', { name: 'You may also like' });
    await region.waitFor(TIMEOUT);
    const shown = await region
      .locator('[data-product-card]')
      .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-product-card')));
    expect(shown).toEqual(related.map((item) => item.id));
    for (const item of related) {
      const card = region.locator(`[data-product-card="${item.id}"]`);
      const sale = await visibleSale(item.id);
      if (sale) {
        expect(await card.innerText()).toContain(formatEuro(sale.salePrice));
        expect(await card.locator('s').innerText()).toContain(formatEuro(item.displayPrice));
        expect(await card.innerText()).toContain(`-${sale.discountPercent}%`);
      } else {
        expect(await card.innerText()).toContain(formatEuro(item.displayPrice));
        expect(await card.locator('s').count()).toBe(0);
      }
    }
    await expectAccessible(page);
  });
});

describe('/account', () => {
  it('changes the name, refuses a wrong current password, changes the password and sends an e-mail change link', async () => {
    const { page } = session;
    const email = `settings.${Date.now()}@example.nl`;
    await createCustomer(email, 'first-password', 'Anna Jansen');
    await visit(page, '/signin');
    const login = page.getByRole('form', { name: 'Sign in' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password').fill('first-password');
    await login.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((url) => url.pathname === '/', TIMEOUT);

    // The account's parts are tabs at their own addresses (docs/decisions.md rule 74).
    await visit(page, '/account#details');
    const nameForm = page.getByRole('form', { name: 'Change your name' });
    await nameForm.waitFor(TIMEOUT);
    await expectAccessible(page);
    await nameForm.getByLabel(/^First name/).fill('Anneke');
    await nameForm.getByLabel(/^Last name/).fill('de Boer');
    await nameForm.getByRole('button', { name: 'Save name' }).click();
    await page.getByText('Your name is now Anneke de Boer.').waitFor(TIMEOUT);
    await page.waitForFunction(
      () => document.querySelector('[data-testid="account-name"]')?.textContent === 'Anneke de Boer',
    );

    const passwordForm = page.getByRole('form', { name: 'Change your password' });
    await passwordForm.getByLabel(/^Current password/).fill('not-my-password');
    await passwordForm.getByLabel(/^New password/).fill('Second-Suede-Hobo-4');
    await passwordForm.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your current password is not right. Please try again.').waitFor(TIMEOUT);
    await expectAccessible(page);
    await passwordForm.getByLabel(/^Current password/).fill('first-password');
    await passwordForm.getByLabel(/^New password/).fill('Second-Suede-Hobo-4');
    await passwordForm.getByRole('button', { name: 'Save password' }).click();
    await page.getByText('Your password has been changed.').waitFor(TIMEOUT);

    // The new password is the one that now signs in (Auth emulator REST, as a second device would).
    const signIn = await fetch(
      `http://${authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: 'Second-Suede-Hobo-4', returnSecureToken: true }),
      },
    );
    expect(signIn.status).toBe(200);

    const emailForm = page.getByRole('form', { name: 'Change your e-mail address' });
    const newEmail = `moved.${Date.now()}@example.nl`;
    await emailForm.getByLabel(/^New e-mail/).fill(newEmail);
    await emailForm.getByLabel(/^Current password/).fill('Second-Suede-Hobo-4');
    await emailForm.getByRole('button', { name: 'Send link' }).click();
    await page.getByText(`We have sent a link to ${newEmail}.`, { exact: false }).waitFor(TIMEOUT);
    await expectAccessible(page);

    // The address book keeps an address the checkout then offers, destination country included.
    await page
      .getByRole('navigation', { name: 'Your account' })
      .getByRole('link', { name: 'Addresses' })
      .click();
    await page.waitForURL(/\/account#addresses$/, TIMEOUT);
    const book = page.getByRole('form', { name: 'Add an address' });
    await book.getByLabel(/^First name/).fill('Anneke');
    await book.getByLabel(/^Last name/).fill('de Boer');
    await book.getByLabel(/^Country/).selectOption('DE');
    await book.getByLabel(/^Address/).fill('Unter den Linden 1');
    await book.getByLabel(/^Postcode/).fill('10117');
    await book.getByRole('button', { name: 'Save address' }).click();
    await page.getByText('Address saved').waitFor(TIMEOUT);
    expect(await page.getByTestId('saved-address').innerText()).toContain(
      'Unter den Linden 1, 10117, Germany',
    );
    await expectAccessible(page);

    await visit(page, `/view?id=${(await oneSizeProduct()).id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Added to your cart' }).first().waitFor(TIMEOUT);
    // A customer with saved addresses chooses among them: the visitor's country preselects nothing.
    await arriveFrom(page, 'US');
    const choice = page.getByLabel('Use a saved address');
    expect(await checkoutCountryAfterAsking(page)).toBe('NL');
    await choice.waitFor(TIMEOUT);
    expect(await page.locator('#checkout-country').inputValue()).toBe('NL');
    await choice.selectOption({ index: 1 });
    expect(await page.locator('#checkout-address').inputValue()).toBe('Unter den Linden 1');
    expect(await page.locator('#checkout-country').inputValue()).toBe('DE');
    expect(await page.locator('#checkout-firstName').inputValue()).toBe('Anneke');
    await expectAccessible(page);
  });
});

describe("the visitor's country", () => {
  it('preselects the checkout country when the shop knows it, and what the shopper chooses wins', async () => {
    const { page } = session;
    await visit(page, `/view?id=${(await oneSizeProduct()).id}`);
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await snackbar(page, 'Added to your cart');

    // Google's "unknown country": the shop's own default.
    await arriveFrom(page, 'ZZ');
    expect(await checkoutCountryAfterAsking(page)).toBe('NL');
    const summary = page.getByRole('region', { name: 'Your order' });
    expect(await summary.innerText()).toContain('Shipping to Netherlands');

    await arriveFrom(page, 'de');
    await visit(page, '/checkout');
    await page.waitForFunction(
      () => document.querySelector<HTMLSelectElement>('#checkout-country')?.value === 'DE',
      undefined,
      TIMEOUT,
    );
    await summary.getByText('Shipping to Germany').waitFor(TIMEOUT);
    await expectAccessible(page);

    await page.locator('#checkout-country').selectOption('BE');
    await summary.getByText('Shipping to Belgium').waitFor(TIMEOUT);
    expect(await page.locator('#checkout-country').inputValue()).toBe('BE');
  });
});

describe('navigation', () => {
  it('reaches New In and Sale for accessories from the header, the home page and the listing switch', async () => {
    const { page } = session;
    await visit(page, '/');
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    await menu.getByRole('button', { name: 'Accessories' }).click();
    await menu.getByRole('link', { name: 'New In Accessories' }).click();
    await page.waitForURL((url) => url.pathname === '/newin' && url.searchParams.get('p') === 'accessories');
    await page.getByRole('heading', { level: 1, name: /^New In · Accessories/ }).waitFor(TIMEOUT);
    const switcher = page.getByRole('navigation', { name: 'New In: bags or accessories' });
    expect(await switcher.getByRole('link', { name: 'Accessories' }).getAttribute('aria-current')).toBe(
      'page',
    );
    await expectAccessible(page);

    await switcher.getByRole('link', { name: 'Bags' }).click();
    await page.waitForURL((url) => url.pathname === '/newin' && url.searchParams.get('p') === 'bags');
    await page.getByRole('heading', { level: 1, name: /^New In · Bags/ }).waitFor(TIMEOUT);

    await visit(page, '/sale?p=bags&t=all');
    const saleSwitch = page.getByRole('navigation', { name: 'Sale: bags or accessories' });
    await saleSwitch.getByRole('link', { name: 'Accessories' }).click();
    await page.waitForURL((url) => url.pathname === '/sale' && url.searchParams.get('p') === 'accessories');
    await page.getByRole('heading', { level: 1, name: /^Sale · Accessories/ }).waitFor(TIMEOUT);
    await expectAccessible(page);

    await visit(page, '/');
    const tiles = page.getByRole('region', { name: 'Shop by category' });
    // The home page's tiles lead to New In and Sale (bags first; the listing's switch above leads on
    // to accessories), each with a product's picture (docs/decisions.md rule 55).
    expect(await tiles.getByRole('link', { name: 'New in' }).getAttribute('href')).toBe(
      '/newin?p=bags&t=all',
    );
    expect(await tiles.getByRole('link', { name: 'Sale' }).getAttribute('href')).toBe('/sale?p=bags&t=all');

    // On a phone the menu leads to the wishlist too.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The phone menu loads when it is first opened.
    const phoneMenu = page.getByRole('navigation', { name: 'Main menu' });
    await phoneMenu.getByRole('link', { name: 'Wishlist' }).waitFor(TIMEOUT);
    expect(await phoneMenu.getByRole('link', { name: 'Wishlist' }).count()).toBe(1);
    await expectAccessible(page);
  });
});

describe('wishlist for everyone', () => {
  it('lets a guest save, count, open, remove with undo, and add a product with sizes from the wishlist', async () => {
    const { page } = session;
    const product = await multiSizeProduct();

    await visit(page, `/view?id=${product.id}`);
    await page.getByRole('button', { name: 'Add to wishlist' }).click();
    await snackbar(page, 'Saved to your wishlist');
    await page.getByRole('button', { name: 'Saved in wishlist' }).waitFor(TIMEOUT);
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor(TIMEOUT);
    await expectAccessible(page);

    // The card shows it saved; its heart removes it, and UNDO in the snackbar saves it again.
    await visit(page, listingOf(product));
    const card = page.locator(`[data-product-card="${product.id}"]`);
    await card.waitFor(TIMEOUT);
    const heart = card.getByRole('button', { name: 'Saved in wishlist' });
    await heart.waitFor(TIMEOUT);
    expect(await heart.getAttribute('aria-pressed')).toBe('true');
    await heart.click();
    const removed = await snackbar(page, 'Removed from your wishlist');
    await page.getByRole('link', { name: 'Wishlist, 0 items' }).waitFor(TIMEOUT);
    await removed.getByRole('button', { name: 'Undo' }).click();
    await snackbar(page, 'Saved to your wishlist');
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).waitFor(TIMEOUT);
    await expectAccessible(page);

    // The header heart leads a guest to the wishlist; ADD TO CART asks for the size and keeps the item.
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    await page.waitForURL(/\/wishlist$/);
    const item = page.getByTestId('wishlist-item');
    await item.getByTestId('wishlist-price').waitFor(TIMEOUT);
    await item.getByRole('button', { name: /^ADD TO CART/ }).click();
    await item.getByText('Please choose a size.').waitFor();
    await expectAccessible(page);
    await item.getByLabel('Size').selectOption(product.sizesInStock[0]!);
    await item.getByRole('button', { name: /^ADD TO CART/ }).click();
    await snackbar(page, 'Added to your cart');
    expect(await page.getByTestId('wishlist-item').count()).toBe(1);
  });
});

describe('FAST CHECKOUT and stock', () => {
  it('keeps FAST CHECKOUT through the size choice and says how few are left', async () => {
    const { page } = session;
    const product = await multiSizeProduct();
    await visit(page, listingOf(product));
    const card = page.locator(`[data-product-card="${product.id}"]`);
    await card.waitFor(TIMEOUT);
    await card.hover();
    await card.getByRole('button', { name: 'Fast checkout' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Fast checkout' }).waitFor(TIMEOUT);
    await expectAccessible(page);
    await dialog.getByRole('radio', { name: product.sizesInStock[0]! }).check();
    await dialog.getByRole('button', { name: 'Fast checkout' }).click();
    await page.waitForURL(/\/checkout$/, { timeout: 15_000 });
    // On at once (no pause on the quick view), the add's message comes along to the checkout.
    await snackbar(page, 'Added to your cart');

    const products = await storeProducts();
    const few = products.find((candidate) => {
      const units = candidate.variants.reduce((sum, variant) => sum + Math.max(0, variant.quantity), 0);
      return candidate.sizesInStock.length === 1 && units >= 1 && units <= 3;
    });
    if (!few) throw new Error('The seeded catalogue has no one-size product with 3 or fewer in stock');
    const units = few.variants.reduce((sum, variant) => sum + Math.max(0, variant.quantity), 0);
    await visit(page, `/view?id=${few.id}`);
    expect(await page.getByTestId('units-left').innerText({ timeout: 20_000 })).toBe(`Only ${units} left`);
    await expectAccessible(page);
  });
});
