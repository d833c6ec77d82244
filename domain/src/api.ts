import type { z } from 'zod';
import type {
  adminAddCuratedBodySchema,
  adminAddListingEntryBodySchema,
  adminAddProductBodySchema,
  adminCreateCouponBodySchema,
  adminCustomProductBodySchema,
  adminCustomProductFieldsSchema,
  adminUpdateCuratedBodySchema,
  adminUpdateOrderStatusBodySchema,
  specUpdateOrderStatusBodySchema,
  adminRefundOrderBodySchema,
  adminApproveReturnBodySchema,
  adminRejectReturnBodySchema,
  storeAddToCartBodySchema,
  storeAddToCartFieldsSchema,
  storeAddToWishlistBodySchema,
  storeAddToWishlistFieldsSchema,
  storeChargeBodySchema,
  storeCheckoutDetailsSchema,
  storeContactBodySchema,
  storeFindOrderBodySchema,
  storeNewsletterBodySchema,
  storePaymentSuccessBodySchema,
  storeReturnRequestBodySchema,
  storeSaveAddressBookBodySchema,
} from './schemas';

/**
 * The API's shared vocabulary: base path, error body and the request types, named by audience
 * (Store* for the storefront, Admin* for the dashboard) and used by the server route and the
 * client alike.
 *
 * For every schema there are two types:
 * - `XxxBody`: what a client SENDS (zod input): admin prices in euros, optional fields optional;
 * - `XxxParsed`: what the server WORKS WITH after parsing (zod output): prices in cents, text
 *   trimmed, optional text '', codes normalised.
 */

/** Every call's path prefix (storefront.md and admin.md section 7). */
export const API_BASE_PATH = '/api/v1/main';

/** The body of every error response (4xx and 5xx). */
export interface ApiErrorBody {
  error: {
    /** Stable, machine-readable: see API_ERROR_CODES (a DomainError's code is passed through). */
    code: string;
    /** For the person using the shop; the SPA may show it as is. */
    message: string;
    /** For validation errors: ApiFieldError[]; otherwise anything that helps. */
    details?: unknown;
  };
}

export const API_ERROR_CODES = {
  invalidRequest: 'invalid-request',
  unauthenticated: 'unauthenticated',
  forbidden: 'forbidden',
  notFound: 'not-found',
  conflict: 'conflict',
  cartFull: 'cart-full',
  outOfStock: 'out-of-stock',
  couponRefused: 'coupon-refused',
  /** 409 at checkout: the cart's coupon can no longer be used; details carry the totals without it. */
  couponUsedUp: 'coupon-used-up',
  paymentFailed: 'payment-failed',
  /** 402 at checkout: the card was declined; another card or method may work (docs/decisions.md rule 28). */
  cardDeclined: 'card-declined',
  /** 503: Stripe cannot take payments or refunds now (unreachable, or the shop's key is refused). */
  paymentsUnavailable: 'payments-unavailable',
  /** 405: the path exists, the method does not; the answer's Allow header lists those that do. */
  methodNotAllowed: 'method-not-allowed',
  /** 429: an abuse limit was reached; the answer's Retry-After says when to try again. */
  tooManyRequests: 'too-many-requests',
  internal: 'internal',
} as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[keyof typeof API_ERROR_CODES];

/** One invalid field: `path` is dotted ("customer.email", "images.2"), '' for the body as a whole. */
export interface ApiFieldError {
  path: string;
  message: string;
}

export function apiError(code: string, message: string, details?: unknown): ApiErrorBody {
  return details === undefined ? { error: { code, message } } : { error: { code, message, details } };
}

/** A zod error's issues as field errors, in the order zod found them. */
export function fieldErrors(error: z.ZodError): ApiFieldError[] {
  return error.issues.map((issue) => ({ path: issue.path.map(String).join('.'), message: issue.message }));
}

