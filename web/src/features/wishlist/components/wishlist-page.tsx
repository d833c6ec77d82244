import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { MESSAGES, formatEuro, shopConfig, type WishlistItem, type WithId } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { showSnackbar } from '@/components/ui/snackbar';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { addProductToCart } from '@/features/cart/api/add-to-cart';
import { useWishlist } from '../api/get-wishlist';
import { removeFromWishlist } from '../api/remove-from-wishlist';

const { cart: cartMs, wishlist: wishlistMs } = shopConfig.snackbarMs;
const continueShoppingHref = paths.products.href({ p: 'bags', t: 'all' });

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'Something went wrong. Please try again.';
}

function WishlistRow({
  item,
  busy,
  onMoveToCart,
  onRemove,
}: {
  item: WithId<WishlistItem>;
  busy: boolean;
  onMoveToCart: () => void;
  onRemove: () => void;
}) {
  const { product } = item;
  return (
    <chakra.li
      data-testid="wishlist-item"
      data-product-id={item.productId}
      display="grid"
      gridTemplateColumns={{ base: '80px 1fr', md: '96px 1fr auto' }}
      columnGap={{ base: '4', md: '6' }}
      rowGap="3"
      alignItems="center"
      py="5"
      borderBottomWidth="1px"
      borderColor="gray.200"
    >
      <Box bg="gray.100" aspectRatio="4 / 5" overflow="hidden" alignSelf="start">
        <chakra.img
          src={product.displayImage}
          alt=""
          width="96"
          height="120"
          w="full"
          h="full"
          objectFit="cover"
        />
      </Box>
      <Box>
        <Text fontSize="xs" letterSpacing="0.1em" color="fg.muted">
          {product.brand}
        </Text>
        <Text fontWeight="semibold">{product.title}</Text>
        <Text fontSize="sm" color="fg.muted">
          {product.category}
        </Text>
        <Text mt="1">{formatEuro(product.price)}</Text>
      </Box>
      <Flex gridColumn={{ base: '1 / -1', md: 'auto' }} gap="2" wrap="wrap" justify={{ md: 'end' }}>
        <Button size="sm" colorPalette="gold" letterSpacing="0.05em" disabled={busy} onClick={onMoveToCart}>
          ADD TO CART
        </Button>
        <Button asChild size="sm" variant="outline" borderColor="ink" letterSpacing="0.05em">
          <Link to={paths.product.href(item.productId)} aria-label={`SEE PRODUCT ${product.title}`}>
            SEE PRODUCT
          </Link>
        </Button>
        <Button
          size="sm"
          variant="outline"
          borderColor="ink"
          letterSpacing="0.05em"
          disabled={busy}
          onClick={onRemove}
          aria-label={`REMOVE ${product.title}`}
        >
          REMOVE
        </Button>
      </Flex>
    </chakra.li>
  );
}

/**
 * /wishlist: each entry with ADD TO CART (which moves it into the cart), SEE PRODUCT and REMOVE;
 * 'No Items in Wishlist' with a way back to the shop when it is empty.
 */
export function WishlistPage() {
  useDocumentTitle('Wishlist');
  const { state, reload, removeLocally } = useWishlist();
  const [busyId, setBusyId] = useState<string | null>(null);

  async function act(
    item: WithId<WishlistItem>,
    run: () => Promise<{ message: string; durationMs: number }>,
  ) {
    setBusyId(item.id);
    try {
      const outcome = await run();
      showSnackbar({ ...outcome, status: 'success' });
    } catch (error) {
      showSnackbar({ message: messageOf(error), durationMs: cartMs, status: 'error' });
    } finally {
      setBusyId(null);
    }
  }

  const moveToCart = (item: WithId<WishlistItem>) =>
    act(item, async () => {
      const outcome = await addProductToCart(item.productId);
      // In the cart now (or already), so it leaves the wishlist.
      await removeFromWishlist(item.id);
      removeLocally(item.id);
      return {
        message: outcome === 'added' ? MESSAGES.itemAddedToCart : MESSAGES.itemAlreadyInCart,
        durationMs: cartMs,
      };
    });

  const remove = (item: WithId<WishlistItem>) =>
    act(item, async () => {
      await removeFromWishlist(item.id);
      removeLocally(item.id);
      return { message: 'Item removed from Wishlist', durationMs: wishlistMs };
    });

  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="6">
        Wishlist
      </Heading>
      {state.status === 'loading' && <LoadingState label="Loading your wishlist…" />}
      {state.status === 'error' && (
        <ErrorState title="Your wishlist could not be loaded" message={state.message}>
          <Button mt="3" size="sm" variant="outline" onClick={reload}>
            Try again
          </Button>
        </ErrorState>
      )}
      {state.status === 'ready' && state.items.length === 0 && (
        <Box textAlign="center" py="10" data-testid="empty-wishlist">
          <Text fontSize="lg">{MESSAGES.emptyWishlist}</Text>
          <RouterLink
            to={continueShoppingHref}
            mt="4"
            display="inline-block"
            fontWeight="semibold"
            textDecoration="underline"
          >
            Continue shopping
          </RouterLink>
        </Box>
      )}
      {state.status === 'ready' && state.items.length > 0 && (
        <chakra.ul
          listStyleType="none"
          borderTopWidth="1px"
          borderColor="gray.200"
          aria-label="Items in your wishlist"
        >
          {state.items.map((item) => (
            <WishlistRow
              key={item.id}
              item={item}
              busy={busyId === item.id}
              onMoveToCart={() => void moveToCart(item)}
              onRemove={() => void remove(item)}
            />
          ))}
        </chakra.ul>
      )}
    </Container>
  );
}
