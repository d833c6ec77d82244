import { z } from 'zod';
import { normalisePostcode, postcodeProblem, streetAddressProblem } from './addresses';
import { CART_MAX_ITEMS } from './cart';
import { orderLanguageSchema, PAYMENT_METHOD_REQUIRED } from './checkout-schemas';
import {
  ADMIN_ORDER_STATUSES,
  GENDERS,
  isCategoryOf,
  isKnownBrand,
  isSizeOf,
  LISTING_LABELS,
  normaliseBrand,
  PARENT_CATEGORIES,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './catalogue';
import { isCountryCode, normaliseCountryCode, type CountryCode } from './countries';
import { DEFAULT_COUNTRY } from './country-codes';
import { COUPON_CODE_MAX_LENGTH, normaliseCouponCode, parseCouponCode, parseCouponDiscount } from './coupons';
import { isDomainError } from './errors';
import { parseEuros, type Cents } from './money';
import { MAX_SALE_DISCOUNT, MIN_SALE_DISCOUNT } from './pricing';
import { REFUND_REASON_MAX, type RefundRequest } from './refunds';
import { shopConfig } from './shop-config';
import { endOfShopDay } from './shop-time';

/**
 * zod schemas for every API body (storefront.md and admin.md section 7), used by the API to parse and
 * by the SPA to validate forms, so both give the same messages. Types are in api.ts.
 *
 * Conventions:
 * - Objects strip unknown keys (zod's default). Fields the old client sent but the server must not
 *   trust (price, title, image, product, amount, ...) are therefore accepted and dropped: the server
 *   reads them from its own data (docs/decisions.md rule 4).
 * - Text is trimmed; optional text comes out as '' (never undefined) so documents have one shape.
 * - Prices an admin types are EUROS ("280", 280, "279.50"): the schema turns them into cents, so the
 *   parsed body is already in the unit of the data (rule 6).
 * - Messages are written for the person filling in the form; issue paths name the field.
 */

// ---------------------------------------------------------------------------------------------
// Building blocks

function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);
}

function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');
}

/** Upper-cased required text, for the vocabularies stored upper-case (category, size, ...). */
function upperText(label: string, max: number) {
  return requiredText(label, max).transform((value) => value.replace(/\s+/g, ' ').toUpperCase());
}

/** A Firestore document id: 1-128 characters, no '/', not '.' or '..' (Firestore's own rules). */
export const documentIdSchema = z
  .string({ error: 'An id is required' })
  .trim()
  .min(1, 'An id is required')
  .max(128, 'An id can be at most 128 characters')
  .regex(/^[^/]*$/, 'An id cannot contain /')
  .refine((id) => id !== '.' && id !== '..' && !/^__.*__$/.test(id), 'Not a valid id');

/** A visitor's Firebase uid (anonymous or signed in). */
export const userIdSchema = documentIdSchema;

export const emailSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'E-mail is required' : 'E-mail must be text') })
  .trim()
  .min(1, 'E-mail is required')
  .max(254, 'E-mail can be at most 254 characters')
  .pipe(z.email('Enter a valid e-mail address'));

/** An ISO country code, any case; output upper-case. */
export const countryCodeSchema = z
  .string({ error: 'Country must be a country code such as NL' })
  .transform((value, ctx): CountryCode => {
    const code = normaliseCountryCode(value);
    if (!isCountryCode(code)) {
      ctx.addIssue({ code: 'custom', message: `"${value}" is not a country code (use e.g. NL, DE, US)` });
      return z.NEVER;
    }
    return code;
  });

/** An image URL: http(s) only (https in production; http for the local emulators). */
export const imageUrlSchema = z
  .string({ error: 'An image URL is required' })
  .trim()
  .pipe(z.url({ protocol: /^https?$/, error: 'Enter a valid http(s) image URL' }));

/** An amount in euros as an admin types it (`280`, `"279.50"`, `"279,50"`), parsed to cents. */
export function eurosSchema(label: string) {
  return z
    .union([z.number(), z.string()], { error: `${label} must be an amount in euros` })
    .transform((value, ctx): Cents => {
      try {
        return parseEuros(value, label);
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: isDomainError(error) ? error.message : `${label} is not an amount`,
        });
        return z.NEVER;
      }
    });
}

