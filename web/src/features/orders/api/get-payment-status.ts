import type { StorePaymentStatusBody, StorePaymentStatusResponse } from '@shop/domain';
import { api } from '@/lib/api-client';

/**
 * POST paymentstatus: the order's payment for whoever holds its PaymentIntent's client secret, as
 * the return address of a bank or PayPal carries it (docs/decisions.md rule 29). No session needed.
 */
export async function getPaymentStatus(body: StorePaymentStatusBody): Promise<StorePaymentStatusResponse> {
  const { data } = await api.post<StorePaymentStatusResponse>('paymentstatus', body);
  return data;
}
