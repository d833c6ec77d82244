import type { AdminSyncJob } from '@shop/domain';
import { api } from '@/lib/api-client';

/** POST updateproducts: runs the supplier sync and answers when it has finished (or why it failed). */
export async function runSupplierSync(): Promise<AdminSyncJob> {
  const { data } = await api.post<AdminSyncJob>('updateproducts', {});
  return data;
}

/** GET updateproductsstatus: the newest run, null before the first. */
export async function latestSupplierSync(signal?: AbortSignal): Promise<AdminSyncJob | null> {
  const { data } = await api.get<AdminSyncJob | null>('updateproductsstatus', signal);
  return data;
}