/** A price in euros that must be more than zero, parsed to cents. */
export function priceEurosSchema(label = 'Price') {
  return eurosSchema(label).refine((cents) => cents > 0, `${label} must be more than € 0`);
}

/** A custom product's stock above this is a typing error, not a shop's stock of one piece. */
const MAX_CUSTOM_PRODUCT_STOCK = 10_000;

/** A whole number given as a number or as digits (form fields and path parameters send text). */
function wholeNumber(label: string) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d+$/, `${label} must be a whole number`)
          .transform(Number),
      ],
      {
        error: `${label} must be a whole number`,
      },
    )
    .pipe(z.number().int(`${label} must be a whole number`));
}

export const saleDiscountSchema = wholeNumber('Discount').pipe(
  z
    .number()
    .min(MIN_SALE_DISCOUNT, `Discount must be at least ${MIN_SALE_DISCOUNT} %`)
    .max(MAX_SALE_DISCOUNT, `Discount can be at most ${MAX_SALE_DISCOUNT} %`),
);

const genderSchema = z
  .string({ error: 'Gender is required' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(GENDERS, { error: 'Gender must be M or F' }));

const brandSchema = requiredText('Brand', 100)
  .transform(normaliseBrand)
  .refine(isKnownBrand, 'Choose a brand from the list');

// ---------------------------------------------------------------------------------------------
// Storefront: cart and wishlist

/**
 * How the spec's clients name the product in a body: `product`, its id or the product itself (with
 * `productId`, `id` or `_id`). This turns it into our `field` (`productId`, or `supplierItemId` where
 * the product is a supplier item) before the body is validated; our own clients send `field`, which
 * wins when both are there. Anything else is left to the schema.
 */
function specProductAs(field: 'productId' | 'supplierItemId') {
  return (body: unknown): unknown => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const { product, ...rest } = body as Record<string, unknown>;
    if (rest[field] !== undefined || product === undefined) return rest;
    if (typeof product !== 'object' || product === null) return { ...rest, [field]: product };
    const named = product as Record<string, unknown>;
    return { ...rest, [field]: named[field] ?? named.id ?? named._id };
  };
}

/** The fields of POST addproducttocart (the SPA's form; storeAddToCartBodySchema also takes the spec's). */
export const storeAddToCartFieldsSchema = z.object({
  userId: userIdSchema,
  productId: documentIdSchema,
  size: z
    .string({ error: 'Size must be text' })
    .trim()
    .max(20, 'Size can be at most 20 characters')
    .nullish()
    .transform((size) => (size ? size.toUpperCase() : null)),
});

/**
 * POST addproducttocart, body { userId, productId, size? } or the spec's { userId, title, qty, image,
 * price, product }: title, qty, image and price are dropped, the server takes them from the product
 * (and the quantity per add is always 1). `size` is required by the server when the product has more
 * than one size in stock (rule 14).
 */
export const storeAddToCartBodySchema = z.preprocess(specProductAs('productId'), storeAddToCartFieldsSchema);

/** The fields of POST addproducttowish. */
export const storeAddToWishlistFieldsSchema = z.object({
  userId: userIdSchema,
  productId: documentIdSchema,
});

/**
 * POST addproducttowish, body { userId, productId } or the spec's { userId, product }. The spec's
 * embedded product is not stored; the server snapshots its own.
 */
export const storeAddToWishlistBodySchema = z.preprocess(
  specProductAs('productId'),
  storeAddToWishlistFieldsSchema,
);

/** cartitemchangequantitycart/{itemId}/{qty}: the path parameters. */
export const storeCartQuantityParamsSchema = z.object({
  itemId: documentIdSchema,
  qty: wholeNumber('Quantity').pipe(
    z
      .number()
      .min(1, 'Quantity must be at least 1')
      .max(CART_MAX_ITEMS, `Quantity can be at most ${CART_MAX_ITEMS}`),
  ),
});

/** getcouponitemscart/{code}: the code as typed, normalised for the lookup. */
export const storeCouponCodeSchema = requiredText('Coupon code', COUPON_CODE_MAX_LENGTH).transform(
  normaliseCouponCode,
);

// ---------------------------------------------------------------------------------------------
// Storefront: checkout and payment

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
     * The checkout's marketing consent box (CHECKOUT_MARKETING_CONSENT), unticked unless the shopper
     * ticks it: with it, an order left unpaid gets one reminder (docs/decisions.md rule 81).
     */
    marketingConsent: z.boolean({ error: 'marketingConsent must be true or false' }).default(false),
    language: orderLanguageSchema,
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

