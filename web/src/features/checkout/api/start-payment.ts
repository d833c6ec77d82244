import type { PaymentMethod, StoreChargeBody, StoreChargeResponse } from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { api } from '@/lib/api-client';
import { getVisitorUid } from '@/lib/firebase/auth';
import { readReminderConsent } from './reminder-consent';

/**
 * POST charges (card, PayPal) or POST secret (iDEAL): the server writes the pending order from the
 * cart it holds and answers the PaymentIntent's client_secret with the totals it will charge. No
 * amount is sent: the server computes it (docs/decisions.md rule 4).
 */
export async function startPayment(
  paymentMethod: PaymentMethod,
  customer: StoreChargeBody['customer'],
  note: string,
): Promise<StoreChargeResponse> {
  // The order keeps the page's language, for its mails and documents (docs/decisions.md rule 79).
  const body: StoreChargeBody = {
    userId: await getVisitorUid(),
    paymentMethod,
    customer,
    note,
    language: pageLanguage(),
    marketingConsent: readReminderConsent(),
  };
  const { data } = await api.post<StoreChargeResponse>(
    paymentMethod === 'ideal' ? 'secret' : 'charges',
    body,
  );
  return data;
}
