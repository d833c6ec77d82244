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
