import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { chakra } from '@chakra-ui/react/styled-system';
import { MESSAGES, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { EyeIcon, HeartIcon } from '@/components/ui/icons';
import { showSnackbar } from '@/components/ui/snackbar';

const messageOf = (error: unknown) =>
  error instanceof Error ? error.message : 'Something went wrong. Please try again.';

const iconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '11',
  h: '11',
  rounded: 'full',
  bg: 'white',
  color: 'ink',
  boxShadow: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'gold.50' },
  _disabled: { opacity: 0.6, cursor: 'progress' },
} as const;

const textButton = {
  flex: '1',
  minH: '11',
  px: '2',
  fontSize: 'xs',
  fontWeight: 'semibold',
  letterSpacing: '0.1em',
  cursor: 'pointer',
  _disabled: { opacity: 0.7, cursor: 'progress' },
} as const;

/**
 * A listing card's buttons, over its image: quick view and wishlist icons, and ADD TO CART and FAST
 * CHECKOUT (add, then the cart after shopConfig.fastCheckoutDelayMs). Those two show on hover or
 * keyboard focus where there is a pointer that hovers, and always on touch screens. A product with
 * several sizes in stock asks for the size in the quick view first (decisions rule 14); a sold-out
 * one cannot be added (rule 15). Each button is described by the product title.
 */
export function ProductCardActions({
  productId,
  describedBy,
  soldOut,
  needsSize,
  onQuickView,
}: {
  productId: string;
  describedBy: string;
  soldOut: boolean;
  needsSize: boolean;
  onQuickView: (productId: string) => void;
}) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState<'cart' | 'checkout' | 'wishlist' | null>(null);

  async function addToCart(then: 'stay' | 'checkout') {
    if (needsSize) {
      onQuickView(productId);
      return;
    }
    setBusy(then === 'stay' ? 'cart' : 'checkout');
    try {
      const { addProductToCart } = await import('../api/card-actions');
      const outcome = await addProductToCart(productId);
      showSnackbar(
        outcome === 'added'
          ? { message: MESSAGES.itemAddedToCart, durationMs: shopConfig.snackbarMs.cart, status: 'success' }
          : { message: MESSAGES.itemAlreadyInCart, durationMs: shopConfig.snackbarMs.cart, status: 'info' },
      );
      if (then === 'checkout') {
        window.setTimeout(() => navigate(paths.cart.href()), shopConfig.fastCheckoutDelayMs);
      }
    } catch (error) {
      showSnackbar({ message: messageOf(error), durationMs: shopConfig.snackbarMs.cart, status: 'error' });
    } finally {
      setBusy(null);
    }
  }

  async function addToWishlist() {
    setBusy('wishlist');
    try {
      const { addProductToWishlist } = await import('../api/card-actions');
      const { added, message } = await addProductToWishlist(productId);
      showSnackbar({
        message,
        durationMs: shopConfig.snackbarMs.wishlist,
        status: added ? 'success' : 'info',
      });
    } catch (error) {
      showSnackbar({
        message: messageOf(error),
        durationMs: shopConfig.snackbarMs.wishlist,
        status: 'error',
      });
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <Box position="absolute" top="2" right="2" display="flex" flexDirection="column" gap="2">
        <chakra.button
          type="button"
          {...iconButton}
          aria-label="Quick view"
          aria-describedby={describedBy}
          aria-haspopup="dialog"
          onClick={() => onQuickView(productId)}
        >
          <EyeIcon size={20} />
        </chakra.button>
        <chakra.button
          type="button"
          {...iconButton}
          aria-label="Add to wishlist"
          aria-describedby={describedBy}
          disabled={busy !== null}
          onClick={addToWishlist}
        >
          <HeartIcon size={20} />
        </chakra.button>
      </Box>
      {!soldOut && (
        // Over the bottom of the image (the image box is the card's first 4:5 of height).
        <Box
          position="absolute"
          top="0"
          left="0"
          right="0"
          aspectRatio="4 / 5"
          display="flex"
          alignItems="flex-end"
          pointerEvents="none"
        >
          <Box
            display="flex"
            w="full"
            pointerEvents="auto"
            transition="opacity 0.2s ease"
            css={{
              '@media (hover: hover)': {
                opacity: 0,
                '.group:hover &, .group:focus-within &': { opacity: 1 },
              },
            }}
          >
            <chakra.button
              type="button"
              {...textButton}
              bg="white"
              color="ink"
              _hover={{ bg: 'gold.50' }}
              aria-describedby={describedBy}
              disabled={busy !== null}
              onClick={() => void addToCart('stay')}
            >
              {busy === 'cart' ? 'ADDING…' : 'ADD TO CART'}
            </chakra.button>
            <chakra.button
              type="button"
              {...textButton}
              bg="ink"
              color="white"
              _hover={{ bg: 'gold.700' }}
              aria-describedby={describedBy}
              disabled={busy !== null}
              onClick={() => void addToCart('checkout')}
            >
              {busy === 'checkout' ? 'ADDING…' : 'FAST CHECKOUT'}
            </chakra.button>
          </Box>
        </Box>
      )}
    </>
  );
}