// ---------------------------------------------------------------------------------------------
// Storefront: forms

/** Newsletter JOIN US. */
export const storeNewsletterBodySchema = z.object({ email: emailSchema });

// Kept here with the other schemas, not in newsletter.ts: the storefront's first chunk imports that
// module's messages, and a schema built at module level would bring zod along (the storefront's JavaScript budget).
/** The tokens in the newsletter's confirm and unsubscribe links: 32 random bytes, hex. */
const newsletterTokenSchema = z
  .string({ error: 'The link is incomplete: it has no token' })
  .regex(/^[0-9a-f]{64}$/, 'The link is incomplete or was changed: please open it from the e-mail again');

/** POST newsletterconfirm and POST newsletterunsubscribe: the token from the link. */
export const storeNewsletterTokenBodySchema = z.object({ token: newsletterTokenSchema });
export type StoreNewsletterTokenBody = z.input<typeof storeNewsletterTokenBodySchema>;

/** Contact form: name, e-mail and message required; the subject may be left empty. */
export const storeContactBodySchema = z.object({
  name: requiredText('Name', 200),
  email: emailSchema,
  subject: optionalText('Subject', 200),
  message: requiredText('Message', 5000),
});

/** /returnform: order number, e-mail, the items to return (as the shopper describes them), reason. */
export const storeReturnRequestBodySchema = z.object({
  orderId: requiredText('Order number', 128),
  email: emailSchema,
  items: requiredText('Items', 2000),
  reason: requiredText('Reason', 2000),
});

/** /track's "Find an order": the order number and the e-mail address the order was placed with. */
export const storeFindOrderBodySchema = z.object({
  orderId: requiredText('Order number', 128),
  email: emailSchema,
});

// ---------------------------------------------------------------------------------------------
// Admin: store products

/**
 * POST updateproductmainstore. Field names follow the data (brand, madeIn, images) rather than the old
 * client's brandname/madein/productImages. `price` is the VAT-inclusive store price in euros; the
 * server derives listPrice and displayPrice (storePricesFromPrice). `images` is the reordered image
 * list (the image-position selector); leave it out to keep the order. The category must fit the
 * product's parent category, which only the server knows.
 */
export const adminUpdateStoreProductBodySchema = z.object({
  productId: documentIdSchema,
  title: requiredText('Title', 200),
  title2: optionalText('Title 2', 200),
  price: priceEurosSchema('Price'),
  brand: requiredText('Brand', 100).transform(normaliseBrand),
  category: upperText('Category', 60),
  gender: genderSchema,
  madeIn: requiredText('Made in', 60),
  description: optionalText('Description', 5000),
  images: z.array(imageUrlSchema).min(1, 'A product needs at least one image').max(20).optional(),
});

/**
 * POST addproduct: put a supplier item in the main store. Only the item id and the recommended flag
 * are taken; title, price, images, ... come from the supplier item, and the price is list x 1.21
 * (rule 7), whatever the old body said.
 */
export const adminAddProductFieldsSchema = z.object({
  supplierItemId: documentIdSchema,
  recommended: z.boolean({ error: 'Recommended must be true or false' }).default(false),
});

/** The same, also in admin.md's form: the supplier item as `product` (its id, or the item). */
export const adminAddProductBodySchema = z.preprocess(
  specProductAs('supplierItemId'),
  adminAddProductFieldsSchema,
);

/**
 * POST addreturnproducttomainstore: a custom product. `price` is the VAT-inclusive store price in
 * euros (the form's "21% VAT Inc. in Actual Price"); category and size must belong to the type;
 * brand and colour come from the lists; exactly four image URLs (admin.md: four image slots).
 */
