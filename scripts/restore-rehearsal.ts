// `npm run restore:rehearse`: the Firestore restore path of docs/deploy.md ("Backups"), rehearsed on
// the emulators. An order is written, the database is exported, the order is deleted by mistake, and
// a fresh database is started from the export (the emulator's `--import`, as production restores a
// backup or an export into a database): the order must be there again, field for field. Exits 1
// saying what differs. Uses its own stack (EMULATOR_PORT_OFFSET moves it) and leaves nothing running.
import { collections } from '@shop/domain';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { PreflightError } from './lib/preflight';
import { projectId, startStack, type RunningStack } from './lib/stack';

const orderId = 'MB-RESTORE-0001';
/** An order as Firestore's REST API writes it: the fields a restore must bring back unchanged. */
const order = {
  fields: {
    orderId: { stringValue: orderId },
    paymentStatus: { stringValue: 'Paid' },
    status: { stringValue: 'Processing' },
    totals: {
      mapValue: { fields: { payable: { integerValue: '129900' }, vat: { integerValue: '22545' } } },
    },
    customer: { mapValue: { fields: { email: { stringValue: 'anna@example.nl' } } } },
    createdAt: { timestampValue: '2026-11-28T10:00:00Z' },
  },
};

const documentsPath = `projects/${projectId}/databases/(default)/documents`;
// The emulator lets `Bearer owner` past the security rules, as the Admin SDK is in production.
const asOwner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

async function call(stack: RunningStack, method: string, path: string, body?: unknown): Promise<Response> {
  const response = await fetch(`http://127.0.0.1:${stack.ports.firestore}${path}`, {
    method,
    headers: asOwner,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok && response.status !== 404) {
    throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  }
  return response;
}

const orderPath = `/v1/${documentsPath}/${collections.orders}/${orderId}`;
const readOrder = async (stack: RunningStack) => {
  const response = await call(stack, 'GET', orderPath);
  return response.status === 404 ? undefined : ((await response.json()) as { fields: unknown }).fields;
};

/** The emulator's export (what `firebase emulators:export` asks it), with the metadata `--import` reads. */
async function exportDatabase(stack: RunningStack, folder: string): Promise<void> {
  await call(stack, 'POST', `/emulator/v1/projects/${projectId}:export`, {
    database: `projects/${projectId}/databases/(default)`,
    export_directory: folder,
    export_name: 'firestore_export',
  });
  writeFileSync(
    join(folder, 'firebase-export-metadata.json'),
    JSON.stringify({
      version: 'restore-rehearsal',
      firestore: {
        version: 'restore-rehearsal',
        path: 'firestore_export',
        metadata_file: 'firestore_export/firestore_export.overall_export_metadata',
      },
    }),
  );
}

const folder = mkdtempSync(join(tmpdir(), 'restore-rehearsal-'));
let stack: RunningStack | undefined;
try {
  stack = await startStack({ only: ['firestore'] });
  await call(stack, 'PATCH', orderPath, order);
  await exportDatabase(stack, folder);
  await call(stack, 'DELETE', orderPath);
  if ((await readOrder(stack)) !== undefined)
    throw new Error('The order was not deleted: nothing rehearsed.');
  console.log(`Exported the database to ${folder}, then deleted order ${orderId} by mistake.`);
  await stack.stop();
  stack = undefined;

  stack = await startStack({ only: ['firestore'], importFrom: folder });
  const restored = await readOrder(stack);
  if (!isDeepStrictEqual(restored, order.fields)) {
    throw new Error(
      `Order ${orderId} did not survive the restore: expected ${JSON.stringify(order.fields)}, read ${JSON.stringify(restored)}.`,
    );
  }
  console.log(
    `Restore rehearsed: order ${orderId} is back, field for field, in a database started from the export.`,
  );
} catch (error) {
  console.error(
    error instanceof PreflightError ? `Cannot start the emulators: ${error.message}` : String(error),
  );
  process.exitCode = 1;
} finally {
  await stack?.stop();
  rmSync(folder, { recursive: true, force: true });
}
