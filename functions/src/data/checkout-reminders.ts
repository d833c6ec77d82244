// A checkout left unpaid (docs/decisions.md rule 81): `checkoutReminders/{uid}`, written beside the
// checkout's pending order only when the shopper ticked the consent box, read by the hourly job that
// sends the one reminder (or drops it: paid, cart changed, stock gone), and by the reminder's link,
// which puts its pieces back in a cart. The rules are domain/src/checkout-reminders.ts.
import { randomBytes } from 'node:crypto';
import {
  cartLinesPath,
  CHECKOUT_REMINDER_RETENTION_DAYS,
  checkoutReminderDue,
  checkoutReminderVerdict,
  collections,
  expiryAfter,
  linesInCart,
  loadDictionary,
  normaliseEmail,
  orderLanguage,
  stockForSize,
  type CartCounter,
  type CartLine,
  type CheckoutReminder,
  type CheckoutReminderVerdict,
  type MailDoc,
  type Order,
  type StoreMyDataCheckoutReminder,
  type StoreProduct,
} from '@shop/domain';
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { addToCart, changeCartQuantity, type CartOwner } from './cart';
import { db } from './firestore';
import { queuedMail } from './retention';

const reminders = () => db().collection(collections.checkoutReminders);
const reminderRef = (uid: string) => reminders().doc(uid) as DocumentReference<CheckoutReminder>;
const iso = (at: unknown) => (at as Timestamp | null | undefined)?.toDate().toISOString() ?? null;

/**
 * After POST charges / secret opened the pending order: with the consent, the visitor's reminder is
 * this checkout (replacing an earlier one, so one cart gets one reminder); without it, any earlier
 * reminder of the visitor ends (the consent was withdrawn at the last checkout).
 */
export async function rememberUnpaidCheckout(
  uid: string,
  orderId: string,
  consented: boolean,
  now: Date,
): Promise<void> {
  if (!consented) {
    await reminderRef(uid).delete();
    return;
  }
  const order = (await db().collection(collections.orders).doc(orderId).get()).data() as Order | undefined;
  if (!order) return;
  const language = orderLanguage(order);
  const reminder: CheckoutReminder = {
    uid,
    orderId,
    email: normaliseEmail(order.customer.email),
    firstName: order.customer.firstName,
    lines: order.lines.map(({ productId, title, image, size, qty, unitPrice }) => ({
      productId,
      title,
      image,
      size,
      qty,
      unitPrice,
    })),
    // The box's words as the checkout showed them: in the order's language, the page's.
    consent: (await loadDictionary(language)).checkoutForm.reminderConsent,
    language,
    source: 'checkout',
    consentAt: Timestamp.fromDate(now),
    dueAt: Timestamp.fromDate(checkoutReminderDue(now)),
    sentAt: null,
    token: randomBytes(32).toString('hex'),
    expiresAt: Timestamp.fromDate(expiryAfter(CHECKOUT_REMINDER_RETENTION_DAYS, now)),
  };
  await reminderRef(uid).set(reminder);
}

/** The visitor's cart as it is now: each line in it with its quantity (the counter's). */
async function cartNow(uid: string, now: Date) {
  const [counter, lines] = await Promise.all([
    db().collection(collections.carts).doc(uid).get(),
    db().collection(cartLinesPath(uid)).get(),
  ]);
  const counted = counter.data() as CartCounter | undefined;
  const stored = lines.docs.map((doc) => ({ id: doc.id, ...(doc.data() as CartLine) }));
  return linesInCart(counted, stored, now).map((line) => ({
    productId: line.productId,
    size: line.size,
    qty: counted?.quantities?.[line.id] ?? line.qty,
  }));
}

/**
 * The hourly job's work: each reminder that is due is decided (checkoutReminderVerdict). One to send
 * is queued in the transaction that marks it sent, so a repeated run mails nobody twice; one refused
 * is deleted. Returns what became of each.
 */
