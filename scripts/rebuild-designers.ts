// Writes every designer's counts again from the store's products (docs/decisions.md rule 64: only
// online products count): once after the first deploy of that rule over a shop that already took
// products offline, or to repair the counts. Brands with nothing online are deleted.
//   npm run designers:rebuild [-- --project <id>]   (where it writes: scripts/lib/maintenance.ts)
import { rebuildDesigners } from '../functions/src/data/designers';
import { runMaintenance } from './lib/maintenance';

await runMaintenance(
  'tsx scripts/rebuild-designers.ts [--project <id>]',
  'The designers could not be rebuilt',
  async () => {
    const { written, deleted } = await rebuildDesigners();
    return `Designers rebuilt: ${written} written, ${deleted} deleted.`;
  },
);
