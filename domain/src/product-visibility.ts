import { z } from 'zod';
import type { StoreProduct } from './documents';
import { documentIdSchema } from './schemas';

/**
 * Taking a store product offline and back (docs/decisions.md rule 64). An offline product stays in
 * the store for the admin, with its stock, list entries and orders, but no shopper reads it: not in
 * a listing, a search, a curated list, the sitemap, nor on its page; it cannot be put in a cart or a
 * wishlist, nor paid for from one.
 */

/** POST productvisibility `{ productId, online }`. */
export const adminProductVisibilityBodySchema = z.object({
  productId: documentIdSchema,
  online: z.boolean({ error: 'online must be true (show it in the shop) or false (take it offline)' }),
});
export type AdminProductVisibilityParsed = z.infer<typeof adminProductVisibilityBodySchema>;

/** Whether shoppers see the product. Only `online: true` is shown, as the security rules decide. */
export function isOnline(product: Pick<StoreProduct, 'online'>): boolean {
  return product.online === true;
}

/**
 * The product when shoppers see it, else null: what the counts shoppers read (designers, the search
 * vocabulary) take from a product's change, so going offline counts as being deleted.
 */
export function shownToShoppers<T extends Pick<StoreProduct, 'online'>>(product: T | null): T | null {
  return product && isOnline(product) ? product : null;
}

/** What a shopper is told about an offline product they try to buy or keep. */
export const PRODUCT_OFFLINE_MESSAGE = 'This item is not available at the moment';

/** A curated list entry's visibility: the admin's `hidden`, and whether only the product hid it. */
export interface EntryVisibility {
  hidden: boolean;
  hiddenWhileOffline?: boolean;
}

/**
 * A list entry's visibility once its product goes online or offline, or null when it stays as it is.
 * Going offline hides a shown entry and marks it; coming back shows the marked ones again, so an entry
 * the admin hid stays hidden either way.
 */
export function entryVisibilityFor(
  entry: EntryVisibility,
  online: boolean,
): { hidden: boolean; hiddenWhileOffline: boolean } | null {
  if (!online) return entry.hidden ? null : { hidden: true, hiddenWhileOffline: true };
  return entry.hiddenWhileOffline ? { hidden: false, hiddenWhileOffline: false } : null;
}

/** A new list entry of the product: shown, or hidden until the product is back online. */
export function newEntryVisibility(product: Pick<StoreProduct, 'online'>): EntryVisibility {
  return isOnline(product) ? { hidden: false } : { hidden: true, hiddenWhileOffline: true };
}

/**
 * The admin hides or shows a list entry (PATCH hide.../unhide...). Showing an entry of an offline
 * product is refused (it would show a product shoppers cannot buy); hiding one drops the mark, so it
 * stays hidden when the product comes back.
 */
export function entryVisibilityByAdmin(
  product: Pick<StoreProduct, 'online'> | null,
  hidden: boolean,
):
  | { ok: true; visibility: { hidden: boolean; hiddenWhileOffline: boolean } }
  | { ok: false; message: string } {
  if (!hidden && product !== null && !isOnline(product)) {
    return { ok: false, message: 'This product is offline: put it online first, then show it in the list' };
  }
  return { ok: true, visibility: { hidden, hiddenWhileOffline: false } };
}

/** The audit entry's before and after of a visibility change. */
export function visibilityAuditChanges(before: boolean, after: boolean) {
  return { online: { before, after } };
}
