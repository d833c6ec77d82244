// The budgets the docs state are the ones the benches enforce: the listing route's gzipped
// JavaScript (scripts/bench.ts) and Lighthouse's (scripts/bench/lighthouse-report.ts). A budget
// changed in one place and not the other would leave a reader checking against the wrong figure.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_BUDGET_KIB } from '../../scripts/bench';
import { LIGHTHOUSE_BUDGETS } from '../../scripts/bench/lighthouse-report';

const repoRoot = join(import.meta.dirname, '..', '..');
const docs = [
  'README.md',
  'web/README.md',
  ...readdirSync(join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** A document's text with its lines joined, so a figure wrapped onto the next line is still read. */
const textOf = (file: string) => readFileSync(join(repoRoot, file), 'utf8').replace(/\s*\n\s*/g, ' ');

/** Every figure a pattern's first group captures in a document. */
const figures = (file: string, pattern: RegExp) =>
  [...textOf(file).matchAll(pattern)].map((match) => Number(match[1]));

describe('budgets in the docs', () => {
  it.each(['README.md', 'web/README.md'])(
    '%s states the listing route budget the bundle bench holds',
    (file) => {
      const stated = figures(file, /(?:over|under|within) (?:its )?(\d+) KiB/g);
      expect(stated.length).toBeGreaterThan(0);
      expect(stated.every((kib) => kib === LISTING_BUDGET_KIB)).toBe(true);
    },
  );

  it('every doc that states a Lighthouse budget states the one the bench fails on', () => {
    const stated = docs.flatMap((file) => [
      ...figures(file, /performance >= (\d+)/g).map((value) => ['performance', value, file]),
      ...figures(file, /LCP <= ([\d.]+) s/g).map((value) => ['lcpMs', value * 1000, file]),
      ...figures(file, /TBT <= (\d+) ms/g).map((value) => ['tbtMs', value, file]),
      ...figures(file, /CLS <= ([\d.]+)/g).map((value) => ['cls', value, file]),
    ]);
    expect(stated.length).toBeGreaterThanOrEqual(4);
    const wrong = stated.filter(
      ([budget, value]) => LIGHTHOUSE_BUDGETS[budget as keyof typeof LIGHTHOUSE_BUDGETS] !== value,
    );
    expect(wrong).toEqual([]);
  });
});
