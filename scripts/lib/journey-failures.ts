// Where the browser journeys note what their open pages showed when one failed
// (test/e2e/support/journey-setup.ts); npm test prints it at its end, where CI's log shows it beside
// the failure: a failed journey in CI leaves no browser to look at.
import { join } from 'node:path';
import { repoRoot } from './preflight';

export const JOURNEY_FAILURES_FILE = join(repoRoot, '.emulators', 'journey-failures.txt');
