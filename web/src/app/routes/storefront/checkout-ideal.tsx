import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { withChakra } from '@/components/ui/with-chakra';

/** /checkoutideal: iDEAL payment. */
function Page() {
  return <CheckoutPage page="ideal" />;
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
