// Development entry: `tsx scripts/emulators.ts [--only auth,firestore] [-- command args...]`.
// Without a command it runs until Ctrl-C; with one it runs the command against the stack and stops.
import { spawn } from 'node:child_process';
import { PreflightError } from './lib/preflight';
import { emulatorEnv, startStack, type EmulatorName } from './lib/stack';

const args = process.argv.slice(2);
const dashIndex = args.indexOf('--');
const command = dashIndex >= 0 ? args.slice(dashIndex + 1) : [];
const onlyIndex = args.indexOf('--only');
const only = (
  onlyIndex >= 0 && onlyIndex < (dashIndex >= 0 ? dashIndex : args.length)
    ? (args[onlyIndex + 1] ?? '')
    : 'auth,firestore,functions,hosting,storage'
).split(',') as EmulatorName[];

try {
  const stack = await startStack({ only, verbose: command.length === 0 });
  for (const notice of stack.notices) console.log(notice);
  console.log(`Emulators ready: ${stack.emulators.join(', ')} (log: ${stack.logFile})`);
  const shutdown = async (code: number) => {
    await stack.stop();
    process.exit(code);
  };
  process.on('SIGINT', () => void shutdown(130));
  process.on('SIGTERM', () => void shutdown(143));
  if (command.length > 0) {
    const [bin, ...rest] = command as [string, ...string[]];
    const child = spawn(bin, rest, {
      stdio: 'inherit',
      env: { ...process.env, ...emulatorEnv(stack.ports) },
    });
    child.on('exit', (code) => void shutdown(code ?? 1));
  } else {
    await stack.exited;
  }
} catch (error) {
  if (error instanceof PreflightError) {
    console.error(`Cannot start the emulators: ${error.message}`);
    process.exit(2);
  }
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
