// The hourly job of the mails shoppers opted in to: wishlist alerts that are due (rule 80) and the
// reminders of checkouts left unpaid a day ago (rule 81). Each part is idempotent: a failed run is
// done again the next hour.
import { mailDueCheckoutReminders } from './checkout-reminders';
import { mailDueWishlistAlerts } from './wishlist-alerts';

export async function runShopperMail(now: Date = new Date()): Promise<void> {
  await mailDueWishlistAlerts(now);
  await mailDueCheckoutReminders(now);
}
