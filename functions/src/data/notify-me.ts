// Notify me (docs/decisions.md rule 77): the requests (`notifyRequests`), the addresses that made
// them (`notifyAddresses`, with the double opt-in's link and the unsubscribe token) and the mails
// between them (`mail`). Every step is one transaction; the rules are domain/src/notify-me.ts.
import { createHash, randomBytes } from 'node:crypto';
import {
  collections,
  isOpenRequest,
  mayOpenAnotherRequest,
  mayResendNotifyConfirmation,
  newsletterSubscriberId,
  normaliseEmail,
  notifyConfirmationExpiry,
  notifyMeEligibility,
  notifyRequestExpiry,
  notifyRequestId,
  NOTIFY_ME_CONSENT,
  requestsARestockFires,
  restockedSizes,
  waitingBySize,
  type Language,
  type MailDoc,
  type NotifyAddress,
  type NotifyMeEligibility,
  type NotifyRequest,
  type StoreMyDataNotifyRequest,
  type StoreProduct,
  type SummaryWanted,
  type WithId,
} from '@shop/domain';
import { Timestamp, type DocumentReference, type WriteBatch } from 'firebase-admin/firestore';
import { db } from './firestore';
import { queuedMail } from './retention';

const requests = () => db().collection(collections.notifyRequests);
const addressRef = (email: string) =>
  db()
    .collection(collections.notifyAddresses)
    .doc(newsletterSubscriberId(email)) as DocumentReference<NotifyAddress>;
const requestsOf = (email: string) => requests().where('email', '==', email);

const newToken = () => randomBytes(32).toString('hex');
const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const later = (a: Timestamp, b: Timestamp) => (a.toMillis() >= b.toMillis() ? a : b);

export type NotifyMeOutcome =
  | Extract<NotifyMeEligibility, { ok: false }>
  | { ok: false; reason: 'too-many' }
  | { ok: true; created: boolean; confirmed: boolean };

export interface NotifyMeAsk {
  productId: string;
  size: string | undefined;
  email: string;
  /** The visitor or account asking, if its ID token came along. */
  uid: string | null;
  /** The caller's own address, when its account has verified it: then no confirmation is asked. */
  verifiedEmail: string | null;
  /** The page's language: the confirmation's and the back-in-stock mail's. */
  language: Language;
}

/**
 * POST notifyme: opens a request for a sold-out size, once per address, product and size. A guest's
 * address (or an account's other address) gets a single-use confirmation link first, at most one
 * mail per NOTIFY_ME_RESEND_MINUTES, and its requests wait for it; a verified account's own address
 * is confirmed at once.
 */
export function askToBeNotified(
  ask: NotifyMeAsk,
  now: Date,
  confirmationMail: (address: string, token: string) => MailDoc,
): Promise<NotifyMeOutcome> {
  const email = normaliseEmail(ask.email);
  const ownAddress = ask.verifiedEmail !== null && normaliseEmail(ask.verifiedEmail) === email;
  return db().runTransaction(async (tx): Promise<NotifyMeOutcome> => {
    const product = await tx.get(db().collection(collections.products).doc(ask.productId));
    const eligibility = notifyMeEligibility(
      product.exists ? (product.data() as StoreProduct) : null,
      ask.size,
    );
    if (!eligibility.ok) return eligibility;
    const requestRef = requests().doc(notifyRequestId(email, ask.productId, eligibility.size));
    const [existing, address, theirs] = await Promise.all([
      tx.get(requestRef),
      tx.get(addressRef(email)),
      tx.get(requestsOf(email)),
    ]);
    const stillOpen = existing.exists && isOpenRequest(existing.data() as NotifyRequest, now);
    const open = theirs.docs.filter((doc) => isOpenRequest(doc.data() as NotifyRequest, now));
    if (!stillOpen && !mayOpenAnotherRequest(open.length)) return { ok: false, reason: 'too-many' };

    const at = Timestamp.fromDate(now);
    const expiresAt = Timestamp.fromDate(notifyRequestExpiry(now));
    const known = address.data();
    const wasConfirmed = known?.confirmedAt != null;
    const confirmed = wasConfirmed || ownAddress;
    let tokenHash = known?.tokenHash ?? null;
    let confirmationSentAt = known?.confirmationSentAt ?? null;
    if (!confirmed && mayResendNotifyConfirmation(confirmationSentAt, now)) {
      const token = newToken();
      tokenHash = hashOf(token);
      confirmationSentAt = at;
      tx.create(db().collection(collections.mail).doc(), queuedMail(confirmationMail(email, token)));
    }
    const nextAddress: NotifyAddress = {
      email,
      confirmedAt: known?.confirmedAt ?? (ownAddress ? at : null),
      tokenHash: confirmed ? null : tokenHash,
      confirmationSentAt,
      unsubscribeToken: known?.unsubscribeToken ?? newToken(),
      expiresAt: known ? later(known.expiresAt as Timestamp, expiresAt) : expiresAt,
    };
    tx.set(address.ref, nextAddress);
    // A verified account confirms its address for the requests a guest made with it before.
    if (confirmed && !wasConfirmed) {
      for (const doc of open) {
        if (!(doc.data() as NotifyRequest).confirmed)
          tx.update(doc.ref, { confirmed: true, confirmedAt: at });
      }
    }
    if (stillOpen) return { ok: true, created: false, confirmed };
    const request: NotifyRequest = {
      email,
      productId: ask.productId,
      size: eligibility.size,
      uid: ask.uid,
      confirmed,
      source: 'product-page',
      consent: NOTIFY_ME_CONSENT,
      language: ask.language,
      requestedAt: at,
      confirmedAt: confirmed ? at : null,
      expiresAt,
    };
    tx.set(requestRef, request);
    return { ok: true, created: true, confirmed };
  });
}

