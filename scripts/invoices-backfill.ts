// Issues the invoices and credit notes of orders paid before invoices were issued with the payment
// (docs/decisions.md rule 68; functions/src/invoices/backfill.ts). Run once per project, right after
// the deploy that brings them in (docs/deploy.md):
//   npm run invoices:backfill [-- --project <id>]
// Against the Firestore emulator when FIRESTORE_EMULATOR_HOST is set; otherwise against the real
// project of the Application Default Credentials, with the shop's identity (the seller on every
// invoice) from functions/.env.<project>. Safe to run again: what has its document is left alone.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { projectId as demoProjectId } from './lib/stack';

function projectArgument(): string | undefined {
  const args = process.argv.slice(2);
  const index = args.indexOf('--project');
  return index >= 0 ? args[index + 1] : undefined;
}

async function main(): Promise<void> {
  const emulator = process.env.FIRESTORE_EMULATOR_HOST;
  const projectId = projectArgument() ?? process.env.GCLOUD_PROJECT ?? (emulator ? demoProjectId : undefined);
  if (!projectId) throw new Error('Name the project: npm run invoices:backfill -- --project <id>');
  process.env.GCLOUD_PROJECT = projectId;
  // The seller's identity as the deployed functions read it (SHOP_* in functions/.env.<project>).
  const envFile = join(import.meta.dirname, '..', 'functions', `.env.${projectId}`);
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  const { backfillInvoices } = await import('../functions/src/invoices/backfill');
  const report = await backfillInvoices();
  console.log(
    `${report.invoicesIssued} invoices issued, ${report.invoicesFrozen} invoices numbered before stored as issued, ` +
      `${report.creditNotesIssued} credit notes issued; project ${projectId}, ${emulator ? `Firestore emulator ${emulator}` : 'the real project'}.`,
  );
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(`Could not backfill the invoices: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
