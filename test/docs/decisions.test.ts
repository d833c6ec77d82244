// Every ruling the code and docs cite ("docs/decisions.md rule 4", "docs/decisions.md rules 9-11 and
// 15") is one docs/decisions.md defines, so a reader who follows a citation always finds its rule.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = join(import.meta.dirname, '..', '..');
const decisions = readFileSync(join(repoRoot, 'docs', 'decisions.md'), 'utf8');
const defined = new Set([...decisions.matchAll(/^### (\d+)\. /gm)].map((match) => Number(match[1])));

/** "rules 4, 7-9 and 12" -> [4, 7, 8, 9, 12]. */
function citedNumbers(list: string): number[] {
  return [...list.matchAll(/(\d+)(?:-(\d+))?/g)].flatMap(([, from, to]) => {
    const first = Number(from);
    const last = Number(to ?? from);
    return Array.from({ length: last - first + 1 }, (_, index) => first + index);
  });
}

function citations(): { file: string; rule: number }[] {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => /\.(ts|tsx|md|rules|json|css)$/.test(file));
  return tracked.flatMap((file) => {
    let text: string;
    try {
      text = readFileSync(join(repoRoot, file), 'utf8');
    } catch {
      return []; // listed by git but deleted in the work tree
    }
    return [
      ...text.matchAll(/docs\/decisions\.md rules? (\d+(?:-\d+)?(?:(?:, | and |, and )\d+(?:-\d+)?)*)/g),
    ].flatMap((match) => citedNumbers(match[1]!).map((rule) => ({ file, rule })));
  });
}

describe('docs/decisions.md', () => {
  it('numbers its rulings 1, 2, 3, ... without a gap', () => {
    expect([...defined]).toEqual(Array.from({ length: defined.size }, (_, index) => index + 1));
  });

  it('defines every ruling the code and docs cite', () => {
    const found = citations();
    expect(found.length).toBeGreaterThan(100);
    expect(found.filter(({ rule }) => !defined.has(rule))).toEqual([]);
  });
});
