// The bodies of the wishlist-alert and checkout-reminder routes. Apart from their rules' modules:
// the wishlist and cart pages read those modules' messages, and a schema built at module level would
// bring zod along.
import { z } from 'zod';

/** POST wishlistalerts: switch the account's wishlist alerts on or off, and where it was done. */
export const storeWishlistAlertsBodySchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
  source: z.enum(['wishlist', 'account'], { error: 'source must be wishlist or account' }),
});
export type StoreWishlistAlertsBody = z.input<typeof storeWishlistAlertsBodySchema>;

/** POST restorecart: the token of the reminder's link, 32 random bytes, hex. */
export const storeRestoreCartBodySchema = z.object({
  token: z
    .string({ error: 'The link is incomplete: it has no token' })
    .regex(/^[0-9a-f]{64}$/, 'The link is incomplete or was changed: please open it from the e-mail again'),
});
export type StoreRestoreCartBody = z.input<typeof storeRestoreCartBodySchema>;
