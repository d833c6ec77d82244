import { useId, useRef, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { useNavigate } from 'react-router-dom';
import { shopConfig, sizeChoice, unitsLeftToMention, type StoreProduct } from '@shop/domain';
import { paths } from '@/config/paths';
import { HeartIcon } from '@/components/ui/icons';
import { toggleWishlist } from '@/features/wishlist/api/toggle-wishlist';
import { useSavedProductIds } from '@/features/wishlist/api/saved-products';
import { addToCartAnnounced } from '../api/announced-actions';

/**
 * The product page's buying block: the size choice when several sizes are in stock (decisions rule
 * 14), "Only N left" when 3 or fewer are, ADD TO CART, Sold out when nothing is (rule 15), and the
 * wishlist toggle. Every outcome is a snackbar with the spec's text and duration; a missing size is
 * said next to the choice.
 */
export function ProductPurchase({
  product,
  fastCheckout = false,
}: {
  product: Pick<StoreProduct, 'sizesInStock' | 'inStock' | 'variants'> & { id: string };
  /** FAST CHECKOUT chose this product (the quick view): once added, go on to the cart. */
  fastCheckout?: boolean;
}) {
  const navigate = useNavigate();
  const choice = sizeChoice(product);
  const [size, setSize] = useState<string | null>(null);
  const [sizeMissing, setSizeMissing] = useState(false);
  const [busy, setBusy] = useState<'cart' | 'wishlist' | null>(null);
  const saved = useSavedProductIds().has(product.id);
  const unitsLeft = choice.kind === 'sold-out' ? null : unitsLeftToMention(product.variants, size);
  const errorId = useId();
  const firstSizeRef = useRef<HTMLInputElement>(null);

  async function addToCart(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (choice.kind === 'choose' && size === null) {
      setSizeMissing(true);
      firstSizeRef.current?.focus();
      return;
    }
    setBusy('cart');
    const inCart = await addToCartAnnounced(product.id, size ?? undefined);
    setBusy(null);
    if (inCart && fastCheckout) {
      window.setTimeout(() => navigate(paths.cart.href()), shopConfig.fastCheckoutDelayMs);
    }
  }

  async function toggleSaved() {
    setBusy('wishlist');
    await toggleWishlist(product.id, saved);
    setBusy(null);
  }

  return (
    <chakra.form onSubmit={addToCart} mt="8" noValidate>
      {choice.kind === 'choose' && (
        <chakra.fieldset mb="5" aria-describedby={sizeMissing ? errorId : undefined}>
          <chakra.legend fontSize="sm" fontWeight="semibold" letterSpacing="0.08em" mb="2">
            Size
          </chakra.legend>
          <Flex gap="2" flexWrap="wrap">
            {choice.sizes.map((option, index) => (
              <chakra.label
                key={option}
                position="relative"
                display="inline-flex"
                alignItems="center"
                justifyContent="center"
                minW="12"
                h="11"
                px="3"
                borderWidth="1px"
                borderColor={size === option ? 'ink' : 'gray.400'}
                bg={size === option ? 'ink' : 'white'}
                color={size === option ? 'white' : 'ink'}
                cursor="pointer"
                fontSize="sm"
                css={{
                  '&:has(input:focus-visible)': {
                    outline: '3px solid var(--chakra-colors-gold-700)',
                    outlineOffset: '2px',
                  },
                }}
              >
                <chakra.input
                  ref={index === 0 ? firstSizeRef : undefined}
                  type="radio"
                  name="size"
                  value={option}
                  checked={size === option}
                  onChange={() => {
                    setSize(option);
                    setSizeMissing(false);
                  }}
                  position="absolute"
                  opacity="0"
                  w="full"
                  h="full"
                  m="0"
                  cursor="pointer"
                />
                {option}
              </chakra.label>
            ))}
          </Flex>
          {sizeMissing && (
            <Text id={errorId} role="alert" color="fg.error" fontSize="sm" mt="2">
              Please choose a size.
            </Text>
          )}
        </chakra.fieldset>
      )}

      {unitsLeft !== null && (
        <Text fontSize="sm" fontWeight="semibold" color="red.700" mb="3" data-testid="units-left">
          Only {unitsLeft} left
        </Text>
      )}
      {choice.kind === 'sold-out' ? (
        <Box>
          <Button type="button" disabled w="full" size="lg" letterSpacing="0.12em">
            Sold out
          </Button>
          <Text fontSize="sm" color="fg.muted" mt="2">
            This item is sold out. Our stock changes often: please check again soon.
          </Text>
        </Box>
      ) : (
        <Button
          type="submit"
          w="full"
          size="lg"
          letterSpacing="0.12em"
          loading={busy === 'cart'}
          loadingText="ADDING…"
          disabled={busy !== null}
        >
          {fastCheckout ? 'Fast checkout' : 'Add to cart'}
        </Button>
      )}
      <Button
        type="button"
        variant="outline"
        w="full"
        size="lg"
        mt="3"
        letterSpacing="0.12em"
        onClick={toggleSaved}
        aria-pressed={saved}
        loading={busy === 'wishlist'}
        loadingText={saved ? 'Removing…' : 'Adding…'}
        disabled={busy !== null}
      >
        <HeartIcon size={18} fill={saved ? 'currentColor' : 'none'} />
        {saved ? 'Saved in wishlist' : 'Add to wishlist'}
      </Button>
    </chakra.form>
  );
}
