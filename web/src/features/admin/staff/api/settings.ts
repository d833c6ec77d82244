import type { ShopSettings, ShopSettingsChange } from '@shop/domain';
import { api } from '@/lib/api-client';
import { useAdminData } from '../../api/use-admin-data';

/** GET settings. */
export function useShopSettings() {
  return useAdminData<ShopSettings>('settings', 'The settings');
}

/** POST settings: answers the settings after the change. */
export async function saveShopSettings(change: ShopSettingsChange): Promise<ShopSettings> {
  const { data } = await api.post<ShopSettings>('settings', change);
  return data;
}
