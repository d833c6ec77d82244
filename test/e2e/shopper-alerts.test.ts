// The mails a shopper opts in to, in Chromium against the seeded stack (docs/decisions.md rules
// 80-82): a customer with a verified address ticks wishlist alerts on the wishlist, a saved piece
// goes on sale (the products trigger in the Functions emulator records it) and one alert goes out,
// the alert's footer link unsubscribes; the same customer asks to be notified of a sold-out size in
// one tap; a guest ticks the reminder box at the checkout, leaves the order unpaid, and the one
// reminder's link puts the pieces in a fresh browser's cart. The hourly job's handlers run here with
// the time they would run at. axe-core checks every page state.
import {
  collections,
  NOTIFY_ME_MESSAGES,
  notifyRequestId,
  stockFigures,
  stockSummary,
  WISHLIST_ALERT_CONSENT,
  WISHLIST_ALERT_MESSAGES,
  type CheckoutReminder,
  type MailDoc,
  type StoreProduct,
  type Variant,
  type WishlistAlertSubscription,
} from '@shop/domain';
import { en } from '../../domain/src/dictionaries/en';
import { getAuth } from 'firebase-admin/auth';
import { Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendDueCheckoutReminders } from '../../functions/src/data/checkout-reminders';
import { db } from '../../functions/src/data/firestore';
import { sendDueWishlistAlerts } from '../../functions/src/data/wishlist-alerts';
import { adminApp } from '../../functions/src/firebase-app';
import { checkoutReminderMail } from '../../functions/src/mail/checkout-reminder';
import { wishlistAlertMail } from '../../functions/src/mail/wishlist-alert';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { createCustomer, fillCheckoutDetails } from './support/journeys';

const WAIT = { timeout: 60_000 };
const HOUR = 3_600_000;
const run = Date.now().toString(36);
// A second try (vitest.config.ts retries a journey once) makes an account of its own.
const customer = { email: '', password: 'Borsa-alerts-2026!' };
const guest = `reminder-${run}@example.nl`;
// Links in the mails built here point at this address; the journey opens their paths on the stack.
const MAIL_SHOP = 'https://shop.example';

/** A seeded product copied under `id` with its variants' stock as given, not on sale. */
async function copyOfASeededProduct(id: string, stock: (index: number) => number): Promise<StoreProduct> {
  const snapshot = await db().collection(collections.products).where('inStock', '==', true).limit(200).get();
  const seeded = snapshot.docs
    .map((doc) => doc.data() as StoreProduct)
    .find((product) => product.online && new Set(product.variants.map((v) => v.size)).size > 1);
  if (!seeded) throw new Error('The seeded store has no product with several sizes');
  const variants: Variant[] = seeded.variants.map((variant, index) => ({
    ...variant,
    quantity: stock(index),
  }));
  const product: StoreProduct = {
    ...seeded,
    title: `Alerts ${id}`,
    variants,
    ...stockSummary(variants),
    ...stockFigures(variants),
    discountPercent: null,
    salePrice: null,
    paidPrice: seeded.displayPrice,
    supplierItemId: null,
    handSetStock: [],
  };
  await db().collection(collections.products).doc(id).set(product);
  return product;
}

async function mailsTo(email: string): Promise<MailDoc[]> {
  const mail = await db().collection(collections.mail).where('to', '==', email).get();
  return mail.docs.map((doc) => doc.data() as MailDoc);
}

