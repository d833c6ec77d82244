import { useId, useState, type KeyboardEvent } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { TextInput } from '@/components/ui/text-input';

const stepButton = {
  minW: '11',
  h: '11',
  fontSize: 'lg',
  borderWidth: '1px',
  borderColor: 'gray.400',
  bg: 'white',
  cursor: 'pointer',
  _hover: { bg: 'gray.100' },
  _disabled: { color: 'gray.500', cursor: 'not-allowed', bg: 'gray.50' },
} as const;

/**
 * A cart line's quantity: − and + buttons around a number field. The field commits on Enter or when
 * it loses focus; the server decides (stock, cart maximum) and the line shows what it answered.
 */
export function QuantityControl({
  value,
  max,
  title,
  disabled,
  errorId,
  onChange,
}: {
  value: number;
  /** Units in stock: the most the quantity may be (the server checks again). */
  max: number;
  /** The product's title, for the controls' accessible names. */
  title: string;
  disabled: boolean;
  /** The id of the message saying why the last quantity was refused, if one is shown. */
  errorId?: string | undefined;
  /** Resolves false when the server refused the quantity, so the field shows the old one again. */
  onChange: (qty: number) => Promise<boolean>;
}) {
  const inputId = useId();
  const [draft, setDraft] = useState(String(value));
  // A new quantity from the server replaces what was typed (React's "adjust state on a prop change").
  const [shown, setShown] = useState(value);
  if (shown !== value) {
    setShown(value);
    setDraft(String(value));
  }

  function commit() {
    const qty = Number(draft);
    if (draft.trim() === '' || !Number.isInteger(qty) || qty === value) {
      setDraft(String(value));
      return;
    }
    void onChange(qty).then((changed) => {
      if (!changed) setDraft(String(value));
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  }

  return (
    <chakra.div display="flex" alignItems="center">
      <chakra.label htmlFor={inputId} srOnly>
        Quantity of {title}
      </chakra.label>
      <chakra.button
        type="button"
        {...stepButton}
        roundedStart="sm"
        aria-label={`One fewer ${title}`}
        disabled={disabled || value <= 1}
        onClick={() => void onChange(value - 1)}
      >
        −
      </chakra.button>
      <TextInput
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={Math.max(1, max)}
        value={draft}
        disabled={disabled}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        w="16"
        h="11"
        rounded="none"
        borderInline="none"
        borderColor="gray.400"
        textAlign="center"
        data-testid="cart-quantity"
      />
      <chakra.button
        type="button"
        {...stepButton}
        roundedEnd="sm"
        aria-label={`One more ${title}`}
        disabled={disabled || value >= max}
        onClick={() => void onChange(value + 1)}
      >
        +
      </chakra.button>
    </chakra.div>
  );
}
