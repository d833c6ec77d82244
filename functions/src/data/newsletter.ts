// Newsletter subscribers (`newsletterSubscribers`) and their welcome mail (`mail`).
import {
  collections,
  newsletterSubscriberId,
  normaliseEmail,
  type MailDoc,
  type NewsletterSubscriber,
} from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firestore';
import { queuedMail } from './retention';

type StoredSubscriber = Omit<NewsletterSubscriber, 'subscribedAt'> & { subscribedAt: FieldValue };

/** gRPC status ALREADY_EXISTS: a create() met an existing document. */
const ALREADY_EXISTS = 6;

/**
 * Subscribes an address once. The subscriber (keyed by the normalised address) and the welcome mail
 * are written in one atomic batch whose subscriber write is a create(): if the address is already
 * subscribed the whole batch fails and nothing is written, so two quick clicks (or two tabs) store one
 * subscriber and send one welcome. Unlike a read-then-write transaction, concurrent requests do not
 * wait on each other's locks.
 */
export async function subscribeToNewsletter(
  email: string,
  welcomeMail: (address: string) => MailDoc,
): Promise<{ alreadySubscribed: boolean }> {
  const address = normaliseEmail(email);
  const firestore = db();
  const subscriber: StoredSubscriber = { email: address, subscribedAt: FieldValue.serverTimestamp() };
  const batch = firestore.batch();
  batch.create(
    firestore.collection(collections.newsletterSubscribers).doc(newsletterSubscriberId(address)),
    subscriber,
  );
  batch.create(firestore.collection(collections.mail).doc(), queuedMail(welcomeMail(address)));
  try {
    await batch.commit();
    return { alreadySubscribed: false };
  } catch (error) {
    if ((error as { code?: unknown }).code === ALREADY_EXISTS) return { alreadySubscribed: true };
    throw error;
  }
}
