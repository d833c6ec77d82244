import type { AdminStoreProduct, StockChange, StockList } from '@shop/domain';
import { api } from '@/lib/api-client';

/** GET lowstock?max&limit&before&show: one of the Low stock lists, AdminLowStockProduct[] (for useAdminData). */
export function lowStockPath(max: number, limit: number, before: string | null, show: StockList): string {
  const query = new URLSearchParams({ max: String(max), limit: String(limit), show });
  if (before) query.set('before', before);
  return `lowstock?${query}`;
}

/** GET stockcounts?max: AdminStockCounts, the totals of the Low stock lists. */
export function stockCountsPath(max: number): string {
  return `stockcounts?${new URLSearchParams({ max: String(max) })}`;
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
