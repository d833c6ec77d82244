// Every ruling the code and docs cite ("docs/decisions.md rule 4", "docs/decisions.md rules 9-11 and
// 15", or a bare "rule 17", which docs/api.md says names a ruling too, also when a comment wraps
// the citation over two lines) is one docs/decisions.md defines, so a reader who follows a citation
// always finds its rule.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');
const decisions = readFileSync(join(repoRoot, 'docs', 'decisions.md'), 'utf8');
const defined = new Set([...decisions.matchAll(/^### (\d+)\. /gm)].map((match) => Number(match[1])));

/** A range written backwards ("rules 44-38") names no rule; it is reported instead of read as none. */
class BackwardsRange extends Error {}

/** "rules 4, 7-9 and 12" -> [4, 7, 8, 9, 12]. */
function citedNumbers(list: string): number[] {
  return [...list.matchAll(/(\d+)(?:-(\d+))?/g)].flatMap(([range, from, to]) => {
    const first = Number(from);
    const last = Number(to ?? from);
    if (last < first) throw new BackwardsRange(`"rules ${range}" runs backwards`);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

function citations(): { file: string; rule: number }[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.(ts|tsx|md|rules|json|css)$/.test(file))
    // This file cites made-up rules on purpose, to show the check failing.
    .filter((file) => file !== 'test/docs/decisions.test.ts');
  return tracked.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(join(repoRoot, file), 'utf8');
    } catch {
      return []; // listed by git but deleted in the work tree
    }
    try {
      return citationsIn(text).map((rule) => ({ file, rule }));
    } catch (error) {
      if (error instanceof BackwardsRange) throw new Error(`${file}: ${error.message}`, { cause: error });
      throw error;
    }
  });
}

/**
 * The rule numbers a text cites. Lines are joined first (with a comment's `//`, `*`, `#` or a
 * quote's `>` at the start of the next line dropped), so a citation wrapped over two lines counts.
 */
function citationsIn(text: string): number[] {
  const joined = text.replace(/[ \t]*\r?\n[ \t]*(?:\/\/+|\*|#+|>)?[ \t]*/g, ' ');
  return [...joined.matchAll(/\brules? (\d+(?:-\d+)?(?:(?:, | and |, and )\d+(?:-\d+)?)*)/g)].flatMap(
    (match) => citedNumbers(match[1]!),
  );
}

describe('docs/decisions.md', () => {
  it('numbers its rulings 1, 2, 3, ... without a gap', () => {
    expect([...defined]).toEqual(Array.from({ length: defined.size }, (_, index) => index + 1));
  });

  it('reads every citation form the docs allow', () => {
    expect(citationsIn('docs/decisions.md rule 4')).toEqual([4]);
    expect(citationsIn('the display rounding of rule 7;')).toEqual([7]);
    expect(citationsIn('docs/decisions.md rules 9-11 and 15')).toEqual([9, 10, 11, 15]);
    expect(citationsIn(' * lifecycle (rule\n * 17) runs')).toEqual([17]);
    expect(citationsIn('// see docs/decisions.md rules 9, 10\n// and 24.')).toEqual([9, 10, 24]);
    expect(citationsIn('> VAT per\n> rule 99')).toEqual([99]);
  });

  it('refuses a range written backwards instead of reading it as no rule', () => {
    expect(() => citationsIn('docs/decisions.md rules 44-38')).toThrow('"rules 44-38" runs backwards');
    expect(citationsIn('docs/decisions.md rules 38-38')).toEqual([38]);
  });

  it('finds a bare citation of a rule that does not exist', () => {
    const cited = citationsIn('Sold once (rule 99).');
    expect(cited.filter((rule) => !defined.has(rule))).toEqual([99]);
  });

  it('defines every ruling the code and docs cite', () => {
    const found = citations();
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter(({ rule }) => !defined.has(rule))).toEqual([]);
  });
});
