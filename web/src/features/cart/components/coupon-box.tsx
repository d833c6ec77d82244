import { useId, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import type { StoreCartCoupon } from '@shop/domain';
import { TextInput } from '@/components/ui/text-input';

/**
 * The coupon code box. Without a coupon: a code field and Check. With one: the field shows the code,
 * field and Check are disabled and Remove Discount appears. A coupon that stopped applying (the cart
 * fell below its minimum, it expired) says why. The server decides whether a code works.
 */
export function CouponBox({
  coupon,
  busy,
  error,
  onApply,
  onTyping,
  onRemove,
}: {
  coupon: StoreCartCoupon | null;
  busy: boolean;
  /** Why the last code was refused: shown under the field, where the shopper is looking. */
  error: string | null;
  /** Resolves true when the code was applied. */
  onApply: (code: string) => Promise<boolean>;
  /** The code is being changed: a refusal of the old one no longer applies. */
  onTyping: () => void;
  onRemove: () => void;
}) {
  const inputId = useId();
  const statusId = useId();
  const errorId = useId();
  const [code, setCode] = useState('');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') return;
    if (await onApply(code)) setCode('');
  }

  return (
    <Box as="section" aria-labelledby={`${inputId}-heading`}>
      <chakra.h2 id={`${inputId}-heading`} fontSize="sm" fontWeight="semibold" letterSpacing="0.1em" mb="2">
        Coupon code
      </chakra.h2>
      <chakra.form onSubmit={submit}>
        <chakra.label htmlFor={inputId} display="block" fontSize="sm" mb="1.5">
          Enter your coupon code if you have one
        </chakra.label>
        <Flex gap="2" wrap="wrap">
          <TextInput
            id={inputId}
            name="coupon"
            autoComplete="off"
            value={coupon ? coupon.code : code}
            onChange={(event) => {
              setCode(event.target.value);
              onTyping();
            }}
            disabled={coupon !== null || busy}
            aria-invalid={error ? true : undefined}
            aria-describedby={coupon ? statusId : error ? errorId : undefined}
            flex="1"
            minW="40"
            borderColor="gray.400"
            textTransform="uppercase"
            data-testid="coupon-code"
          />
          <Button
            type="submit"
            variant="outline"
            borderColor="ink"
            disabled={coupon !== null || busy || code.trim() === ''}
          >
            Check
          </Button>
        </Flex>
        {error && !coupon && (
          <Text id={errorId} role="alert" fontSize="sm" color="fg.error" mt="2" data-testid="coupon-error">
            {error}
          </Text>
        )}
      </chakra.form>
      {coupon && (
        <Box mt="3">
          <Text
            id={statusId}
            fontSize="sm"
            color={coupon.applied ? 'fg.success' : 'fg.error'}
            data-testid="coupon-status"
          >
            {coupon.applied
              ? `Code ${coupon.code} applied: ${coupon.description}`
              : `Code ${coupon.code} gives no discount now: ${coupon.message ?? 'it no longer applies'}`}
          </Text>
          <Button mt="2" size="sm" variant="outline" borderColor="ink" onClick={onRemove} disabled={busy}>
            Remove discount
          </Button>
        </Box>
      )}
    </Box>
  );
}
