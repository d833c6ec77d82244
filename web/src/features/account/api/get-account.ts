import { useEffect, useState } from 'react';
import type { Customer, Order, WithId } from '@shop/domain';
import { getCustomerProfile, listOrdersOf } from '@/lib/firebase/account';

export type AccountOverview =
  | { status: 'loading' }
  | { status: 'ready'; profile: Customer | null; orders: WithId<Order>[] }
  /** The page says it in its words (`accountForms.overviewFailed`). */
  | { status: 'failed' };

/**
 * The signed-in customer's profile (customers/{uid}) and orders, newest first, read straight from
 * Firestore under the security rules (owner only). `reload` reads them again after a failure, `refresh` after
 * a change on the page, without showing the loading state in between.
 * Render it keyed by the uid, so another account starts from loading.
 */
export function useAccountOverview(uid: string): {
  overview: AccountOverview;
  reload: () => void;
  refresh: () => void;
} {
  const [overview, setOverview] = useState<AccountOverview>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    Promise.all([getCustomerProfile(uid), listOrdersOf(uid)]).then(
      ([profile, orders]) => {
        if (current) setOverview({ status: 'ready', profile, orders });
      },
      (error: unknown) => {
        console.warn('Could not read the account', error);
        if (current) setOverview({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [uid, attempt]);

  function reload() {
    setOverview({ status: 'loading' });
    setAttempt((value) => value + 1);
  }

  /** Reads again while the page keeps showing what it has (after a change made on the page). */
  function refresh() {
    setAttempt((value) => value + 1);
  }

  return { overview, reload, refresh };
}
