import { failureText } from '@/app/i18n/form-words';
import { words } from '@/app/i18n/page-language';

/**
 * Why paying failed, in the page's language: the API's English message on an English page, else the
 * checkout's words for the API's code (docs/api.md lists the codes), or a general apology.
 */
export function checkoutFailureText(failure: unknown): string {
  const text = words().checkoutForm;
  return failureText(
    failure,
    {
      'card-declined': text.cardDeclined,
      'payment-failed': text.paymentFailed,
      'payments-unavailable': text.paymentsUnavailable,
      'out-of-stock': text.outOfStock,
      'coupon-used-up': text.couponUsedUp,
      network: text.network,
      'too-many-requests': text.tooManyRequests,
    },
    text.somethingWrong,
  );
}
