// Brings the listings' stored fields up to date (docs/decisions.md rule 73): writes `paidPrice`, the
// price shoppers pay that every listing sorts and filters on, where a product or list entry lacks it,
// then writes every facet summary anew. Once after the first deploy of that rule over a shop with
// products, or to repair the summaries.
//   npm run listings:rebuild [-- --project <id>]   (where it writes: scripts/lib/maintenance.ts)
import { backfillPaidPrices, rebuildListingFacets } from '../functions/src/data/listings';
import { runMaintenance } from './lib/maintenance';

await runMaintenance(
  'tsx scripts/rebuild-listings.ts [--project <id>]',
  'The listings could not be rebuilt',
  async () => {
    const paid = await backfillPaidPrices();
    const summaries = await rebuildListingFacets();
    const lines = Object.entries(summaries).map(([id, entries]) => `${id}: ${entries}`);
    const prices = Object.entries(paid).map(([source, count]) => `${source} ${count}`);
    return `Prices paid written: ${prices.join(', ')}.\nFacet summaries rebuilt: ${lines.join(', ')}.`;
  },
);
