// Temporary runner (not committed): the full stack on this worktree's offset, then each browser
// test file given on the command line from freshly seeded demo data, as scripts/test.ts does.
import { emulatorEnv, projectId, startStack } from './lib/stack';
import { run } from './lib/steps';
const files = process.argv.slice(2);
const stack = await startStack({ only: ['auth', 'firestore', 'functions', 'hosting', 'storage'] });
const env = emulatorEnv(stack.ports);
const results: string[] = [];
try {
  for (const file of files) {
    await fetch(`http://${env.FIRESTORE_EMULATOR_HOST}/emulator/v1/projects/${projectId}/databases/(default)/documents`, { method: 'DELETE' });
    await run('tsx', ['scripts/seed.ts'], env, { buffered: true });
    try {
      await run('vitest', ['run', '--project', file.startsWith('test/api/') ? 'api-stack' : 'e2e', file], env);
      results.push(`PASS ${file}`);
    } catch (error) {
      results.push(`FAIL ${file}: ${(error as Error).message}`);
    }
  }
} finally {
  await stack.stop();
  console.log(results.join('\n'));
}
