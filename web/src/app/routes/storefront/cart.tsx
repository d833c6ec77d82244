import { CartPage } from '@/features/cart/components/cart-page';

/** /cart: plain HTML and CSS modules, so the page loads no Chakra or emotion. */
export function Component() {
  return <CartPage />;
}