export const adminCustomProductFieldsSchema = z
  .object({
    title: requiredText('Title', 200),
    title2: optionalText('Title 2', 200),
    price: priceEurosSchema('Price'),
    brand: brandSchema,
    type: z
      .string({ error: 'Type is required' })
      .trim()
      .toUpperCase()
      .pipe(z.enum(PARENT_CATEGORIES, { error: 'Type must be BAGS or ACCESSORIES' })),
    category: upperText('Category', 60),
    gender: genderSchema,
    sku: requiredText('SKU', 64),
    // Any colour and country: the form offers COLOURS and COUNTRIES_OF_MANUFACTURE as suggestions,
    // but a one-off piece may be cognac or made in Portugal.
    colour: upperText('Colour', 40),
    condition: requiredText('Condition', 40),
    madeIn: requiredText('Made in', 60),
    size: upperText('Size', 20),
    /** Pieces in stock, all in the one size; the spec's form has no stock field, so it defaults to one piece. */
    stock: wholeNumber('Stock')
      .pipe(
        z
          .number()
          .min(0, 'Stock must be 0 or more')
          .max(MAX_CUSTOM_PRODUCT_STOCK, `Stock can be at most ${MAX_CUSTOM_PRODUCT_STOCK}`),
      )
      .default(1),
    description: optionalText('Description', 5000),
    images: z
      .array(imageUrlSchema, { error: 'Images must be a list of four URLs' })
      .length(
        shopConfig.customProductImages,
        `A custom product needs exactly ${shopConfig.customProductImages} images`,
      ),
  })
  .superRefine((body, ctx) => {
    if (!isCategoryOf(body.type, body.category)) {
      ctx.addIssue({
        code: 'custom',
        path: ['category'],
        message: `${body.category} is not a category of ${body.type}`,
      });
    }
    if (!isSizeOf(body.type, body.size)) {
      ctx.addIssue({ code: 'custom', path: ['size'], message: `${body.size} is not a size of ${body.type}` });
    }
  });

/**
 * admin.md's custom product form: the top-level title, title2, price, category, madein, gender and
 * description beside a nested `product` {Images, Variants [{Size}], Sku, Brand, Category, Color,
 * Condition, Description, Gender, ListPrice, MadeIn, ParentCategory, Title}. This turns it into our
 * fields before validation; a body without `product` (our form's) is left as it is, and a top-level
 * field (title, price, gender, ...) wins over the nested one.
 */
function specCustomProduct(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  // The top-level `category` of the spec's form repeats the Type choice (ParentCategory); the
  // product's own category is the nested Category.
  const { product, madein, category: _typeChoice, ...rest } = body as Record<string, unknown>;
  if (typeof product !== 'object' || product === null || Array.isArray(product)) return body;
  const nested = product as Record<string, unknown>;
  const variants = Array.isArray(nested.Variants) ? (nested.Variants as unknown[]) : [];
  const firstVariant = variants[0] as Record<string, unknown> | undefined;
  const spec: Record<string, unknown> = {
    title: nested.Title,
    price: nested.ListPrice,
    brand: nested.Brand,
    type: nested.ParentCategory,
    category: nested.Category,
    gender: nested.Gender,
    sku: nested.Sku,
    colour: nested.Color,
    condition: nested.Condition,
    madeIn: madein ?? nested.MadeIn,
    size: firstVariant?.Size,
    description: nested.Description,
    images: nested.Images,
  };
  const ours = Object.fromEntries(Object.entries(rest).filter(([, value]) => value !== undefined));
  return { ...spec, ...ours };
}

/** POST addreturnproducttomainstore: our form's fields, or admin.md's nested form (specCustomProduct). */
export const adminCustomProductBodySchema = z.preprocess(specCustomProduct, adminCustomProductFieldsSchema);

// ---------------------------------------------------------------------------------------------
// Admin: curated lists

/** POST addfeaturedproductmainstore and addweekproductmainstore: the rest is copied from the product. */
export const adminAddCuratedBodySchema = z.object({ productId: documentIdSchema });

/** POST addrecommendedproductmainstore: `productId`, or admin.md's `product`. */
export const adminAddRecommendedFieldsSchema = z.object({ productId: documentIdSchema });
export const adminAddRecommendedBodySchema = z.preprocess(
  specProductAs('productId'),
  adminAddRecommendedFieldsSchema,
);

/**
 * POST addproductotherstore: add a product to New In or Sale. A Sale entry without a discount
 * starts at the slider's minimum (10 %), to be edited on the sale edit page the admin is sent to;
 * New In entries have no discount (null).
 */
export const adminAddListingEntryFieldsSchema = z
  .object({
    productId: documentIdSchema,
    productfor: z.enum(LISTING_LABELS, { error: 'productfor must be New In or Sale' }),
    discountPercent: saleDiscountSchema.optional(),
  })
  .transform((body) => ({
    productId: body.productId,
    productfor: body.productfor,
    discountPercent: body.productfor === 'Sale' ? (body.discountPercent ?? MIN_SALE_DISCOUNT) : null,
  }));

