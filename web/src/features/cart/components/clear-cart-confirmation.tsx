import { useEffect, useId, useRef } from 'react';
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
        Remove {items === 1 ? 'the item' : `all ${items} items`} from your shopping cart?
      </p>
      <div className={styles.actions}>
        <button ref={keepRef} type="button" className={styles.button} onClick={onCancel}>
          Keep my items
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.danger}`}
          disabled={busy}
          onClick={onConfirm}
        >
          Yes, clear the cart
        </button>
      </div>
    </div>
  );
}