export async function sendDueCheckoutReminders(
  now: Date,
  reminderMail: (reminder: CheckoutReminder) => MailDoc,
): Promise<Partial<Record<CheckoutReminderVerdict, number>>> {
  const due = await reminders().where('dueAt', '<=', Timestamp.fromDate(now)).limit(500).get();
  const outcome: Partial<Record<CheckoutReminderVerdict, number>> = {};
  for (const doc of due.docs) {
    const reminder = doc.data() as CheckoutReminder;
    const [order, cart, products] = await Promise.all([
      db().collection(collections.orders).doc(reminder.orderId).get(),
      cartNow(reminder.uid, now),
      db().getAll(...reminder.lines.map((line) => db().collection(collections.products).doc(line.productId))),
    ]);
    const byId = new Map(
      products.map((snapshot) => [snapshot.id, snapshot.data() as StoreProduct | undefined]),
    );
    const verdict = checkoutReminderVerdict(
      reminder,
      (order.data() as Order | undefined) ?? null,
      cart,
      (productId, size) => {
        const product = byId.get(productId);
        if (!product || product.online === false || !product.inStock) return null;
        return stockForSize(product.variants, size);
      },
      now,
    );
    if (verdict === 'not-yet') continue;
    const done = await db().runTransaction(async (tx) => {
      // The same checkout still, and still due: a new checkout or a run beside this one changes nothing.
      const current = (await tx.get(doc.ref)).data() as CheckoutReminder | undefined;
      if (!current || current.orderId !== reminder.orderId || current.dueAt === null) return false;
      if (verdict === 'send') {
        tx.update(doc.ref, { dueAt: null, sentAt: Timestamp.fromDate(now) });
        tx.create(db().collection(collections.mail).doc(), queuedMail(reminderMail(current)));
      } else {
        tx.delete(doc.ref);
      }
      return true;
    });
    if (done) outcome[verdict] = (outcome[verdict] ?? 0) + 1;
  }
  return outcome;
}

export type RestoreCartOutcome = { ok: true; restored: number; missing: number } | { ok: false };

/**
 * POST restorecart: the reminder's pieces go into the caller's cart (any visitor or account: the link
 * may be opened on another device), each in its size and quantity as far as the stock allows; a
 * piece already in the cart stays as it is. Only a reminder that was sent answers to its token.
 */
export async function restoreCheckoutCart(
  uid: string,
  owner: CartOwner,
  token: string,
): Promise<RestoreCartOutcome> {
  const found = await reminders().where('token', '==', token).limit(1).get();
  const reminder = found.docs[0]?.data() as CheckoutReminder | undefined;
  if (!reminder?.sentAt) return { ok: false };
  let restored = 0;
  for (const line of reminder.lines) {
    const added = await addToCart(uid, line.productId, line.size, owner);
    if (!added.ok) continue;
    if (added.added && line.qty > 1) await changeCartQuantity(uid, line.productId, line.qty, owner);
    restored += 1;
  }
  return { ok: true, restored, missing: reminder.lines.length - restored };
}

/** The one-click unsubscribe: the reminder with this token ends (sent or not); false when there is none. */
export async function unsubscribeCheckoutReminder(token: string): Promise<boolean> {
  const found = await reminders().where('token', '==', token).limit(1).get();
  const doc = found.docs[0];
  if (!doc) return false;
  await doc.ref.delete();
  return true;
}

/** GET mydata's part: the visitor's reminder with its consent, or null. */
export async function checkoutReminderForMyData(uid: string): Promise<StoreMyDataCheckoutReminder | null> {
  const reminder = (await reminderRef(uid).get()).data();
  if (!reminder) return null;
  return {
    orderId: reminder.orderId,
    email: reminder.email,
    consent: reminder.consent,
    source: reminder.source,
    consentAt: iso(reminder.consentAt) ?? '',
    dueAt: iso(reminder.dueAt),
    sentAt: iso(reminder.sentAt),
    pieces: reminder.lines.map(({ productId, title, size, qty }) => ({ productId, title, size, qty })),
  };
}

/** POST deleteaccount: adds the deletion of the account's reminder to `batch`. */
export function eraseCheckoutReminder(batch: WriteBatch, uid: string): void {
  batch.delete(reminderRef(uid));
}
