// The zod schemas of every API body, one module per area; fields.ts holds the field types they share.
export { countryCodeSchema, documentIdSchema, emailSchema, languageSchema, userIdSchema } from './fields';

export * from './cart';

export * from './checkout';

export * from './forms';

export * from './admin-products';

export * from './admin-orders';
