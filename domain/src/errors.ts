/**
 * The one error type the domain throws. `code` is stable and machine-readable so the API can map it
 * to a 400 body (`{ error: { code, message } }`) without parsing messages; `message` is written for
 * the person who typed the bad value.
 */
export class DomainError extends Error {
  readonly code: DomainErrorCode;

  constructor(code: DomainErrorCode, message: string) {
    super(message);
    this.name = 'DomainError';
    this.code = code;
  }
}

export type DomainErrorCode =
  | 'invalid-money'
  | 'invalid-price'
  | 'invalid-discount'
  | 'invalid-quantity'
  | 'invalid-country'
  | 'invalid-coupon-discount'
  | 'invalid-coupon-code'
  | 'invalid-date';

export function isDomainError(value: unknown): value is DomainError {
  return value instanceof DomainError;
}

/**
 * The API error codes a refusal carries (domain/src/api.ts, API_ERROR_CODES, says what each means).
 * Spelled out here rather than imported: api.ts reaches the schemas, which import this module.
 */
type RefusalCode =
  | 'invalid-request'
  | 'forbidden'
  | 'not-found'
  | 'conflict'
  | 'out-of-stock'
  | 'coupon-used-up'
  | 'payment-failed'
  | 'card-declined'
  | 'payments-unavailable';

/**
 * Why the shop refuses what was asked, in the shop's terms: what was sent cannot be used
 * (`invalid`), it is not the caller's to do (`forbidden`), the thing is not there (`not-found`), the
 * shop's state does not allow it now (`conflict`), the card was declined (`declined`), payments
 * cannot be taken now (`unavailable`). The API alone turns a kind into its status
 * (functions/src/http/errors.ts); the code that throws a refusal knows nothing of HTTP.
 */
export type RefusalKind = 'invalid' | 'forbidden' | 'not-found' | 'conflict' | 'declined' | 'unavailable';

/**
 * A refusal of the functions' data, payment and job code: its kind, the API error code, a message for
 * the person who asked, and `details` for the answer's body (field errors, a 409's figures).
 */
export class RefusalError extends Error {
  readonly kind: RefusalKind;
  readonly code: RefusalCode;
  readonly details: unknown;

  constructor(kind: RefusalKind, code: RefusalCode, message: string, details?: unknown) {
    super(message);
    this.name = 'RefusalError';
    this.kind = kind;
    this.code = code;
    this.details = details;
  }
}

/** What was sent cannot be used; `details` names the fields (`[{ path, message }]`). */
export class InvalidRequestError extends RefusalError {
  constructor(message: string, details?: unknown) {
    super('invalid', 'invalid-request', message, details);
    this.name = 'InvalidRequestError';
  }
}

/** Not the caller's to see or do. */
export class ForbiddenError extends RefusalError {
  constructor(message: string) {
    super('forbidden', 'forbidden', message);
    this.name = 'ForbiddenError';
  }
}

/** The thing asked about is not there. */
export class NotFoundError extends RefusalError {
  constructor(message: string) {
    super('not-found', 'not-found', message);
    this.name = 'NotFoundError';
  }
}

/**
 * The shop's state does not allow it now (already done, sold out, used up, changed meanwhile);
 * `code` says which when it is more than a plain conflict, `details` carries what the caller needs
 * to go on (the lines short of stock, the totals without a used-up coupon).
 */
export class ConflictError extends RefusalError {
  constructor(
    message: string,
    options: {
      code?: Extract<RefusalCode, 'conflict' | 'out-of-stock' | 'coupon-used-up' | 'payment-failed'>;
      details?: unknown;
    } = {},
  ) {
    super('conflict', options.code ?? 'conflict', message, options.details);
    this.name = 'ConflictError';
  }
}

export function isRefusal(value: unknown): value is RefusalError {
  return value instanceof RefusalError;
}
