import { useEffect, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { CHECKOUT_MESSAGES, formatEuro, MESSAGES, orderReference } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { notifyCartChanged } from '@/features/cart/api/cart-events';
import { usePaymentVerdict } from '../api/use-payment-verdict';

function Outcome({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Box textAlign="center" maxW="2xl" mx="auto">
      <Heading as="h1" size="2xl" fontWeight="normal" letterSpacing="0.04em" mb="4">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

const linkStyle = { textDecoration: 'underline', fontWeight: 'semibold' } as const;

function TrackLink() {
  return (
    <RouterLink to={paths.track.href()} {...linkStyle}>
      Track your order
    </RouterLink>
  );
}

/** A failed payment: the spec's iDEAL text on an iDEAL return, and the way back to paying. */
function PaymentFailed({ ideal }: { ideal: boolean }) {
  return (
    <Outcome title="Payment failed">
      <Text role="alert" fontSize="lg" mb="4" data-testid="payment-failed">
        {ideal ? MESSAGES.idealPaymentFailed : CHECKOUT_MESSAGES.paymentFailed}
      </Text>
      <RouterLink to={ideal ? paths.checkoutIdeal.href() : paths.checkout.href()} {...linkStyle}>
        Try again
      </RouterLink>
      <Text mt="3">
        <RouterLink to={paths.cart.href()} {...linkStyle}>
          Back to your cart
        </RouterLink>
      </Text>
    </Outcome>
  );
}

/**
 * /thankyou: where the checkout (and a bank or PayPal redirect) lands. A failed redirect shows the
 * failure at once; otherwise the page waits for the webhook's verdict on the order (docs/decisions.md rule 5)
 * and shows the spec's thank-you texts only once the order is paid.
 */
export function ThankYouPage() {
  const [params] = useSearchParams();
  const orderId = params.get('order');
  const redirectFailed = params.get('redirect_status') === 'failed';
  const ideal = params.get('source_type') === 'ideal';
  const verdict = usePaymentVerdict(orderId, !redirectFailed);

  const paidOrder = verdict.status === 'settled' && verdict.order.payment === 'Paid' ? verdict.order : null;
  useEffect(() => {
    if (!paidOrder) return;
    // A paid order has emptied the cart: the header badge re-reads it.
    notifyCartChanged();
    // For analytics, if the shop has it and the shopper accepts (features/consent/api/shop-events.ts).
    if (__SHOP_ANALYTICS__)
      (window.shopEvents ??= []).push({ name: 'purchase', detail: { order: paidOrder } });
  }, [paidOrder]);

  let content: ReactNode;
  if (redirectFailed) {
    content = <PaymentFailed ideal={ideal} />;
  } else if (verdict.status === 'waiting') {
    content = (
      <Outcome title="Confirming your payment">
        <LoadingState label={CHECKOUT_MESSAGES.waitingForPayment} />
      </Outcome>
    );
  } else if (verdict.status === 'timeout') {
    content = (
      <Outcome title="Payment not confirmed yet">
        <Text mb="4">{CHECKOUT_MESSAGES.stillWaiting}</Text>
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.status === 'missing') {
    content = (
      <Outcome title="Order not found">
        <Text mb="4">
          We could not find this order. Your orders and their payment status are on the Track order page.
        </Text>
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.status === 'error') {
    content = (
      <Outcome title="Payment status unavailable">
        <ErrorState title="We could not check your payment" message={verdict.message} />
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.order.payment === 'Paid') {
    content = (
      <Outcome title={MESSAGES.paymentCompleted}>
        <Text fontSize="lg" mb="2" data-testid="delivery-promise">
          {CHECKOUT_MESSAGES.deliveryPromise}
        </Text>
        <Text color="fg.muted" mb="6" data-testid="order-reference">
          Order number {orderReference(verdict.order)} · {formatEuro(verdict.order.totals.payable)} paid. A
          confirmation has been sent to {verdict.order.customer.email}.
        </Text>
        <TrackLink />
      </Outcome>
    );
  } else if (verdict.order.payment === 'Refund due') {
    content = (
      <Outcome title="Order cancelled">
        <Text role="alert" fontSize="lg" mb="4" data-testid="refund-due">
          {CHECKOUT_MESSAGES.refundDue}
        </Text>
        <TrackLink />
      </Outcome>
    );
  } else {
    content = <PaymentFailed ideal={ideal || verdict.order.paymentMethod === 'ideal'} />;
  }

  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }} aria-live="polite">
      {content}
    </Container>
  );
}
