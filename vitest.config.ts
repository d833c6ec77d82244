// One Vitest configuration, one project per place tests live. `npm test` runs them in phases:
// pure projects first, then the emulator-backed ones against the stack it starts.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', include: ['domain/test/**/*.test.ts'] } },
      { test: { name: 'demo-data', include: ['test/seed/demo-data.test.ts'] } },
      { test: { name: 'scripts', include: ['test/scripts/**/*.test.ts'] } },
      {
        test: {
          name: 'rules',
          include: ['test/rules/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          include: ['test/api/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'seed',
          include: ['test/seed/seed.test.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
