// One Vitest configuration, one project per place tests live. `npm test` runs them in phases:
// pure projects first, then the emulator-backed ones against the stack it starts.
import { defineConfig } from 'vitest/config';

/** API tests that need the built shop and the Functions and Hosting emulators (docs/api.md, "Testing"). */
const apiStackTests = ['test/api/through-hosting.test.ts', 'test/api/storefront-page.test.ts'];

/**
 * The stacks `npm test` runs the browser journeys on (test/e2e/support/journey-setup.ts): one Vitest
 * worker each, so as many journey files run at once. One when run by hand.
 */
const journeyStacks = Math.max(1, (JSON.parse(process.env.JOURNEY_STACKS ?? '[]') as unknown[]).length);

export default defineConfig({
  test: {
    projects: [
      // Pure tests share their workers' modules: nothing in domain/ keeps state between calls.
      { test: { name: 'domain', include: ['domain/test/**/*.test.ts'], isolate: false } },
      { test: { name: 'demo-data', include: ['test/seed/demo-data.test.ts'] } },
      { test: { name: 'scripts', include: ['test/scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'rules',
          include: ['test/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
          // The first hook meets an emulator just started, beside the build and other lanes (npm test).
          hookTimeout: 60_000,
        },
      },
      {
        // The API in-process: needs the Auth and Firestore emulators only.
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          exclude: apiStackTests,
          fileParallelism: false,
          // One worker keeps the functions code loaded from file to file (test/api/file-env.ts).
          isolate: false,
          setupFiles: ['test/api/file-env.ts'],
          testTimeout: 30_000,
          // As for the rules tests: the first hook meets an emulator just started.
          hookTimeout: 60_000,
        },
      },
      {
        // What needs the built shop and the whole stack (Functions and Hosting emulators too).
        test: {
          name: 'api-stack',
          include: apiStackTests,
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        // Runs the commands the docs mark as runnable (test/docs/commands.test.ts).
        test: {
          name: 'docs',
          include: ['test/docs/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 600_000,
        },
      },
      {
        test: {
          name: 'seed',
          include: ['test/seed/seed.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          // The first seed writes the whole demo catalogue in beforeAll: seconds on a quiet machine,
          // more beside npm test's other lanes.
          hookTimeout: 180_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          setupFiles: ['test/e2e/support/journey-setup.ts'],
          // Each worker keeps Playwright, the Admin SDK and the seeding code loaded from file to file
          // (each file still starts from freshly seeded data, and opens browsers of its own).
          isolate: false,
          fileParallelism: journeyStacks > 1,
          maxWorkers: journeyStacks,
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // A journey is a real browser against real emulators on a busy machine: a test that races
          // the page (reads a list before a transition shows it) fails once in many runs. It gets a
          // second try, and npm test names every test that needed one, with its first failure.
          retry: 1,
        },
      },
    ],
  },
});
