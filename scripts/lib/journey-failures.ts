// What the browser showed when a journey failed: test/e2e/support/journey-setup.ts notes it, npm test
// prints it at its end, where CI's log shows it beside the failure (a failed journey in CI leaves no
// browser to look at).
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from './preflight';

const JOURNEY_FAILURES_FILE = join(repoRoot, '.emulators', 'journey-failures.txt');

export function noteJourneyFailure(test: string, pages: string): void {
  mkdirSync(dirname(JOURNEY_FAILURES_FILE), { recursive: true });
  appendFileSync(JOURNEY_FAILURES_FILE, `× ${test}\n${pages}\n`);
}

/** The failures noted since forgetJourneyFailures, or '' when none was. */
export function journeyFailures(): string {
  return existsSync(JOURNEY_FAILURES_FILE) ? readFileSync(JOURNEY_FAILURES_FILE, 'utf8').trim() : '';
}

export function forgetJourneyFailures(): void {
  rmSync(JOURNEY_FAILURES_FILE, { force: true });
}
