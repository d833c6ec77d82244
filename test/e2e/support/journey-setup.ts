// Runs before every browser journey file (vitest.config.ts, project e2e, setupFiles), before the file
// itself is imported. Run by hand, against a stack of your own, it seeds nothing: the journeys find
// the stack from SHOP_BASE_URL and the emulator variables you give them, and its data as it is.
//
// `npm test` (scripts/test.ts) runs the journeys on several stacks at once, one per Vitest worker,
// and names them in JOURNEY_STACKS: a JSON list of each stack's environment (emulatorEnv, and its
// FIREBASE_EMULATOR_HUB). Then a journey file runs on its worker's stack (VITEST_POOL_ID counts the
// workers from 1; two files at once never share one) and starts from the demo shop as seeded:
// journeys change stock, orders, lists and coupons, and one must not depend on another's leftovers.
//
// When a journey fails (a first try too, which vitest.config.ts's retry may follow with a passing
// one), what its open pages showed is added to JOURNEY_FAILURES_FILE, which npm test prints at its end.
import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { afterEach, beforeAll } from 'vitest';
import { JOURNEY_FAILURES_FILE } from '../../../scripts/lib/journey-failures';

afterEach(async ({ task }) => {
  if (task.result?.state !== 'fail') return;
  const { describeOpenPages } = await import('./browser');
  mkdirSync(dirname(JOURNEY_FAILURES_FILE), { recursive: true });
  appendFileSync(JOURNEY_FAILURES_FILE, `× ${task.fullName}\n${await describeOpenPages()}\n`);
});

const stacks = process.env.JOURNEY_STACKS
  ? (JSON.parse(process.env.JOURNEY_STACKS) as Record<string, string>[])
  : [];

if (stacks.length > 0) {
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const stack = stacks[(worker - 1) % stacks.length]!;
  // Before the journey's own modules read them (support/browser.ts reads SHOP_BASE_URL on import).
  Object.assign(process.env, stack);

  beforeAll(async () => {
    // Imported once the emulator variables are set, as npm start does: the Admin SDK only ever reaches them.
    const { reseedDemoShop } = await import('./demo-reseed');
    await reseedDemoShop();
    // A stack's first API request loads the API's code and its Firestore client in a new Functions
    // worker: on CI's busy machine that one request took 17.6 s, and the first journey to add to
    // the cart (its message awaited 15 s) failed on both tries. One read here pays it before the
    // journeys' own requests, as a deployed API's warm instance would (docs/benchmarks.md).
    const warm = await fetch(`${stack.SHOP_BASE_URL}/api/v1/main/listing/products?p=bags&t=all`);
    if (!warm.ok) throw new Error(`The stack's API answered ${warm.status} to its first read`);
  }, 180_000);
}
