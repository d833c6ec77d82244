import { CartPage } from '@/features/cart/components/cart-page';

/** /cart */
export function Component() {
  return <CartPage />;
}
