// A shift as the demo staff member (docs/decisions.md rules 58 and 71), in Chromium against the seeded
// stack: every screen staff use loads, the owner's actions are shown disabled or left out with the
// reason before anything is pressed (the orders export, deleting an order or a product, the coupon
// form), the refund and cancel dialogs state staff's limit before the refund, and no call the screens make is
// refused with 403. axe-core checks every page state.
import { collections, type Order } from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { DEMO_STAFF } from '../../scripts/seed';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';

// Generous: the journeys share two cores with other stacks.
const WAIT = { timeout: 60_000 };

const run = Date.now().toString(36);

/** A paid order of € 526,67, over staff's refund limit (the demo shop has no orders). */
async function createPaidOrder(): Promise<{ uid: string; orderId: string }> {
  const uid = `e2e-staff-shopper-${run}`;
  const orderId = `staff-screens-${run}`;
  const order: Order = {
    orderNumber: `MB-2026-${String((Date.now() % 900_000_000) + 7).padStart(9, '0')}`,
    userId: uid,
    createdAt: Timestamp.now(),
    customer: {
      firstName: 'Sanne',
      lastName: 'Visser',
      fullName: 'Sanne Visser',
      email: `sanne-${run}@example.nl`,
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
        productId: `e2e-staff-${run}`,
        sku: 'E2E-STAFF',
        title: 'Jackie 1961 shoulder bag',
        image: `${shopUrl}/favicon.svg`,
        size: null,
        unitPrice: 52_667,
        qty: 1,
        lineTotal: 52_667,
      },
    ],
    totals: { goods: 52_667, discount: 0, shipping: 0, vat: 9_141, payable: 52_667, vatFree: false },
    couponCode: null,
    note: '',
    totalItems: 1,
    payment: 'Paid',
    status: 'Order Received',
    completed: false,
    paymentMethod: 'card',
    paymentIntentId: `pi_${run}_staff`,
    clientReport: null,
  };
  await db().collection(collections.orders).doc(orderId).set(order);
  return { uid, orderId };
}

async function signInAsStaff(page: Page): Promise<void> {
  await visit(page, '/admin');
  await page.getByLabel(/e-mail/i).fill(DEMO_STAFF.email);
  await page.getByLabel(/password/i).fill(DEMO_STAFF.password);
  await page.getByRole('button', { name: /sign in|login/i }).click();
  await page.waitForURL((url) => url.pathname !== '/admin', WAIT);
}

describe("staff's screens", () => {
  let staff: BrowserSession;
  /** Every API answer 403 the screens got: a button that failed because staff may not use it. */
  const refused: string[] = [];

  beforeAll(async () => {
    staff = await openBrowser();
    staff.page.on('response', (response) => {
      if (response.url().includes('/api/v1/main/') && response.status() === 403) {
        refused.push(`${response.request().method()} ${new URL(response.url()).pathname}`);
      }
    });
  });
  afterAll(async () => {
    await staff?.close();
  });

  // Six screens and a dialog, each checked by axe-core, on a machine shared with other stacks.
  it(
    "offer staff what they may do, say why for the owner's actions, and meet no 403",
    { timeout: 240_000 },
    async () => {
      const page = staff.page;
      const { uid, orderId } = await createPaidOrder();
      await signInAsStaff(page);

      // All Orders, read through the API: the export and deleting are the owner's, said beside them.
      await visit(page, '/adminmainstoreorders');
      await page.getByRole('table').waitFor(WAIT);
      await page.getByText('the list is read again every 15 seconds').waitFor(WAIT);
      const download = page.getByRole('button', { name: 'Download as XLSX' });
      expect(await download.isDisabled()).toBe(true);
      await page
        .getByText("Downloading the orders (customers' personal data) is for the shop's owner")
        .waitFor(WAIT);
      const deletes = page.getByRole('button', { name: /^Delete order / });
      for (const button of await deletes.all()) expect(await button.isDisabled()).toBe(true);
      await expectAccessible(page);

      // A paid order's refund: the limit is said before anything is chosen, and a refund over it is
      // refused on screen, before it is sent.
      await visit(page, `/adminmainstoreordersdetails?id=${uid}&orderId=${orderId}`);
      await page.getByRole('button', { name: 'Refund', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor(WAIT);
      await dialog
        .getByText("Staff refund up to € 250,00 at a time; a larger refund is for the shop's owner.")
        .waitFor(WAIT);
      await expectAccessible(page);
      await dialog.getByRole('radio', { name: /^Everything not yet refunded/ }).check();
      await dialog
        .getByText(
          "Refunds over € 250,00 are for the shop's owner: this one is € 526,67. Ask the owner to make it.",
        )
        .waitFor(WAIT);
      expect(await dialog.getByRole('button', { name: /^Refund/ }).isDisabled()).toBe(true);
      await expectAccessible(page);
      await dialog.getByRole('button', { name: 'Cancel' }).click();

      // Cancelling the paid order would refund it in full: the same limit, said before it is asked.
      await page.getByRole('button', { name: 'Cancel order', exact: true }).click();
      const cancel = page.getByRole('dialog', { name: 'Cancel order' });
      await cancel
        .getByText(
          "Refunds over € 250,00 are for the shop's owner: this one is € 526,67. Ask the owner to make it.",
        )
        .waitFor(WAIT);
      expect(await cancel.getByRole('button', { name: 'Cancel order' }).isDisabled()).toBe(true);
      await expectAccessible(page);
      await cancel.getByRole('button', { name: 'Keep the order' }).click();

      // Coupons: staff see them; creating and deleting are the owner's.
      await visit(page, '/admincoupon');
      await page.getByText("Creating or deleting a coupon is for the shop's owner").waitFor(WAIT);
      expect(await page.getByRole('button', { name: /^Delete coupon / }).count()).toBe(0);
      await expectAccessible(page);

      // A store product: editing is staff's, deleting the owner's.
      await visit(page, '/adminmainstore');
      await page.getByRole('link', { name: /edit/i }).first().click();
      const deleteProduct = page.getByRole('button', { name: 'Delete product' });
      // The product's details come from the API, which a loaded machine answers slowly.
      await deleteProduct.waitFor({ timeout: 120_000 });
      expect(await deleteProduct.isDisabled()).toBe(true);
      await page.getByText("Deleting a product is for the shop's owner").waitFor(WAIT);
      await expectAccessible(page);

      // Customers and returns read through the API, as staff may.
      await visit(page, '/admincustomers');
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      await page
        .getByRole('table')
        .or(page.getByText(/No customers/))
        .first()
        .waitFor(WAIT);
      await expectAccessible(page);
      await visit(page, '/adminreturns');
      await page.getByRole('heading', { level: 1 }).waitFor(WAIT);
      await expectAccessible(page);

      expect(refused).toEqual([]);
    },
  );
});
