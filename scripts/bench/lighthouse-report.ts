// What the Lighthouse step of `npm run bench` makes of its runs: medians, budgets and the table.

/** The standing budgets of every storefront route (mobile profile, median of the runs). */
export const LIGHTHOUSE_BUDGETS = {
  performance: 95,
  accessibility: 100,
  lcpMs: 2000,
  tbtMs: 200,
  cls: 0.02,
} as const;

export interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKiB: number;
  /**
   * The share of its tasks' wall time that the page's main thread was running on a CPU in this load
   * (mainThreadCpuShare); null where the trace has no thread times.
   */
  cpuShare: number | null;
}

/** One unthrottled load's main thread (scripts/bench/lighthouse.ts, `traceOnce`), in milliseconds. */
export interface MainThreadRun {
  /** Script evaluation, parse and compile. */
  scriptingMs: number;
  /** Everything the main thread did: scripting, style and layout, parsing HTML, painting... */
  mainThreadMs: number;
  /** Long tasks (>= 50 ms) that Lighthouse attributes to no script: style, layout, parsing. */
  unattributedLongTaskMs: number;
}

export interface RouteResult extends LighthouseRun, MainThreadRun {
  path: string;
  runs: number;
  misses: string[];
}

/** The few fields of a Chromium trace event that mainThreadCpuShare reads. */
export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  /** Wall time, microseconds. */
  dur?: number;
  /** The thread's CPU time, microseconds. */
  tdur?: number;
  args?: { name?: string };
}

/**
 * How much of its tasks' wall time the page's main thread (the renderer main thread that ran
 * longest) spent on a CPU. Lighthouse's simulated throttling multiplies each task's *wall* time by
 * four, so on a busy machine, where the thread waits for a core behind the browser, the GPU process
 * and the servers, a share of 0.33 means two thirds of every task, and of the blocking time computed
 * from it, is other processes' work. Null where the trace records no thread times.
 */
export function mainThreadCpuShare(events: readonly TraceEvent[]): number | null {
  const mainThreads = new Set(
    events
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((event) => `${event.pid}:${event.tid}`),
  );
  const threads = new Map<string, { wall: number; cpu: number; timed: boolean }>();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.name !== 'RunTask' || event.ph !== 'X' || !mainThreads.has(thread)) continue;
    const sum = threads.get(thread) ?? { wall: 0, cpu: 0, timed: true };
    sum.wall += event.dur ?? 0;
    sum.cpu += event.tdur ?? 0;
    sum.timed &&= event.tdur !== undefined;
    threads.set(thread, sum);
  }
  const page = [...threads.values()].sort((a, b) => b.wall - a.wall)[0];
  if (!page || page.wall === 0 || !page.timed) return null;
  return page.cpu / page.wall;
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('No values to take the median of');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The median of each metric over the runs (each column on its own, as the table shows them). */
export function medianRun(runs: readonly LighthouseRun[]): LighthouseRun {
  if (runs.length === 0) throw new Error('No Lighthouse runs to summarise');
  const of = (key: Exclude<keyof LighthouseRun, 'cpuShare'>) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    transferKiB: of('transferKiB'),
    cpuShare: runs.every((run) => run.cpuShare !== null) ? median(runs.map((run) => run.cpuShare!)) : null,
  };
}

export function medianMainThread(runs: readonly MainThreadRun[]): MainThreadRun {
  return {
    scriptingMs: median(runs.map((run) => run.scriptingMs)),
    mainThreadMs: median(runs.map((run) => run.mainThreadMs)),
    unattributedLongTaskMs: median(runs.map((run) => run.unattributedLongTaskMs)),
  };
}

/** The budgets a route's medians miss, in words ("LCP 3120 ms > 2000 ms"). */
export function budgetMisses(result: LighthouseRun): string[] {
  const b = LIGHTHOUSE_BUDGETS;
  const misses: string[] = [];
  if (result.performance < b.performance) misses.push(`performance ${result.performance} < ${b.performance}`);
  if (result.accessibility < b.accessibility)
    misses.push(`accessibility ${result.accessibility} < ${b.accessibility}`);
  if (result.lcpMs > b.lcpMs) misses.push(`LCP ${Math.round(result.lcpMs)} ms > ${b.lcpMs} ms`);
  if (result.tbtMs > b.tbtMs) misses.push(`TBT ${Math.round(result.tbtMs)} ms > ${b.tbtMs} ms`);
  if (result.cls > b.cls) misses.push(`CLS ${result.cls.toFixed(3)} > ${b.cls}`);
  return misses;
}

/**
 * The throttled run's figures (with its main thread's CPU share), then the unthrottled trace's:
 * scripting (evaluation, parse, compile), all main-thread work and long tasks no script is blamed
 * for, in ms at the machine's own speed.
 */
export const TABLE_HEADER = `  ${'route'.padEnd(34)} ${'perf'.padStart(4)} ${'a11y'.padStart(4)} ${'LCP'.padStart(8)} ${'TBT'.padStart(8)} ${'CLS'.padStart(6)} ${'KiB'.padStart(7)} ${'cpu'.padStart(5)} | ${'script'.padStart(7)} ${'main'.padStart(7)} ${'unattr'.padStart(7)}`;

const ms = (value: number) => `${Math.round(value)} ms`.padStart(7);
const share = (value: number | null) => (value === null ? '-' : `${Math.round(value * 100)} %`).padStart(5);

export function formatRow(result: RouteResult): string {
  const row = `  ${result.path.padEnd(34)} ${String(result.performance).padStart(4)} ${String(result.accessibility).padStart(4)} ${`${(result.lcpMs / 1000).toFixed(2)} s`.padStart(8)} ${`${Math.round(result.tbtMs)} ms`.padStart(8)} ${result.cls.toFixed(3).padStart(6)} ${result.transferKiB.toFixed(0).padStart(7)} ${share(result.cpuShare)} | ${ms(result.scriptingMs)} ${ms(result.mainThreadMs)} ${ms(result.unattributedLongTaskMs)}`;
  return result.misses.length > 0 ? `${row}  MISSED: ${result.misses.join(', ')}` : row;
}

/** The order of the runs: round by round, each round visiting every route once, in the given order. */
export function runOrder(routes: readonly string[], runs: number): { path: string; round: number }[] {
  return Array.from({ length: runs }, (_, index) =>
    routes.map((path) => ({ path, round: index + 1 })),
  ).flat();
}

/** One throttled run as it finishes, so a half-hour bench shows where it is and how each run went. */
export function formatProgress(
  path: string,
  round: number,
  rounds: number,
  run: LighthouseRun,
  benchmarkIndex: number,
): string {
  return `  run ${round} of ${rounds}  ${path.padEnd(34)} perf ${run.performance}, TBT ${Math.round(run.tbtMs)} ms, LCP ${(run.lcpMs / 1000).toFixed(2)} s, cpu ${share(run.cpuShare).trim()}, benchmark index ${Math.round(benchmarkIndex)}`;
}
