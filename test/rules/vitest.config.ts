// Security rules tests: run against the emulators (see test/rules/*.test.ts for the ports).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The repository root, wherever vitest is started from.
    root: fileURLToPath(new URL('../..', import.meta.url)),
    include: ['test/rules/**/*.test.ts'],
    // The files share one emulator and clear it before each test: never in parallel.
    fileParallelism: false,
    testTimeout: 20000,
    hookTimeout: 20000,
  },
});
