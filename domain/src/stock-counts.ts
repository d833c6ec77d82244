import { lowStockQuerySchema, type StockList } from './stock-edits';

/**
 * Sold out and low stock, counted apart (docs/decisions.md rule 69): Today's two stock cards are the
 * totals of the Low stock screen's two lists.
 * - sold out: nothing left in any size (`inStock` false): shoppers see it sold out;
 * - low: still for sale, with a size at `max` units or fewer (`lowestSizeStock`, rule 65).
 */
export const STOCK_LIST_LABELS: Readonly<Record<StockList, string>> = {
  low: 'Low stock',
  'sold-out': 'Sold out',
};

/** Which products a list holds, as the filters the API and the index test read. */
export function stockListFilter(
  list: StockList,
  max: number,
): { inStock: boolean; lowestSizeStockAtMost: number | null } {
  return list === 'low'
    ? { inStock: true, lowestSizeStockAtMost: max }
    : { inStock: false, lowestSizeStockAtMost: null };
}

/** `GET stockcounts?max=3`: how many products each list holds (`max` as the list takes it). */
export const stockCountsQuerySchema = lowStockQuerySchema.pick({ max: true });

export interface AdminStockCounts {
  max: number;
  low: number;
  soldOut: number;
}
