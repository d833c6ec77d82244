import { shopConfig } from '@shop/domain';
import { showSnackbar, type SnackbarStatus } from '@/components/ui/snackbar';

/** The outcome of an admin action, as a snackbar for the admin toast's time (admin.md section 9: 4 s). */
export function notifyAdmin(message: string, status: SnackbarStatus = 'success'): void {
  showSnackbar({ message, status, durationMs: shopConfig.snackbarMs.adminToast });
}
