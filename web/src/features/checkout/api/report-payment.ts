import type { StoreChargeResponse, StoreCheckoutDetailsParsed, StorePaymentSuccessBody } from '@shop/domain';
import { api } from '@/lib/api-client';
import { getVisitorUid } from '@/lib/firebase/auth';

/**
 * POST paymentsuccessfull with the spec's order fields: tells the shop what the browser saw when the
 * payment provider said yes. Informative only (docs/decisions.md rule 5): the webhook decides the order is
 * paid, so a failure here changes nothing for the shopper and is only logged.
 */
export async function reportPayment(
  charge: StoreChargeResponse,
  customer: StoreCheckoutDetailsParsed,
  note: string,
  totalItems: number,
): Promise<void> {
  const body: StorePaymentSuccessBody = {
    userId: await getVisitorUid(),
    orderId: charge.orderId,
    transactionId: charge.paymentIntentId,
    email: customer.email,
    fullName: customer.fullName,
    phoneno: customer.phone,
    address: customer.address,
    zipcode: customer.postcode,
    amount: charge.totals.payable,
    note,
    totalItems,
    companyAddress: customer.companyAddress,
  };
  try {
    await api.post('paymentsuccessfull', body);
  } catch (error) {
    console.warn('Could not record the payment report', error);
  }
}
