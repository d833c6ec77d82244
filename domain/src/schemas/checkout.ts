import { z } from 'zod';
import { normalisePostcode, postcodeProblem, streetAddressProblem } from '../addresses';
import { PAYMENT_METHOD_REQUIRED } from '../checkout-schemas';
import { PAYMENT_METHODS, type PaymentMethod } from '../catalogue';
import { isCountryCode, type CountryCode } from '../countries';
import { DEFAULT_COUNTRY } from '../country-codes';
import {
  countryCodeSchema,
  documentIdSchema,
  emailSchema,
  languageSchema,
  optionalText,
  requiredText,
  userIdSchema,
} from './fields';

// The storefront's checkout and payment bodies.

const checkoutDetailsShape = {
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  country: countryCodeSchema.default(DEFAULT_COUNTRY),
  address: requiredText('Address', 200),
  // The courier needs the town: required, marked and flagged like the other required fields
  // (docs/decisions.md rule 74).
  city: requiredText('Town / city', 100),
  state: optionalText('State / county', 100),
  postcode: requiredText('Postcode / zip', 20),
  phone: optionalText('Phone', 40).refine(
    (phone) => phone === '' || /^[+0-9 ()./-]{6,40}$/.test(phone),
    'Enter a phone number with digits, spaces and + - ( ) only',
  ),
  email: emailSchema,
  companyAddress: optionalText('Company address', 200),
};

const withFullName = <T extends { firstName: string; lastName: string }>(details: T) => ({
  ...details,
  fullName: `${details.firstName} ${details.lastName}`,
});

type AddressFields = { country: CountryCode; address: string; postcode: string };

/**
 * The postcode and street checked for the chosen country (addresses.ts), beside the other fields'
 * messages (`when`: also while another field is still wrong, so the shopper sees every problem at once).
 */
const checkAddressForCountry = [
  (details: AddressFields, ctx: z.RefinementCtx) => {
    // With `when`, this runs on what was sent, which need not be an object at all.
    if (typeof details !== 'object' || details === null) return;
    const { country, address, postcode } = details as Partial<Record<keyof AddressFields, unknown>>;
    if (typeof country !== 'string' || !isCountryCode(country)) return;
    const postcodeMessage = typeof postcode === 'string' ? postcodeProblem(country, postcode) : null;
    if (postcodeMessage) ctx.addIssue({ code: 'custom', path: ['postcode'], message: postcodeMessage });
    const addressMessage = typeof address === 'string' ? streetAddressProblem(country, address) : null;
    if (addressMessage) ctx.addIssue({ code: 'custom', path: ['address'], message: addressMessage });
  },
  { when: () => true },
] as const;

/** The postcode as the country's post writes it ("1234ab" becomes "1234 AB" in the Netherlands). */
const withPostcodeWritten = <T extends AddressFields>(details: T): T => ({
  ...details,
  postcode: normalisePostcode(details.country, details.postcode),
});

/**
 * Checkout details for iDEAL and PayPal: first name, last name, address, town, postcode and e-mail are
 * required (storefront.md section 5); the e-mail must look like one (the old shop did not check).
 * The output adds fullName, giving exactly the order's `customer` (CustomerDetails).
 */
export const storeCheckoutDetailsSchema = z
  .object(checkoutDetailsShape)
  .superRefine(...checkAddressForCountry)
  .transform((details) => withFullName(withPostcodeWritten(details)));

/**
 * Checkout details of a business order (the shopper ticks "This is a business order"): as above, and
 * the company address, printed on the invoice, is required too. A private shopper is never asked for
 * one, whatever the payment method (over storefront.md section 5's card rule).
 */
export const storeBusinessCheckoutDetailsSchema = z
  .object({ ...checkoutDetailsShape, companyAddress: requiredText('Company address', 200) })
  .superRefine(...checkAddressForCountry)
  .transform((details) => withFullName(withPostcodeWritten(details)));

/** How many addresses an account's address book keeps. */
export const MAX_SAVED_ADDRESSES = 5;

/** An address of the address book (/account): the checkout's details without e-mail and company address. */
export const storeSavedAddressSchema = z
  .object({
    firstName: checkoutDetailsShape.firstName,
    lastName: checkoutDetailsShape.lastName,
    country: checkoutDetailsShape.country,
    address: checkoutDetailsShape.address,
    // Optional here: addresses saved before the checkout required the town stay savable; the
    // checkout asks for it when such an address is chosen.
    city: optionalText('Town / city', 100),
    state: checkoutDetailsShape.state,
    postcode: checkoutDetailsShape.postcode,
    phone: checkoutDetailsShape.phone,
  })
  .superRefine(...checkAddressForCountry)
  .transform(withPostcodeWritten);

