import { z } from 'zod';
import { EXPRESS_WALLETS } from './express-checkout';
import {
  documentIdSchema,
  languageSchema,
  storeAddToCartFieldsSchema,
  storeCheckoutDetailsSchema,
  userIdSchema,
} from './schemas';

/**
 * The express checkout's request bodies (docs/decisions.md rule 76). A module of its own so the pages
 * that only show the "Buy now" area do not pull zod in with it.
 */

const expressSourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('cart') }),
    z.object({
      kind: z.literal('product'),
      productId: documentIdSchema,
      // Chosen as Add to cart chooses it: the same field.
      size: storeAddToCartFieldsSchema.shape.size,
    }),
  ],
  { error: 'Source must be { kind: "cart" } or { kind: "product", productId, size }' },
);

/**
 * A country as a wallet reports it: any two letters. Whether the shop delivers there is the route's
 * answer (expressDeliveryRefusal), so the shopper reads "We cannot deliver to ...", not a format error.
 */
const walletCountrySchema = z
  .string({ error: 'Country must be a country code such as NL' })
  .trim()
  .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter country code such as NL')
  .transform((code) => code.toUpperCase());

/** POST expresscheckout/quote: the totals for the wallet's (partial) address, asked while the sheet is open. */
export const storeExpressQuoteBodySchema = z.object({
  userId: userIdSchema,
  source: expressSourceSchema,
  country: walletCountrySchema,
});

/**
 * POST expresscheckout/charges: the wallet's full details (mapped to the checkout's fields and held to
 * the same schema), the wallet, the amount its sheet showed and the page's language.
 */
export const storeExpressChargeBodySchema = z.object({
  userId: userIdSchema,
  source: expressSourceSchema,
  wallet: z.enum(EXPRESS_WALLETS, { error: 'Wallet must be apple_pay, google_pay or link' }),
  amount: z
    .number({ error: 'Amount must be the cents the wallet showed' })
    .int('Amount must be whole cents')
    .nonnegative('Amount must be whole cents'),
  customer: storeCheckoutDetailsSchema,
  /** The page's language, which the order keeps (docs/decisions.md rule 79); English when not given. */
  language: languageSchema,
});

export type StoreExpressQuoteBody = z.input<typeof storeExpressQuoteBodySchema>;
export type StoreExpressQuoteParsed = z.output<typeof storeExpressQuoteBodySchema>;
export type StoreExpressChargeBody = z.input<typeof storeExpressChargeBodySchema>;
export type StoreExpressChargeParsed = z.output<typeof storeExpressChargeBodySchema>;
