import { lazy, Suspense, useState, useSyncExternalStore } from 'react';
import type { ExpressSource } from '@shop/domain';
import { words } from '@/app/i18n/page-language';
import { paymentProvider } from '../payment-provider';
import styles from './express-checkout-slot.module.css';

// Loaded after the page, never with it: Stripe's SDK (or the local stack's test wallet) is no part of
// the product page's or the cart's first load, and nothing of it reaches the listings.
const ExpressCheckoutElement = lazy(() => import('./express-checkout-element'));
const ExpressTestWallet = lazy(() => import('./express-test-wallet'));

const noSubscription = () => () => {};
const afterHydration = () => true;
const duringServerRender = () => false;

/**
 * "Buy now" (docs/decisions.md rule 76): Stripe's Express Checkout Element with Apple Pay, Google Pay
 * and Link where the browser has them, or, on the local stack without Stripe keys, a test wallet that
 * takes the same server path. `source` null: nothing can be bought yet (a size to choose), said as a hint.
 * The area keeps its height from the server's render on, so what loads into it moves nothing.
 */
export function ExpressCheckoutSlot({ source, hint }: { source: ExpressSource | null; hint?: string }) {
  // False in the server's HTML and while hydrating, true after: the wallet part loads after the page.
  const mounted = useSyncExternalStore(noSubscription, afterHydration, duringServerRender);
  const [message, setMessage] = useState<string | null>(null);
  const Part = paymentProvider === 'stripe' ? ExpressCheckoutElement : ExpressTestWallet;
  // The product page's and the cart's word groups both hold these words (word-groups.ts).
  const { buyNow } = words();
  return (
    <section className={styles.slot} aria-label={buyNow.label} data-testid="buy-now">
      <p className={styles.label}>{buyNow.or}</p>
      {source === null ? (
        <p className={styles.hint}>{hint}</p>
      ) : (
        mounted && (
          <Suspense fallback={null}>
            <Part source={source} onMessage={setMessage} />
          </Suspense>
        )
      )}
      {message && (
        <p className={styles.message} role="alert">
          {message}
        </p>
      )}
    </section>
  );
}
