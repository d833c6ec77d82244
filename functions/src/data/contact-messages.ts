// Contact form messages (`contactMessages`) and the e-mails they cause (`mail`).
import { createHash } from 'node:crypto';
import {
  collections,
  normaliseEmail,
  type ContactMessage,
  type MailDoc,
  type StoreContactParsed,
} from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { commitIfNew } from './create-once';
import { db } from './firestore';
import { contactMessageExpiry, queuedMail } from './retention';

type StoredContactMessage = Omit<ContactMessage, 'createdAt'> & { createdAt: FieldValue };

/**
 * The document id of a message: a digest of the sender's address, subject and text, so the same
 * message sent twice is one document (docs/decisions.md rule 22: deduplicated).
 */
function contactMessageId(message: StoreContactParsed): string {
  return createHash('sha256')
    .update(JSON.stringify([normaliseEmail(message.email), message.subject, message.message]))
    .digest('hex')
    .slice(0, 32);
}

/**
 * Stores a contact message once, with the sender's receipt and the shop's copy, in one atomic batch.
 * A repeat of a stored message writes nothing and answers `alreadyReceived`.
 */
export async function storeContactMessage(
  message: StoreContactParsed,
  mails: readonly MailDoc[],
): Promise<{ alreadyReceived: boolean }> {
  const firestore = db();
  const stored: StoredContactMessage = {
    name: message.name,
    email: normaliseEmail(message.email),
    subject: message.subject,
    message: message.message,
    createdAt: FieldValue.serverTimestamp(),
    expiresAt: contactMessageExpiry(),
  };
  const batch = firestore.batch();
  batch.create(firestore.collection(collections.contactMessages).doc(contactMessageId(message)), stored);
  for (const mail of mails) batch.create(firestore.collection(collections.mail).doc(), queuedMail(mail));
  return { alreadyReceived: !(await commitIfNew(batch)) };
}
