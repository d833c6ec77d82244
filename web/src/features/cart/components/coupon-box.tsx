import { useId, useState, type FormEvent } from 'react';
import type { StoreCartCoupon } from '@shop/domain';
import { fill, formatPrice, words } from '@/app/i18n/page-language';
import button from '@/components/ui/button.module.css';
import plain from '@/components/ui/plain-input.module.css';
import styles from './coupon-box.module.css';

const outlineButton = `${button.button} ${button.outline} ${button.inkBorder}`;

/**
 * What the coupon takes off and why it gives nothing now, in the page's words from the API's codes
 * and values (docs/decisions.md rule 79): the API's `description` and `message` are English.
 */
function couponTexts(coupon: StoreCartCoupon): { description: string; reason: string } {
  const { cart: text } = words();
  const { discount } = coupon;
  const description =
    discount.kind === 'fixed'
      ? fill(text.couponOffAmount, { amount: formatPrice(discount.amount) })
      : fill(text.couponOffPercent, { percent: String(discount.percent).replace('.', ',') });
  const reasons: Partial<Record<NonNullable<StoreCartCoupon['reason']>, string>> = {
    expired: text.couponExpired,
    exhausted: text.couponExhausted,
    'below-minimum':
      coupon.minimumGoods === null
        ? undefined
        : fill(text.couponBelowMinimum, { amount: formatPrice(coupon.minimumGoods) }),
  };
  return { description, reason: (coupon.reason && reasons[coupon.reason]) ?? text.couponNoLonger };
}

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
  const { cart: text } = words();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (code.trim() === '') return;
    if (await onApply(code)) setCode('');
  }

  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        {text.couponHeading}
      </h2>
      <form onSubmit={submit}>
        <label htmlFor={inputId} className={styles.label}>
          {text.couponLabel}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={`${plain.input} ${styles.code}`}
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
            data-testid="coupon-code"
          />
          <button
            type="submit"
            className={outlineButton}
            disabled={coupon !== null || busy || code.trim() === ''}
          >
            {text.check}
          </button>
        </div>
        {error && !coupon && (
          <p id={errorId} role="alert" className={styles.error} data-testid="coupon-error">
            {error}
          </p>
        )}
      </form>
      {coupon && (
        <div className={styles.coupon}>
          <p
            id={statusId}
            className={coupon.applied ? styles.applied : styles.notApplied}
            data-testid="coupon-status"
          >
            {coupon.applied
              ? fill(text.couponApplied, { code: coupon.code, description: couponTexts(coupon).description })
              : fill(text.couponNotApplied, { code: coupon.code, reason: couponTexts(coupon).reason })}
          </p>
          <button
            type="button"
            className={`${outlineButton} ${button.sm} ${styles.remove}`}
            onClick={onRemove}
            disabled={busy}
          >
            {text.removeDiscount}
          </button>
        </div>
      )}
    </section>
  );
}
