import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_REMINDER_RESTORE_PARAM, shopConfig, type StoreRestoreCartResponse } from '@shop/domain';
import { showSnackbar } from '@/components/ui/snackbar';
import { api } from '@/lib/api-client';
import { messageOf } from './error-message';

/**
 * /cart?restore=...: the link of a checkout's reminder (docs/decisions.md rule 81). POST restorecart
 * puts the reminder's pieces in this visitor's cart (on any device), the cart is read again, and the
 * token leaves the address so a reload does not ask twice.
 */
export function useRestoreFromReminder(reload: () => void): void {
  const [params, setParams] = useSearchParams();
  const token = params.get(CHECKOUT_REMINDER_RESTORE_PARAM);
  useEffect(() => {
    if (!token) return;
    setParams(
      (current) => {
        current.delete(CHECKOUT_REMINDER_RESTORE_PARAM);
        return current;
      },
      { replace: true },
    );
    api.post<StoreRestoreCartResponse>('restorecart', { token }).then(
      ({ data }) => {
        showSnackbar({ message: data.message, durationMs: shopConfig.snackbarMs.cart, status: 'success' });
        reload();
      },
      (error: unknown) =>
        showSnackbar({ message: messageOf(error), durationMs: shopConfig.snackbarMs.cart, status: 'error' }),
    );
  }, [token, setParams, reload]);
}
