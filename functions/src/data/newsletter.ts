// The newsletter's double opt-in: pending confirmations (`newsletterConfirmations`), confirmed
// subscribers (`newsletterSubscribers`) and the mails between them (`mail`), each step one
// transaction (domain/src/newsletter.ts).
import { createHash, randomBytes } from 'node:crypto';
import {
  collections,
  mayResendConfirmation,
  NEWSLETTER_CONFIRM_HOURS,
  newsletterSubscriberId,
  normaliseEmail,
  orderLanguage,
  type Language,
  type MailDoc,
  type NewsletterConfirmation,
  type NewsletterSubscriber,
} from '@shop/domain';
import { FieldValue, Timestamp, type DocumentReference } from 'firebase-admin/firestore';
import { db } from './firestore';
import { queuedMail } from './retention';

const confirmationRef = (email: string) =>
  db()
    .collection(collections.newsletterConfirmations)
    .doc(newsletterSubscriberId(email)) as DocumentReference<NewsletterConfirmation>;
const subscriberRef = (email: string) =>
  db()
    .collection(collections.newsletterSubscribers)
    .doc(newsletterSubscriberId(email)) as DocumentReference<NewsletterSubscriber>;

const newToken = () => randomBytes(32).toString('hex');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

export type NewsletterRequestOutcome = 'confirmation-sent' | 'already-subscribed' | 'recently-sent';

/**
 * JOIN US: asks the address to confirm. Writes a pending confirmation (a new token, valid
 * NEWSLETTER_CONFIRM_HOURS) and its mail, unless the address is subscribed already or was sent a
 * confirmation in the last NEWSLETTER_RESEND_MINUTES (so nobody can flood an address with mails).
 * The confirmation keeps the page's `language` for the welcome and the subscriber.
 */
export function requestNewsletterSubscription(
  { email, language }: { email: string; language: Language },
  now: Date,
  confirmationMail: (address: string, token: string) => MailDoc,
): Promise<NewsletterRequestOutcome> {
  const address = normaliseEmail(email);
  return db().runTransaction(async (tx) => {
    const [subscriber, pending] = await Promise.all([
      tx.get(subscriberRef(address)),
      tx.get(confirmationRef(address)),
    ]);
    if (subscriber.exists) return 'already-subscribed';
    const last = pending.data();
    if (last && !mayResendConfirmation(new Date(last.requestedAt.toMillis()), now)) return 'recently-sent';
    const token = newToken();
    const confirmation: NewsletterConfirmation = {
      email: address,
      tokenHash: hashOf(token),
      requestedAt: Timestamp.fromDate(now),
      expiresAt: Timestamp.fromMillis(now.getTime() + NEWSLETTER_CONFIRM_HOURS * 3_600_000),
      language,
    };
    tx.set(confirmationRef(address), confirmation);
    tx.create(db().collection(collections.mail).doc(), queuedMail(confirmationMail(address, token)));
    return 'confirmation-sent';
  });
}

/**
 * Follows a confirmation link: the address becomes a subscriber (with its unsubscribe token) and
 * gets the welcome mail, once. Null when no unexpired confirmation has this token (expired, used,
 * or never sent).
 */
export async function confirmNewsletterSubscription(
  token: string,
  now: Date,
  welcomeMail: (address: string, unsubscribeToken: string, language: Language) => MailDoc,
): Promise<{ email: string } | null> {
  const found = await db()
    .collection(collections.newsletterConfirmations)
    .where('tokenHash', '==', hashOf(token))
    .limit(1)
    .get();
  const email = (found.docs[0]?.data() as NewsletterConfirmation | undefined)?.email;
  if (!email) return null;
  return db().runTransaction(async (tx) => {
    // Read again inside the transaction: two clicks on the link subscribe and welcome once.
    const [pending, subscriber] = await Promise.all([
      tx.get(confirmationRef(email)),
      tx.get(subscriberRef(email)),
    ]);
    const confirmation = pending.data();
    if (!confirmation || confirmation.tokenHash !== hashOf(token)) return null;
    if (confirmation.expiresAt.toMillis() <= now.getTime()) return null;
    tx.delete(pending.ref);
    if (subscriber.exists) return { email };
    const unsubscribeToken = newToken();
    // A confirmation asked before languages has none: English.
    const language = orderLanguage(confirmation);
    const stored: Omit<NewsletterSubscriber, 'subscribedAt'> & { subscribedAt: FieldValue } = {
      email,
      subscribedAt: FieldValue.serverTimestamp(),
      unsubscribeToken,
      language,
    };
    tx.create(subscriber.ref, stored);
    tx.create(
      db().collection(collections.mail).doc(),
      queuedMail(welcomeMail(email, unsubscribeToken, language)),
    );
    return { email };
  });
}

/** The one-link unsubscribe: deletes the subscriber with this token; false when there is none. */
export async function unsubscribeFromNewsletter(token: string): Promise<boolean> {
  const found = await db()
    .collection(collections.newsletterSubscribers)
    .where('unsubscribeToken', '==', token)
    .limit(1)
    .get();
  const subscriber = found.docs[0];
  if (!subscriber) return false;
  await subscriber.ref.delete();
  return true;
}