/** PUT customeraddresses: the whole address book, at most MAX_SAVED_ADDRESSES addresses. */
export const storeSaveAddressBookBodySchema = z.object({
  addresses: z
    .array(storeSavedAddressSchema, { error: 'The address book must be a list of addresses' })
    .max(MAX_SAVED_ADDRESSES, `An address book keeps at most ${MAX_SAVED_ADDRESSES} addresses`),
});

/** The details schema for an order: a business order also needs its company address. */
export function checkoutDetailsSchemaFor({ businessOrder }: { businessOrder: boolean }) {
  return businessOrder ? storeBusinessCheckoutDetailsSchema : storeCheckoutDetailsSchema;
}

/** Every field of the checkout's details form, empty. */
export const EMPTY_CHECKOUT_DETAILS = {
  firstName: '',
  lastName: '',
  country: '',
  address: '',
  city: '',
  state: '',
  postcode: '',
  phone: '',
  email: '',
  companyAddress: '',
} as const satisfies Record<keyof typeof checkoutDetailsShape, string>;

/**
 * The fields the checkout requires, read from its schema (what an empty form is refused for), so the
 * form's * marks and the "fill all the fields" check never drift from what the server refuses.
 */
export function checkoutRequiredFields(order: { businessOrder: boolean }): ReadonlySet<string> {
  const empty = checkoutDetailsSchemaFor(order).safeParse({
    ...EMPTY_CHECKOUT_DETAILS,
    country: DEFAULT_COUNTRY,
  });
  return new Set(empty.error?.issues.map((issue) => String(issue.path[0])) ?? []);
}

function paymentBodySchema(defaultMethod?: PaymentMethod) {
  const method = z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED });
  return z.object({
    userId: userIdSchema,
    paymentMethod: defaultMethod ? method.default(defaultMethod) : method,
    customer: storeCheckoutDetailsSchema,
    note: optionalText('Note', 1000),
    /**
     * The checkout's marketing consent box (the dictionaries' `checkoutForm.reminderConsent`), unticked unless the shopper
     * ticks it: with it, an order left unpaid gets one reminder (docs/decisions.md rule 81).
     */
    marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }).default(false),
    language: languageSchema,
  });
}

/**
 * POST charges: start paying for the visitor's cart. The server computes the amount from the cart
 * it holds; the spec's `amount` (and the top-level `email`, now customer.email) are dropped.
 * `userId` names the cart and must match the caller's ID token (rule 2).
 */
export const storeChargeBodySchema = paymentBodySchema();

/** POST secret: the iDEAL flow's variant of charges; same body, payment method defaults to iDEAL. */
export const storeSecretBodySchema = paymentBodySchema('ideal');

/**
 * POST paymentsuccessfull: what the client saw when the payment provider said yes (storefront.md
 * section 3's order fields). Recorded on the order as `clientReport`; never marks it paid (rule 5),
 * so fields are loosely checked and only the transaction id and the visitor are required.
 */
export const storePaymentSuccessBodySchema = z.object({
  userId: userIdSchema,
  transactionId: requiredText('Transaction id', 255),
  orderId: documentIdSchema.optional(),
  email: optionalText('E-mail', 254),
  fullName: optionalText('Name', 200),
  phoneno: optionalText('Phone', 40),
  address: optionalText('Address', 200),
  zipcode: optionalText('Postcode', 20),
  amount: z
    .number({ error: 'Amount must be a number' })
    .finite()
    .nullish()
    .transform((value) => value ?? null),
  note: optionalText('Note', 1000),
  totalItems: z
    .number({ error: 'Total items must be a number' })
    .int()
    .nonnegative()
    .nullish()
    .transform((value) => value ?? null),
  companyAddress: optionalText('Company address', 200),
});

/**
 * POST paymentstatus: the order's payment for whoever holds its PaymentIntent's client secret (the
 * return address a bank or PayPal sends the shopper back to carries both ids and the secret).
 */
export const storePaymentStatusBodySchema = z.object({
  orderId: documentIdSchema,
  paymentIntentId: z
    .string({ error: 'paymentIntentId is required' })
    .regex(/^pi_\w{1,100}$/, 'paymentIntentId must be a PaymentIntent id (pi_...)'),
  clientSecret: z
    .string({ error: 'clientSecret is required' })
    .min(1, 'clientSecret is required')
    .max(300, 'clientSecret is too long'),
});
export type StorePaymentStatusBody = z.input<typeof storePaymentStatusBodySchema>;
export type StorePaymentStatusParsed = z.output<typeof storePaymentStatusBodySchema>;
