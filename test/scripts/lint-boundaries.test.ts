// The import boundaries eslint.config.js draws between layers must refuse what they claim to refuse:
// each case lints a small module as if it lived at the given path, with the repository's own config.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: join(import.meta.dirname, '..', '..') });

/** The messages of the import rule for `text` placed at `path`. */
async function importProblems(path: string, text: string): Promise<string[]> {
  const [result] = await eslint.lintText(text, { filePath: path });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe('the web: shared code imports no feature', { timeout: 60_000 }, () => {
  it.each([
    'web/src/components/ui/some-part.tsx',
    'web/src/hooks/use-something.ts',
    'web/src/lib/something.ts',
    'web/src/lib/firebase/something.ts',
    'web/src/config/something.ts',
  ])('%s may not import a feature, by alias or by relative path', async (path) => {
    const problems = await importProblems(
      path,
      "import { a } from '@/features/auth/components/sign-in-form';\n" +
        "import { b } from '../../features/cart/api/cart-events';\n" +
        'console.log(a, b);\n',
    );
    expect(problems).toHaveLength(2);
    for (const problem of problems) expect(problem).toContain('Shared web code');
  });

  it('lets shared code import shared code, and a feature import shared code', async () => {
    const text = "import { useCheckedForm } from '@/hooks/use-checked-form';\nconsole.log(useCheckedForm);\n";
    expect(await importProblems('web/src/components/ui/some-part.tsx', text)).toEqual([]);
    expect(await importProblems('web/src/features/account/components/some-form.tsx', text)).toEqual([]);
  });
});

describe('functions: only http/ speaks HTTP', { timeout: 60_000 }, () => {
  it.each([
    ['functions/src/data/orders.ts', '../http/errors'],
    ['functions/src/data/admin/coupons.ts', '../../http/errors'],
    ['functions/src/payments/checkout.ts', '../http/routes/cart'],
    ['functions/src/jobs/supplier-sync.ts', '../http'],
    ['functions/src/mail/order-status.ts', '../http/errors'],
  ])('%s may not import %s', async (path, http) => {
    const problems = await importProblems(path, `import { a } from '${http}';\nconsole.log(a);\n`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Only functions/src/http speaks HTTP');
  });

  it("lets them import the shop's errors, and http/ import anything of its own", async () => {
    expect(
      await importProblems(
        'functions/src/data/orders.ts',
        "import { NotFoundError } from '@shop/domain';\nimport { db } from './firestore';\nconsole.log(NotFoundError, db);\n",
      ),
    ).toEqual([]);
    expect(
      await importProblems(
        'functions/src/http/routes/cart.ts',
        "import { HttpError } from '../errors';\nimport { readCart } from '../../data/cart';\nconsole.log(HttpError, readCart);\n",
      ),
    ).toEqual([]);
  });
});

describe('no function over 150 lines in web/src, functions/src or domain/src', { timeout: 60_000 }, () => {
  /** A function of `lines` statements, with a blank line and a comment between each. */
  const functionOf = (lines: number) =>
    'export function long(): number {\n  let n = 0;\n' +
    Array.from({ length: lines - 4 }, () => '  n += 1;\n\n  // counted? no\n').join('') +
    '  return n;\n}\n';

  async function lengthProblems(path: string, text: string): Promise<string[]> {
    const [result] = await eslint.lintText(text, { filePath: path });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'max-lines-per-function')
      .map((message) => message.message);
  }

  it.each([
    'web/src/features/cart/components/some-part.tsx',
    'functions/src/data/some.ts',
    'domain/src/some.ts',
  ])('%s: 151 lines are refused, 150 pass (blank lines and comments not counted)', async (path) => {
    expect(await lengthProblems(path, functionOf(150))).toEqual([]);
    const problems = await lengthProblems(path, functionOf(151));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Maximum allowed is 150');
  });
});

describe('no domain module over 450 lines', { timeout: 60_000 }, () => {
  const moduleOf = (lines: number) =>
    Array.from({ length: lines }, (_, line) => `export const line${line} = ${line};`).join('\n') + '\n';

  async function sizeProblems(path: string, text: string): Promise<string[]> {
    const [result] = await eslint.lintText(text, { filePath: path });
    return (result?.messages ?? [])
      .filter((message) => message.ruleId === 'max-lines')
      .map((message) => message.message);
  }

  it('refuses 451 lines in domain/src and takes 450', async () => {
    expect(await sizeProblems('domain/src/some.ts', moduleOf(450))).toEqual([]);
    const problems = await sizeProblems('domain/src/some.ts', moduleOf(451));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('Maximum allowed is 450');
  });

  it("leaves web and functions modules to their functions' limit", async () => {
    expect(await sizeProblems('functions/src/data/some.ts', moduleOf(451))).toEqual([]);
  });
});
