import { WishlistPage } from '@/features/wishlist/components/wishlist-page';

/** /wishlist */
export function Component() {
  return <WishlistPage />;
}
