import { z } from 'zod';
import { GENDERS, isKnownBrand, normaliseBrand } from '../catalogue';
import { isCountryCode, normaliseCountryCode, type CountryCode } from '../countries';
import { isDomainError } from '../errors';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../languages';
import { parseEuros } from '../euro-input';
import type { Cents } from '../money';
import { MAX_SALE_DISCOUNT, MIN_SALE_DISCOUNT } from '../pricing';

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
// Building blocks of the schemas: field types the API bodies share.

export function requiredText(label: string, max: number) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} can be at most ${max} characters`);
}

export function optionalText(label: string, max: number) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} can be at most ${max} characters`)
    .nullish()
    .transform((value) => value ?? '');
}

/** Upper-cased required text, for the vocabularies stored upper-case (category, size, ...). */
export function upperText(label: string, max: number) {
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

/** A whole number given as a number or as digits (form fields and path parameters send text). */
export function wholeNumber(label: string) {
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

export const genderSchema = z
  .string({ error: 'Gender is required' })
  .trim()
  .toUpperCase()
  .pipe(z.enum(GENDERS, { error: 'Gender must be M or F' }));

export const brandSchema = requiredText('Brand', 100)
  .transform(normaliseBrand)
  .refine(isKnownBrand, 'Choose a brand from the list');

/**
 * How the spec's clients name the product in a body: `product`, its id or the product itself (with
 * `productId`, `id` or `_id`). This turns it into our `field` (`productId`, or `supplierItemId` where
 * the product is a supplier item) before the body is validated; our own clients send `field`, which
 * wins when both are there. Anything else is left to the schema.
 */
export function specProductAs(field: 'productId' | 'supplierItemId') {
  return (body: unknown): unknown => {
    if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
    const { product, ...rest } = body as Record<string, unknown>;
    if (rest[field] !== undefined || product === undefined) return rest;
    if (typeof product !== 'object' || product === null) return { ...rest, [field]: product };
    const named = product as Record<string, unknown>;
    return { ...rest, [field]: named[field] ?? named.id ?? named._id };
  };
}

/**
 * The language a shopper writes in (docs/decisions.md rule 79): one of the shop's four, English when
 * not given. An order keeps it (POST charges, secret) for its mails and documents; a form's receipt
 * (POST contact, returnrequest) is written in it.
 */
export const languageSchema = z
  .enum(LANGUAGES, {
    error: `Language must be one of ${LANGUAGES.slice(0, -1).join(', ')} or ${LANGUAGES.at(-1)}`,
  })
  .default(DEFAULT_LANGUAGE);
