import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { MESSAGES, shopConfig, type StoreCart } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { showSnackbar } from '@/components/ui/snackbar';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { applyCoupon, changeCartQuantity, clearCart, removeCartLine, removeCoupon } from '../api/change-cart';
import { messageOf } from '../api/error-message';
import { useCart } from '../api/get-cart';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { CouponBox } from './coupon-box';
import { EmptyCart, continueShoppingHref } from './empty-cart';
import { OrderNoteField } from './order-note-field';

const { cart: cartMs, coupon: couponMs } = shopConfig.snackbarMs;

const payButton = { colorPalette: 'gold', size: 'lg', w: 'full', letterSpacing: '0.1em' } as const;

/** /cart: the lines, CONTINUE SHOPPING, CLEAR SHOPPING CART, NOTE, the coupon and the totals. */
export function CartPage() {
  useDocumentTitle('Shopping cart');
  const { state, reload, setCart } = useCart();
  // One change at a time: each answers the whole cart, so overlapping answers could show an old one.
  const [busy, setBusy] = useState(false);

  async function change(
    run: () => Promise<StoreCart>,
    done: string,
    durationMs: number = cartMs,
  ): Promise<boolean> {
    setBusy(true);
    try {
      setCart(await run());
      showSnackbar({ message: done, durationMs, status: 'success' });
      return true;
    } catch (error) {
      showSnackbar({ message: messageOf(error), durationMs, status: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  }

  // The server refuses it too; saying it here points the shopper to Remove instead.
  function refuseBelowOne(): Promise<boolean> {
    showSnackbar({
      message: 'The quantity must be at least 1. Use Remove to take an item out.',
      durationMs: cartMs,
      status: 'error',
    });
    return Promise.resolve(false);
  }

  async function apply(code: string): Promise<boolean> {
    return change(async () => (await applyCoupon(code)).cart, MESSAGES.discountApplied, couponMs);
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="6">
        Shopping cart
      </Heading>
      {state.status === 'loading' && <LoadingState label="Loading your cart…" />}
      {state.status === 'error' && (
        <ErrorState title="Your cart could not be loaded" message={state.message}>
          <Button mt="3" size="sm" variant="outline" onClick={reload}>
            Try again
          </Button>
        </ErrorState>
      )}
      {state.status === 'ready' && state.cart.lines.length === 0 && (
        <EmptyCart continueTo={continueShoppingHref} />
      )}
      {state.status === 'ready' && state.cart.lines.length > 0 && (
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '12' }} align="start">
          <Box flex="1" w="full">
            <chakra.ul
              listStyleType="none"
              borderTopWidth="1px"
              borderColor="gray.200"
              aria-label="Items in your cart"
            >
              {state.cart.lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  busy={busy}
                  onQuantity={(qty) =>
                    qty < 1
                      ? refuseBelowOne()
                      : change(() => changeCartQuantity(line.id, qty), 'Quantity updated')
                  }
                  onRemove={() => void change(() => removeCartLine(line.id), 'Item removed from Cart')}
                />
              ))}
            </chakra.ul>
            <Flex gap="3" mt="6" wrap="wrap" justify="space-between">
              <Button asChild variant="outline" borderColor="ink" letterSpacing="0.1em">
                <Link to={continueShoppingHref}>CONTINUE SHOPPING</Link>
              </Button>
              <Button
                variant="outline"
                borderColor="ink"
                letterSpacing="0.1em"
                disabled={busy}
                onClick={() => void change(() => clearCart(), 'Your shopping cart is now empty')}
              >
                CLEAR SHOPPING CART
              </Button>
            </Flex>
            <Box mt="8" maxW="xl">
              <OrderNoteField />
            </Box>
          </Box>
          <Box
            as="aside"
            aria-label="Order summary"
            w={{ base: 'full', lg: '96' }}
            bg="gray.50"
            p="6"
            rounded="sm"
          >
            <CouponBox
              coupon={state.cart.coupon}
              busy={busy}
              onApply={apply}
              onRemove={() => void change(() => removeCoupon(), 'Discount removed', couponMs)}
            />
            <Box mt="6">
              <CartSummary totals={state.cart.totals} country={state.cart.country} />
            </Box>
            <Flex direction="column" gap="3" mt="6">
              <Button asChild {...payButton}>
                <Link to={paths.checkout.href()}>PAY WITH CARD</Link>
              </Button>
              <Button asChild {...payButton}>
                <Link to={paths.checkoutIdeal.href()}>PAY WITH iDEAL</Link>
              </Button>
            </Flex>
          </Box>
        </Flex>
      )}
    </Container>
  );
}
