/**
 * @shop/domain: the shop's business rules as pure functions and types, shared by the SPA, the API
 * and the scripts. No Firebase, no Node built-ins, no I/O; only zod.
 */
export * from './errors';
export * from './money';
export * from './vat';
export * from './pricing';
export * from './countries';
export * from './shop-config';
export * from './shop-time';
export * from './shipping';
export * from './coupons';
export * from './cart';
export * from './catalogue';
export * from './listing';
export * from './search-terms';
export * from './documents';
export * from './messages';
export * from './schemas';
export * from './api';
