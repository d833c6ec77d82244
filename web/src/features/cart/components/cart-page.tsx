import { orderReadFailure } from '@/app/i18n/form-words';
import { formatPrice, words } from '@/app/i18n/page-language';
import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { shopConfig } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import button from '@/components/ui/button.module.css';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { clearCart, removeCartLine, removeCoupon } from '../api/change-cart';
import { useCart } from '../api/get-cart';
import { useRestoreFromReminder } from '../api/restore-cart';
import { CartLineItem } from './cart-line-item';
import { CartSummary } from './cart-summary';
import { ClearCartConfirmation } from './clear-cart-confirmation';
import { CouponBox } from './coupon-box';
import { EmptyCart, continueShoppingHref } from './empty-cart';
import styles from './cart-page.module.css';
import { useCartChanges } from './use-cart-changes';
import { OrderNoteField } from './order-note-field';
import { ExpressCheckoutSlot } from '@/features/checkout/components/express-checkout-slot';

const { coupon: couponMs } = shopConfig.snackbarMs;

const outlineButton = `${button.button} ${button.outline} ${button.inkBorder} ${styles.spaced}`;
const checkoutButton = `${button.button} ${button.lg} ${button.gold} ${styles.spaced} ${styles.pay}`;

/** What the cart's "Buy now" pays: the cart the server holds. */
const CART_SOURCE = { kind: 'cart' } as const;

/**
 * /cart: the lines, Continue shopping, the note, the coupon, the totals and one Checkout (the payment
 * method is chosen there); "Clear cart" sits at the foot of the lines, away from that path, and asks
 * first. On a phone the total and Checkout are a bar along the bottom of the screen, so they are on
 * the first screen however many lines the cart holds (docs/decisions.md rule 74).
 */
export function CartPage() {
  const { cart } = words();
  useDocumentTitle(cart.title);
  const { state, reload, setCart } = useCart();
  useRestoreFromReminder(reload);
  const { busy, lineErrors, couponError, setCouponError, changeWithSnackbar, changeQuantity, apply } =
    useCartChanges(setCart);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{cart.title}</h1>
      {state.status === 'loading' && <LoadingState label={cart.loading} />}
      {state.status === 'error' && (
        <ErrorState title={cart.loadFailed} message={orderReadFailure(state.error)}>
          <button
            type="button"
            className={`${button.button} ${button.sm} ${button.outline} ${styles.retry}`}
            onClick={reload}
          >
            {cart.tryAgain}
          </button>
        </ErrorState>
      )}
      {state.status === 'ready' && state.cart.lines.length === 0 && (
        <EmptyCart continueTo={continueShoppingHref} />
      )}
      {state.status === 'ready' && state.cart.lines.length > 0 && (
        <div className={styles.layout}>
          <div className={styles.main}>
            <ul className={styles.lines} aria-label={cart.items}>
              {state.cart.lines.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  busy={busy}
                  error={lineErrors[line.id] ?? null}
                  onQuantity={(qty) => changeQuantity(line, qty)}
                  onRemove={() => void changeWithSnackbar(() => removeCartLine(line.id), cart.removed)}
                />
              ))}
            </ul>
            <div className={styles.actions}>
              <Link className={outlineButton} to={continueShoppingHref}>
                {cart.continueShopping}
              </Link>
            </div>
            <div className={styles.note}>
              <OrderNoteField />
            </div>
            <ClearCart
              items={state.cart.lines.reduce((units, line) => units + line.qty, 0)}
              busy={busy}
              onClear={() => void changeWithSnackbar(() => clearCart(), cart.cleared)}
            />
          </div>
          <aside className={styles.aside} aria-label={cart.summary}>
            <CouponBox
              coupon={state.cart.coupon}
              busy={busy}
              error={couponError}
              onApply={apply}
              onTyping={() => setCouponError(null)}
              onRemove={() => void changeWithSnackbar(() => removeCoupon(), cart.discountRemoved, couponMs)}
            />
            <div className={styles.summary}>
              <CartSummary totals={state.cart.totals} country={state.cart.country} />
            </div>
            <div className={styles.payments}>
              <Link className={checkoutButton} to={paths.checkout.href()}>
                {cart.checkout}
              </Link>
              {/* Or the whole cart with a wallet, its coupon included (docs/decisions.md rule 76). */}
              <ExpressCheckoutSlot source={CART_SOURCE} />
            </div>
          </aside>
          {/* The phone's bar: the same total and the same Checkout (the aside's is hidden there). */}
          <CartStickyBar payable={state.cart.totals.payable} />
        </div>
      )}
    </div>
  );
}

/** "Clear cart" at the foot of the lines, which asks first. */
function ClearCart({ items, busy, onClear }: { items: number; busy: boolean; onClear: () => void }) {
  const { cart } = words();
  const [confirmingClear, setConfirmingClear] = useState(false);
  return (
    <div className={styles.clear}>
      {confirmingClear ? (
        <ClearCartConfirmation
          items={items}
          busy={busy}
          onConfirm={() => {
            setConfirmingClear(false);
            onClear();
          }}
          onCancel={() => setConfirmingClear(false)}
        />
      ) : (
        <button
          type="button"
          className={styles.clearButton}
          disabled={busy}
          onClick={() => setConfirmingClear(true)}
        >
          {cart.clear}
        </button>
      )}
    </div>
  );
}

/** The phone's bar along the bottom of the screen: the total and Checkout. */
function CartStickyBar({ payable }: { payable: number }) {
  const { cart } = words();
  return (
    <div className={styles.stickyBar} data-testid="cart-sticky-summary">
      <p className={styles.stickyTotal}>
        {cart.total} <strong>{formatPrice(payable)}</strong>
      </p>
      <Link className={`${button.button} ${button.gold} ${styles.spaced}`} to={paths.checkout.href()}>
        {cart.checkout}
      </Link>
    </div>
  );
}
