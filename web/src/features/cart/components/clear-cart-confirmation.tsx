import { useEffect, useId, useRef } from 'react';
import { fill, words } from '@/app/i18n/page-language';
import styles from './clear-cart-confirmation.module.css';

/**
 * "Clear cart" asks first: emptying a cart the shopper built is not something one click by
 * mistake should do. Focus moves to the question, and "Keep my items" is the first answer.
 */
export function ClearCartConfirmation({
  items,
  busy,
  onConfirm,
  onCancel,
}: {
  /** Units in the cart, for the question. */
  items: number;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const questionId = useId();
  const { cart: text } = words();
  const keepRef = useRef<HTMLButtonElement>(null);
  useEffect(() => keepRef.current?.focus(), []);
  return (
    <div
      className={styles.box}
      role="group"
      aria-labelledby={questionId}
      data-testid="clear-cart-confirmation"
    >
      <p id={questionId} className={styles.question}>
        {items === 1 ? text.clearOne : fill(text.clearAll, { count: items })}
      </p>
      <div className={styles.actions}>
        <button ref={keepRef} type="button" className={styles.button} onClick={onCancel}>
          {text.keepItems}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.danger}`}
          disabled={busy}
          onClick={onConfirm}
        >
          {text.confirmClear}
        </button>
      </div>
    </div>
  );
}
