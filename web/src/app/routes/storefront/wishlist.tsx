import { WishlistPage } from '@/features/wishlist/components/wishlist-page';
import { withChakra } from '@/components/ui/with-chakra';

/** /wishlist */
function Page() {
  return <WishlistPage />;
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
