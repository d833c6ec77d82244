import { doc, getDoc } from 'firebase/firestore/lite';
import { collections, type AddressBook, type SavedAddress } from '@shop/domain';
import { db } from './firestore-lite';

/** The account's saved addresses (addressBooks/{uid}, owner-only rules); [] without an address book. */
export async function getSavedAddresses(uid: string): Promise<SavedAddress[]> {
  const snapshot = await getDoc(doc(db, collections.addressBooks, uid));
  return snapshot.exists() ? (snapshot.data() as AddressBook).addresses : [];
}
