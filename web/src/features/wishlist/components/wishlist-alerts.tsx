import { useEffect, useId, useState } from 'react';
import {
  DEFAULT_LANGUAGE,
  WISHLIST_ALERT_INTERVAL_HOURS,
  type StoreWishlistAlertsResponse,
  type WishlistAlertSource,
} from '@shop/domain';
import { failureText } from '@/app/i18n/form-words';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';
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
 * What the box says of the alerts' state: the API's English sentence on an English page, else the
 * page's words for the state the answer describes (docs/decisions.md rule 79).
 */
function stateText(alerts: StoreWishlistAlertsResponse): string {
  const text = words().wishlistAlerts;
  const english = pageLanguage() === DEFAULT_LANGUAGE;
  const said = english
    ? alerts.message
    : alerts.enabled
      ? text.on
      : alerts.canEnable
        ? text.off
        : text.verifyFirst;
  return alerts.enabled ? fill(text.onTo, { on: said, email: alerts.email ?? '' }) : said;
}

/**
 * Wishlist alerts on or off (docs/decisions.md rule 80), on the wishlist page and the account's
 * privacy part: a box the shopper ticks, with the consent in the page's words (the API stores its
 * English, WISHLIST_ALERT_CONSENT); off until ticked. Only a signed-in account with a verified
 * address can tick it: others are told why.
 */
export function WishlistAlerts({ source }: { source: WishlistAlertSource }) {
  const visitor = useKnownVisitor();
  const [state, setState] = useState<State>({ kind: 'loading' });
  const id = useId();
  const signedIn = !visitor.loading && !visitor.isAnonymous;
  const text = words().wishlistAlerts;

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
        {text.signInFirst}
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
      // A 400 (invalid-request) is the API's "sign in" or "confirm your address first": the box shows
      // only to a signed-in account, so it is the confirmation the address lacks.
      const message = failureText(
        failure,
        { 'invalid-request': text.verifyFirst, network: text.network },
        text.failed,
      );
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
        <span>{fill(text.consent, { hours: WISHLIST_ALERT_INTERVAL_HOURS })}</span>
      </label>
      <p id={`${id}-note`} className={styles.note} role="status">
        {error ?? stateText(alerts)}
      </p>
    </div>
  );
}