/** Polls `read` until it answers something (the Functions emulator's trigger runs beside the test). */
async function eventually<T>(read: () => Promise<T | undefined | null | false>): Promise<T> {
  const deadline = Date.now() + 90_000;
  for (;;) {
    const value = await read();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('Gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

async function signIn(page: Page): Promise<void> {
  await visit(page, '/signin');
  const form = page.getByRole('form', { name: 'Sign in' });
  await form.getByLabel('E-mail').fill(customer.email);
  await form.getByLabel('Password').fill(customer.password);
  await form.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL((url) => url.pathname !== '/signin', WAIT);
}

describe('the mails a shopper opts in to', () => {
  let shopper: BrowserSession | undefined;
  let guestBrowser: BrowserSession;
  let phone: BrowserSession;

  beforeAll(async () => {
    [guestBrowser, phone] = await Promise.all([openBrowser(), openBrowser()]);
  });
  afterAll(async () => {
    await Promise.all([shopper?.close(), guestBrowser?.close(), phone?.close()]);
  });

  it('a verified customer ticks wishlist alerts, gets one mail for a saved piece on sale, unsubscribes from it, and asks for a sold-out size in one tap', async () => {
    customer.email = `alerts-${run}-${Date.now().toString(36)}@example.nl`;
    const { uid } = await createCustomer(customer.email, customer.password, 'Alice Alerts');
    await getAuth(adminApp()).updateUser(uid, { emailVerified: true });
    const savedId = `alerts-saved-${run}`;
    const saved = await copyOfASeededProduct(savedId, () => 2);
    await db()
      .collection(`${collections.wishlists}/${uid}/${collections.wishlistItems}`)
      .doc(savedId)
      .set({
        productId: savedId,
        addedAt: Timestamp.now(),
        product: {
          title: saved.title,
          brand: saved.brand,
          displayImage: saved.displayImage,
          price: saved.displayPrice,
          category: saved.category,
        },
      });

    // The box on the wishlist, unticked until the customer ticks it. A browser of this try's own:
    // a second try must not find the first one's account signed in.
    await shopper?.close();
    shopper = await openBrowser();
    const { page } = shopper;
    await signIn(page);
    await visit(page, '/wishlist');
    const box = page.getByTestId('wishlist-alerts');
    const tick = box.getByRole('checkbox', { name: WISHLIST_ALERT_CONSENT });
    await tick.waitFor(WAIT);
    expect(await tick.isChecked()).toBe(false);
    await expectAccessible(page);
    await tick.check();
    await box.getByText(WISHLIST_ALERT_MESSAGES.on, { exact: false }).waitFor(WAIT);
    await expectAccessible(page);
    const subscription = db().collection(collections.wishlistAlerts).doc(uid);
    expect((await subscription.get()).data()).toMatchObject({
      email: customer.email,
      consent: WISHLIST_ALERT_CONSENT,
      source: 'wishlist',
    });

    // The saved piece goes on sale: the products trigger leaves the news, the job mails it once.
    const salePrice = Math.round(saved.displayPrice * 0.7);
    await db()
      .collection(collections.products)
      .doc(savedId)
      .update({ discountPercent: 30, salePrice, paidPrice: salePrice });
    await eventually(
      async () => ((await subscription.get()).data() as WishlistAlertSubscription).news.length > 0,
    );
    const mail = (subscription: WishlistAlertSubscription, pieces: Parameters<typeof wishlistAlertMail>[1]) =>
      wishlistAlertMail(subscription.email, pieces, subscription.unsubscribeToken, MAIL_SHOP);
    expect(await sendDueWishlistAlerts(new Date(), mail)).toBe(1);
    expect(await sendDueWishlistAlerts(new Date(Date.now() + HOUR), mail)).toBe(0);
    const [alert, ...more] = await mailsTo(customer.email);
    expect(more).toEqual([]);
    expect(alert!.message.subject).toBe(`Now on sale: ${saved.brand} ${saved.title}`);
    expect(alert!.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // The footer's link unsubscribes as it opens.
    const footer = /\/unsubscribe\?list=wishlist-alerts&token=[0-9a-f]{64}/.exec(alert!.message.text)?.[0];
    expect(footer).toBeDefined();
    await visit(page, footer!);
    await page.getByRole('status').getByText('You are unsubscribed', { exact: false }).waitFor(WAIT);
    await expectAccessible(page);
    expect((await subscription.get()).exists).toBe(false);

    // Notify me in one tap: no address field, no confirmation mail.
    const soldOutId = `alerts-sold-out-${run}`;
    const soldOut = await copyOfASeededProduct(soldOutId, (index) => (index === 0 ? 0 : 2));
    await visit(page, `/view?id=${soldOutId}`);
    await page.getByRole('button', { name: 'Notify me when a size is back' }).click();
    const form = page.getByTestId('notify-me-form');
    await form.waitFor(WAIT);
    // Once the session is known (the form starts it), the account's one tap has no address field.
    await expect.poll(() => form.getByLabel('E-mail address').count(), WAIT).toBe(0);
    await expectAccessible(page);
    await form.getByRole('button', { name: 'Notify me' }).click();
    await page.getByTestId('notify-me-done').getByText(NOTIFY_ME_MESSAGES.waiting).waitFor(WAIT);
    const request = db()
      .collection(collections.notifyRequests)
      .doc(notifyRequestId(customer.email, soldOutId, soldOut.variants[0]!.size));
    expect((await request.get()).data()).toMatchObject({ confirmed: true, uid });
    expect(await mailsTo(customer.email)).toHaveLength(1);
    // Leaves the Low stock screen's waiting counts as the notify-me journey expects them on this stack.
    await request.delete();
  }, 300_000);

  it("a guest ticks the checkout's reminder box, leaves the order unpaid, and the one reminder's link fills a fresh browser's cart", async () => {
    const pieceId = `alerts-reminder-${run}`;
    const piece = await copyOfASeededProduct(pieceId, () => 3);
    const { page } = guestBrowser;
    await visit(page, `/view?id=${pieceId}`);
    const sizes = page.getByRole('group', { name: 'Size' }).getByRole('radio', { disabled: false });
    await sizes.first().waitFor(WAIT);
    await sizes.first().check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await page.getByTestId('snackbar').filter({ hasText: 'Added to your cart' }).first().waitFor(WAIT);

    // An iDEAL payment that fails leaves the order unpaid, as a shopper who walks away does.
    await visit(page, '/checkoutideal');
    await page.getByTestId('checkout-line').first().waitFor(WAIT);
    await fillCheckoutDetails(page, {
      'First name': 'Greta',
      'Last name': 'Guest',
      Address: 'Damrak 1',
      'Town / city': 'Amsterdam',
      'Postcode / zip': '1012 LG',
      'E-mail': guest,
    });
    const consent = page.getByRole('checkbox', { name: en.checkoutForm.reminderConsent });
    expect(await consent.isChecked()).toBe(false);
    await consent.check();
    await expectAccessible(page);
    await page.getByLabel('The payment fails').check();
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.waitForURL(/redirect_status=failed/, WAIT);

    const reminders = await db().collection(collections.checkoutReminders).where('email', '==', guest).get();
    expect(reminders.size).toBe(1);
    expect(reminders.docs[0]!.data()).toMatchObject({
      consent: en.checkoutForm.reminderConsent,
      sentAt: null,
    });

    // A day later the hourly job sends the one reminder; an hour after, nothing more.
    const reminderMail = (reminder: CheckoutReminder) => checkoutReminderMail(reminder, MAIL_SHOP);
    const dayLater = new Date(Date.now() + 25 * HOUR);
    expect(await sendDueCheckoutReminders(dayLater, reminderMail)).toMatchObject({ send: 1 });
    expect(
      await sendDueCheckoutReminders(new Date(dayLater.getTime() + HOUR), reminderMail),
    ).not.toHaveProperty('send');
    const [reminder, ...more] = await mailsTo(guest);
    expect(more).toEqual([]);
    expect(reminder!.message.text).toContain(piece.title);
    const restore = /\/cart\?restore=[0-9a-f]{64}/.exec(reminder!.message.text)?.[0];
    expect(restore).toBeDefined();

    // Opened on another device: a fresh visitor's cart gets the piece.
    await visit(phone.page, restore!);
    await phone.page.getByTestId('snackbar').filter({ hasText: 'back in your cart' }).first().waitFor(WAIT);
    await phone.page.getByText(piece.title).first().waitFor(WAIT);
    expect(phone.page.url()).not.toContain('restore=');
    await expectAccessible(phone.page);
  }, 300_000);
});
