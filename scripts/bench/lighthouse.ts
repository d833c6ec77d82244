// The Lighthouse step of `npm run bench`: every storefront route in Lighthouse's default mobile profile
// (simulated throttling), the median of several runs, against a running local stack. Drives the
// machine's Chromium (no browser download) with the launch flags of docs/offline-firebase notes.
//
// Scores move with the machine's load (a shared 2-core machine is noisy): this is a benchmark to run
// and report, not a test in `npm test`; the deterministic parts (bundle sizes, layout shift) are tests.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { Launcher } from 'chrome-launcher';
import lighthouse, { type Flags } from 'lighthouse';
import { chromium as chromiumDriver } from 'playwright-core';
import { chromiumPath, QUIET_CHROMIUM_ARGS } from '../lib/chromium';
import {
  budgetMisses,
  formatProgress,
  mainThreadCpuShare,
  median,
  medianMainThread,
  medianRun,
  runOrder,
  type LighthouseRun,
  type MainThreadRun,
  type RouteResult,
  type TraceEvent,
} from './lighthouse-report';

export { formatRow, LIGHTHOUSE_BUDGETS, TABLE_HEADER } from './lighthouse-report';

/**
 * The SPA's emulator build calls the emulators on their default ports (web/src/lib/firebase/app.ts).
 * A stack started with EMULATOR_PORT_OFFSET listens elsewhere: the browser then goes through this
 * small HTTP proxy, which sends the default Auth and Firestore ports to the stack's.
 */
async function startPortProxy(moves: Record<string, string>): Promise<Server> {
  const server = createServer((incoming, outgoing) => {
    const target = new URL(incoming.url ?? '/');
    const moved = moves[target.host];
    if (moved) target.host = moved;
    const forward = request(
      target,
      { method: incoming.method, headers: { ...incoming.headers, host: target.host } },
      (response) => {
        outgoing.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(outgoing);
      },
    );
    forward.on('error', () => {
      if (!outgoing.headersSent) outgoing.writeHead(502);
      outgoing.end();
    });
    incoming.pipe(forward);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

interface Chromium {
  port: number;
  stop(): Promise<void>;
}

async function launchChromium(proxyPort: number | null): Promise<Chromium> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'));
  const args = [
    '--headless',
    // The flags Lighthouse's own CLI starts Chrome with (chrome-launcher): no extensions or
    // component apps, no background networking, no throttling of a tab Chrome thinks hidden. Without
    // them Chromium's own pages and helpers (the omnibox popup's renderer among them) took CPU from
    // the measured page on a 2-core machine while it loaded, which Lighthouse counts as blocking time.
    ...Launcher.defaultFlags(),
    ...QUIET_CHROMIUM_ARGS,
    `--user-data-dir=${profile}`,
    '--remote-debugging-port=0',
    // Chromium never proxies loopback addresses unless told to (`<-loopback>`).
    ...(proxyPort === null
      ? []
      : [`--proxy-server=http://127.0.0.1:${proxyPort}`, '--proxy-bypass-list=<-loopback>']),
    'about:blank',
  ];
  const child: ChildProcess = spawn(chromiumPath(), args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before it was ready:\n${output}`));
    });
  });
  return {
    port,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      // Chromium's helper processes can still be writing to the profile for a moment after the
      // browser exits (ENOTEMPTY): retried, and if it still fails a warning, not a failed bench that
      // has measured everything (and would lose the table's benchmark index).
      try {
        rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
      } catch (error) {
        console.warn(`Could not remove Chromium's profile ${profile}: ${(error as Error).message}`);
      }
    },
  };
}

/** What Lighthouse clears before a run: which visitor the run is. */
type Visit = Pick<Flags, 'clearStorageTypes'>;

/** What one run says about the machine it ran on (Lighthouse's `environment`). */
export interface RunEnvironment {
  benchmarkIndex: number;
  /** The browser's full product and version (Chromium's /json/version), e.g. "HeadlessChrome/150.0.7803.54". */
  browser: string;
}

/**
 * Every run is a shopper's first visit, as Lighthouse's own CLI gives it (a new browser profile
 * each time). The runs share one Chromium, and Lighthouse clears only caches and service workers
 * between them by default, not local storage, IndexedDB or cookies: a page left open while
 * Lighthouse gathers its other artifacts starts the visitor session after 5 s
 * (startVisitorSessionWhenIdle), and every later run then loaded /track, /cart and /wishlist as a
 * returning visitor (the Auth SDK, the orders and cart reads: 221 instead of 159 KiB on /track).
 */
const FIRST_VISIT: Visit = { clearStorageTypes: ['all'] };

/**
 * A returning visitor's run (`--returning`): Lighthouse's own reset (its default clearStorageTypes),
 * which clears the HTTP cache, caches and service workers and keeps local storage, IndexedDB and
 * cookies, so the session that becomeReturningVisitor started (and its cart and wishlist) is there
 * when the page loads.
 */
const RETURNING_VISIT: Visit = {};

