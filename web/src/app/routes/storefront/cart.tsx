import { CartPage } from '@/features/cart/components/cart-page';
import { withChakra } from '@/components/ui/with-chakra';

/** /cart */
function Page() {
  return <CartPage />;
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
