import { lazy, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  CHECKOUT_MESSAGES,
  checkoutDetailsSchemaFor,
  checkoutRequiredFields,
  EMPTY_CHECKOUT_DETAILS,
  MAX_SAVED_ADDRESSES,
  formatEuro,
  isCountryCode,
  MESSAGES,
  paymentAmountChange,
  paymentMethodTypesFor,
  shopConfig,
  type CountryCode,
  type PaymentMethod,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { RouterLink } from '@/components/ui/router-link';
import { showSnackbar } from '@/components/ui/snackbar';
import { stripePublishableKey } from '@/config/payment-env';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAddressBook } from '@/features/account/api/address-book';
import { notifyCartChanged } from '@/features/cart/api/cart-events';
import { clearCart } from '@/features/cart/api/change-cart';
import { messageOf } from '@/features/cart/api/error-message';
import { useCart } from '@/features/cart/api/get-cart';
import { readOrderNote } from '@/features/cart/api/order-note';
import { ClearCartConfirmation } from '@/features/cart/components/clear-cart-confirmation';
import { continueShoppingHref, EmptyCart } from '@/features/cart/components/empty-cart';
import { useVisitor } from '@/lib/firebase/auth';
import { isCouponUsedUp } from '../api/coupon-used-up';
import { reportPayment } from '../api/report-payment';
import { addToAddressBook, sameAddress } from '../api/save-checkout-address';
import { startPayment } from '../api/start-payment';
import { forgetTypedDetails, keepTypedDetails, readTypedDetails } from '../api/typed-details';
import { useVisitorCountry } from '../api/visitor-country';
import { DetailsForm, fieldId, type CheckoutDetails, type FieldName } from './details-form';
import { OrderSummary } from './order-summary';
import { SaveAddressChoice } from './save-address-choice';
import { SavedAddressChoice } from './saved-address-choice';
import type { PaymentStep } from './payment-step';
import { TestPaymentPanel } from './test-payment-panel';

// Stripe's SDK is loaded only where a real payment can be taken (a publishable key is configured).
const StripePayment = lazy(() => import('./stripe-payment'));
const provider = stripePublishableKey ? 'stripe' : 'test';

// The form's order; the country stays '' (not chosen) until the shopper picks one (see CheckoutPage).
const FIELD_ORDER = Object.keys(EMPTY_CHECKOUT_DETAILS) as FieldName[];

/**
 * /checkout (card and PayPal) and /checkoutideal (iDEAL): the cart summary, the details form, the
 * payment part (Stripe's Payment Element, or the test payment panel on the local stack) and a clear-
 * cart link. The server computes what is charged; the summary shows its totals for the chosen
 * country. The order is paid only when the webhook says so; /thankyou waits for that.
 */
