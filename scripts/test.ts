// `npm test`: typecheck, lint, unit tests, rules, API, seed and browser tests and the docs' commands,
// against emulators this command starts and stops itself, in lanes side by side (below). Ends with one
// plain "N passed, N failed" line.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildLocalStack, TEST_STACK_ANALYTICS } from './lib/build';
import { JOURNEY_FAILURES_FILE } from './lib/journey-failures';
import { PreflightError, repoRoot } from './lib/preflight';
import { emulatorEnv, emulatorHub, startStack, type RunningStack, type StartOptions } from './lib/stack';
import { run, step, StepError } from './lib/steps';

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const tally: Tally = { passed: 0, failed: 0, skipped: 0 };
const failures: string[] = [];
/** Tests that failed and then passed on their second try (vitest.config.ts, the browser journeys). */
const secondTries: string[] = [];

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

/** Each test that passed with errors kept: vitest keeps a failed try's errors when a retry passes. */
function passedOnSecondTry(report: VitestReport): string[] {
  return report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'passed' && (test.failureMessages?.length ?? 0) > 0)
      .map((test) => `↻ ${test.fullName}\n${firstLines(test.failureMessages![0]!)}`),
  );
}

interface RunOptions {
  env?: Record<string, string>;
  /** Hold the output back and print it in one piece when it ends (for steps that run side by side). */
  buffered?: boolean;
}

async function vitest(title: string, projects: string[], options: RunOptions = {}): Promise<void> {
  const report = join(repoRoot, '.emulators', `vitest-${projects.join('-')}.json`);
  rmSync(report, { force: true });
  try {
    await step(title, () =>
      run(
        'vitest',
        [
          'run',
          ...projects.flatMap((name) => ['--project', name]),
          '--reporter=default',
          '--reporter=json',
          `--outputFile.json=${report}`,
        ],
        options.env,
        options,
      ),
    );
  } catch (error) {
    failures.push(`${title}: ${(error as Error).message}`);
  } finally {
    if (existsSync(report)) {
      const result = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
      tally.passed += result.numPassedTests;
      // Each failed test, and each file that failed outside its tests (a hook, an import): such a
      // file has no failed test of its own. (Failed suites also count the describe blocks around a
      // failed test, so vitest's own counts of failed suites are no count of failures.)
      const failed = failedTestsOf(result);
      tally.failed += failed.length;
      secondTries.push(...passedOnSecondTry(result));
      tally.skipped += result.numPendingTests + result.numTodoTests;
      failures.push(...failed);
    } else {
      tally.failed += 1;
    }
  }
}

async function check(title: string, command: string, args: string[]): Promise<void> {
  try {
    // At a lower priority: these have no time limit, while the tests beside them have.
    await step(title, () => run(command, args, {}, { buffered: true, nice: true }));
    tally.passed += 1;
  } catch (error) {
    tally.failed += 1;
    failures.push(`${title}: ${(error as Error).message}`);
  }
}

/**
 * Where npm test's stacks listen, as offsets from EMULATOR_PORT_OFFSET (its own, 0 by default). No
 * two of Firebase's default ports differ by a multiple of 10 below 100, so stacks 10 apart share no
 * port. The browser journeys run on two stacks at once; side-by-side-stacks.test.ts starts a stack
 * 50 above the one it runs on (50 and 80), and the docs' commands start theirs 70 above.
 */
const JOURNEY_STACK_OFFSETS = [0, 30];
/** The stack of the tests that need Auth and Firestore only: rules, API, seeding. */
const TEST_STACK_OFFSET = 10;
const baseOffset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0);

const stacks: RunningStack[] = [];
const notices = new Set<string>();
async function startOwnStack(options: StartOptions): Promise<RunningStack> {
  // Three stacks start beside the build and the checks: more time than a stack alone needs.
  const stack = await startStack({ timeoutMs: 300_000, ...options });
  stacks.push(stack);
  for (const notice of stack.notices) {
    if (!notices.has(notice)) console.log(notice);
    notices.add(notice);
  }
  return stack;
}

/** Runs a lane of steps; a step that throws (a stack that cannot start) is a failure, and the lane ends. */
async function lane(work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    tally.failed += 1;
    failures.push(
      error instanceof PreflightError || error instanceof StepError ? error.message : String(error),
    );
  }
}

let interrupted = false;
process.on('SIGINT', () => {
  interrupted = true;
  void Promise.all(stacks.map((stack) => stack.stop())).then(() => process.exit(130));
});

