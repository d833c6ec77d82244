// Address books: `addressBooks/{uid}`, an account's saved addresses, offered at checkout.
import { collections, type AddressBook, type SavedAddress } from '@shop/domain';
import { FieldValue } from 'firebase-admin/firestore';
import { db } from './firestore';

/** Replaces the account's address book with `addresses` (the schema has capped their number). */
export async function saveAddressBook(uid: string, addresses: SavedAddress[]): Promise<void> {
  const book: Omit<AddressBook, 'updatedAt'> & { updatedAt: FieldValue } = {
    addresses,
    updatedAt: FieldValue.serverTimestamp(),
  };
  await db().collection(collections.addressBooks).doc(uid).set(book);
}
