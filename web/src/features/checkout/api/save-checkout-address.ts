import { fill, pageLanguage, words } from '@/app/i18n/page-language';
import {
  DEFAULT_LANGUAGE,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
  type StoreCheckoutDetailsParsed,
} from '@shop/domain';
import { saveAddressBook } from '@/features/account/api/address-book';

const SAVED_FIELDS = [
  'firstName',
  'lastName',
  'country',
  'address',
  'city',
  'state',
  'postcode',
  'phone',
] as const;

/** The address part of the checkout's details, as the address book keeps it. */
function savedAddressOf(details: StoreCheckoutDetailsParsed): SavedAddress {
  return Object.fromEntries(SAVED_FIELDS.map((name) => [name, details[name]])) as SavedAddress;
}

/** Whether two addresses are the same place for the same person (case and spacing aside). */
export function sameAddress(
  saved: SavedAddress,
  details: Record<(typeof SAVED_FIELDS)[number], string>,
): boolean {
  const plain = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return SAVED_FIELDS.every((name) => plain(saved[name]) === plain(details[name]));
}

/**
 * Adds the checkout's address to the account's address book, when it is not there yet and the book
 * has room. Answers what happened, in a sentence, or null when nothing needed saving; a failure is
 * said, never thrown: the order is being paid either way.
 */
export async function addToAddressBook(
  saved: readonly SavedAddress[],
  details: StoreCheckoutDetailsParsed,
): Promise<string | null> {
  const address = savedAddressOf(details);
  if (saved.some((entry) => sameAddress(entry, address))) return null;
  if (saved.length >= MAX_SAVED_ADDRESSES) {
    return fill(words().checkoutForm.addressBookFull, { max: MAX_SAVED_ADDRESSES });
  }
  try {
    await saveAddressBook([...saved, address]);
    return words().checkoutForm.addressSaved;
  } catch (error) {
    // The API's reasons are English: another language's page says it in its words.
    if (pageLanguage() !== DEFAULT_LANGUAGE || !(error instanceof Error)) {
      return words().checkoutForm.addressNotSaved;
    }
    return `The address could not be saved to your address book (${error.message.replace(/\.$/, '')}).`;
  }
}