// Every Firestore emulator npm test starts (its stacks, the docs' commands', a journey's second
// stack) inherits this: the JVM's quick compiler only and its serial collector. An emulator here
// lives minutes under bursts of requests on two cores, where the optimising compiler and parallel
// GC threads cost more CPU than they return: the API tests' emulator used 60 s of CPU with Java's
// defaults and 37 s with these, and the tests ran faster.
process.env.JAVA_TOOL_OPTIONS ??= '-XX:TieredStopAtLevel=1 -XX:+UseSerialGC';

const started = Date.now();
// Lanes side by side, so both cores stay busy while a lane waits (for Java's start, pages, emulators).
// The browser journeys take longest and need the built shop: they start as soon as it is built.
let built = false;
const building = lane(async () => {
  await step('Building the shop', () => buildLocalStack(TEST_STACK_ANALYTICS));
  built = true;
});
await Promise.all([
  building,
  lane(async () => {
    // The checks that need no emulators.
    await check('Type-checking', 'tsc', ['-b']);
    await check('Linting', 'eslint', ['.', '--max-warnings=0']);
    await check('Checking imports (dead exports, circles)', 'tsx', ['scripts/check-imports.ts']);
    await check('Formatting', 'prettier', ['--check', '.']);
    await vitest('Unit tests', ['domain', 'demo-data', 'scripts'], { buffered: true });
  }),
  lane(async () => {
    // Rules, API and seeding tests need no build: they start at once, on a stack of their own. The
    // rules tests use a project of their own (demo-maison-borsa-rules), so they run beside the API
    // tests; the seeding tests clear the database the API tests use, so they come after them.
    const stack = await step('Starting the emulators for the rules, API and seeding tests', () =>
      startOwnStack({ only: ['auth', 'firestore'], offset: baseOffset + TEST_STACK_OFFSET }),
    );
    const env = emulatorEnv(stack.ports);
    await Promise.all([
      vitest('Security rules tests', ['rules'], { env, buffered: true }),
      vitest('API tests', ['api'], { env, buffered: true }),
    ]);
    await vitest('Demo data seeding tests', ['seed'], { env, buffered: true });
    await stack.stop();
  }),
  lane(async () => {
    await building;
    if (!built) return;
    // On the built shop: the commands the docs mark as runnable, each on a stack of its own.
    await vitest('Docs commands', ['docs'], { buffered: true });
  }),
  lane(async () => {
    await building;
    if (!built) return;
    const journeyStacks = await step('Starting the Firebase emulators', () =>
      Promise.all(
        JOURNEY_STACK_OFFSETS.map((offset) =>
          startOwnStack({
            only: ['auth', 'firestore', 'functions', 'hosting', 'storage'],
            offset: baseOffset + offset,
          }),
        ),
      ),
    );
    const envs = journeyStacks.map((stack) => emulatorEnv(stack.ports));
    await vitest('API tests through the whole stack', ['api-stack'], { env: envs[0] });
    // Each journey file on one of the stacks, from freshly seeded demo data
    // (test/e2e/support/journey-setup.ts).
    rmSync(JOURNEY_FAILURES_FILE, { force: true });
    // Each stack's hub too: a worker's first seed runs with the stack's triggers off (withTriggersOff).
    const journeyEnvs = journeyStacks.map((stack, index) => ({
      ...envs[index],
      FIREBASE_EMULATOR_HUB: emulatorHub(stack.ports),
    }));
    await vitest('Browser tests', ['e2e'], { env: { JOURNEY_STACKS: JSON.stringify(journeyEnvs) } });
    await Promise.all(journeyStacks.map((stack) => stack.stop()));
  }),
]).finally(() => Promise.all(stacks.map((stack) => stack.stop())));
if (interrupted) process.exit(130);
console.log(`\nnpm test took ${Math.round((Date.now() - started) / 1000)} s`);

if (failures.length > 0) {
  console.error(`\nFailed:\n${failures.map((failure) => `  - ${failure}`).join('\n')}`);
}
if (secondTries.length > 0) {
  console.error(
    `\nPassed only on a second try (a race in the test or the shop: worth a look):\n${secondTries.map((test) => `  - ${test}`).join('\n')}`,
  );
}
if (existsSync(JOURNEY_FAILURES_FILE)) {
  const pages = readFileSync(JOURNEY_FAILURES_FILE, 'utf8').trim();
  console.error(`\nWhat the browser showed when a journey failed (a first try included):\n${pages}`);
}
const retried = secondTries.length > 0 ? ` (${secondTries.length} on a second try)` : '';
console.log(`\n${tally.passed} passed${retried}, ${tally.failed} failed, ${tally.skipped} skipped`);
process.exit(tally.failed > 0 || failures.length > 0 ? 1 : 0);
