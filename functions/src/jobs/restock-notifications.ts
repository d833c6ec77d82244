// The restock trigger's handler (index.ts `backInStock`): whoever brought a size back (the admin's
// updatestock, the supplier sync, a cancelled or returned order's restock), each confirmed request
// waiting for it gets its one mail (data/notify-me.ts).
import type { StoreProduct } from '@shop/domain';
import { config } from '../config';
import { notifyRestock } from '../data/notify-me';
import * as logs from '../logs';
import { backInStockMail } from '../mail/back-in-stock';

export async function mailRestockedProduct(
  productId: string,
  before: StoreProduct | undefined,
  after: StoreProduct | undefined,
): Promise<number> {
  const mailed = await notifyRestock(productId, before, after, new Date(), (request, product, token) =>
    backInStockMail(request, product, token, config().shopBaseUrl),
  );
  if (mailed > 0) logs.backInStockMailed(productId, mailed);
  return mailed;
}