async function runOnce(
  url: string,
  port: number,
  visit: Visit,
): Promise<{ run: LighthouseRun; benchmarkIndex: number }> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...visit,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const audit = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse measured no ${id} on ${url}`);
    return value;
  };
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  return {
    run: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: audit('largest-contentful-paint'),
      tbtMs: audit('total-blocking-time'),
      cls: audit('cumulative-layout-shift'),
      transferKiB: audit('total-byte-weight') / 1024,
      cpuShare: mainThreadCpuShare(result.artifacts.Trace.traceEvents as TraceEvent[]),
    },
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}

interface TableItem {
  group?: string;
  url?: string;
  duration?: number;
}

/**
 * One load without any throttling (the machine's own speed, nothing simulated): the main thread's
 * scripting time (evaluation, parse and compile, from the trace) and the long tasks Lighthouse
 * cannot attribute to a script. Simulated 4x CPU throttling multiplies whatever the machine does;
 * these raw figures move far less from one machine to the next.
 */
async function traceOnce(url: string, port: number, visit: Visit): Promise<MainThreadRun> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    throttlingMethod: 'provided',
    onlyAudits: ['mainthread-work-breakdown', 'long-tasks'],
    ...visit,
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse could not load ${url}: ${lhr.runtimeError.message}`);
  const items = (id: string): TableItem[] => {
    const details = lhr.audits[id]?.details as { items?: TableItem[] } | undefined;
    return details?.items ?? [];
  };
  const byGroup = items('mainthread-work-breakdown');
  const groupMs = (group: string) => byGroup.find((item) => item.group === group)?.duration ?? 0;
  const unattributed = items('long-tasks').filter((task) => task.url === 'Unattributable');
  return {
    scriptingMs: groupMs('scriptEvaluation') + groupMs('scriptParseCompile'),
    mainThreadMs: byGroup.reduce((sum, item) => sum + (item.duration ?? 0), 0),
    unattributedLongTaskMs: unattributed.reduce((sum, task) => sum + (task.duration ?? 0), 0),
  };
}

/**
 * Visits every route once before measuring. A freshly started emulator stack answers its first
 * queries of a collection several times slower than the next ones (the Firestore emulator's JVM
 * warming up), and Lantern carries a server's response time into its estimate: without this the
 * first route measured shows the emulator's warm-up, not the shop. The visits use a browser context
 * of their own, so Lighthouse's loads still start with an empty cache and storage (first visits).
 */
async function warmUp(port: number, urls: readonly string[]): Promise<void> {
  const browser = await chromiumDriver.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    // A context of its own (its own cache and storage), closed before Lighthouse starts.
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const url of urls) await page.goto(url, { waitUntil: 'networkidle', timeout: 60_000 });
    await context.close();
  } finally {
    // Disconnects from the Chromium that Lighthouse goes on driving; it does not close it.
    await browser.close();
  }
}

/**
 * Makes the browser a returning visitor's: in the default context, where Lighthouse opens its pages,
 * it opens a product page, adds the product to the cart and saves it in the wishlist, as a shopper
 * did on an earlier visit. That starts the visitor session (an anonymous sign-up) and leaves it in
 * the browser's storage for every run after.
 */
