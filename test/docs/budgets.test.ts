// The budgets the docs state are the ones the benches enforce: the listing route's gzipped
// JavaScript with its words (scripts/bench.ts) and Lighthouse's (scripts/bench/lighthouse-report.ts).
// A budget changed in one place and not the other would leave a reader checking against the wrong
// figure. And the listing's budget counts its words in the heaviest language, not its code alone.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LISTING_BUDGET_KIB, measureRoutes, SHELL_MODULE, STOREFRONT_ROUTES } from '../../scripts/bench';
import type { Manifest } from '../../web/vite-manifest';
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

/**
 * A build's manifest as the bundle bench reads it: the entry, the shell, every storefront route's
 * module, and the shell words of English and French (each chunk's file named as its key).
 */
function manifestWithWords(): Manifest {
  const chunk = (key: string, more: object = {}) => [key, { file: key, src: key, ...more }] as const;
  return Object.fromEntries([
    chunk('index.html', { isEntry: true }),
    chunk(SHELL_MODULE),
    ...STOREFRONT_ROUTES.map((route) => chunk(route.module, { isDynamicEntry: true })),
    chunk('virtual:page-words/words-en-shell', { isDynamicEntry: true }),
    chunk('virtual:page-words/words-fr-shell', { isDynamicEntry: true }),
  ]);
}

describe('the listing budget', () => {
  const budget = LISTING_BUDGET_KIB * 1024;
  /** The listing's report when its code weighs `code` bytes and the French shell words `frenchWords`. */
  const listing = (code: number, frenchWords: number) => {
    const sizes: Record<string, number> = {
      'index.html': code - 100,
      [SHELL_MODULE]: 60,
      'src/app/routes/storefront/products.tsx': 40,
      'virtual:page-words/words-en-shell': frenchWords - 200,
      'virtual:page-words/words-fr-shell': frenchWords,
    };
    return measureRoutes(manifestWithWords(), (file) => sizes[file] ?? 10).find(
      (report) => report.path === '/products',
    )!;
  };

  it('counts the words of the heaviest language in the first load', () => {
    const report = listing(100_000, 4_000);
    expect(report.gzipBytes).toBe(100_000);
    expect(report.words).toEqual({ language: 'fr', gzipBytes: 4_000 });
    expect(report.firstLoadBytes).toBe(104_000);
  });

  it('is missed by a listing whose code is within it but not with its words', () => {
    expect(listing(budget - 1_000, 999).overBudget).toBe(false);
    expect(listing(budget - 1_000, 1_001).overBudget).toBe(true);
  });
});
