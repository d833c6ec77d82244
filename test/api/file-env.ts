// Runs before every API test file (vitest.config.ts, project api, setupFiles). The API tests share one
// worker and its modules (isolate: false: importing the functions code afresh for each of 60 files
// took a third of the project's CPU), so a file that sets process.env for its own case must not hand
// that to the next file: the environment is put back as it was when each file ends.
import { afterAll } from 'vitest';

const before = { ...process.env };

afterAll(() => {
  for (const name of Object.keys(process.env)) {
    if (!(name in before)) delete process.env[name];
  }
  Object.assign(process.env, before);
});