/** The same, also in admin.md's form: the product as `product` (its id, or the product). */
export const adminAddListingEntryBodySchema = z.preprocess(
  specProductAs('productId'),
  adminAddListingEntryFieldsSchema,
);

/**
 * POST updatefeatured and updateweekproduct (and updaterecommendproduct): the entry's title and
 * price (euros in, cents out) and, as admin.md's body has it, its sku. Like title and price the SKU
 * is the product's; leaving it out keeps it.
 */
export const adminUpdateCuratedBodySchema = z.object({
  id: documentIdSchema,
  sku: requiredText('SKU', 64).optional(),
  title: requiredText('Title', 200),
  price: priceEurosSchema('Price'),
});

/**
 * POST updatefeaturedother (New In and Sale entries). For a Sale entry the discount may change; the
 * server recomputes the sale price (salePrice), so the old body's discPrice is dropped.
 */
export const adminUpdateListingEntryBodySchema = z
  .object({
    id: documentIdSchema,
    title: requiredText('Title', 200),
    price: priceEurosSchema('Price'),
    discountPercent: saleDiscountSchema.optional(),
  })
  .transform((body) => ({ ...body, discountPercent: body.discountPercent ?? null }));

/** POST updaterecommendproduct. */
export const adminUpdateRecommendedBodySchema = adminUpdateCuratedBodySchema;

// ---------------------------------------------------------------------------------------------
// Admin: orders and coupons

/**
 * POST updateorderstatusmainstore. Keyed by order (the old body keyed the status by user); only the
 * statuses an admin may set are accepted, the payment statuses are the webhook's.
 */
export const adminUpdateOrderStatusBodySchema = z.object({
  orderId: documentIdSchema,
  status: z.enum(ADMIN_ORDER_STATUSES, {
    error: `Status must be one of: ${ADMIN_ORDER_STATUSES.join(', ')}`,
  }),
});

/**
 * POST updateorderstatusmainstore in the spec's form (admin.md section 7): `{ userId, orderstatus }`
 * sets the status of that user's latest order, the one the spec's getorderstatusmainstore shows.
 */
export const specUpdateOrderStatusBodySchema = z.object({
  userId: documentIdSchema,
  orderstatus: z.enum(ADMIN_ORDER_STATUSES, {
    error: `orderstatus must be one of: ${ADMIN_ORDER_STATUSES.join(', ')}`,
  }),
});

/** Whether a body is in the spec's form: it names a user and no order. */
export function isSpecOrderStatusBody(body: unknown): boolean {
  return typeof body === 'object' && body !== null && !('orderId' in body) && 'userId' in body;
}

/**
 * POST refundorder: a refund of the whole rest of the order (`kind: 'full'`) or of some units of
 * some lines (`kind: 'lines'`, line index and quantity), with the admin's reason. `refundId` is made
 * once per refund dialog by the dashboard: sending it again (a double click, a retry) is the same
 * refund, never a second one. `restock` puts the units back in stock once the refund succeeds.
 */
export const adminRefundOrderBodySchema = z
  .object({
    orderId: documentIdSchema,
    refundId: documentIdSchema,
    kind: z.enum(['full', 'lines'], { error: "kind must be 'full' or 'lines'" }),
    lines: z
      .array(
        z.object({
          index: z
            .number({ error: 'A line index must be a whole number' })
            .int('A line index must be a whole number')
            .min(0, 'A line index cannot be negative')
            .max(CART_MAX_ITEMS, `A line index can be at most ${CART_MAX_ITEMS}`),
          qty: z
            .number({ error: 'A quantity must be a whole number' })
            .int('A quantity must be a whole number')
            .min(1, 'A quantity must be at least 1')
            .max(CART_MAX_ITEMS, `A quantity can be at most ${CART_MAX_ITEMS}`),
        }),
        { error: 'lines must be a list of { index, qty }' },
      )
      .max(CART_MAX_ITEMS, `At most ${CART_MAX_ITEMS} lines`)
      .optional(),
    reason: requiredText('Reason', REFUND_REASON_MAX),
    restock: z.boolean({ error: 'restock must be true or false' }).default(false),
    /** The approved return request this refund settles, if any. */
    returnRequestId: documentIdSchema.optional(),
  })
  .refine((body) => body.kind === 'full' || (body.lines?.length ?? 0) > 0, {
    path: ['lines'],
    message: 'Choose at least one item to refund',
  })
  .transform(({ orderId, refundId, kind, lines, reason, restock, returnRequestId }) => ({
    orderId,
    refundId,
    request: (kind === 'full' ? { kind } : { kind, lines: lines ?? [] }) satisfies RefundRequest,
    reason,
    restock,
    returnRequestId: returnRequestId ?? null,
  }));

