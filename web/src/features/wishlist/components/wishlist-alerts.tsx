import { useEffect, useId, useState } from 'react';
import {
  WISHLIST_ALERT_CONSENT,
  WISHLIST_ALERT_MESSAGES,
  type StoreWishlistAlertsResponse,
  type WishlistAlertSource,
} from '@shop/domain';
import { useKnownVisitor } from '@/lib/firebase/auth';
import { getWishlistAlerts, setWishlistAlerts } from '../api/wishlist-alerts';
import styles from './wishlist-alerts.module.css';

type State =
  | { kind: 'loading' }
  | {
      kind: 'ready';
      alerts: StoreWishlistAlertsResponse;
      /** The state asked for while the server answers: the box shows it at once. */
      asked: boolean | null;
      error: string | null;
    };

/**
 * Wishlist alerts on or off (docs/decisions.md rule 80), on the wishlist page and the account's
 * privacy part: a box the shopper ticks, with the consent in words; off until ticked. Only a
 * signed-in account with a verified address can tick it: others are told why.
 */
export function WishlistAlerts({ source }: { source: WishlistAlertSource }) {
  const visitor = useKnownVisitor();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const id = useId();
  const signedIn = !visitor.loading && !visitor.isAnonymous;

  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    getWishlistAlerts().then(
      (alerts) => current && setState({ kind: 'ready', alerts, asked: null, error: null }),
      () => current && setState({ kind: 'loading' }),
    );
    return () => {
      current = false;
    };
  }, [signedIn, visitor.uid]);

  if (visitor.loading) return null;
  if (!signedIn) {
    return (
      <p className={styles.box} data-testid="wishlist-alerts">
        {WISHLIST_ALERT_MESSAGES.signInFirst}
      </p>
    );
  }
  if (state.kind === 'loading') return null;
  const { alerts, asked, error } = state;
  const busy = asked !== null;

  async function toggle(enabled: boolean) {
    if (state.kind !== 'ready') return;
    setState({ ...state, asked: enabled, error: null });
    try {
      setState({ kind: 'ready', alerts: await setWishlistAlerts(enabled, source), asked: null, error: null });
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : 'Please try again.';
      setState({ kind: 'ready', alerts, asked: null, error: message });
    }
  }

  return (
    <div className={styles.box} data-testid="wishlist-alerts">
      <label className={styles.label} htmlFor={`${id}-alerts`}>
        <input
          id={`${id}-alerts`}
          type="checkbox"
          className={styles.checkbox}
          checked={asked ?? alerts.enabled}
          disabled={busy || (!alerts.enabled && !alerts.canEnable)}
          onChange={(event) => void toggle(event.target.checked)}
          aria-describedby={`${id}-note`}
        />
        <span>{WISHLIST_ALERT_CONSENT}</span>
      </label>
      <p id={`${id}-note`} className={styles.note} role="status">
        {error ?? (alerts.enabled ? `${alerts.message} (to ${alerts.email})` : alerts.message)}
      </p>
    </div>
  );
}
