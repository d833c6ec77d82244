// Every log line the functions write, as a named function: one place to see what we log and to keep
// personal data (e-mail addresses, ID tokens) out of the logs.
import { stripeErrorFacts as stripeErrorFactsOf, type StripeErrorFacts } from '@shop/domain';
import * as logger from 'firebase-functions/logger';

export function unexpectedError(method: string, path: string, error: unknown): void {
  // An Error argument puts its own stack in the message, which Cloud Error Reporting groups by.
  logger.error(
    `Unexpected error in ${method} ${path}:`,
    error instanceof Error ? error : new Error(String(error)),
  );
}

export function idTokenRejected(path: string, reason: string): void {
  logger.warn(`ID token rejected on ${path}`, { reason });
}

export function accessDenied(uid: string, path: string, rule: 'owner' | 'admin' | 'shop owner'): void {
  logger.warn(`Access denied to ${path}: the caller is not the ${rule}`, { uid });
}

/** An admin route the role table (http/admin-route-roles.ts) does not name: only owners may call it. */
export function adminRouteWithoutRole(route: string): void {
  logger.error(`The admin route ${route} declares no role; only the owner may call it until it does`);
}

export function newsletterRequested(outcome: string): void {
  logger.info('Newsletter sign-up', { outcome });
}

export function newsletterSubscribed(): void {
  logger.info('Newsletter subscription confirmed, welcome mail queued');
}

export function newsletterUnsubscribed(): void {
  logger.info('Newsletter subscriber unsubscribed');
}

export function cartFull(uid: string): void {
  // The old shop's only trace of this: 'Maximum Number of Items in Cart Exceed'. The shopper is now told too.
  logger.info('Add to cart refused: the cart holds the maximum number of items', { uid });
}

export function couponRefused(reason: string): void {
  logger.info('Coupon refused', { reason });
}

export function couponUsedUpAtCheckout(code: string): void {
  logger.info('Coupon could not be held at checkout; taken off the cart', { code });
}

export function accountRequired(uid: string, path: string): void {
  logger.warn(`Access denied to ${path}: the caller is an anonymous visitor, not an account`, { uid });
}

export function visitorMergeRefused(uid: string, path: string): void {
  logger.warn(`Refused on ${path}: the visitor token is not an anonymous visitor's`, { uid });
}

export function customerRegistered(uid: string): void {
  logger.info('Customer profile stored', { uid });
}

export function visitorMerged(
  visitorUid: string,
  accountUid: string,
  moved: { cart: { added: number; itemsLeftOut: number }; wishlist: { added: number }; couponMoved: boolean },
): void {
  logger.info("Anonymous visitor's cart and wishlist merged into an account", {
    visitorUid,
    accountUid,
    cartLinesAdded: moved.cart.added,
    cartItemsLeftOut: moved.cart.itemsLeftOut,
    wishlistAdded: moved.wishlist.added,
    couponMoved: moved.couponMoved,
  });
}

export function contactMessageStored(): void {
  logger.info('Contact message stored, receipt and shop copy queued');
}

export function contactMessageRepeated(): void {
  logger.info('Contact message already stored; nothing written');
}

export function returnRequestStored(requestId: string): void {
  logger.info('Return request stored, receipt and shop copy queued', { requestId });
}

export function returnRequestRepeated(requestId: string): void {
  logger.info('Return request already stored; nothing written', { requestId });
}

export function returnRequestRefused(): void {
  logger.info('Return request refused: no order with that number and e-mail address');
}

export function checkoutStarted(orderId: string, provider: string, amount: number): void {
  logger.info('Checkout started: pending order and PaymentIntent ready', { orderId, provider, amount });
}

export function paymentIntentFailed(orderId: string, facts: StripeErrorFacts): void {
  // Stripe's errors carry no card data; their type and code say what it refused and why.
  logger.error(`Creating the PaymentIntent of order ${orderId} failed`, { orderId, ...facts });
}

export function webhookSignatureRejected(reason: string): void {
  logger.warn('Stripe webhook refused: bad or missing signature', { reason });
}

export function purgedOrderPaymentCancelled(orderId: string, paymentIntentId: string): void {
  logger.info('Deleted unpaid order: its PaymentIntent is cancelled', { orderId, paymentIntentId });
}