/**
 * Follows a confirmation link: the address and its open requests are confirmed. False for a link
 * that was used, has expired, or was never sent; then nothing changes and nothing is sent.
 */
export async function confirmNotifyAddress(token: string, now: Date): Promise<boolean> {
  const tokenHash = hashOf(token);
  const found = await db()
    .collection(collections.notifyAddresses)
    .where('tokenHash', '==', tokenHash)
    .limit(1)
    .get();
  const email = (found.docs[0]?.data() as NotifyAddress | undefined)?.email;
  if (!email) return false;
  return db().runTransaction(async (tx) => {
    // Read again inside the transaction: the link works once, however often it is followed.
    const [address, theirs] = await Promise.all([tx.get(addressRef(email)), tx.get(requestsOf(email))]);
    const known = address.data();
    if (!known || known.tokenHash !== tokenHash || !known.confirmationSentAt) return false;
    if (notifyConfirmationExpiry(known.confirmationSentAt) <= now.getTime()) return false;
    const at = Timestamp.fromDate(now);
    tx.update(address.ref, { confirmedAt: at, tokenHash: null });
    for (const doc of theirs.docs) {
      if (!(doc.data() as NotifyRequest).confirmed) tx.update(doc.ref, { confirmed: true, confirmedAt: at });
    }
    return true;
  });
}

/** The one-click unsubscribe: ends every request of the address with this token; false when there is none. */
export async function unsubscribeNotifyAddress(token: string): Promise<boolean> {
  const found = await db()
    .collection(collections.notifyAddresses)
    .where('unsubscribeToken', '==', token)
    .limit(1)
    .get();
  const address = found.docs[0];
  if (!address) return false;
  const email = (address.data() as NotifyAddress).email;
  const batch = db().batch();
  for (const doc of (await requestsOf(email).get()).docs) batch.delete(doc.ref);
  batch.delete(address.ref);
  await batch.commit();
  return true;
}

/**
 * The restock trigger's work: for each size the write brought back (0 units before, some after),
 * each confirmed, open request gets one back-in-stock mail and ends, both in one transaction, so a
 * repeated event, or a second restock, mails nobody again. Returns how many were mailed.
 */
