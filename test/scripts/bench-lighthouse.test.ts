// The Lighthouse step's summary: per-metric medians and the budgets a route misses.
import { describe, expect, it } from 'vitest';
import {
  budgetMisses,
  formatProgress,
  formatRow,
  mainThreadCpuShare,
  medianMainThread,
  medianRun,
  runOrder,
  type LighthouseRun,
} from '../../scripts/bench/lighthouse-report';

const run = (performance: number, lcpMs: number, tbtMs: number, cls: number): LighthouseRun => ({
  performance,
  accessibility: 100,
  lcpMs,
  tbtMs,
  cls,
  transferKiB: 200,
  cpuShare: 0.5,
});

describe('Lighthouse bench summary', () => {
  it('takes the median of each metric on its own', () => {
    expect(medianRun([run(95, 2000, 300, 0), run(80, 1500, 100, 0.1), run(92, 3000, 150, 0.01)])).toEqual(
      run(92, 2000, 150, 0.01),
    );
    expect(medianRun([run(90, 2000, 100, 0), run(94, 2400, 200, 0.02)])).toEqual(run(92, 2200, 150, 0.01));
  });

  it('names every budget a route misses, and none when it keeps them', () => {
    expect(budgetMisses(run(95, 2000, 200, 0.02))).toEqual([]);
    expect(budgetMisses({ ...run(94, 2001, 201, 0.021), accessibility: 97 })).toEqual([
      'performance 94 < 95',
      'accessibility 97 < 100',
      'LCP 2001 ms > 2000 ms',
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
    expect(row).toMatch(/\/products +92 +100 +2\.00 s +150 ms +0\.010 +200 +50 % \| +200 ms +700 ms +0 ms$/);
  });

  it("measures the page's main thread's CPU share of its tasks' wall time", () => {
    const thread = (pid: number, tid: number, name: string) => ({
      name: 'thread_name',
      ph: 'M',
      pid,
      tid,
      args: { name },
    });
    const task = (pid: number, tid: number, dur: number, tdur?: number) => ({
      name: 'RunTask',
      ph: 'X',
      pid,
      tid,
      dur,
      tdur,
    });
    const events = [
      thread(1, 1, 'CrRendererMain'), // the page's renderer
      thread(2, 1, 'CrRendererMain'), // another renderer (DevTools' own page), which ran less
      thread(3, 7, 'VizCompositorThread'),
      task(1, 1, 60_000, 20_000),
      task(1, 1, 40_000, 20_000),
      task(2, 1, 10_000, 10_000),
      task(3, 7, 500_000, 500_000),
      { name: 'Layout', ph: 'X', pid: 1, tid: 1, dur: 30_000, tdur: 30_000 },
    ];
    expect(mainThreadCpuShare(events)).toBeCloseTo(0.4);
    expect(mainThreadCpuShare([thread(1, 1, 'CrRendererMain'), task(1, 1, 60_000)])).toBeNull();
    expect(mainThreadCpuShare([thread(3, 7, 'VizCompositorThread'), task(3, 7, 500_000, 1)])).toBeNull();
    expect(
      medianRun([run(90, 2000, 100, 0), { ...run(90, 2000, 100, 0), cpuShare: null }]).cpuShare,
    ).toBeNull();
  });

  it('runs the routes in rounds, so a busy spell of the machine touches one run of each route', () => {
    expect(runOrder(['/', '/products', '/cart'], 2)).toEqual([
      { path: '/', round: 1 },
      { path: '/products', round: 1 },
      { path: '/cart', round: 1 },
      { path: '/', round: 2 },
      { path: '/products', round: 2 },
      { path: '/cart', round: 2 },
    ]);
    expect(runOrder(['/'], 0)).toEqual([]);
  });

  it('prints each run as it finishes, with the machine speed it ran at', () => {
    expect(formatProgress('/cart', 2, 5, run(96, 970, 227, 0), 2612.5)).toMatch(
      /run 2 of 5 +\/cart +perf 96, TBT 227 ms, LCP 0\.97 s, cpu 50 %, benchmark index 2613$/,
    );
  });

  it('refuses to summarise no runs', () => {
    expect(() => medianRun([])).toThrow('No Lighthouse runs');
  });
});
