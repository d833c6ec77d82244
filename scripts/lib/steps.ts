// Small helpers for the start and test commands: run a step, say what it does, fail plainly.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from './preflight';

export class StepError extends Error {}

const binDir = join(repoRoot, 'node_modules', '.bin');

/**
 * Runs a command from the repo root with node_modules/.bin first on PATH; rejects on a non-zero exit.
 * With `buffered`, its output is held back and printed in one piece when it ends, so commands that
 * run side by side do not interleave their lines. With `nice`, it runs at a lower priority
 * (`nice -n 10`, POSIX), it and everything it starts: work with no time limit that can wait.
 */
export function run(
  command: string,
  args: string[],
  env: Record<string, string> = {},
  { buffered = false, nice = false }: { buffered?: boolean; nice?: boolean } = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(nice ? 'nice' : command, nice ? ['-n', '10', command, ...args] : args, {
      cwd: repoRoot,
      stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, PATH: `${binDir}:${process.env.PATH ?? ''}`, ...env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code, signal) => {
      if (output.length > 0) process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve();
      else
        reject(
          new StepError(`\`${[command, ...args].join(' ')}\` failed (${signal ?? `exit code ${code}`}).`),
        );
    });
  });
}

export async function step<T>(title: string, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`\n▶ ${title}`);
  const result = await work();
  console.log(`✔ ${title} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}
