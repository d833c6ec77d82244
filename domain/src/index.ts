/**
 * @shop/domain: the shop's business rules as pure functions and types, shared by the SPA, the API
 * and the scripts. No Firebase, no Node built-ins, no I/O; only zod.
 */
export * from './errors';
export * from './money';
export * from './vat';
export * from './pricing';
export * from './addresses';
export * from './countries';
export * from './shop-config';
export * from './shop-time';
export * from './shipping';
export * from './coupons';
export * from './cart';
export * from './store-cart';
export * from './stock';
export * from './catalogue';
export * from './listing';
export * from './listing-query';
export * from './search-query';
export * from './search-terms';
export * from './documents';
export * from './messages';
export * from './schemas';
export * from './api';
export * from './accounts';
export * from './designers';
export * from './product-details';
export * from './policies';
export * from './forms';
export * from './supplier-feed';
export * from './admin';
export * from './checkout';
export * from './order-lookup';
export * from './admin-orders';
export * from './checkout-schemas';
export * from './refunds';
export * from './analytics';
