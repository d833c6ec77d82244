import { Link } from 'react-router-dom';
import { chakra } from '@chakra-ui/react/styled-system';
import { paths } from '@/config/paths';
import { BagIcon } from '@/components/ui/icons';
import { iconButtonStyles } from '@/components/ui/icon-button-styles';
import { useCartCount } from '../api/get-cart-count';

/** The header's cart icon with a badge showing how many items the cart holds. */
export function CartLink() {
  const count = useCartCount();
  const label = `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}`;
  return (
    <chakra.a asChild {...iconButtonStyles}>
      <Link to={paths.cart.href()} aria-label={label} title={label}>
        <BagIcon />
        <chakra.span
          aria-hidden="true"
          position="absolute"
          top="0.5"
          right="0.5"
          minW="5"
          h="5"
          px="1"
          rounded="full"
          bg={count > 0 ? 'gold.700' : 'gray.600'}
          color="white"
          fontSize="2xs"
          fontWeight="bold"
          lineHeight="20px"
          textAlign="center"
          data-testid="cart-count"
        >
          {/* At most 10,000 items (decisions rule 12): the badge shows the exact count. */}
          {count}
        </chakra.span>
      </Link>
    </chakra.a>
  );
}
