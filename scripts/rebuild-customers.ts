// Writes every customer summary again from all orders and accounts (docs/decisions.md rule 56):
// once after the first deploy of the customers screens over a shop that already has orders, or to
// repair the summaries. Staff notes are kept; summaries nothing names any more are deleted.
//   npm run customers:rebuild [-- --project <id>]   (where it writes: scripts/lib/maintenance.ts)
import { rebuildCustomerSummaries } from '../functions/src/data/customer-summaries';
import { runMaintenance } from './lib/maintenance';

await runMaintenance(
  'tsx scripts/rebuild-customers.ts [--project <id>]',
  'The customer summaries could not be rebuilt',
  async () => {
    const { written, deleted } = await rebuildCustomerSummaries();
    return `Customer summaries rebuilt: ${written} written, ${deleted} deleted.`;
  },
);
