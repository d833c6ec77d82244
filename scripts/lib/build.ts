// Builds what the local stack serves: demo images, the SPA (emulator mode) and the functions bundle.
import { join } from 'node:path';
import { writeDemoImages } from '../demo-images';
import { writeSampleSupplierFeed } from '../sample-supplier-feed';
import { repoRoot } from './preflight';
import { run } from './steps';

/**
 * The SPA's analytics settings for the stack `npm test` builds: with a measurement id the shop has
 * analytics, so the browser tests walk the cookie banner and see the events it lets through, while
 * test/e2e/support/browser.ts answers every request for Google itself (none leaves the machine).
 * `npm start` builds without them, as the emulators' shop has no analytics: no banner, nothing asked.
 */
export const TEST_STACK_ANALYTICS = {
  VITE_FIREBASE_APP_ID: '1:000000000000:web:0000000000000000000000',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-TESTSTACK0',
} as const;

/** `webEnv`: VITE_* settings for the SPA's build on top of web/.env.emulator (TEST_STACK_ANALYTICS). */
export async function buildLocalStack(webEnv: Record<string, string> = {}): Promise<void> {
  await writeDemoImages(join(repoRoot, 'web', 'public', 'demo-images'));
  writeSampleSupplierFeed(join(repoRoot, 'web', 'public', 'demo-data', 'supplier-feed.json'));
  await run('npm', ['run', 'build:emulator', '-w', 'web'], webEnv);
  await run('npm', ['run', 'build', '-w', 'functions']);
}