export function purgedOrderPaymentNotCancelled(
  orderId: string,
  paymentIntentId: string,
  error: unknown,
): void {
  logger.error(`Cancelling the PaymentIntent ${paymentIntentId} of deleted order ${orderId} failed:`, {
    orderId,
    paymentIntentId,
    ...stripeErrorFactsOf(error),
  });
}

export function paymentWithoutOrder(
  eventId: string,
  orderId: string,
  paymentIntentId: string,
  amount: number,
): void {
  // Money arrived for a deleted order: it is recorded as Refund due and the shop is mailed.
  logger.error('Stripe payment for an order that no longer exists: recorded as Refund due', {
    eventId,
    orderId,
    paymentIntentId,
    amount,
  });
}

export function disputeWithoutOrder(eventId: string, disputeId: string, paymentIntentId: string): void {
  // Money is being taken back for a payment no order records: someone must look in Stripe.
  logger.error('Stripe dispute for a PaymentIntent without an order', {
    eventId,
    disputeId,
    paymentIntentId,
  });
}

export function paymentStatusRefused(orderId: string): void {
  // Repeated refusals for one order are someone guessing its secret.
  logger.warn('Payment status refused: the client secret does not match the order', { orderId });
}

export function webhookVersionMismatch(
  eventId: string,
  type: string,
  apiVersion: string | null,
  expected: string,
): void {
  // The endpoint was made with another version: the event's shapes may not be the ones the shop reads.
  logger.error('Stripe webhook event in another API version than the shop pins', {
    eventId,
    type,
    apiVersion,
    expected,
  });
}

export function webhookEventIgnored(eventId: string, type: string): void {
  logger.info('Stripe webhook event acknowledged without action', { eventId, type });
}

export function webhookEventProcessed(eventId: string, type: string, orderId: string, outcome: object): void {
  logger.info('Stripe webhook event processed', { eventId, type, orderId, ...outcome });
}

export function refundEventProcessed(
  eventId: string,
  type: string,
  refundIds: string[],
  outcome: object,
): void {
  logger.info('Stripe refund event processed', { eventId, type, refundIds, ...outcome });
}

export function stripeRefundRequestFailed(refundId: string, facts: StripeErrorFacts): void {
  // Stripe's type and code say whose problem it is (a key, a permission, Stripe itself).
  logger.error(`Asking Stripe for refund ${refundId} failed`, { refundId, ...facts });
}

export function webhookEventFailed(eventId: string, type: string, error: unknown): void {
  // Answered with a 500, so Stripe delivers the event again.
  logger.error(
    `Stripe webhook event ${eventId} (${type}) failed:`,
    error instanceof Error ? error : new Error(String(error)),
  );
}

export function testPaymentDelivered(orderId: string, outcome: string, webhookStatus: number): void {
  logger.info('Test payment provider delivered an event', { orderId, outcome, webhookStatus });
}

export function supplierSyncFinished(
  jobId: string,
  items: number,
  summary: { created: number; updated: number; storeProductsRefreshed: number },
): void {
  logger.info('Supplier sync finished', { jobId, items, ...summary });
}

export function supplierSyncRefused(jobId: string, reason: string): void {
  // The feed could not be fetched or failed validation: nothing was written.
  logger.warn('Supplier sync failed before writing anything', { jobId, reason });
}

export function supplierSyncGivenUp(jobId: string): void {
  // Retries of a run that kept failing ended: the job is marked failed; its written rounds are kept.
  logger.error('Supplier sync given up: the run did not finish within 15 minutes', { jobId });
}

export function supplierSyncCrashed(jobId: string, error: unknown): void {
  logger.error(
    `Supplier sync ${jobId} stopped on an unexpected error:`,
    error instanceof Error ? error : new Error(String(error)),
  );
}

export function supplierSyncSkipped(reason: string): void {
  logger.info('Scheduled supplier sync skipped', { reason });
}

export function orderLookupFound(orderId: string): void {
  logger.info('Order found by its number and e-mail address', { orderId });
}

export function orderLookupMissed(): void {
  // No order number or address here: a miss may be someone guessing.
  logger.info('Order lookup matched no order');
}

