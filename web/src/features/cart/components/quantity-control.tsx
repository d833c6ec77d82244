import { useId, useState, type KeyboardEvent } from 'react';
import { fill, words } from '@/app/i18n/page-language';
import plain from '@/components/ui/plain-input.module.css';
import shop from '@/components/ui/shop.module.css';
import styles from './quantity-control.module.css';

/**
 * A cart line's quantity: − and + buttons around a number field. The field commits on Enter or when
 * it loses focus; the server decides (stock, cart maximum) and the line shows what it answered.
 * At the stock's limit the greyed + says why, under the control ("Only 1 available"): a disabled
 * button alone gives no reason, and a tooltip never shows on a phone.
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
  const limitId = useId();
  const { cart: text } = words();
  const atLimit = max > 0 && value === max;
  const describedBy = [errorId, atLimit ? limitId : undefined].filter(Boolean).join(' ') || undefined;
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
    <>
      <div className={styles.control}>
        <label htmlFor={inputId} className={shop.srOnly}>
          {fill(text.quantityOf, { title })}
        </label>
        <button
          type="button"
          className={`${styles.step} ${styles.fewer}`}
          aria-label={fill(text.oneFewer, { title })}
          disabled={disabled || value <= 1}
          onClick={() => void onChange(value - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          className={`${plain.input} ${styles.field}`}
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, max)}
          value={draft}
          disabled={disabled}
          aria-invalid={errorId ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onBlur={commit}
          onKeyDown={onKeyDown}
          data-testid="cart-quantity"
        />
        <button
          type="button"
          className={`${styles.step} ${styles.more}`}
          aria-label={fill(text.oneMore, { title })}
          disabled={disabled || value >= max}
          onClick={() => void onChange(value + 1)}
        >
          +
        </button>
      </div>
      {atLimit && (
        <p id={limitId} className={styles.limit} data-testid="cart-quantity-limit">
          {fill(text.onlyAvailable, { count: max })}
        </p>
      )}
    </>
  );
}
