// Return requests (`returnRequests`) from /returnform and the e-mails they cause (`mail`).
import { createHash } from 'node:crypto';
import {
  collections,
  normaliseEmail,
  type MailDoc,
  type ReturnRequest,
  type StoreReturnRequestParsed,
} from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { commitIfNew } from './create-once';
import { db } from './firestore';
import { queuedMail, returnRequestExpiry } from './retention';

type StoredReturnRequest = Omit<ReturnRequest, 'createdAt'> & { createdAt: FieldValue };

/**
 * The id of a request, also the reference the shopper quotes: a digest of its content, so the same
 * request sent twice is one document.
 */
function returnRequestId(request: StoreReturnRequestParsed): string {
  return createHash('sha256')
    .update(JSON.stringify([request.orderId, normaliseEmail(request.email), request.items, request.reason]))
    .digest('hex')
    .slice(0, 16)
    .toUpperCase();
}

/**
 * Stores a return request once, with the shopper's receipt and the shop's copy, in one atomic batch.
 * A repeat writes nothing and answers `alreadyReceived` with the first request's id.
 */
export async function storeReturnRequest(
  request: StoreReturnRequestParsed,
  mails: (requestId: string) => readonly MailDoc[],
): Promise<{ requestId: string; alreadyReceived: boolean }> {
  const firestore = db();
  const requestId = returnRequestId(request);
  const stored: StoredReturnRequest = {
    orderId: request.orderId,
    email: normaliseEmail(request.email),
    items: request.items,
    reason: request.reason,
    language: request.language,
    createdAt: FieldValue.serverTimestamp(),
    state: 'Requested',
    decision: null,
    expiresAt: returnRequestExpiry(),
  };
  const batch = firestore.batch();
  batch.create(firestore.collection(collections.returnRequests).doc(requestId), stored);
  for (const mail of mails(requestId))
    batch.create(firestore.collection(collections.mail).doc(), queuedMail(mail));
  return { requestId, alreadyReceived: !(await commitIfNew(batch)) };
}