export function abuseLimitReached(limit: string, path: string, uid: string | undefined): void {
  // No IP address in the logs: the counter's key is a digest for the same reason.
  logger.warn(`Abuse limit ${limit} reached on ${path}`, { uid });
}

export function appCheckRejected(path: string, reason: string): void {
  // The reason only (missing, or why firebase-admin refused the token): never the token itself.
  logger.warn(`App Check token rejected on ${path}`, { reason });
}

export function appCheckUnverified(path: string, reason: string): void {
  // APP_CHECK=monitor: what enforcing would refuse, let through. The reason only, never the token.
  logger.warn(`App Check (monitor): request without a valid token let through on ${path}`, { reason });
}

export function appCheckSettingUnknown(value: string): void {
  logger.error(`APP_CHECK is "${value}", none of off, monitor and enforce: the API enforces App Check`);
}

export function appCheckIgnoredInEmulator(value: string): void {
  logger.info(`APP_CHECK is "${value}", but the Functions emulator never enforces App Check`);
}

export function pageRenderFailed(path: string, error: unknown): void {
  // The page is still answered (the SPA renders it in the browser): an error to look at, not an outage.
  logger.error(
    `Could not render ${path} on the server; answered the SPA to render it in the browser:`,
    error instanceof Error ? error : new Error(String(error)),
  );
}

export function pictureMissLimitReached(source: string): void {
  // No IP address in the logs, as for the other abuse limits.
  logger.warn('Picture miss limit reached: a new variant was refused', { source });
}

export function pictureUnreadable(source: string, error: unknown): void {
  // Once per source and instance: a listing asks for many variants of the same broken picture.
  logger.warn('A product picture could not be read; a placeholder is shown', {
    source,
    reason: error instanceof Error ? error.message : String(error),
  });
}

export function pictureSourcesUnknown(error: unknown): void {
  logger.error('The image function does not know the shop address; pictures are refused', {
    reason: error instanceof Error ? error.message : String(error),
  });
}

export function retentionRun(removed: { wishlists: number; orders: number }): void {
  logger.info('Retention job ran', removed);
}

export function recentSignInRequired(uid: string, path: string): void {
  logger.warn(`Recent sign-in required on ${path}`, { uid });
}

export function personalDataExported(uid: string): void {
  logger.info('Customer downloaded their data', { uid });
}

export function accountErasureRefused(uid: string, blockedBy: string): void {
  logger.info('Account deletion refused: still being handled', { uid, blockedBy });
}

export function accountDeleted(uid: string, ordersKept: number, ordersDeleted: number): void {
  logger.info('Account deleted', { uid, ordersKept, ordersDeleted });
}

export function passwordChanged(uid: string): void {
  logger.info('Account password changed; other sessions ended', { uid });
}

export function contactReceiptHeldBack(): void {
  logger.warn('Contact receipt not sent: the address had its receipts for today');
}

export function dailySummarySkipped(reason: 'switched off' | 'nothing to do' | 'no owner'): void {
  logger.info(`Daily summary not sent: ${reason}`);
}

export function dailySummaryQueued(
  owners: number,
  figures: { toShip: number; returns: number; lowStock: number },
): void {
  logger.info('Daily summary queued', { owners, ...figures });
}

export function notifyMeRequested(created: boolean, confirmed: boolean): void {
  logger.info('Notify me asked', { created, confirmed });
}

export function notifyMeConfirmed(): void {
  logger.info('Notify me address confirmed');
}

export function notifyMeUnsubscribed(): void {
  logger.info('Notify me unsubscribed');
}

export function wishlistAlertsChanged(enabled: boolean, source: string): void {
  logger.info('Wishlist alerts switched', { enabled, source });
}

export function wishlistNewsRecorded(productId: string, reason: string, shoppers: number): void {
  logger.info('Wishlist news recorded', { productId, reason, shoppers });
}

export function wishlistAlertsMailed(mailed: number): void {
  logger.info('Wishlist alert mails queued', { mailed });
}

export function checkoutRemindersRun(outcome: Record<string, number>): void {
  logger.info('Checkout reminders decided', outcome);
}

export function mailUnsubscribed(list: string): void {
  logger.info('Unsubscribed from a mail list', { list });
}

export function backInStockMailed(productId: string, mailed: number): void {
  logger.info('Back-in-stock mails queued', { productId, mailed });
}
