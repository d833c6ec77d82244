import type {
  ExpressSource,
  ExpressWallet,
  StoreChargeResponse,
  StoreExpressChargeBody,
  StoreExpressQuote,
  StoreExpressQuoteBody,
} from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { api } from '@/lib/api-client';
import { getVisitorUid } from '@/lib/firebase/auth';

/**
 * POST expressquote: what "Buy now" charges for a delivery to `country`, as the server prices it
 * (docs/decisions.md rule 76). A country the shop does not deliver to, or stock that is gone, throws
 * the API's message.
 */
export async function quoteExpress(source: ExpressSource, country: string): Promise<StoreExpressQuote> {
  const body: StoreExpressQuoteBody = { userId: await getVisitorUid(), source, country };
  const { data } = await api.post<StoreExpressQuote>('expressquote', body);
  return data;
}

/**
 * POST expresscharges: the pending order for the wallet's details and its PaymentIntent. `amount` is
 * what the wallet sheet showed; the server refuses any other (409) before writing anything.
 */
export async function startExpressPayment(
  source: ExpressSource,
  wallet: ExpressWallet,
  amount: number,
  customer: StoreExpressChargeBody['customer'],
): Promise<StoreChargeResponse> {
  // The order keeps the page's language, for its mails and documents (docs/decisions.md rule 79).
  const body: StoreExpressChargeBody = {
    userId: await getVisitorUid(),
    source,
    wallet,
    amount,
    customer,
    language: pageLanguage(),
  };
  const { data } = await api.post<StoreChargeResponse>('expresscharges', body);
  return data;
}
