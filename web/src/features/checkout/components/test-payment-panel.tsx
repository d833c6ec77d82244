import { useEffect, useId, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { CHECKOUT_MESSAGES, PAYMENT_METHOD_LABELS, type PaymentMethod } from '@shop/domain';
import { runTestPayment } from '../api/run-test-payment';
import type { PaymentAttempt, PaymentPartProps } from './payment-step';

/** What the panel can play: a delayed success is `processing` now and `succeeded` a moment later. */
type PanelOutcome = 'succeeded' | 'failed' | 'delayed';

const OUTCOME_LABELS: Record<PanelOutcome, string> = {
  succeeded: 'The payment succeeds',
  failed: 'The payment fails',
  delayed: 'The payment is confirmed later',
};

/** How long a delayed success stays `processing`: the thank-you page shows it waiting meanwhile. */
const DELAYED_SUCCESS_MS = 3000;

/** The outcomes a method can have: a card is answered at once; the others can also be confirmed later. */
const outcomesOf = (method: PaymentMethod): PanelOutcome[] =>
  method === 'card' ? ['succeeded', 'failed'] : ['succeeded', 'failed', 'delayed'];

/** Where Stripe sends a shopper back from a bank, PayPal or Klarna, with its redirect status. */
function returnAddress(returnTo: string, paymentIntentId: string, clientSecret: string, status: string) {
  return `${returnTo}&payment_intent=${paymentIntentId}&payment_intent_client_secret=${encodeURIComponent(clientSecret)}&redirect_status=${status}`;
}

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
 * test, it lets the shopper pick one of the methods the shipping country allows and what the payment
 * provider answers. Paying sends the webhook correctly signed events through the API, so the order is
 * paid (or not) exactly as Stripe would have it. Every method but card returns through /thankyou as
 * Stripe's redirect does; a delayed success reports `processing`, then `succeeded` while the
 * thank-you page waits for it.
 */
export function TestPaymentPanel({ methods, method, onMethodChange, onReady }: PaymentPartProps) {
  const [outcome, setOutcome] = useState<PanelOutcome>('succeeded');
  const outcomes = outcomesOf(method);
  const played = outcomes.includes(outcome) ? outcome : 'succeeded';
  // The step reads the choices when paying, not when it was handed over.
  const choices = useRef({ method, outcome: played });
  useEffect(() => {
    choices.current = { method, outcome: played };
  }, [method, played]);

  useEffect(() => {
    onReady({
      prepare: () => Promise.resolve(null),
      async pay(charge, returnTo): Promise<PaymentAttempt> {
        const { method: chosen, outcome: wanted } = choices.current;
        const result = await runTestPayment(
          charge.orderId,
          wanted === 'delayed' ? 'processing' : wanted,
          chosen,
        );
        const back = (status: string): PaymentAttempt => ({
          kind: 'redirect',
          to: returnAddress(returnTo, charge.paymentIntentId, charge.client_secret, status),
        });
        if (wanted === 'delayed') {
          // The provider confirms later; if this never arrives the thank-you page says it is still waiting.
          setTimeout(() => {
            runTestPayment(charge.orderId, 'succeeded', chosen).catch(() => undefined);
          }, DELAYED_SUCCESS_MS);
          return back('processing');
        }
        if (chosen === 'card') {
          return result.payment === 'Failed'
            ? { kind: 'failed', message: CHECKOUT_MESSAGES.cardPaymentFailed }
            : { kind: 'confirmed' };
        }
        return back(result.payment === 'Failed' ? 'failed' : 'succeeded');
      },
    });
  }, [onReady]);

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
            onChange={onMethodChange}
          />
        )}
        <Choice<PanelOutcome>
          legend="Outcome"
          name="test-payment-outcome"
          options={outcomes.map((value) => ({ value, label: OUTCOME_LABELS[value] }))}
          value={played}
          onChange={setOutcome}
        />
      </Stack>
    </Box>
  );
}
