import { words } from '@/app/i18n/page-language';
import { lazy, Suspense } from 'react';
import { LoadingState } from '@/components/ui/loading-state';
import { paymentProvider } from '../payment-provider';
import type { PaymentPartProps } from './payment-step';
import { TestPaymentPanel } from './test-payment-panel';

// Stripe's SDK is loaded only where a real payment can be taken (a publishable key is configured).
const StripePayment = lazy(() => import('./stripe-payment'));

/** The checkout's payment fields: Stripe's Payment Element, or the test payment panel on the local stack. */
export function PaymentPart(props: PaymentPartProps) {
  if (paymentProvider === 'test') return <TestPaymentPanel {...props} />;
  return (
    <Suspense fallback={<LoadingState label={words().checkoutForm.loadingPaymentForm} />}>
      <StripePayment {...props} />
    </Suspense>
  );
}