async function becomeReturningVisitor(port: number, productUrl: string): Promise<void> {
  const browser = await chromiumDriver.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default browser context to visit the shop in');
    const page = await context.newPage();
    await page.goto(productUrl, { waitUntil: 'networkidle', timeout: 60_000 });
    // A product in several sizes takes one first (its sizes are radio buttons).
    const sizes = page.getByRole('radio');
    if ((await sizes.count()) > 0) await sizes.first().check();
    await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
    await page.getByText('Added to your cart').waitFor({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add to wishlist', exact: true }).click();
    await page.getByRole('button', { name: 'Saved in wishlist', exact: true }).waitFor({ timeout: 30_000 });
    await page.close();
  } finally {
    // Disconnects; the default context and its storage stay with the Chromium Lighthouse drives.
    await browser.close();
  }
}

export interface LighthouseOptions {
  /** The Hosting emulator's origin, e.g. http://127.0.0.1:5000. */
  baseUrl: string;
  /** Where the Auth and Firestore emulators of that stack listen (host:port). */
  authHost: string;
  firestoreHost: string;
  /** Paths with their query, e.g. /products?p=bags&t=all. */
  routes: readonly string[];
  runs: number;
  /** Each throttled run as it finishes (formatProgress). */
  log?: (line: string) => void;
  /** Collects each throttled run's benchmark index and browser, for the table's heading. */
  environments?: RunEnvironment[];
  /**
   * A product page (path with its query): every run is then a returning visitor's, who added that
   * product to the cart and the wishlist on an earlier visit. Without it every run is a first visit.
   */
  returningFrom?: string;
}

/** A returning visitor's header badges must show the kept counts this soon after a navigation. */
export const BADGES_BUDGET_MS = 1000;

/** What badgesShownAt needs of the page (these scripts are compiled without the DOM's types). */
interface BadgePage {
  document: { querySelector(selector: string): { textContent: string | null } | null };
  performance: { now(): number };
}

/** In the page: once both badges read 1, the ms since the navigation (a function, not a string: the CSP forbids eval). */
function badgesShownAt(): number | false {
  const { document, performance } = globalThis as unknown as BadgePage;
  const shown = ['cart-count', 'wishlist-count'].every(
    (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent === '1',
  );
  return shown && performance.now();
}

/**
 * How soon, in ms after the navigation starts, a returning visitor's header badges show the cart's
 * and the wishlist's counts (1 and 1, as becomeReturningVisitor left them) on each route: `runs`
 * loads each on a 390 px page in the visitor's context, the HTTP cache cleared before each as
 * Lighthouse's returning runs do. The counts the device kept show before the page's own reads
 * (docs/decisions.md rule 51); this is how long that takes.
 */
async function measureBadges(
  port: number,
  urls: readonly string[],
  runs: number,
): Promise<Map<string, number[]>> {
  const browser = await chromiumDriver.connectOverCDP(`http://127.0.0.1:${port}`);
  const times = new Map(urls.map((url) => [url, [] as number[]]));
  try {
    const [context] = browser.contexts();
    if (!context) throw new Error('Chromium has no default browser context to visit the shop in');
    const page = await context.newPage();
    await page.setViewportSize({ width: 390, height: 844 });
    const cdp = await context.newCDPSession(page);
    for (let run = 0; run < runs; run++) {
      for (const url of urls) {
        await cdp.send('Network.clearBrowserCache');
        await page.goto(url, { waitUntil: 'commit' });
        const shownAt = await page.waitForFunction(badgesShownAt, undefined, {
          timeout: 30_000,
          polling: 10,
        });
        times.get(url)!.push((await shownAt.jsonValue()) as number);
      }
    }
    await page.close();
  } finally {
    // Disconnects; the visitor's context stays with the Chromium.
    await browser.close();
  }
  return times;
}

/**
 * Runs Lighthouse `runs` times on each route and returns each route's medians. The runs go in rounds
 * (every route once, then every route again), not one route's runs back to back: on a shared machine
 * the load comes in spells of minutes, and a spell then touches one run of several routes, which the
 * median of each route leaves out, instead of every run of one route.
 */
export async function benchRoutes(options: LighthouseOptions): Promise<RouteResult[]> {
  const moves: Record<string, string> = {};
  if (options.authHost !== '127.0.0.1:9099') moves['127.0.0.1:9099'] = options.authHost;
  if (options.firestoreHost !== '127.0.0.1:8080') moves['127.0.0.1:8080'] = options.firestoreHost;
  const proxy = Object.keys(moves).length > 0 ? await startPortProxy(moves) : null;
  const chromium = await launchChromium(proxy ? (proxy.address() as AddressInfo).port : null);
  try {
    await warmUp(
      chromium.port,
      options.routes.map((path) => new URL(path, options.baseUrl).toString()),
    );
    // The user agent Lighthouse reports names only the major version ("Chrome/150.0.0.0").
    const { Browser: browser } = (await (
      await fetch(`http://127.0.0.1:${chromium.port}/json/version`)
    ).json()) as { Browser: string };
    const visit = options.returningFrom ? RETURNING_VISIT : FIRST_VISIT;
    if (options.returningFrom)
      await becomeReturningVisitor(chromium.port, new URL(options.returningFrom, options.baseUrl).toString());
    const runs = new Map(options.routes.map((path) => [path, [] as LighthouseRun[]]));
    const traces = new Map(options.routes.map((path) => [path, [] as MainThreadRun[]]));
    for (const { path, round } of runOrder(options.routes, options.runs)) {
      const url = new URL(path, options.baseUrl).toString();
      const { run, benchmarkIndex } = await runOnce(url, chromium.port, visit);
      runs.get(path)!.push(run);
      options.environments?.push({ benchmarkIndex, browser });
      traces.get(path)!.push(await traceOnce(url, chromium.port, visit));
      options.log?.(formatProgress(path, round, options.runs, run, benchmarkIndex));
    }
    const results = options.routes.map((path) => {
      const median = { ...medianRun(runs.get(path)!), ...medianMainThread(traces.get(path)!) };
      return { path, runs: options.runs, ...median, misses: budgetMisses(median) };
    });
    if (options.returningFrom) {
      const urls = options.routes.map((path) => new URL(path, options.baseUrl).toString());
      const badges = await measureBadges(chromium.port, urls, options.runs);
      options.log?.(
        `  header badges of the returning visitor, ms from the navigation to both counts, median of ${options.runs} (range); budget ${BADGES_BUDGET_MS} ms:`,
      );
      results.forEach((result, index) => {
        const shown = badges.get(urls[index]!)!;
        const ms = Math.round(median(shown));
        options.log?.(
          `    ${result.path.padEnd(34)} ${String(ms).padStart(5)} ms (${Math.round(Math.min(...shown))}-${Math.round(Math.max(...shown))})`,
        );
        if (ms > BADGES_BUDGET_MS) result.misses.push(`badges ${ms} ms > ${BADGES_BUDGET_MS} ms`);
      });
    }
    return results;
  } finally {
    await chromium.stop();
    if (proxy) await new Promise((resolve) => proxy.close(resolve));
  }
}
