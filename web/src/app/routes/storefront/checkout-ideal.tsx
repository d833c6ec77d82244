import { CheckoutPage } from '@/features/checkout/components/checkout-page';

/** /checkoutideal: iDEAL payment. */
export function Component() {
  return <CheckoutPage page="ideal" />;
}