export async function notifyRestock(
  productId: string,
  before: StoreProduct | undefined,
  after: StoreProduct | undefined,
  now: Date,
  backInStockMail: (
    request: NotifyRequest,
    product: WithId<StoreProduct>,
    unsubscribeToken: string,
  ) => MailDoc,
): Promise<number> {
  const sizes = restockedSizes(before, after);
  if (!after || sizes.length === 0) return 0;
  const waiting = await requests().where('productId', '==', productId).get();
  const fired = requestsARestockFires(
    waiting.docs.map((doc) => ({ ref: doc.ref, ...(doc.data() as NotifyRequest) })),
    sizes,
    now,
  );
  let mailed = 0;
  for (const { ref } of fired) {
    const sent = await db().runTransaction(async (tx) => {
      const request = await tx.get(ref);
      const data = request.data() as NotifyRequest | undefined;
      if (!data?.confirmed || !isOpenRequest(data, now)) return false;
      const address = (await tx.get(addressRef(data.email))).data();
      if (!address) return false; // unsubscribed meanwhile
      tx.delete(ref);
      tx.create(
        db().collection(collections.mail).doc(),
        queuedMail(backInStockMail(data, { ...after, id: productId }, address.unsubscribeToken)),
      );
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

/** Confirmed, open requests per product and size, for the Low stock screen. */
export async function waitingForProducts(
  productIds: readonly string[],
  now: Date,
): Promise<Map<string, Map<string, number>>> {
  const waiting = new Map<string, Map<string, number>>();
  for (let start = 0; start < productIds.length; start += 30) {
    const snapshot = await requests()
      .where('productId', 'in', productIds.slice(start, start + 30))
      .where('confirmed', '==', true)
      .get();
    const byProduct = new Map<string, NotifyRequest[]>();
    for (const doc of snapshot.docs) {
      const request = doc.data() as NotifyRequest;
      byProduct.set(request.productId, [...(byProduct.get(request.productId) ?? []), request]);
    }
    for (const [productId, list] of byProduct) waiting.set(productId, waitingBySize(list, now));
  }
  return waiting;
}

const iso = (at: unknown) => (at as Timestamp | null | undefined)?.toDate().toISOString() ?? null;

/**
 * The requests an account may see and erase: those it made (by uid), and those of its address once
 * the account has verified the address is its own (nothing is found by an unproven address).
 */
async function requestsOfAccount(uid: string, verifiedEmail: string | null) {
  const [byUid, byAddress] = await Promise.all([
    requests().where('uid', '==', uid).get(),
    verifiedEmail ? requestsOf(normaliseEmail(verifiedEmail)).get() : null,
  ]);
  const all = new Map([...byUid.docs, ...(byAddress?.docs ?? [])].map((doc) => [doc.id, doc]));
  return [...all.values()];
}

/** GET mydata's notify-me part, oldest first. */
export async function notifyRequestsForMyData(
  uid: string,
  verifiedEmail: string | null,
): Promise<StoreMyDataNotifyRequest[]> {
  return (await requestsOfAccount(uid, verifiedEmail))
    .map((doc) => {
      const request = doc.data() as NotifyRequest;
      return {
        productId: request.productId,
        size: request.size,
        email: request.email,
        confirmed: request.confirmed,
        source: request.source,
        consent: request.consent,
        requestedAt: iso(request.requestedAt) ?? '',
        confirmedAt: iso(request.confirmedAt),
        expiresAt: iso(request.expiresAt) ?? '',
      };
    })
    .sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}

/** POST deleteaccount: adds the deletion of the account's requests (and of its verified address's record) to `batch`. */
export async function eraseNotifyRequests(
  batch: WriteBatch,
  uid: string,
  verifiedEmail: string | null,
): Promise<void> {
  for (const doc of await requestsOfAccount(uid, verifiedEmail)) batch.delete(doc.ref);
  if (verifiedEmail) batch.delete(addressRef(normaliseEmail(verifiedEmail)));
}

/**
 * Sold-out sizes with shoppers waiting (confirmed, open requests), for the owners' morning summary;
 * a size back in stock (its requests about to be mailed) or a product gone is left out.
 */
export async function wantedSoldOutPieces(now: Date, readMax = 2000): Promise<SummaryWanted[]> {
  const snapshot = await requests().where('confirmed', '==', true).limit(readMax).get();
  const byProduct = new Map<string, NotifyRequest[]>();
  for (const doc of snapshot.docs) {
    const request = doc.data() as NotifyRequest;
    byProduct.set(request.productId, [...(byProduct.get(request.productId) ?? []), request]);
  }
  if (byProduct.size === 0) return [];
  const products = await db().getAll(
    ...[...byProduct.keys()].map((id) => db().collection(collections.products).doc(id)),
  );
  return products.flatMap((doc) => {
    const product = doc.data() as StoreProduct | undefined;
    if (!product) return [];
    return [...waitingBySize(byProduct.get(doc.id) ?? [], now)]
      .filter(([size]) => notifyMeEligibility(product, size).ok)
      .map(([size, waiting]) => ({
        productId: doc.id,
        title: product.title,
        brand: product.brand,
        size,
        waiting,
      }));
  });
}