export function CheckoutPage({ page }: { page: 'card' | 'ideal' }) {
  const title = page === 'card' ? 'Checkout' : 'Checkout with iDEAL';
  useDocumentTitle(title);
  const navigate = useNavigate();
  const methods = paymentMethodTypesFor(page);

  // What was typed survives a reload of the tab (never card data: that is in the payment form).
  const [{ details, businessOrder, saveAddress }, setTyped] = useState(readTypedDetails);
  useEffect(
    () => keepTypedDetails({ details, businessOrder, saveAddress }),
    [details, businessOrder, saveAddress],
  );
  const setDetails = (update: (current: CheckoutDetails) => CheckoutDetails) =>
    setTyped((typed) => ({ ...typed, details: update(typed.details) }));
  const required = checkoutRequiredFields({ businessOrder }) as ReadonlySet<FieldName>;
  const [confirmingClear, setConfirmingClear] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const [paymentError, setPaymentError] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [paymentMethod, setPaymentMethod] = useState<PaymentMethod>(methods[0] ?? page);
  const step = useRef<PaymentStep | null>(null);
  const onReady = useCallback((ready: PaymentStep) => {
    step.current = ready;
  }, []);

  const visitor = useVisitor();
  const account = visitor.uid !== null && !visitor.isAnonymous ? visitor.uid : null;
  const { state: addressBook } = useAddressBook(account);
  const savedAddresses = addressBook.status === 'ready' ? addressBook.addresses : [];
  const visitorCountry = useVisitorCountry();
  // Until the shopper chooses a country (or a saved address), the form shows the visitor's country
  // when the shop knows it and the shopper has no saved address to choose from (decided once the
  // session and the address book are known), else the shop's own (storefront.md: Netherlands).
  const defaultCountry =
    visitorCountry !== null &&
    !visitor.loading &&
    addressBook.status !== 'loading' &&
    savedAddresses.length === 0
      ? visitorCountry
      : shopConfig.defaultCountry;
  const country: CountryCode = isCountryCode(details.country) ? details.country : defaultCountry;
  const form: CheckoutDetails = { ...details, country };
  const { state, reload, setCart } = useCart(country);
  // The summary shows the previous country's totals until the new ones arrive.
  const updating = state.status === 'ready' && state.cart.country !== country;

  // For analytics, if the shop has it and the shopper accepts (features/consent/api/shop-events.ts):
  // once per visit of the page, when the cart it checks out first shows.
  const checkoutAnnounced = useRef(false);
  useEffect(() => {
    if (
      !__SHOP_ANALYTICS__ ||
      checkoutAnnounced.current ||
      state.status !== 'ready' ||
      state.cart.lines.length === 0
    )
      return;
    checkoutAnnounced.current = true;
    (window.shopEvents ??= []).push({ name: 'begin_checkout', detail: { cart: state.cart } });
  }, [state]);

  function change(name: FieldName, value: string) {
    setDetails((current) => ({ ...current, [name]: value }));
    if (!errors[name]) return;
    const { [name]: _fixed, ...rest } = errors;
    setErrors(rest);
    // The alert goes once every field it was about has been changed.
    if (Object.keys(rest).length === 0) setFormAlert(null);
  }

  async function clear() {
    setConfirmingClear(false);
    setClearing(true);
    try {
      setCart(await clearCart(country));
      showSnackbar({
        message: 'Your shopping cart is empty now',
        durationMs: shopConfig.snackbarMs.cart,
        status: 'success',
      });
    } catch (error) {
      showSnackbar({ message: messageOf(error), durationMs: shopConfig.snackbarMs.cart, status: 'error' });
    } finally {
      setClearing(false);
    }
  }

  async function pay(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (paying || state.status !== 'ready') return;
    setPaymentError(null);

    const parsed = checkoutDetailsSchemaFor({ businessOrder }).safeParse(
      businessOrder ? form : { ...form, companyAddress: '' },
    );
    if (!parsed.success) {
      const found: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) {
        const name = issue.path[0] as FieldName;
        found[name] ??= issue.message;
      }
      setErrors(found);
      const missing = FIELD_ORDER.some((name) => required.has(name) && form[name].trim() === '');
      setFormAlert(missing ? MESSAGES.fillAllFields : 'Please correct the fields marked below.');
      const first = FIELD_ORDER.find((name) => found[name]);
      if (first) document.getElementById(fieldId(first))?.focus();
      return;
    }
    setErrors({});
    setFormAlert(null);
    const payment = step.current;
    if (!payment) {
      setPaymentError('The payment form is still loading. Please wait a moment and try again.');
      return;
    }

    setPaying(true);
    try {
      const problem = await payment.prepare();
      if (problem) {
        setPaymentError(problem);
        return;
      }
      const note = readOrderNote();
      // What the Pay button showed: the payment is confirmed only for that amount.
      const shown = state.cart.totals.payable;
      const charge = await startPayment(paymentMethod, parsed.data, note);
      if (charge.provider !== provider) {
        setPaymentError(CHECKOUT_MESSAGES.paymentsNotConfigured);
        return;
      }
      const changed = paymentAmountChange(shown, charge.amount);
      if (changed) {
        // The summary and the Pay button show the new total; paying again confirms it.
        reload();
        setPaymentError(changed);
        return;
      }
      const returnTo = `${paths.thankYou.href()}?order=${encodeURIComponent(charge.orderId)}${page === 'ideal' ? '&source_type=ideal' : ''}`;
      const attempt = await payment.pay(charge, returnTo);
      if (attempt.kind === 'failed') {
        setPaymentError(attempt.message);
        return;
      }
      if (attempt.kind === 'confirmed') await reportPayment(charge, parsed.data, note, state.cart.items);
      forgetTypedDetails();
      if (account && saveAddress) {
        const saved = await addToAddressBook(savedAddresses, parsed.data);
        if (saved) showSnackbar({ message: saved, durationMs: shopConfig.snackbarMs.cart, status: 'info' });
      }
      // The webhook may already have emptied the cart: the header badge re-reads it.
      notifyCartChanged();
      navigate(attempt.kind === 'redirect' ? attempt.to : returnTo);
    } catch (error) {
      if (isCouponUsedUp(error)) reload();
      setPaymentError(messageOf(error));
    } finally {
      setPaying(false);
    }
  }

  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="6">
        {title}
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
        <Flex direction={{ base: 'column', lg: 'row' }} gap={{ base: '8', lg: '12' }} align="flex-start">
          <chakra.form onSubmit={pay} noValidate flex="3" w="full" aria-labelledby="checkout-details-heading">
            <Heading as="h2" id="checkout-details-heading" size="lg" fontWeight="normal" mb="3">
              Your details
            </Heading>
            {formAlert && (
              <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" rounded="md" p="3" mb="4">
                <Text color="fg.error" fontWeight="semibold">
                  {formAlert}
                </Text>
              </Box>
            )}
            <SavedAddressChoice
              addresses={savedAddresses}
              onChoose={(address) => {
                setDetails((current) => ({ ...current, ...address }));
                setErrors({});
              }}
            />
            <DetailsForm
              values={form}
              errors={errors}
              required={required}
              disabled={paying}
              businessOrder={businessOrder}
              onBusinessOrderChange={(checked) => {
                setTyped((typed) => ({ ...typed, businessOrder: checked }));
                // A private order has no company address to get wrong.
                if (!checked) setErrors(({ companyAddress: _dropped, ...rest }) => rest);
              }}
              onChange={change}
            />
            {account && (
              <SaveAddressChoice
                checked={saveAddress}
                alreadySaved={savedAddresses.some((saved) => sameAddress(saved, form))}
                full={savedAddresses.length >= MAX_SAVED_ADDRESSES}
                onChange={(checked) => setTyped((typed) => ({ ...typed, saveAddress: checked }))}
              />
            )}

            <Heading as="h2" size="lg" fontWeight="normal" mt="8" mb="3">
              Payment
            </Heading>
            {provider === 'stripe' ? (
              <Suspense fallback={<LoadingState label="Loading the payment form…" />}>
                <StripePayment
                  amount={state.cart.totals.payable}
                  methods={methods}
                  onMethodChange={setPaymentMethod}
                  onReady={onReady}
                />
              </Suspense>
            ) : (
              <TestPaymentPanel
                amount={state.cart.totals.payable}
                methods={methods}
                onMethodChange={setPaymentMethod}
                onReady={onReady}
              />
            )}
            {paymentError && <ErrorState title="Your order has not been paid" message={paymentError} />}
            <Button
              type="submit"
              colorPalette="gold"
              size="lg"
              w="full"
              mt="6"
              letterSpacing="0.1em"
              disabled={paying}
            >
              {paying ? MESSAGES.paying : updating ? 'Pay' : `Pay ${formatEuro(state.cart.totals.payable)}`}
            </Button>
            {page === 'card' ? (
              <Text fontSize="sm" mt="3">
                Paying with iDEAL?{' '}
                <RouterLink to={paths.checkoutIdeal.href()} textDecoration="underline">
                  Check out with iDEAL
                </RouterLink>
              </Text>
            ) : (
              <Text fontSize="sm" mt="3">
                Paying by card or PayPal?{' '}
                <RouterLink to={paths.checkout.href()} textDecoration="underline">
                  Check out by card
                </RouterLink>
              </Text>
            )}
          </chakra.form>

          <Box flex="2" w="full" position={{ lg: 'sticky' }} top={{ lg: '4' }}>
            <OrderSummary cart={state.cart} updating={updating} />
            <Flex justify="space-between" mt="3" gap="4" wrap="wrap">
              <RouterLink to={paths.cart.href()} textDecoration="underline">
                Back to cart
              </RouterLink>
              {!confirmingClear && (
                <Button
                  variant="plain"
                  textDecoration="underline"
                  px="0"
                  onClick={() => setConfirmingClear(true)}
                  disabled={clearing || paying}
                >
                  Clear shopping cart
                </Button>
              )}
            </Flex>
            {confirmingClear && (
              <ClearCartConfirmation
                items={state.cart.items}
                busy={clearing || paying}
                onConfirm={() => void clear()}
                onCancel={() => setConfirmingClear(false)}
              />
            )}
          </Box>
        </Flex>
      )}
    </Container>
  );
}
