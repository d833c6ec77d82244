/**
 * A point in time as stored. Firestore's Timestamp (client and Admin SDK) satisfies this, so the
 * domain needs no Firebase import; writers set a server timestamp.
 */
export type Instant = { toMillis(): number };

/** A document as read, with its id. */
export type WithId<T> = T & { id: string };

/**
 * Collection names, so no code spells one twice. Sub-collections are named by their last segment;
 * cartLinesPath and wishlistItemsPath build their full paths.
 */
export const collections = {
  supplierItems: 'supplierItems',
  products: 'products',
  featured: 'featured',
  weekProducts: 'weekProducts',
  newIn: 'newIn',
  sale: 'sale',
  recommended: 'recommended',
  designers: 'designers',
  carts: 'carts',
  /** carts/{uid}/lines */
  cartLines: 'lines',
  discounts: 'discounts',
  wishlists: 'wishlists',
  /** wishlists/{uid}/items */
  wishlistItems: 'items',
  customers: 'customers',
  /** addressBooks/{uid}: an account's saved addresses. */
  addressBooks: 'addressBooks',
  orders: 'orders',
  coupons: 'coupons',
  mail: 'mail',
  newsletterSubscribers: 'newsletterSubscribers',
  newsletterConfirmations: 'newsletterConfirmations',
  contactMessages: 'contactMessages',
  returnRequests: 'returnRequests',
  auditLog: 'auditLog',
  syncJobs: 'syncJobs',
  stripeEvents: 'stripeEvents',
  /** Request counters of the API's abuse limits (functions/src/http/abuse-limits.ts). */
  abuseCounters: 'abuseCounters',
  refunds: 'refunds',
  /** orderNumbers/{year}/taken/{sequence}: one document per order number given out (order-numbers.ts). */
  orderNumbers: 'orderNumbers',
  /** couponRedemptions/{couponId}.{shard}: paid orders of a coupon without a limit (coupon-uses.ts). */
  couponRedemptions: 'couponRedemptions',
  /** retentionRuns/orders: how far the retention job has removed old orders' personal data. */
  retentionRuns: 'retentionRuns',
  /**
   * invoiceCounters/{year} and invoiceCounters/credit-notes-{year}: the last number given out that
   * year in each series (invoices.ts).
   */
  invoiceCounters: 'invoiceCounters',
  /** invoices/{number}: every issued invoice and credit note, frozen at issue (invoices.ts). */
  invoices: 'invoices',
  /** settings/shop: the owner's settings (staff.ts ShopSettings), written through the API only. */
  settings: 'settings',
  /** customerSummaries/{customerId}: one per customer e-mail, kept by triggers (customers.ts). */
  customerSummaries: 'customerSummaries',
  /** staffInvitations/{id}: an invitation to the team waiting for its address (staff-invitations.ts). */
  staffInvitations: 'staffInvitations',
  /** notifyRequests/{id}: an address waiting for a sold-out size to come back (notify-me.ts). */
  notifyRequests: 'notifyRequests',
  /** notifyAddresses/{emailKey}: an address that asked to be notified, its confirmation and unsubscribe link. */
  notifyAddresses: 'notifyAddresses',
  /** wishlistAlerts/{uid}: an account's opt-in to wishlist alerts and the news for its next mail (wishlist-alerts.ts). */
  wishlistAlerts: 'wishlistAlerts',
  /** checkoutReminders/{uid}: a checkout left unpaid, with the marketing consent (checkout-reminders.ts). */
  checkoutReminders: 'checkoutReminders',
} as const;

/** The one document of `settings`. */
export const SHOP_SETTINGS_ID = 'shop';

/** `carts/{uid}/lines`. */
export function cartLinesPath(uid: string): string {
  return `${collections.carts}/${uid}/${collections.cartLines}`;
}

/** `wishlists/{uid}/items`. */
export function wishlistItemsPath(uid: string): string {
  return `${collections.wishlists}/${uid}/${collections.wishlistItems}`;
}
