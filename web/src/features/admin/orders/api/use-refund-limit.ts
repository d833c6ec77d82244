import { shopSettingsOf, type ShopSettings } from '@shop/domain';
import { useVisitor } from '@/lib/firebase/auth';
import { useAdminData } from '../../api/use-admin-data';

/**
 * The admin's role and the owner's settings, for the refund dialog to say staff's refund limit before
 * the refund is asked for (docs/decisions.md rule 58). Settings are null while loading or unreadable
 * (the server still refuses a refund over the limit, with the same sentence).
 */
export function useRefundLimit() {
  const { adminRole } = useVisitor();
  const { state } = useAdminData<ShopSettings>(adminRole === 'staff' ? 'settings' : null, 'The refund limit');
  return {
    role: adminRole ?? 'staff',
    settings: state.status === 'ready' ? shopSettingsOf(state.data) : null,
  };
}
