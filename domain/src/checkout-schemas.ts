import { z } from 'zod';
import { PAYMENT_METHODS } from './catalogue';
import { TEST_PAYMENT_OUTCOMES } from './checkout';

/**
 * The test payment provider's request body. A module of its own (not checkout.ts) so the pages that
 * only show checkout texts do not pull zod into their bundle.
 */

/**
 * What a request naming no known payment method is told (POST charges, secret, testpayments). Here,
 * not beside PAYMENT_METHODS, so the storefront's shared chunk does not carry it.
 */
export const PAYMENT_METHOD_REQUIRED = `Payment method must be one of ${PAYMENT_METHODS.slice(0, -1).join(', ')} or ${PAYMENT_METHODS.at(-1)}`;

/** POST testpayments/{orderId} (local stack only): pay or fail the order's payment. */
export const storeTestPaymentBodySchema = z.object({
  outcome: z.enum(TEST_PAYMENT_OUTCOMES, { error: 'Outcome must be succeeded, failed or processing' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED }).optional(),
});
export type StoreTestPaymentBody = z.input<typeof storeTestPaymentBodySchema>;
export type StoreTestPaymentParsed = z.output<typeof storeTestPaymentBodySchema>;