/** POST approvereturnrequest: the request to approve (its refund is then made from the order). */
export const adminApproveReturnBodySchema = z.object({ requestId: documentIdSchema });

/** POST rejectreturnrequest: the request and why, which is mailed to the customer. */
export const adminRejectReturnBodySchema = z.object({
  requestId: documentIdSchema,
  reason: requiredText('Reason', REFUND_REASON_MAX),
});

/**
 * POST couponitems. Input is what the admin typed: `coupon` (the code) and `discount` ("15", "10%"),
 * plus optional minimumGoods (euros), expiresAt (a date "2025-06-30", valid through that day in the
 * shop's time zone, or an ISO date-time with offset) and maxRedemptions. Output is ready to store:
 * { code, discount, label, minimumGoods (cents | null), expiresAt (Date | null), maxRedemptions }.
 */
export const adminCreateCouponBodySchema = z
  .object({
    coupon: requiredText('Coupon code', 40).transform((code, ctx) => {
      try {
        return parseCouponCode(code);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: isDomainError(error) ? error.message : 'Not a valid code' });
        return z.NEVER;
      }
    }),
    discount: z.union([z.string(), z.number()], { error: 'Discount is required' }).transform((value, ctx) => {
      const label = String(value).trim();
      try {
        return { discount: parseCouponDiscount(label), label };
      } catch (error) {
        ctx.addIssue({
          code: 'custom',
          message: isDomainError(error) ? error.message : 'Not a valid discount',
        });
        return z.NEVER;
      }
    }),
    minimumGoods: z
      .union([z.number(), z.string()], { error: 'Minimum order must be an amount in euros' })
      .nullish()
      .transform((value, ctx): Cents | null => {
        if (value === undefined || value === null || value === '') return null;
        try {
          const cents = parseEuros(value, 'Minimum order');
          if (cents > 0) return cents;
          ctx.addIssue({
            code: 'custom',
            message: 'Minimum order must be more than € 0 (leave it empty for none)',
          });
        } catch (error) {
          ctx.addIssue({ code: 'custom', message: isDomainError(error) ? error.message : 'Not an amount' });
        }
        return z.NEVER;
      }),
    expiresAt: z
      .string({ error: 'Expiry must be a date (YYYY-MM-DD)' })
      .nullish()
      .transform((value, ctx): Date | null => {
        const text = value?.trim() ?? '';
        if (text === '') return null;
        if (/^\d{4}-\d{2}-\d{2}$/.test(text)) {
          try {
            return endOfShopDay(text);
          } catch (error) {
            ctx.addIssue({
              code: 'custom',
              message: isDomainError(error) ? error.message : 'Not a valid date',
            });
            return z.NEVER;
          }
        }
        if (z.iso.datetime({ offset: true }).safeParse(text).success) return new Date(text);
        ctx.addIssue({ code: 'custom', message: 'Expiry must be a date (YYYY-MM-DD) or an ISO date-time' });
        return z.NEVER;
      }),
    maxRedemptions: z
      .union([z.number(), z.string()], { error: 'Maximum redemptions must be a whole number' })
      .nullish()
      .transform((value, ctx): number | null => {
        if (value === undefined || value === null || value === '') return null;
        const count =
          typeof value === 'number' ? value : /^\s*\d+\s*$/.test(value) ? Number(value) : Number.NaN;
        if (Number.isSafeInteger(count) && count >= 1) return count;
        ctx.addIssue({ code: 'custom', message: 'Maximum redemptions must be a whole number of at least 1' });
        return z.NEVER;
      }),
  })
  .transform((body) => ({
    code: body.coupon,
    discount: body.discount.discount,
    label: body.discount.label,
    minimumGoods: body.minimumGoods,
    expiresAt: body.expiresAt,
    maxRedemptions: body.maxRedemptions,
  }));

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
