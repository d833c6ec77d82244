// Wishlist alerts (docs/decisions.md rule 80): the product trigger's part (a product on sale or back
// leaves news for those who saved it) and the hourly job's (each shopper's due news in one mail).
import type { WishlistAlertReason } from '@shop/domain';
import { config } from '../config';
import { recordWishlistNews, sendDueWishlistAlerts } from '../data/wishlist-alerts';
import * as logs from '../logs';
import { wishlistAlertMail } from '../mail/wishlist-alert';

export async function recordProductNews(
  productId: string,
  reason: WishlistAlertReason,
  now: Date = new Date(),
): Promise<number> {
  const shoppers = await recordWishlistNews(productId, reason, now);
  if (shoppers > 0) logs.wishlistNewsRecorded(productId, reason, shoppers);
  return shoppers;
}

export async function mailDueWishlistAlerts(now: Date = new Date()): Promise<number> {
  const mailed = await sendDueWishlistAlerts(now, (subscription, pieces) =>
    wishlistAlertMail(subscription.email, pieces, subscription.unsubscribeToken, config().shopBaseUrl),
  );
  if (mailed > 0) logs.wishlistAlertsMailed(mailed);
  return mailed;
}
