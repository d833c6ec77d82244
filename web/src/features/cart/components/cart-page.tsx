import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';
import { MESSAGES, quantityRefusal, shopConfig, type StoreCart, type StoreCartLine } from '@shop/domain';
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
import { ClearCartConfirmation } from './clear-cart-confirmation';
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
  // Refusals are said beside what was refused: a line's quantity, the coupon field.
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});
  const [couponError, setCouponError] = useState<string | null>(null);
  const [confirmingClear, setConfirmingClear] = useState(false);

  /**
   * Runs a change; on success shows `done` and answers null, on failure answers the message for the
   * caller to show beside its field (or, without `onFailure` there, in a snackbar).
   */
  async function change(
    run: () => Promise<StoreCart>,
    done: string,
    durationMs: number = cartMs,
  ): Promise<string | null> {
    setBusy(true);
    try {
      setCart(await run());
      showSnackbar({ message: done, durationMs, status: 'success' });
      return null;
    } catch (error) {
      return messageOf(error);
    } finally {
      setBusy(false);
    }
  }

  async function changeWithSnackbar(
    run: () => Promise<StoreCart>,
    done: string,
    durationMs: number = cartMs,
  ) {
    const failure = await change(run, done, durationMs);
    if (failure) showSnackbar({ message: failure, durationMs, status: 'error' });
  }

  function setLineError(lineId: string, message: string | null) {
    setLineErrors(({ [lineId]: _old, ...rest }) => (message ? { ...rest, [lineId]: message } : rest));
  }

  /** A quantity typed or stepped: checked here against what the server would refuse, then sent. */
  async function changeQuantity(line: StoreCartLine, qty: number): Promise<boolean> {
    const refusal = quantityRefusal(qty, line.stock);
    if (refusal) {
      setLineError(line.id, refusal);
      return false;
    }
    const failure = await change(() => changeCartQuantity(line.id, qty), 'Quantity updated');
    setLineError(line.id, failure);
    return failure === null;
  }

  async function apply(code: string): Promise<boolean> {
    const failure = await change(
      async () => (await applyCoupon(code)).cart,
      MESSAGES.discountApplied,
      couponMs,
    );
    setCouponError(failure);
    return failure === null;
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
                  error={lineErrors[line.id] ?? null}
                  onQuantity={(qty) => changeQuantity(line, qty)}
                  onRemove={() =>
                    void changeWithSnackbar(() => removeCartLine(line.id), 'Item removed from Cart')
                  }
                />
              ))}
            </chakra.ul>
            <Flex gap="3" mt="6" wrap="wrap" justify="space-between">
              <Button asChild variant="outline" borderColor="ink" letterSpacing="0.1em">
                <Link to={continueShoppingHref}>Continue shopping</Link>
              </Button>
              {!confirmingClear && (
                <Button
                  variant="outline"
                  borderColor="ink"
                  letterSpacing="0.1em"
                  disabled={busy}
                  onClick={() => setConfirmingClear(true)}
                >
                  Clear shopping cart
                </Button>
              )}
            </Flex>
            {confirmingClear && (
              <ClearCartConfirmation
                items={state.cart.lines.reduce((units, line) => units + line.qty, 0)}
                busy={busy}
                onConfirm={() => {
                  setConfirmingClear(false);
                  void changeWithSnackbar(() => clearCart(), 'Your shopping cart is now empty');
                }}
                onCancel={() => setConfirmingClear(false)}
              />
            )}
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
              error={couponError}
              onApply={apply}
              onTyping={() => setCouponError(null)}
              onRemove={() => void changeWithSnackbar(() => removeCoupon(), 'Discount removed', couponMs)}
            />
            <Box mt="6">
              <CartSummary totals={state.cart.totals} country={state.cart.country} />
            </Box>
            <Flex direction="column" gap="3" mt="6">
              <Button asChild {...payButton}>
                <Link to={paths.checkout.href()}>Pay with card</Link>
              </Button>
              <Button asChild {...payButton}>
                <Link to={paths.checkoutIdeal.href()}>Pay with iDEAL</Link>
              </Button>
            </Flex>
          </Box>
        </Flex>
      )}
    </Container>
  );
}
