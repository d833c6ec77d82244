import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';

/** The empty cart: an image of an empty bag and a way back to the shop. */
export function EmptyCart({ continueTo }: { continueTo: string }) {
  return (
    <Box textAlign="center" py="10" data-testid="empty-cart">
      <svg
        role="img"
        aria-label="An empty shopping bag"
        width="160"
        height="160"
        viewBox="0 0 160 160"
        style={{ margin: '0 auto' }}
      >
        <rect width="160" height="160" rx="80" fill="#f5efe3" />
        <path
          d="M46 62h68l-6 62a6 6 0 0 1-6 5H58a6 6 0 0 1-6-5z"
          fill="#ffffff"
          stroke="#7a5c14"
          strokeWidth="3"
        />
        <path
          d="M64 62V52a16 16 0 0 1 32 0v10"
          fill="none"
          stroke="#7a5c14"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <Text mt="6" fontSize="lg">
        Your shopping cart is empty.
      </Text>
      <RouterLink
        to={continueTo}
        mt="4"
        display="inline-block"
        fontWeight="semibold"
        textDecoration="underline"
      >
        Continue shopping
      </RouterLink>
    </Box>
  );
}

/** Where CONTINUE SHOPPING goes: all bags. */
export const continueShoppingHref = paths.products.href({ p: 'bags', t: 'all' });
