import { useEffect, useId, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  CHECKOUT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  TEST_PAYMENT_OUTCOMES,
  type PaymentMethod,
  type TestPaymentOutcome,
} from '@shop/domain';
import { runTestPayment } from '../api/run-test-payment';
import type { PaymentPartProps } from './payment-step';

const OUTCOME_LABELS: Record<TestPaymentOutcome, string> = {
  succeeded: 'The payment succeeds',
  failed: 'The payment fails',
};

/** A fieldset of radio buttons with a visible legend. */
function Choice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly { value: T; label: string }[];
  value: T;
  onChange(value: T): void;
}) {
  const id = useId();
  return (
    <chakra.fieldset>
      <chakra.legend fontWeight="semibold" mb="1">
        {legend}
      </chakra.legend>
      <Stack direction={{ base: 'column', sm: 'row' }} gap={{ base: '1', sm: '6' }}>
        {options.map((option) => (
          <chakra.label
            key={option.value}
            htmlFor={`${id}-${option.value}`}
            display="flex"
            alignItems="center"
            gap="2"
            minH="11"
            cursor="pointer"
          >
            <chakra.input
              type="radio"
              id={`${id}-${option.value}`}
              name={name}
              value={option.value}
              checked={value === option.value}
              onChange={() => onChange(option.value)}
              w="5"
              h="5"
              accentColor="gold.700"
            />
            {option.label}
          </chakra.label>
        ))}
      </Stack>
    </chakra.fieldset>
  );
}

/**
 * The local stack's stand-in for Stripe's Payment Element (docs/decisions.md rule 5): clearly marked as a
 * test, it lets the shopper pick the method and what the payment provider answers. Paying sends the
 * webhook a correctly signed event through the API, so the order is paid (or not) exactly as Stripe
 * would have it. iDEAL and PayPal return through /thankyou as Stripe's redirect does.
 */
export function TestPaymentPanel({ methods, onMethodChange, onReady }: PaymentPartProps) {
  const [method, setMethod] = useState<PaymentMethod>(methods[0] ?? 'card');
  const [outcome, setOutcome] = useState<TestPaymentOutcome>('succeeded');
  // The step reads the choices when paying, not when it was handed over.
  const choices = useRef({ method, outcome });

  useEffect(() => {
    onReady({
      prepare: () => Promise.resolve(null),
      async pay(charge, returnTo) {
        const { method: chosen, outcome: wanted } = choices.current;
        const result = await runTestPayment(charge.orderId, wanted, chosen);
        const redirects = chosen !== 'card';
        if (result.payment === 'Failed') {
          return redirects
            ? {
                kind: 'redirect',
                to: `${returnTo}&payment_intent=${charge.paymentIntentId}&payment_intent_client_secret=${encodeURIComponent(charge.client_secret)}&redirect_status=failed`,
              }
            : { kind: 'failed', message: CHECKOUT_MESSAGES.cardPaymentFailed };
        }
        return redirects
          ? {
              kind: 'redirect',
              to: `${returnTo}&payment_intent=${charge.paymentIntentId}&payment_intent_client_secret=${encodeURIComponent(charge.client_secret)}&redirect_status=succeeded`,
            }
          : { kind: 'confirmed' };
      },
    });
  }, [onReady]);

  function chooseMethod(next: PaymentMethod) {
    choices.current.method = next;
    setMethod(next);
    onMethodChange(next);
  }

  function chooseOutcome(next: TestPaymentOutcome) {
    choices.current.outcome = next;
    setOutcome(next);
  }

  return (
    <Box
      as="section"
      aria-labelledby="test-payment-heading"
      data-testid="test-payment-panel"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor="gold.700"
      bg="gold.50"
      rounded="md"
      p="5"
    >
      <Heading as="h3" id="test-payment-heading" size="md" letterSpacing="0.08em">
        Test payment
      </Heading>
      <Text mt="1" mb="4" fontSize="sm">
        This shop runs with the local test payment provider: no money is taken and no card or bank details are
        asked for. Choose how the payment provider answers.
      </Text>
      <Stack gap="4">
        {methods.length > 1 && (
          <Choice
            legend="Payment method"
            name="test-payment-method"
            options={methods.map((value) => ({ value, label: PAYMENT_METHOD_LABELS[value] }))}
            value={method}
            onChange={chooseMethod}
          />
        )}
        <Choice
          legend="Outcome"
          name="test-payment-outcome"
          options={TEST_PAYMENT_OUTCOMES.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
          value={outcome}
          onChange={chooseOutcome}
        />
      </Stack>
    </Box>
  );
}
