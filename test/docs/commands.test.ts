// The docs' runnable commands, run as written, so the docs cannot drift from the code again.
// A command is runnable when its code block's info string is `sh runnable`:
//
//   ```sh runnable
//   npm run bench -- bundle
//   ```
//
// Each block runs with bash from the repository root (set -e: every line must succeed). One
// substitution is made: `EMULATOR_PORT_OFFSET=N` becomes this test's own offset (the stack npm test
// runs on, plus 70), so a documented command never collides with a stack already running.
// Mark only commands that are true on any machine that can run `npm test` and that leave nothing
// behind; `npm test` runs this project last, when the shop is built.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');
const docs = [
  'README.md',
  'web/README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** No difference between two of Firebase's default ports is 70, so this offset shares none with the stack's. */
const offset = Number(process.env.EMULATOR_PORT_OFFSET ?? 0) + 70;

interface RunnableBlock {
  file: string;
  line: number;
  script: string;
}

/** The `sh runnable` blocks of a Markdown text, with the line each starts on. */
function runnableBlocks(file: string, markdown: string): RunnableBlock[] {
  const blocks: RunnableBlock[] = [];
  const lines = markdown.split('\n');
  for (let index = 0; index < lines.length; index += 1) {
    const fence = /^(\s*)(`{3,})\s*sh\s+runnable\s*$/.exec(lines[index] ?? '');
    if (!fence) continue;
    const end = lines.findIndex((line, at) => at > index && line.trim() === fence[2]);
    if (end < 0) throw new Error(`${file}:${index + 1}: a runnable block is never closed`);
    const indent = fence[1]?.length ?? 0;
    blocks.push({
      file,
      line: index + 1,
      script: lines
        .slice(index + 1, end)
        .map((line) => line.slice(indent))
        .join('\n'),
    });
    index = end;
  }
  return blocks;
}

const blocks = docs.flatMap((file) => runnableBlocks(file, readFileSync(join(repoRoot, file), 'utf8')));

describe('the docs’ runnable commands', () => {
  it('are found (the marker is `sh runnable`)', () => {
    expect(blocks.length).toBeGreaterThan(0);
  });

  it.each(blocks.map((block) => [`${block.file}:${block.line}`, block] as const))(
    '%s runs and succeeds',
    (_where, block) => {
      const script = block.script.replace(/\bEMULATOR_PORT_OFFSET=\d+/g, `EMULATOR_PORT_OFFSET=${offset}`);
      const result = spawnSync('bash', ['-e', '-o', 'pipefail', '-c', script], {
        cwd: repoRoot,
        encoding: 'utf8',
        env: { ...process.env, EMULATOR_PORT_OFFSET: String(offset) },
        timeout: 540_000,
        maxBuffer: 64 * 1024 * 1024,
      });
      const lines = `${result.stdout ?? ''}${result.stderr ?? ''}`.split('\n');
      // The tail says what failed; the server's own error lines, anywhere in the output, say why.
      const serverErrors = lines.filter((line) => line.includes('"severity":"ERROR"')).slice(-10);
      const output = [...serverErrors, '…', ...lines.slice(-40)].join('\n');
      expect(
        result.status,
        `${relative(repoRoot, join(repoRoot, block.file))}:${block.line} failed (${result.error?.message ?? `exit ${result.status}`}):\n${output}`,
      ).toBe(0);
    },
  );
});
