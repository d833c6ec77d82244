// Writes every customer summary again from all orders and accounts (docs/decisions.md rule 56):
// once after the first deploy of the customers screens over a shop that already has orders, or to
// repair the summaries. Staff notes are kept; summaries nothing names any more are deleted.
//   npm run customers:rebuild [-- --project <id>]
// Against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set; otherwise against the real
// project of the Application Default Credentials, which `--project <id>` or GCLOUD_PROJECT names.
import { rebuildCustomerSummaries } from '../functions/src/data/customer-summaries';

const projectIndex = process.argv.indexOf('--project');
if (projectIndex >= 0) {
  const project = process.argv[projectIndex + 1];
  if (!project) {
    console.error('--project needs a project id.\nUsage: tsx scripts/rebuild-customers.ts [--project <id>]');
    process.exit(2);
  }
  process.env.GCLOUD_PROJECT = project;
}

try {
  const { written, deleted } = await rebuildCustomerSummaries();
  console.log(`Customer summaries rebuilt: ${written} written, ${deleted} deleted.`);
} catch (error) {
  console.error(
    `The customer summaries could not be rebuilt: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
}
