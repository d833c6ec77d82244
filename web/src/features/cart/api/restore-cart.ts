import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CHECKOUT_REMINDER_RESTORE_PARAM, shopConfig, type StoreRestoreCartResponse } from '@shop/domain';
import { failureText } from '@/app/i18n/form-words';
import { words } from '@/app/i18n/page-language';
import { showSnackbar } from '@/components/ui/snackbar';
import { api } from '@/lib/api-client';

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
    // Said in the page's words by what the API answers (docs/decisions.md rule 79): how many pieces
    // it could not put back, and 404 (not-found) for a link that has expired or was used.
    const { cart: text } = words();
    api.post<StoreRestoreCartResponse>('restorecart', { token }).then(
      ({ data }) => {
        const message = data.missing === 0 ? text.reminderRestored : text.reminderPartlyRestored;
        showSnackbar({ message, durationMs: shopConfig.snackbarMs.cart, status: 'success' });
        reload();
      },
      (error: unknown) =>
        showSnackbar({
          message: failureText(error, { 'not-found': text.reminderLinkExpired }, text.failed),
          durationMs: shopConfig.snackbarMs.cart,
          status: 'error',
        }),
    );
  }, [token, setParams, reload]);
}
