import { orderReadFailure } from '@/app/i18n/form-words';
import { fill, formatPrice, words } from '@/app/i18n/page-language';
import type { FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCart } from '@/features/cart/api/get-cart';
import { continueShoppingHref, EmptyCart } from '@/features/cart/components/empty-cart';
import { useBeginCheckoutEvent } from '../hooks/use-begin-checkout-event';
import { useCheckoutForm } from '../hooks/use-checkout-form';
import { useCheckoutPayment } from '../hooks/use-checkout-payment';
import { CheckoutCartPanel } from './checkout-cart-panel';
import { YourDetails } from './your-details';
import { OtherCheckoutLink } from './other-checkout-link';
import { PaymentPart } from './payment-part';

/**
 * /checkout (card and PayPal) and /checkoutideal (iDEAL): the cart summary, the details form, the
 * payment part (Stripe's Payment Element, or the test payment panel on the local stack) and a clear-
 * cart link. The server computes what is charged; the summary shows its totals for the chosen
 * country. The order is paid only when the webhook says so; /thankyou waits for that.
 */
export function CheckoutPage({ page }: { page: 'card' | 'ideal' }) {
  const { cart, checkout, checkoutForm } = words();
  const title = page === 'card' ? checkout.title : checkout.titleIdeal;
  useDocumentTitle(title);
  const form = useCheckoutForm();
  const { state, reload, setCart } = useCart(form.country);
  // The summary shows the previous country's totals until the new ones arrive.
  const updating = state.status === 'ready' && state.cart.country !== form.country;
  useBeginCheckoutEvent(state);
  const payment = useCheckoutPayment({
    page,
    country: form.country,
    amount: state.status === 'ready' ? state.cart.totals.payable : 0,
    reloadCart: reload,
    paidWith: form.paidWith,
  });

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (payment.paying || state.status !== 'ready') return;
    payment.clearError();
    const details = form.validate();
    if (details) await payment.pay(state.cart, details);
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="6">
        {title}
      </Heading>
      {state.status === 'loading' && <LoadingState label={cart.loading} />}
      {state.status === 'error' && (
        <ErrorState title={cart.loadFailed} message={orderReadFailure(state.error)}>
          <Button mt="3" size="sm" variant="outline" onClick={reload}>
            {cart.tryAgain}
          </Button>
        </ErrorState>
      )}
      {state.status === 'ready' && state.cart.lines.length === 0 && (
        <EmptyCart continueTo={continueShoppingHref} />
      )}
      {state.status === 'ready' && state.cart.lines.length > 0 && (
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '12' }} align="flex-start">
          <chakra.form onSubmit={pay} noValidate flex="3" w="full" aria-labelledby="checkout-details-heading">
            <Heading as="h2" id="checkout-details-heading" size="lg" fontWeight="normal" mb="3">
              {checkoutForm.yourDetails}
            </Heading>
            <YourDetails form={form} disabled={payment.paying} />

            <Heading as="h2" size="lg" fontWeight="normal" mt="8" mb="3">
              {checkout.payment}
            </Heading>
            {payment.unavailable ? (
              <Text role="status" data-testid="payment-unavailable">
                {payment.unavailable}
              </Text>
            ) : (
              <PaymentPart
                amount={state.cart.totals.payable}
                methods={payment.methods}
                method={payment.method}
                onMethodChange={payment.setMethod}
                onReady={payment.onReady}
              />
            )}
            {payment.error && <ErrorState title={checkoutForm.notPaid} message={payment.error} />}
            <Button
              type="submit"
              colorPalette="gold"
              size="lg"
              w="full"
              mt="6"
              letterSpacing="0.1em"
              disabled={payment.paying || payment.unavailable !== null}
            >
              {payment.paying
                ? checkoutForm.paying
                : updating
                  ? checkoutForm.pay
                  : fill(checkout.pay, { amount: formatPrice(state.cart.totals.payable) })}
            </Button>
            <OtherCheckoutLink page={page} />
          </chakra.form>

          <CheckoutCartPanel
            cart={state.cart}
            updating={updating}
            country={form.country}
            paying={payment.paying}
            onCleared={setCart}
          />
        </Flex>
      )}
    </Container>
  );
}
