import type {
  PaymentMethod,
  StoreTestPaymentBody,
  StoreTestPaymentResponse,
  TestPaymentOutcome,
} from '@shop/domain';
import { api } from '@/lib/api-client';

/**
 * POST testpayments/{orderId} (local stack only, docs/decisions.md rule 5): the test payment provider sends
 * the webhook a signed "succeeded" or "failed" event for the order; answers the order's payment after.
 */
export async function runTestPayment(
  orderId: string,
  outcome: TestPaymentOutcome,
  paymentMethod: PaymentMethod,
): Promise<StoreTestPaymentResponse> {
  const body: StoreTestPaymentBody = { outcome, paymentMethod };
  const { data } = await api.post<StoreTestPaymentResponse>(
    `testpayments/${encodeURIComponent(orderId)}`,
    body,
  );
  return data;
}
