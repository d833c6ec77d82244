// The back office in Chromium against the seeded stack: a size's stock changed on the product's edit
// page shows in Low stock, where it is changed back in place; a paid order shipped with a carrier and
// tracking number shows them on the customer's /track; an order cancelled from Order Details; its
// invoice downloaded as a PDF; a product taken offline leaves the storefront (its page, the home
// page's Featured list) and comes back (docs/decisions.md rules 64 and 65). axe-core checks every
// page visited and every state brought about.
import { readFile } from 'node:fs/promises';
import {
  collections,
  stockFigures,
  type CuratedEntry,
  type Order,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { backfillInvoices } from '../../functions/src/invoices/backfill';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';
import { createCustomer, openTrackAsCustomer, signInAsAdmin, trackedOrderFact } from './support/journeys';

const WAIT = { timeout: 30_000 };
const run = Date.now().toString(36);
/** Order numbers of this run (nine digits: never one the checkout has given out in a test). */
const orderNumber = (offset: number) =>
  `MB-2026-${String((Date.now() % 900_000_000) + offset).padStart(9, '0')}`;

/** Waits for a snackbar with this text, then dismisses it so the next one is read on its own. */
async function expectSnackbar(page: Page, text: string | RegExp): Promise<void> {
  const snackbar = page.getByTestId('snackbar').filter({ hasText: text }).first();
  await snackbar.waitFor(WAIT);
  await snackbar.getByRole('button', { name: 'Dismiss message' }).click();
}

/** A fact of Order Details (`dt` Payment, Status ...), once it reads `expected`. */
async function waitForFact(page: Page, name: string, expected: string): Promise<void> {
  await page
    .locator('dt', { hasText: new RegExp(`^${name}$`) })
    .locator('xpath=following-sibling::dd[1]')
    .filter({ hasText: expected })
    .waitFor(WAIT);
}

async function storeProduct(id: string): Promise<StoreProduct> {
  return (await db().collection(collections.products).doc(id).get()).data() as StoreProduct;
}

/** A seeded store product with several sizes, each in stock: it is not on the Low stock list at 0. */
async function sizedProduct(): Promise<WithId<StoreProduct>> {
  const snapshot = await db().collection(collections.products).limit(500).get();
  const found = snapshot.docs
    .map((doc) => ({ ...(doc.data() as StoreProduct), id: doc.id }))
    .find(
      (product) =>
        product.online && product.variants.length > 1 && stockFigures(product.variants).lowestSizeStock > 0,
    );
  if (!found) throw new Error('The seeded store has no product with several sizes all in stock');
  return found;
}

/** A paid order of a seeded product for the customer `uid`, not shipped yet. */
async function paidOrder(uid: string, email: string, id: string, offset: number): Promise<Order> {
  const snapshot = await db().collection(collections.products).where('inStock', '==', true).limit(1).get();
  const product = { ...(snapshot.docs[0]!.data() as StoreProduct), id: snapshot.docs[0]!.id };
  const price = product.displayPrice;
  const order: Order = {
    orderNumber: orderNumber(offset),
    userId: uid,
    createdAt: Timestamp.now(),
    customer: {
      firstName: 'Bo',
      lastName: 'Backoffice',
      fullName: 'Bo Backoffice',
      email,
      phone: '',
      address: 'Prinsengracht 263',
      postcode: '1016 GV',
      city: 'Amsterdam',
      state: '',
      country: 'NL',
      companyAddress: '',
    },
    lines: [
      {
        productId: product.id,
        sku: product.sku,
        title: product.title,
        image: product.displayImage,
        size: null,
        unitPrice: price,
        qty: 1,
        lineTotal: price,
      },
    ],
    totals: {
      goods: price,
      discount: 0,
      shipping: 0,
      vat: Math.round((price * 21) / 121),
      payable: price,
      vatFree: false,
    },
    couponCode: null,
    note: '',
    totalItems: 1,
    payment: 'Paid',
    status: 'Order Received',
    completed: false,
    paymentMethod: 'card',
    paymentIntentId: `pi_${run}_${id}`,
    clientReport: null,
  };
  await db().collection(collections.orders).doc(id).set(order);
  // Written as paid without the webhook: its invoice is issued as for an order paid before invoices were.
  await backfillInvoices();
  return order;
}

describe('back office', () => {
  let admin: BrowserSession;
  let shopper: BrowserSession;
  beforeAll(async () => {
    [admin, shopper] = await Promise.all([openBrowser(), openBrowser({ httpCache: false })]);
    await signInAsAdmin(admin.page);
  }, 120_000);
  afterAll(async () => {
    await Promise.all([admin?.close(), shopper?.close()]);
  });

  it('changes a size’s stock on the edit page, finds it in Low stock and changes it back there', async () => {
    const { page } = admin;
    const product = await sizedProduct();
    const [first] = product.variants;
    const size = first!.size;

    await visit(page, `/adminmainstoreedit?id=${encodeURIComponent(product.id)}`);
    const sizeForm = page.getByRole('form', { name: `Stock of ${product.title}, size ${size}` });
    await sizeForm.getByLabel(`Size ${size}`, { exact: true }).fill('0');
    await sizeForm.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, `Stock of ${product.title}, size ${size}: 0`);
    await expectAccessible(page);
    expect((await storeProduct(product.id)).lowestSizeStock).toBe(0);

    // Low stock at 0 units: the product is listed by its empty size, whatever the others hold.
    await visit(page, '/adminlowstock');
    await page.getByLabel('Units at most').fill('0');
    await page.getByRole('button', { name: 'Show', exact: true }).click();
    await page.waitForLoadState('networkidle');
    const row = page.locator(`tr[data-product="${product.id}"]`);
    await page.getByTestId('low-stock').waitFor(WAIT);
    // Many seeded products have an empty size: page on until this one, as the owner would.
    for (let pages = 0; (await row.count()) === 0 && pages < 60; pages++) {
      const next = page.getByRole('navigation', { name: 'Low stock items pages' }).getByRole('button', {
        name: 'Next',
      });
      if (await next.isDisabled()) break;
      await next.click();
      await page.waitForLoadState('networkidle');
      await page.getByTestId('low-stock').waitFor(WAIT);
    }
    await row.waitFor(WAIT);
    expect(await row.getByTestId('low-sizes').innerText()).toBe(`${size}: 0`);
    await expectAccessible(page);

    // Changed back in place: the product leaves the list.
    const inPlace = row.getByRole('form', { name: `Stock of ${product.title}, size ${size}` });
    await inPlace.getByLabel(`Size ${size} (low)`, { exact: true }).fill(String(first!.quantity));
    await inPlace.getByRole('button', { name: 'Save' }).click();
    await expectSnackbar(page, `Stock of ${product.title}, size ${size}: ${first!.quantity}`);
    await row.waitFor({ state: 'detached', ...WAIT });
    await expectAccessible(page);
    expect((await storeProduct(product.id)).variants).toEqual(product.variants);
  }, 240_000);

  it('ships a paid order with a carrier and tracking number, and /track shows them', async () => {
    const email = `ship-${run}@example.nl`;
    const password = 'Harbour lantern 47 quince';
    const { uid } = await createCustomer(email, password);
    const orderId = `ship-${run}`;
    const order = await paidOrder(uid, email, orderId, 11);
    const trackingNumber = `3SE2E${run.toUpperCase()}`;

    const { page } = admin;
    await visit(page, `/adminmainstoreordersdetails?id=${uid}&orderId=${orderId}`);
    await waitForFact(page, 'Shipment', 'Not shipped yet');
    await page.getByRole('button', { name: 'Ship with tracking' }).click();
    const dialog = page.getByRole('dialog', { name: 'Ship with tracking' });
    await dialog.getByLabel(/^Carrier/).waitFor(WAIT);
    await expectAccessible(page);
    // Sent empty: the errors show under the fields, and the admin is taken to the first one.
    await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
    await dialog.getByText('carrier must be one of:', { exact: false }).waitFor(WAIT);
    expect(await dialog.getByLabel(/^Carrier/).evaluate((select) => select === document.activeElement)).toBe(
      true,
    );
    await expectAccessible(page);
    await dialog.getByLabel(/^Carrier/).selectOption('PostNL');
    await dialog.getByLabel(/^Tracking number/).fill(trackingNumber);
    await dialog.getByRole('button', { name: 'Ship', exact: true }).click();
    await expectSnackbar(page, `Order ${order.orderNumber} is Out for Delivery with PostNL`);
    await waitForFact(page, 'Status', 'Out for Delivery');
    expect(await page.getByTestId('order-shipment').innerText()).toBe(`PostNL ${trackingNumber}`);
    await expectAccessible(page);

    await openTrackAsCustomer(shopper.page, email, password);
    // Shoppers read statuses in sentence case (docs/decisions.md rule 74).
    expect(await trackedOrderFact(shopper.page, orderId, 'order-status')).toBe('Out for delivery');
    const tracked = shopper.page.locator(`[data-testid="tracked-order"][data-order-id="${orderId}"]`);
    expect(await tracked.getByTestId('order-shipment').innerText()).toContain(
      `PostNL, tracking number ${trackingNumber}`,
    );
    // The carrier's link is the timeline's Shipped step (docs/decisions.md rule 74).
    const carrierLink = tracked
      .getByTestId('order-timeline')
      .locator('[data-step="shipped"]')
      .getByRole('link', { name: /^Track your parcel with PostNL/ });
    expect(await carrierLink.getAttribute('href')).toContain(trackingNumber);
    await expectAccessible(shopper.page);
  }, 240_000);

  it('downloads a paid order’s invoice as a PDF, then cancels the order', async () => {
    const email = `cancel-${run}@example.nl`;
    const { uid } = await createCustomer(email, 'cancel-password-1');
    const orderId = `cancel-${run}`;
    const order = await paidOrder(uid, email, orderId, 12);

    const { page } = admin;
    await visit(page, `/adminmainstoreordersdetails?id=${uid}&orderId=${orderId}`);
    await waitForFact(page, 'Payment', 'Paid');

    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Invoice (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdf.length).toBeGreaterThan(1_000);
    await expectSnackbar(page, 'Downloaded the invoice as');

    await page.getByRole('button', { name: 'Cancel order' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel order' });
    await dialog.getByText(`Order ${order.orderNumber} is refunded in full`).waitFor(WAIT);
    // Without a reason it asks for one, and takes the admin to the field.
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog.getByText('Reason is required').waitFor(WAIT);
    expect(await dialog.getByLabel(/^Reason/).evaluate((field) => field === document.activeElement)).toBe(
      true,
    );
    await expectAccessible(page);
    // Shipped meanwhile (by another admin): the refusal is the order's, announced in the dialog.
    const orderRef = db().collection(collections.orders).doc(orderId);
    await orderRef.update({ status: 'Out for Delivery' });
    await dialog.getByLabel(/^Reason/).fill('The customer asked to cancel before shipping');
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await dialog
      .getByRole('alert')
      .filter({ hasText: 'it has been shipped, so it cannot be cancelled' })
      .waitFor(WAIT);
    expect(await dialog.getByLabel(/^Reason/).getAttribute('aria-invalid')).toBeNull();
    await expectAccessible(page);
    await orderRef.update({ status: 'Order Received' });
    await dialog.getByRole('button', { name: 'Cancel order' }).click();
    await expectSnackbar(page, `Order ${order.orderNumber} is cancelled`);
    await waitForFact(page, 'Status', 'Cancelled');
    await page.getByRole('button', { name: 'Cancel order' }).waitFor({ state: 'detached', ...WAIT });
    await expectAccessible(page);
    const stored = (await orderRef.get()).data() as Order;
    expect(stored.status).toBe('Cancelled');
  }, 240_000);

  it('takes a featured product offline, and the shop no longer shows it; then back online', async () => {
    const featured = await db().collection(collections.featured).where('hidden', '==', false).limit(1).get();
    const entry = featured.docs[0]!.data() as CuratedEntry;
    const productId = featured.docs[0]!.id;
    const shop = shopper.page;
    // The product page's function starts cold on a busy machine: woken before the browser's visits.
    await fetch(new URL(`/view?id=${encodeURIComponent(productId)}`, shopUrl));

    /** The product's card in the home page's Featured list, or null. */
    async function homeFeatured(): Promise<string | null> {
      await visit(shop, '/');
      const list = shop.getByRole('region', { name: /^Featured products$/i });
      await list.getByRole('link').first().waitFor(WAIT);
      const card = list.locator(`[data-product-card="${productId}"]`);
      return (await card.count()) > 0 ? card.first().innerText() : null;
    }

    expect(await homeFeatured()).toContain(entry.title);

    const { page } = admin;
    await visit(page, `/adminmainstoreedit?id=${encodeURIComponent(productId)}`);
    const panel = page.getByRole('region', { name: 'In the shop' });
    await panel.getByText('Online: shoppers can find and buy it.').waitFor(WAIT);
    await panel.getByRole('button', { name: 'Take offline' }).click();
    await expectSnackbar(page, `${entry.title} is offline`);
    await panel.getByText(/^Offline: hidden from the shop/).waitFor(WAIT);
    await expectAccessible(page);
    expect((await storeProduct(productId)).online).toBe(false);

    // The shopper: its page is "not found", and Featured goes on without it.
    await visit(shop, `/view?id=${encodeURIComponent(productId)}`);
    await shop.getByRole('heading', { level: 1, name: 'Product not found' }).waitFor(WAIT);
    await expectAccessible(shop);
    expect(await homeFeatured()).toBeNull();

    await panel.getByRole('button', { name: 'Put online' }).click();
    await expectSnackbar(page, `${entry.title} is online again`);
    await panel.getByText('Online: shoppers can find and buy it.').waitFor(WAIT);
    await expectAccessible(page);

    await visit(shop, `/view?id=${encodeURIComponent(productId)}`);
    await shop.getByRole('heading', { level: 1, name: (await storeProduct(productId)).title }).waitFor(WAIT);
    expect(await homeFeatured()).toContain(entry.title);
  }, 240_000);
});
