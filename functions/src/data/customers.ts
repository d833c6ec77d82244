// Account profiles: `customers/{uid}`, written when a visitor registers.
import { collections, type Customer, type MailDoc, type StoreCustomerProfile } from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firestore';
import { queuedMail } from './retention';

/**
 * Stores the account's profile. Registering again (a retry after a lost answer) updates the names
 * and e-mail and keeps the first createdAt, so a profile exists once per account.
 */
export async function saveCustomerProfile(
  uid: string,
  profile: StoreCustomerProfile,
): Promise<StoreCustomerProfile> {
  const ref = db().collection(collections.customers).doc(uid);
  await db().runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      tx.update(ref, { ...profile });
      return;
    }
    const customer: Omit<Customer, 'createdAt'> & { createdAt: FieldValue } = {
      ...profile,
      createdAt: FieldValue.serverTimestamp(),
    };
    tx.set(ref, customer);
  });
  return profile;
}

/** Queues a mail to the account (its e-mail verification). */
export async function queueAccountMail(mail: MailDoc): Promise<void> {
  await db().collection(collections.mail).add(queuedMail(mail));
}