/**
 * The 400 body for a body that failed its schema. The message is the first problem in the words the
 * schema gives the person who typed it ("Enter a valid e-mail address"), never prefixed with a field
 * path, so a client that shows only `message` shows a shopper's sentence; `details` lists every
 * problem with its field, for a form to put each message beside its field.
 */
export function validationErrorBody(error: z.ZodError): ApiErrorBody {
  const fields = fieldErrors(error);
  const message = fields[0]?.message ?? 'Invalid request';
  return apiError(API_ERROR_CODES.invalidRequest, message, fields);
}

// ---------------------------------------------------------------------------------------------
// Storefront

export type StoreAddToCartBody = z.input<typeof storeAddToCartFieldsSchema>;
export type StoreAddToCartParsed = z.output<typeof storeAddToCartBodySchema>;
export type StoreAddToWishlistBody = z.input<typeof storeAddToWishlistFieldsSchema>;
export type StoreAddToWishlistParsed = z.output<typeof storeAddToWishlistBodySchema>;
export type StoreCheckoutDetailsParsed = z.output<typeof storeCheckoutDetailsSchema>;
export type StoreChargeBody = z.input<typeof storeChargeBodySchema>;
export type StoreChargeParsed = z.output<typeof storeChargeBodySchema>;
export type StorePaymentSuccessBody = z.input<typeof storePaymentSuccessBodySchema>;
export type StorePaymentSuccessParsed = z.output<typeof storePaymentSuccessBodySchema>;
export type StoreNewsletterParsed = z.output<typeof storeNewsletterBodySchema>;
export type StoreContactBody = z.input<typeof storeContactBodySchema>;
export type StoreContactParsed = z.output<typeof storeContactBodySchema>;
export type StoreReturnRequestBody = z.input<typeof storeReturnRequestBodySchema>;
export type StoreReturnRequestParsed = z.output<typeof storeReturnRequestBodySchema>;
export type StoreFindOrderBody = z.input<typeof storeFindOrderBodySchema>;
export type StoreFindOrderParsed = z.output<typeof storeFindOrderBodySchema>;
export type StoreSaveAddressBookBody = z.input<typeof storeSaveAddressBookBodySchema>;
export type StoreSaveAddressBookParsed = z.output<typeof storeSaveAddressBookBodySchema>;

// ---------------------------------------------------------------------------------------------
// Admin

export type AdminAddProductParsed = z.output<typeof adminAddProductBodySchema>;
export type AdminCustomProductBody = z.input<typeof adminCustomProductFieldsSchema>;
export type AdminCustomProductParsed = z.output<typeof adminCustomProductBodySchema>;
export type AdminAddCuratedParsed = z.output<typeof adminAddCuratedBodySchema>;
export type AdminAddListingEntryParsed = z.output<typeof adminAddListingEntryBodySchema>;
export type AdminUpdateCuratedParsed = z.output<typeof adminUpdateCuratedBodySchema>;
export type AdminUpdateOrderStatusBody = z.input<typeof adminUpdateOrderStatusBodySchema>;
export type AdminUpdateOrderStatusParsed = z.output<typeof adminUpdateOrderStatusBodySchema>;
export type SpecUpdateOrderStatusParsed = z.output<typeof specUpdateOrderStatusBodySchema>;
export type AdminRefundOrderBody = z.input<typeof adminRefundOrderBodySchema>;
export type AdminRefundOrderParsed = z.output<typeof adminRefundOrderBodySchema>;
export type AdminApproveReturnBody = z.input<typeof adminApproveReturnBodySchema>;
export type AdminRejectReturnBody = z.input<typeof adminRejectReturnBodySchema>;
export type AdminRejectReturnParsed = z.output<typeof adminRejectReturnBodySchema>;
export type AdminCreateCouponBody = z.input<typeof adminCreateCouponBodySchema>;
export type AdminCreateCouponParsed = z.output<typeof adminCreateCouponBodySchema>;
