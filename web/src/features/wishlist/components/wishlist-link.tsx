import { Link } from 'react-router-dom';
import { chakra } from '@chakra-ui/react/styled-system';
import { paths } from '@/config/paths';
import { HeartIcon } from '@/components/ui/icons';
import { iconButtonStyles } from '@/components/ui/icon-button-styles';
import { useWishlistSync } from '../api/saved-products';

/**
 * The header's heart: /wishlist for every visitor, anonymous ones included, with how many products
 * are saved. It also keeps the saved-products store fresh for the hearts on cards and product pages.
 */
export function WishlistLink() {
  const count = useWishlistSync();
  const label = `Wishlist, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    // Phones of 320 px have no room beside menu, logo, search, account and cart: the menu links it there.
    <chakra.a asChild {...iconButtonStyles} display={{ base: 'none', sm: 'inline-flex' }}>
      <Link to={paths.wishlist.href()} aria-label={label} title={label}>
        <HeartIcon />
        {count > 0 && (
          <chakra.span
            aria-hidden="true"
            position="absolute"
            top="0.5"
            right="0.5"
            minW="5"
            h="5"
            px="1"
            rounded="full"
            bg="gold.700"
            color="white"
            fontSize="2xs"
            fontWeight="bold"
            lineHeight="20px"
            textAlign="center"
            data-testid="wishlist-count"
          >
            {count}
          </chakra.span>
        )}
      </Link>
    </chakra.a>
  );
}
