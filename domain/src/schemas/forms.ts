import { z } from 'zod';
import { emailSchema, languageSchema, optionalText, requiredText } from './fields';

// The storefront's forms: newsletter, contact, returns, finding an order.

/** Newsletter JOIN US; `language`, the page's, is the mails'. */
export const storeNewsletterBodySchema = z.object({ email: emailSchema, language: languageSchema });

// Kept here with the other schemas, not in newsletter.ts: the storefront's first chunk imports that
// module's messages, and a schema built at module level would bring zod along (the storefront's JavaScript budget).
/** The tokens in the newsletter's confirm and unsubscribe links: 32 random bytes, hex. */
const newsletterTokenSchema = z
  .string({ error: 'The link is incomplete: it has no token' })
  .regex(/^[0-9a-f]{64}$/, 'The link is incomplete or was changed: please open it from the e-mail again');

/** POST newsletterconfirm and POST newsletterunsubscribe: the token from the link. */
export const storeNewsletterTokenBodySchema = z.object({ token: newsletterTokenSchema });
export type StoreNewsletterTokenBody = z.input<typeof storeNewsletterTokenBodySchema>;

/**
 * Contact form: name, e-mail and message required; the subject may be left empty. `language`, the
 * page's, is the receipt's.
 */
export const storeContactBodySchema = z.object({
  name: requiredText('Name', 200),
  email: emailSchema,
  subject: optionalText('Subject', 200),
  message: requiredText('Message', 5000),
  language: languageSchema,
});

/**
 * /returnform: order number, e-mail, the items to return (as the shopper describes them), reason.
 * `language`, the page's, is the request's: its receipt and a rejection are written in it.
 */
export const storeReturnRequestBodySchema = z.object({
  orderId: requiredText('Order number', 128),
  email: emailSchema,
  items: requiredText('Items', 2000),
  reason: requiredText('Reason', 2000),
  language: languageSchema,
});

/** /track's "Find an order": the order number and the e-mail address the order was placed with. */
export const storeFindOrderBodySchema = z.object({
  orderId: requiredText('Order number', 128),
  email: emailSchema,
});
