import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { shopConfig, type CountryCode, type StoreCart } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { RouterLink } from '@/components/ui/router-link';
import { showSnackbar } from '@/components/ui/snackbar';
import { paths } from '@/config/paths';
import { clearCart } from '@/features/cart/api/change-cart';
import { cartChangeFailure } from '@/features/cart/api/error-message';
import { ClearCartConfirmation } from '@/features/cart/components/clear-cart-confirmation';
import { OrderSummary } from './order-summary';

interface CheckoutCartPanelProps {
  cart: StoreCart;
  /** The cart's totals are being read again for another country: the summary says so. */
  updating: boolean;
  country: CountryCode;
  /** An order is being paid: the cart cannot be cleared meanwhile. */
  paying: boolean;
  onCleared(cart: StoreCart): void;
}

/** Beside the checkout's form: the order summary, the way back to the cart, and clearing the cart (asked once more). */
export function CheckoutCartPanel({ cart, updating, country, paying, onCleared }: CheckoutCartPanelProps) {
  const [confirming, setConfirming] = useState(false);
  const [clearing, setClearing] = useState(false);
  const { checkout } = words();

  async function clear() {
    setConfirming(false);
    setClearing(true);
    try {
      onCleared(await clearCart(country));
      showSnackbar({
        message: checkout.cartCleared,
        durationMs: shopConfig.snackbarMs.cart,
        status: 'success',
      });
    } catch (error) {
      showSnackbar({
        message: cartChangeFailure(error),
        durationMs: shopConfig.snackbarMs.cart,
        status: 'error',
      });
    } finally {
      setClearing(false);
    }
  }

  return (
    <Box flex="2" w="full" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
      <OrderSummary cart={cart} updating={updating} />
      <Flex justify="space-between" mt="3" gap="4" wrap="wrap">
        <RouterLink to={paths.cart.href()} textDecoration="underline">
          {checkout.backToCart}
        </RouterLink>
        {!confirming && (
          <Button
            variant="plain"
            textDecoration="underline"
            px="0"
            onClick={() => setConfirming(true)}
            disabled={clearing || paying}
          >
            {checkout.clearCart}
          </Button>
        )}
      </Flex>
      {confirming && (
        <ClearCartConfirmation
          items={cart.items}
          busy={clearing || paying}
          onConfirm={() => void clear()}
          onCancel={() => setConfirming(false)}
        />
      )}
    </Box>
  );
}
