// The bodies of the notify-me routes. Apart from notify-me.ts: the product page's first chunk reads
// that module's messages, and a schema built at module level would bring zod along.
import { z } from 'zod';
import { documentIdSchema, emailSchema, languageSchema } from './schemas';

/**
 * POST notifyme: the product, the size (a one-size product needs none) and the address to mail; a
 * signed-in account with a verified address may leave the address out (one tap: its own is used).
 */
export const storeNotifyMeBodySchema = z.object({
  productId: documentIdSchema,
  size: z
    .string({ error: 'size must be text' })
    .trim()
    .min(1, 'Please choose the size you want to hear about')
    .max(40, 'size can be at most 40 characters')
    .optional(),
  email: emailSchema.optional(),
  language: languageSchema,
});
export type StoreNotifyMeParsed = z.output<typeof storeNotifyMeBodySchema>;

/** POST notifymeconfirm and notifymeunsubscribe: the token of the mail's link, 32 random bytes, hex. */
export const storeNotifyMeTokenBodySchema = z.object({
  token: z
    .string({ error: 'The link is incomplete: it has no token' })
    .regex(/^[0-9a-f]{64}$/, 'The link is incomplete or was changed: please open it from the e-mail again'),
});
export type StoreNotifyMeTokenBody = z.input<typeof storeNotifyMeTokenBodySchema>;
