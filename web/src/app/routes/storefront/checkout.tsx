import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/** /checkout: card (and PayPal) payment. */
export function Component() {
  return <CheckoutPage page="card" />;
}
