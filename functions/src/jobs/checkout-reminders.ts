// The one reminder of a checkout left unpaid (docs/decisions.md rule 81), decided and queued by the
// hourly job for each reminder that is due.
import { config } from '../config';
import { sendDueCheckoutReminders } from '../data/checkout-reminders';
import * as logs from '../logs';
import { checkoutReminderMail } from '../mail/checkout-reminder';

export async function mailDueCheckoutReminders(now: Date = new Date()) {
  const outcome = await sendDueCheckoutReminders(now, (reminder) =>
    checkoutReminderMail(reminder, config().shopBaseUrl),
  );
  if (Object.keys(outcome).length > 0) logs.checkoutRemindersRun(outcome);
  return outcome;
}
