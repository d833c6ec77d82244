import { useEffect, useState } from 'react';
import {
  checkoutDetailsSchemaFor,
  checkoutRequiredFields,
  EMPTY_CHECKOUT_DETAILS,
  isCountryCode,
  shopConfig,
  type CountryCode,
  type SavedAddress,
  type StoreCheckoutDetailsParsed,
} from '@shop/domain';
import { issueText, type FormIssue } from '@/app/i18n/form-words';
import { fill, words } from '@/app/i18n/page-language';
import { showSnackbar } from '@/components/ui/snackbar';
import { useAddressBook } from '@/features/account/api/address-book';
import { useVisitor } from '@/lib/firebase/auth';
import { addToAddressBook } from '../api/save-checkout-address';
import { forgetTypedDetails, keepTypedDetails, readTypedDetails } from '../api/typed-details';
import { useVisitorCountry } from '../api/visitor-country';
import { fieldId, type CheckoutDetails, type FieldName } from '../components/details-form';

// The form's order; the country stays '' (not chosen) until the shopper picks one (see below).
const FIELD_ORDER = Object.keys(EMPTY_CHECKOUT_DETAILS) as FieldName[];

type FieldErrors = Partial<Record<FieldName, string>>;

/**
 * The address's own problems (addresses.ts) in the page's words: the street and house number, and
 * the postcode with the country's example, told apart by the schema's English sentence.
 */
function addressIssue(issue: FormIssue): string | undefined {
  if (issue.code !== 'custom') return undefined;
  const { checkoutForm } = words();
  const field = issue.path[0];
  if (field === 'address') {
    return issue.message.startsWith('Add the house number')
      ? checkoutForm.houseNumber
      : checkoutForm.streetAndNumber;
  }
  const example = field === 'postcode' ? /^Enter a postcode like (.+)$/.exec(issue.message)?.[1] : undefined;
  return example === undefined ? undefined : fill(checkoutForm.postcodeLike, { example });
}

/**
 * The checkout's details form: what was typed (kept for the tab's life), the country it defaults
 * to, the shopper's saved addresses, and the errors of the last attempt to pay with it.
 */
export function useCheckoutForm() {
  // What was typed survives a reload of the tab (never card data: that is in the payment form).
  const [{ details, businessOrder, saveAddress }, setTyped] = useState(readTypedDetails);
  useEffect(
    () => keepTypedDetails({ details, businessOrder, saveAddress }),
    [details, businessOrder, saveAddress],
  );
  const setDetails = (update: (current: CheckoutDetails) => CheckoutDetails) =>
    setTyped((typed) => ({ ...typed, details: update(typed.details) }));
  const required = checkoutRequiredFields({ businessOrder }) as ReadonlySet<FieldName>;
  const [errors, setErrors] = useState<FieldErrors>({});
  const [alert, setAlert] = useState<string | null>(null);

  const visitor = useVisitor();
  const account = visitor.uid !== null && !visitor.isAnonymous ? visitor.uid : null;
  const { state: addressBook } = useAddressBook(account);
  const savedAddresses = addressBook.status === 'ready' ? addressBook.addresses : [];
  const visitorCountry = useVisitorCountry();
  // Until the shopper chooses a country (or a saved address), the form shows the visitor's country
  // when the shop knows it and the shopper has no saved address to choose from (decided once the
  // session and the address book are known), else the shop's own (storefront.md: Netherlands).
  const defaultCountry =
    visitorCountry !== null &&
    !visitor.loading &&
    addressBook.status !== 'loading' &&
    savedAddresses.length === 0
      ? visitorCountry
      : shopConfig.defaultCountry;
  const country: CountryCode = isCountryCode(details.country) ? details.country : defaultCountry;
  const values: CheckoutDetails = { ...details, country };

  function change(name: FieldName, value: string) {
    setDetails((current) => ({ ...current, [name]: value }));
    if (!errors[name]) return;
    const { [name]: _fixed, ...rest } = errors;
    setErrors(rest);
    // The alert goes once every field it was about has been changed.
    if (Object.keys(rest).length === 0) setAlert(null);
  }

  function chooseAddress(address: SavedAddress) {
    setDetails((current) => ({ ...current, ...address }));
    setErrors({});
  }

  function changeBusinessOrder(checked: boolean) {
    setTyped((typed) => ({ ...typed, businessOrder: checked }));
    // A private order has no company address to get wrong.
    if (!checked) setErrors(({ companyAddress: _dropped, ...rest }) => rest);
  }

  function changeSaveAddress(checked: boolean) {
    setTyped((typed) => ({ ...typed, saveAddress: checked }));
  }

  /**
   * The details to pay with, or null when a field is wrong: then the errors show beside their
   * fields, the alert above the form says what to do, and the first wrong field has the focus.
   */
  function validate(): StoreCheckoutDetailsParsed | null {
    const parsed = checkoutDetailsSchemaFor({ businessOrder }).safeParse(
      businessOrder ? values : { ...values, companyAddress: '' },
    );
    if (parsed.success) {
      setErrors({});
      setAlert(null);
      return parsed.data;
    }
    const found: FieldErrors = {};
    for (const issue of parsed.error.issues) {
      const name = issue.path[0] as FieldName;
      found[name] ??= issueText(issue, addressIssue);
    }
    setErrors(found);
    const missing = FIELD_ORDER.some((name) => required.has(name) && values[name].trim() === '');
    setAlert(missing ? words().forms.fillMarked : words().checkoutForm.correctFields);
    const first = FIELD_ORDER.find((name) => found[name]);
    if (first) document.getElementById(fieldId(first))?.focus();
    return null;
  }

  /** Once the order is being paid: the form starts empty next time, and the address is saved if asked. */
  async function paidWith(paid: StoreCheckoutDetailsParsed) {
    forgetTypedDetails();
    if (!account || !saveAddress) return;
    const saved = await addToAddressBook(savedAddresses, paid);
    if (saved) showSnackbar({ message: saved, durationMs: shopConfig.snackbarMs.cart, status: 'info' });
  }

  return {
    values,
    country,
    errors,
    alert,
    required,
    businessOrder,
    saveAddress,
    /** The signed-in customer's uid; null for a guest (an anonymous session). */
    account,
    savedAddresses,
    change,
    chooseAddress,
    changeBusinessOrder,
    changeSaveAddress,
    validate,
    paidWith,
  };
}

export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
