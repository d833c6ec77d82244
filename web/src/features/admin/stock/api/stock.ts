import type { AdminStoreProduct, StockChange } from '@shop/domain';
import { api } from '@/lib/api-client';

/** GET lowstock?max&limit&before: AdminLowStockProduct[] (for useAdminData). */
export function lowStockPath(max: number, limit: number, before: string | null): string {
  const query = new URLSearchParams({ max: String(max), limit: String(limit) });
  if (before) query.set('before', before);
  return `lowstock?${query}`;
}

/** POST updatestock: sets (adds, removes) one size's stock; answers the product as stored. */
export async function updateStock(body: {
  productId: string;
  size: string;
  stock?: number;
  change?: StockChange;
}): Promise<AdminStoreProduct> {
  const { data } = await api.post<AdminStoreProduct>('updatestock', body);
  return data;
}
