// The owners' morning summary (docs/decisions.md rule 59): what needs doing and yesterday's sales
// (rule 69), queued as one mail to every owner, unless the owner switched it off or there is nothing
// to say.
import { dailySummary, dailySummaryMail, shopConfig } from '@shop/domain';
import { config } from '../config';
import { readDailySummaryInput } from '../data/admin/daily-summary';
import { readShopSettings } from '../data/admin/settings';
import { listStaff } from '../data/admin/staff';
import { queueAccountMail } from '../data/customers';
import * as logs from '../logs';

/** One run; answers the owners mailed (none when skipped). */
export async function runDailySummary(now: Date = new Date()): Promise<string[]> {
  const { dailySummaryMail: wanted } = await readShopSettings();
  if (!wanted) {
    logs.dailySummarySkipped('switched off');
    return [];
  }
  const summary = dailySummary(await readDailySummaryInput(now), now);
  if (!summary) {
    logs.dailySummarySkipped('nothing to do');
    return [];
  }
  const owners = (await listStaff())
    .filter((member) => member.role === 'owner' && !member.disabled && member.email !== '')
    .map((member) => member.email);
  if (owners.length === 0) {
    logs.dailySummarySkipped('no owner');
    return [];
  }
  await queueAccountMail({
    to: owners,
    message: dailySummaryMail(summary, shopConfig.name, config().shopBaseUrl),
  });
  logs.dailySummaryQueued(owners.length, {
    toShip: summary.toShip.count,
    returns: summary.returns.count,
    lowStock: summary.lowStock.count,
  });
  return owners;
}
