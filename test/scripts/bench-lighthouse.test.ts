// The Lighthouse step's summary: per-metric medians and the budgets a route misses.
import { describe, expect, it } from 'vitest';
import {
  budgetMisses,
  formatRow,
  medianMainThread,
  medianRun,
  type LighthouseRun,
} from '../../scripts/bench/lighthouse-report';

const run = (performance: number, lcpMs: number, tbtMs: number, cls: number): LighthouseRun => ({
  performance,
  accessibility: 100,
  lcpMs,
  tbtMs,
  cls,
  transferKiB: 200,
});

describe('Lighthouse bench summary', () => {
  it('takes the median of each metric on its own', () => {
    expect(medianRun([run(95, 2000, 300, 0), run(80, 1500, 100, 0.1), run(92, 3000, 150, 0.01)])).toEqual(
      run(92, 2000, 150, 0.01),
    );
    expect(medianRun([run(90, 2000, 100, 0), run(94, 2400, 200, 0.02)])).toEqual(run(92, 2200, 150, 0.01));
  });

  it('names every budget a route misses, and none when it keeps them', () => {
    expect(budgetMisses(run(90, 2500, 200, 0.02))).toEqual([]);
    expect(budgetMisses({ ...run(89, 2501, 201, 0.021), accessibility: 97 })).toEqual([
      'performance 89 < 90',
      'accessibility 97 < 100',
      'LCP 2501 ms > 2500 ms',
      'TBT 201 ms > 200 ms',
      'CLS 0.021 > 0.02',
    ]);
  });

  it('takes the median of the unthrottled main-thread figures and prints them beside the scores', () => {
    const trace = (scriptingMs: number, mainThreadMs: number, unattributedLongTaskMs: number) => ({
      scriptingMs,
      mainThreadMs,
      unattributedLongTaskMs,
    });
    const mainThread = medianMainThread([trace(300, 900, 0), trace(120, 400, 60), trace(200, 700, 0)]);
    expect(mainThread).toEqual(trace(200, 700, 0));
    const row = formatRow({
      path: '/products',
      runs: 3,
      ...run(92, 2000, 150, 0.01),
      ...mainThread,
      misses: [],
    });
    expect(row).toMatch(/\/products +92 +100 +2\.00 s +150 ms +0\.010 +200 \| +200 ms +700 ms +0 ms$/);
  });

  it('refuses to summarise no runs', () => {
    expect(() => medianRun([])).toThrow('No Lighthouse runs');
  });
});
