import { CheckoutPage } from '@/features/checkout/components/checkout-page';
import { withChakra } from '@/components/ui/with-chakra';

/** /checkout: card (and PayPal) payment. */
function Page() {
  return <CheckoutPage page="card" />;
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
