import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  MESSAGES,
  cartUnitPrice,
  formatEuro,
  shopConfig,
  sizeChoice,
  wishlistPrice,
  type WishlistItem,
  type WithId,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { showSnackbar } from '@/components/ui/snackbar';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { addProductToCart } from '@/features/cart/api/add-to-cart';
import { useProductPage } from '@/features/catalog/api/get-product-page';
import { useWishlist } from '../api/get-wishlist';
import { removeFromWishlist } from '../api/remove-from-wishlist';

const { cart: cartMs, wishlist: wishlistMs } = shopConfig.snackbarMs;
const continueShoppingHref = paths.products.href({ p: 'bags', t: 'all' });

function messageOf(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'Something went wrong. Please try again.';
}

/** A saved product as it is today: its price, its sizes in stock, or gone from the shop. */
function useTodaysProduct(productId: string) {
  const state = useProductPage(productId);
  if (state.status !== 'success') return state;
  return {
    status: 'success' as const,
    price: cartUnitPrice(state.product, state.sale),
    choice: sizeChoice(state.product),
  };
}

function WishlistRow({
  item,
  busy,
  onAddToCart,
  onRemove,
}: {
  item: WithId<WishlistItem>;
  busy: boolean;
  onAddToCart: (size: string | undefined) => void;
  onRemove: () => void;
}) {
  const { product } = item;
  const today = useTodaysProduct(item.productId);
  const [size, setSize] = useState('');
  const [sizeMissing, setSizeMissing] = useState(false);
  const sizeRef = useRef<HTMLSelectElement>(null);
  const baseId = useId();
  const price = today.status === 'success' ? wishlistPrice(product.price, today.price) : null;
  const choice = today.status === 'success' ? today.choice : null;

  function addToCart() {
    if (choice?.kind === 'choose' && size === '') {
      setSizeMissing(true);
      sizeRef.current?.focus();
      return;
    }
    onAddToCart(size === '' ? undefined : size);
  }

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
        {price === null ? (
          <Text mt="1">{formatEuro(product.price)}</Text>
        ) : (
          <Text mt="1" data-testid="wishlist-price">
            <chakra.span color={price.droppedFrom === null ? undefined : 'red.700'}>
              {formatEuro(price.price)}
            </chakra.span>
            {price.droppedFrom !== null && (
              <>
                {' '}
                <chakra.span srOnly>, was </chakra.span>
                <chakra.s color="fg.muted">{formatEuro(price.droppedFrom)}</chakra.s>{' '}
                <chakra.span fontSize="sm" color="red.700">
                  Price dropped since you saved it
                </chakra.span>
              </>
            )}
          </Text>
        )}
        {today.status === 'not-found' && (
          <Text mt="1" fontSize="sm" color="fg.muted">
            No longer in our collection.
          </Text>
        )}
        {choice?.kind === 'choose' && (
          <Box mt="2">
            <chakra.label htmlFor={`${baseId}-size`} fontSize="sm" fontWeight="semibold" me="2">
              Size
            </chakra.label>
            <chakra.select
              ref={sizeRef}
              id={`${baseId}-size`}
              value={size}
              onChange={(event) => {
                setSize(event.target.value);
                setSizeMissing(false);
              }}
              aria-describedby={sizeMissing ? `${baseId}-size-error` : undefined}
              aria-invalid={sizeMissing || undefined}
              borderWidth="1px"
              borderColor="gray.500"
              rounded="sm"
              px="2"
              h="9"
              fontSize="sm"
            >
              <option value="">Choose a size</option>
              {choice.sizes.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </chakra.select>
            {sizeMissing && (
              <Text id={`${baseId}-size-error`} role="alert" color="fg.error" fontSize="sm" mt="1">
                Please choose a size.
              </Text>
            )}
          </Box>
        )}
      </Box>
      <Flex gridColumn={{ base: '1 / -1', md: 'auto' }} gap="2" wrap="wrap" justify={{ md: 'end' }}>
        {choice?.kind === 'sold-out' || today.status === 'not-found' ? (
          <Button size="sm" letterSpacing="0.05em" disabled>
            Sold out
          </Button>
        ) : (
          <Button
            size="sm"
            colorPalette="gold"
            letterSpacing="0.05em"
            // Not disabled while today's product loads (a fading-in button would flicker): before
            // the sizes are known the server decides, and asks for a size when it needs one.
            disabled={busy}
            onClick={addToCart}
            aria-label={`ADD TO CART ${product.title}`}
          >
            Add to cart
          </Button>
        )}
        <Button asChild size="sm" variant="outline" borderColor="ink" letterSpacing="0.05em">
          <Link to={paths.product.href(item.productId)} aria-label={`SEE PRODUCT ${product.title}`}>
            See product
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
          Remove
        </Button>
      </Flex>
    </chakra.li>
  );
}

/**
 * /wishlist: each entry at today's price (with the saved one when it dropped), with ADD TO CART
 * (asking for the size when several are in stock; the entry stays saved), SOLD OUT when nothing is
 * in stock, SEE PRODUCT and REMOVE; 'No Items in Wishlist' with a way back to the shop when empty.
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

  const addToCart = (item: WithId<WishlistItem>, size: string | undefined) =>
    act(item, async () => {
      const outcome = await addProductToCart(item.productId, size);
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
              onAddToCart={(size) => void addToCart(item, size)}
              onRemove={() => void remove(item)}
            />
          ))}
        </chakra.ul>
      )}
    </Container>
  );
}
