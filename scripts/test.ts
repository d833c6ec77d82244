// `npm test`: typecheck, lint, unit tests, then rules, API, seed and browser tests against emulators
// this command starts and stops itself. Ends with one plain "N passed, N failed" line.
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildLocalStack, TEST_STACK_ANALYTICS } from './lib/build';
import { PreflightError, repoRoot } from './lib/preflight';
import { emulatorEnv, projectId, startStack, type RunningStack } from './lib/stack';
import { run, step, StepError } from './lib/steps';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
let stack: RunningStack | undefined;

/** The parts of vitest's JSON report this script reads. */
interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { fullName: string; status: string; failureMessages?: string[] | null }[];
  }[];
}

/** The first lines of a failure, without colour codes: enough to read the cause at the end of a long log. */
function firstLines(message: string, count = 6): string {
  return (
    message
      // eslint-disable-next-line no-control-regex -- the terminal's colour codes are control characters
      .replace(/\u001b\[[0-9;]*m/g, '')
      .split('\n')
      .filter((line) => line.trim() !== '' && !/^\s*at .*(node_modules|<anonymous>)/.test(line))
      .slice(0, count)
      .map((line) => `      ${line}`)
      .join('\n')
  );
}

/**
 * Each failed test of a report with the start of its error, and each file that failed outside a
 * test (a hook, an import). The end of the log then says why, not only which command failed: CI
 * shows its last lines.
 */
function failedTestsOf(report: VitestReport): string[] {
  return report.testResults.flatMap((file) => {
    const tests = file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `× ${test.fullName}\n${firstLines(test.failureMessages?.[0] ?? 'no message')}`);
    if (tests.length === 0 && file.status === 'failed') {
      // vitest's report keeps no error of a failed hook: the output above has it.
      const reason = file.message
        ? firstLines(file.message)
        : '      failed outside its tests (a hook): see above';
      return [`× ${file.name}\n${reason}`];
    }
    return tests;
  });
}

async function vitest(
  title: string,
  projects: string[],
  env: Record<string, string> = {},
  files: string[] = [],
  buffered = false,
): Promise<void> {
  const report = join(
    repoRoot,
    '.emulators',
    `vitest-${[...projects, ...files].join('-').replace(/[/.]/g, '_')}.json`,
  );
  rmSync(report, { force: true });
  try {
    await step(title, () =>
      run(
        'vitest',
        [
          'run',
          ...projects.flatMap((name) => ['--project', name]),
          ...files,
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report}`,
        ],
        env,
        { buffered },
      ),
    );
  } catch (error) {
    failures.push(`${title}: ${(error as Error).message}`);
  } finally {
    if (existsSync(report)) {
      const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
      tally.passed += result.numPassedTests;
      // A suite that fails in a hook has no failed test of its own: count its file then. (Failed
      // suites also count the describe blocks around a failed test, so they are no count of failures.)
      const failedFiles = result.testResults.filter((file) => file.status === 'failed').length;
      tally.failed += result.numFailedTests > 0 ? result.numFailedTests : failedFiles;
      tally.skipped += result.numPendingTests + result.numTodoTests;
      failures.push(...failedTestsOf(result));
    } else {
      tally.failed += 1;
    }
  }
}

async function check(title: string, command: string, args: string[]): Promise<void> {
  try {
    await step(title, () => run(command, args, {}, { buffered: true }));
    tally.passed += 1;
  } catch (error) {
    tally.failed += 1;
    failures.push(`${title}: ${(error as Error).message}`);
  }
}

process.on('SIGINT', () => void stack?.stop().then(() => process.exit(130)));

try {
  // With analytics configured, so the browser tests can walk the cookie banner (lib/build.ts).
  await step('Building the shop', () => buildLocalStack(TEST_STACK_ANALYTICS));
  // The checks that need no emulators run while the emulators boot (Java takes half a minute); their
  // output is printed when each one ends, so the two do not interleave.
  const starting = step('Starting the Firebase emulators', () =>
    startStack({ only: ['auth', 'firestore', 'functions', 'hosting', 'storage'] }),
  );
  await Promise.allSettled([
    starting,
    (async () => {
      await check('Type-checking', 'tsc', ['-b']);
      await check('Linting', 'eslint', ['.', '--max-warnings=0']);
      await check('Checking imports (dead exports, circles)', 'tsx', ['scripts/check-imports.ts']);
      await check('Formatting', 'prettier', ['--check', '.']);
      await vitest('Unit tests', ['domain', 'demo-data', 'scripts'], {}, [], true);
    })(),
  ]);
  stack = await starting;
  for (const notice of stack.notices) console.log(notice);
  const env = emulatorEnv(stack.ports);
  // The rules tests use a project of their own (demo-maison-borsa-rules), so they run beside the API
  // tests; every other emulator project runs alone, since each clears the database its tests use.
  await Promise.all([
    vitest('Security rules tests', ['rules'], env, [], true),
    vitest('API tests', ['api', 'api-stack'], env, [], true),
  ]);
  await vitest('Demo data seeding tests', ['seed'], env);
  // The tests above wipe the database; the browser tests walk the shop with its demo data.
  // Each browser journey starts from the demo shop as seeded: journeys change stock, orders, lists
  // and coupons, and one must not depend on another's leftovers.
  const journeys = readdirSync(join(repoRoot, 'test', 'e2e'))
    .filter((name) => name.endsWith('.test.ts'))
    .sort();
  for (const journey of journeys) {
    await step(`Resetting the demo data for ${journey}`, async () => {
      const cleared = await fetch(
        `http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
        { method: 'DELETE' },
      );
      if (!cleared.ok) throw new StepError(`Could not clear the Firestore emulator (${cleared.status}).`);
      await run('tsx', ['scripts/seed.ts'], env);
    });
    await vitest(`Browser tests: ${journey}`, ['e2e'], env, [join('test', 'e2e', journey)]);
  }
  // Last, on the built shop: the commands the docs mark as runnable, each on a stack of its own.
  await vitest('Docs commands', ['docs']);
} catch (error) {
  tally.failed += 1;
  const reason =
    error instanceof PreflightError || error instanceof StepError ? error.message : String(error);
  failures.push(reason);
} finally {
  await stack?.stop();
}

if (failures.length > 0) {
  console.error(`\nFailed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
}
console.log(`\n${tally.passed} passed, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 || failures.length > 0 ? 1 : 0);
