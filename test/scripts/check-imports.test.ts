// `npm run check:imports` must catch what it claims: an export nothing uses, also when a module is
// loaded with a dynamic import(), and an import circle. Each case is a small tree of its own.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');

/** Runs the check on a tree of the given files; its exit code and what it printed. */
function checkTree(files: Record<string, string>): { status: number | null; output: string } {
  const root = mkdtempSync(join(tmpdir(), 'check-imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const result = spawnSync(
    join(repoRoot, 'node_modules', '.bin', 'tsx'),
    ['scripts/check-imports.ts', `--root=${root}`],
    {
      cwd: repoRoot,
      encoding: 'utf8',
    },
  );
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

const domain = {
  'domain/src/index.ts': 'export const used = 1;\nexport const unused = 2;\n',
};

// Each case starts the TypeScript parser in a process of its own: seconds on a busy machine.
describe('check:imports', { timeout: 60_000 }, () => {
  it('passes a tree whose exports are all used', () => {
    const result = checkTree({
      ...domain,
      'scripts/bench.ts': "import { used, unused } from '@shop/domain';\nconsole.log(used, unused);\n",
    });
    expect(result.output).toContain('no dead export, no import circle');
    expect(result.status).toBe(0);
  });

  it.each([
    [
      'destructured from an awaited import()',
      "const { used } = await import('@shop/domain');\nconsole.log(used);\n",
    ],
    [
      'read from the module an import() gave',
      "const domain = await import('@shop/domain');\nconsole.log(domain.used);\n",
    ],
    ['taken in .then()', "void import('@shop/domain').then(({ used }) => console.log(used));\n"],
    ['read in .then()', "void import('@shop/domain').then((domain) => console.log(domain.used));\n"],
  ])('finds an unused export of domain/ when the only user is %s', (_form, bench) => {
    const result = checkTree({ ...domain, 'scripts/bench.ts': bench });
    expect(result.output).toContain('domain/src/index.ts: unused');
    expect(result.output).not.toContain('domain/src/index.ts: used\n');
    expect(result.status).toBe(1);
  });

  it('counts a module handed on by import() (a lazy screen) as used whole', () => {
    const result = checkTree({
      ...domain,
      'web/src/screens.ts': "export const screens = { store: () => import('@shop/domain') };\n",
      'web/src/main.ts': "import { screens } from './screens';\nconsole.log(screens);\n",
    });
    expect(result.status).toBe(0);
  });

  it('finds an import circle', () => {
    const result = checkTree({
      'domain/src/a.ts': "import { b } from './b';\nexport const a = () => b;\n",
      'domain/src/b.ts': "import { a } from './a';\nexport const b = () => a;\n",
      'domain/src/index.ts': "export { a } from './a';\nexport { b } from './b';\n",
      'scripts/use.ts': "import { a, b } from '@shop/domain';\nconsole.log(a, b);\n",
    });
    expect(result.output).toContain('import circle');
    expect(result.status).toBe(1);
  });
});
