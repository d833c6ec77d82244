import { useCallback, useEffect, useState } from 'react';
import type { SavedAddress, StoreSaveAddressBookBody, StoreSaveAddressBookParsed } from '@shop/domain';
import { apiRequest } from '@/lib/api-client';
import { getSavedAddresses } from '@/lib/firebase/address-book';

export type AddressBookState =
  | { status: 'loading' }
  | { status: 'ready'; addresses: SavedAddress[] }
  /** The page says it in its words (`accountForms.addressesFailed`). */
  | { status: 'error' };

/**
 * The account's saved addresses, read from Firestore; `null` uid (no account) reads nothing and
 * stays empty. `replace` shows an address book the server has just stored.
 */
export function useAddressBook(uid: string | null) {
  const [state, setState] = useState<AddressBookState>({ status: 'loading' });

  useEffect(() => {
    if (!uid) return;
    let current = true;
    getSavedAddresses(uid).then(
      (addresses) => {
        if (current) setState({ status: 'ready', addresses });
      },
      (error: unknown) => {
        console.warn('Could not read the address book', error);
        if (current) setState({ status: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid]);

  const replace = useCallback((addresses: SavedAddress[]) => setState({ status: 'ready', addresses }), []);
  return { state: uid ? state : ({ status: 'ready', addresses: [] } as const), replace };
}

/** PUT customeraddresses: stores the whole address book and answers it as stored. */
export async function saveAddressBook(
  addresses: StoreSaveAddressBookBody['addresses'],
): Promise<SavedAddress[]> {
  const { data } = await apiRequest<StoreSaveAddressBookParsed>('customeraddresses', {
    method: 'PUT',
    body: { addresses },
  });
  return data.addresses;
}
