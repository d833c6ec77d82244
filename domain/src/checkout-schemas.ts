import { z } from 'zod';
import { PAYMENT_METHODS } from './catalogue';
import { TEST_PAYMENT_OUTCOMES } from './checkout';
import { PAYMENT_METHOD_REQUIRED } from './payment-methods';

/**
 * The test payment provider's request body. A module of its own (not checkout.ts) so the pages that
 * only show checkout texts do not pull zod into their bundle.
 */

/** POST testpayments/{orderId} (local stack only): pay or fail the order's payment. */
export const storeTestPaymentBodySchema = z.object({
  outcome: z.enum(TEST_PAYMENT_OUTCOMES, { error: 'Outcome must be succeeded, failed or processing' }),
  paymentMethod: z.enum(PAYMENT_METHODS, { error: PAYMENT_METHOD_REQUIRED }).optional(),
});
export type StoreTestPaymentBody = z.input<typeof storeTestPaymentBodySchema>;
export type StoreTestPaymentParsed = z.output<typeof storeTestPaymentBodySchema>;
