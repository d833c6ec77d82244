// Browser test harness: Debian's Chromium driven by playwright-core (no browser download), with an
// axe-core accessibility check that fails on serious or critical findings on every page visited
// (visit runs it), and Google Analytics answered at the HTTP boundary.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { TEST_STACK_ANALYTICS } from '../../../scripts/lib/build';
import { chromiumPath, QUIET_CHROMIUM_ARGS } from '../../../scripts/lib/chromium';

const require = createRequire(import.meta.url);
const axeScript = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const shopUrl = process.env.SHOP_BASE_URL ?? 'http://127.0.0.1:5000';

export interface BrowserSession {
  /** The worker's Chromium, shared with other sessions: open contexts of it, never close it. */
  browser: Browser;
  /** The session's own context: closing the session closes it. */
  context: BrowserContext;
  page: Page;
  /** Every request the pages made for Google Analytics, in order (see GOOGLE_ANALYTICS). */
  googleRequests: string[];
  close(): Promise<void>;
}

/**
 * Where Firebase Analytics talks to Google: the web app's config (firebase.googleapis.com), gtag.js
 * (googletagmanager.com) and the collection endpoints. No test reaches Google: a session that may
 * load analytics has the browser answer for it, at the HTTP boundary, and records what was asked;
 * in any other, these hosts do not resolve (GOOGLE_HOSTS_UNRESOLVED) and a request is only recorded.
 */
const GOOGLE_ANALYTICS_HOSTS = [
  'googletagmanager.com',
  'google-analytics.com',
  'analytics.google.com',
  'firebase.googleapis.com',
];

const GOOGLE_ANALYTICS = new RegExp(
  `^https://([a-z0-9-]+\\.)*(${GOOGLE_ANALYTICS_HOSTS.map((host) => host.replaceAll('.', '\\.')).join('|')})/`,
);

const GOOGLE_HOSTS_UNRESOLVED = `--host-resolver-rules=${GOOGLE_ANALYTICS_HOSTS.flatMap((host) => [
  `MAP ${host} ~NOTFOUND`,
  `MAP *.${host} ~NOTFOUND`,
]).join(', ')}`;

async function answerForGoogle(context: BrowserContext, requests: string[]): Promise<void> {
  await context.route(GOOGLE_ANALYTICS, (route) => {
    const url = new URL(route.request().url());
    requests.push(url.href);
    if (url.pathname === '/gtag/js') {
      // A stand-in for gtag.js: the events stay in window.dataLayer, where Firebase Analytics put them.
      return route.fulfill({ contentType: 'text/javascript', body: '/* gtag.js, answered by the test */' });
    }
    if (url.hostname === 'firebase.googleapis.com' && url.pathname.endsWith('/webConfig')) {
      return route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          appId: TEST_STACK_ANALYTICS.VITE_FIREBASE_APP_ID,
          measurementId: TEST_STACK_ANALYTICS.VITE_FIREBASE_MEASUREMENT_ID,
        }),
      });
    }
    return route.fulfill({ status: 204 });
  });
}

/** Where the shop keeps the shopper's answer about analytics cookies (web/src/features/consent/api/consent-choice.ts). */
export const COOKIE_CHOICE_KEY = 'maison-borsa.analytics-consent';

export interface BrowserOptions {
  /**
   * The answer about analytics cookies the visitor gave before (null: none, so the banner asks).
   * Journeys about something else start as a visitor who rejected analytics: the shop then behaves
   * as one without analytics, and no banner sits over the buttons they press.
   */
  cookieChoice?: 'accepted' | 'rejected' | null;
  /**
   * false: the session keeps nothing in its HTTP cache, for a shopper who watches a change the admin
   * makes (a browser keeps a rendered page up to its max-age, functions/src/http).
   */
  httpCache?: boolean;
}

/**
 * The Chromium of this Vitest worker, started by its first session and kept from file to file (the
 * e2e project shares its workers' modules): a launch costs more CPU than most pages a journey opens.
 * A session is a context of its own in it, as fresh as a new browser (cookies, storage, cache).
 */
let workerChromium: Promise<Browser> | undefined;

function chromiumOfWorker(): Promise<Browser> {
  // Playwright gives the launch a fresh temporary profile (the --user-data-dir the notes ask for).
  workerChromium ??= chromium
    .launch({
      executablePath: chromiumPath(),
      headless: true,
      args: [...QUIET_CHROMIUM_ARGS, GOOGLE_HOSTS_UNRESOLVED],
    })
    .then(
      (browser) => {
        browser.on('disconnected', () => {
          workerChromium = undefined;
        });
        return browser;
      },
      (error: unknown) => {
        workerChromium = undefined;
        throw error;
      },
    );
  return workerChromium;
}

/** The phone journeys' screen, in CSS pixels. */
export const TOUCH_PHONE = { width: 390, height: 844 } as const;

/**
 * A touch phone of 390 px in the session's browser (a context of its own), as a visitor who refused
 * analytics: the phone journeys' device. Close the context when done.
 */
export async function openTouchPhone(
  session: BrowserSession,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await session.browser.newContext({
    viewport: TOUCH_PHONE,
    hasTouch: true,
    isMobile: true,
    deviceScaleFactor: 2,
    locale: 'en-GB',
  });
  await context.addInitScript(
    ([key]) => {
      try {
        if (localStorage.getItem(key) === null) localStorage.setItem(key, 'rejected');
      } catch {
        // about:blank has no storage of the shop's.
      }
    },
    [COOKIE_CHOICE_KEY] as const,
  );
  return { context, page: await context.newPage() };
}

export async function openBrowser({
  cookieChoice = 'rejected',
  httpCache = true,
}: BrowserOptions = {}): Promise<BrowserSession> {
  const browser = await chromiumOfWorker();
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-GB' });
  const googleRequests: string[] = [];
  if (cookieChoice === 'rejected') {
    // Only recorded: a route would turn the context's HTTP cache off (Playwright does while any
    // route is set), and every page would load every script and picture again.
    context.on('request', (request) => {
      if (GOOGLE_ANALYTICS.test(request.url())) googleRequests.push(request.url());
    });
  } else {
    await answerForGoogle(context, googleRequests);
  }
  if (cookieChoice) {
    await context.addInitScript(
      ([key, choice]) => {
        try {
          if (localStorage.getItem(key) === null) localStorage.setItem(key, choice);
        } catch {
          // about:blank and other documents without the shop's storage.
        }
      },
      [COOKIE_CHOICE_KEY, cookieChoice] as const,
    );
  }
  // A context with a route has no HTTP cache (Playwright's docs, page.route): one that asks nothing.
  if (!httpCache) await context.route('**', (route) => route.fallback());
  context.on('page', recordErrors);
  const page = await context.newPage();
  const session: BrowserSession = {
    browser,
    context,
    page,
    googleRequests,
    async close() {
      openSessions.delete(session);
      await context.close();
    },
  };
  openSessions.add(session);
  return session;
}

/** The sessions not closed yet, for describeOpenPages. */
const openSessions = new Set<BrowserSession>();
/** Each page's latest script errors and console errors, for describeOpenPages. */
const errorsOfPage = new WeakMap<Page, string[]>();

function recordErrors(page: Page): void {
  const errors: string[] = [];
  errorsOfPage.set(page, errors);
  const record = (text: string) => {
    errors.push(text.replace(/\s+/g, ' ').slice(0, 200));
    if (errors.length > 3) errors.shift();
  };
  page.on('pageerror', (error) => record(`script error: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') record(`console: ${message.text()}`);
  });
}

/**
 * What every open page shows: its address, title, main headings, the start of its text and its
 * latest errors. A journey that fails in CI leaves no browser to look at; this says where it stood.
 */
export async function describeOpenPages(): Promise<string> {
  const pages = [...openSessions].flatMap((session) => session.context.pages());
  const described = await Promise.all(
    pages.map(async (page) => {
      const reading = page.evaluate(() => ({
        title: document.title,
        headings: [...document.querySelectorAll('h1')].map((heading) => heading.textContent?.trim()),
        text: (document.body?.innerText ?? '').replace(/\s+/g, ' ').slice(0, 300),
      }));
      // A page whose script hangs never answers: five seconds, then say so.
      const hung = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('no answer in 5 s')), 5000).unref(),
      );
      const shown = await Promise.race([reading, hung]).catch((error: unknown) => ({
        title: '',
        headings: [],
        text: `(unreadable: ${String(error)})`,
      }));
      return [
        `${page.url()} "${shown.title}" h1: ${JSON.stringify(shown.headings)}`,
        `  text: ${shown.text}`,
        ...(errorsOfPage.get(page) ?? []).map((error) => `  ${error}`),
      ].join('\n');
    }),
  );
  return described.join('\n');
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * The pages this worker has audited, by what axe reads: the document's markup and the window's
 * size (the styles are the build's, named by the markup's class names and links). axe finds the same
 * in the same page, so a page a journey comes back to unchanged is not audited twice: an audit takes
 * a second of CPU, and the journeys revisit pages often (the information pages, a product, the home
 * page). Any change to the page, a count in a badge or a message, makes it a page to audit.
 */
const audited = new Set<string>();

/** What a page's audit depends on, hashed in the page (FNV-1a over its markup) with the window's size. */
function auditKey(page: Page): Promise<string> {
  return page.evaluate(() => {
    const markup = document.documentElement.outerHTML;
    let hash = 0x811c9dc5;
    for (let i = 0; i < markup.length; i++) hash = Math.imul(hash ^ markup.charCodeAt(i), 0x01000193);
    return `${innerWidth}x${innerHeight} ${markup.length} ${(hash >>> 0).toString(16)} ${location.href}`;
  });
}

/** Runs axe-core (WCAG 2.0/2.1 A and AA) on the current page; throws on serious or critical findings. */
export async function expectAccessible(page: Page): Promise<void> {
  const key = await auditKey(page);
  if (audited.has(key)) return;
  // Evaluated by the test driver, not as an inline <script>, which the shop's CSP refuses. Once per
  // document: evaluating axe costs some 75 ms of the page's main thread, and a journey that moves
  // through the shop by its links keeps one document from page to page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeScript);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, opts: object) => Promise<{ violations: AxeViolation[] }> };
      }
    ).axe;
    // Audit the settled page: a fade-in caught halfway reads as low contrast. Endless animations
    // (banner, spinners) never finish, so only finite ones are awaited. A page still loading can
    // start one while axe reads it (a button fading in as its data arrives and enables it): then
    // it is audited again once that has settled.
    const settled = () =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      );
    let moved: boolean;
    const onStart = () => {
      moved = true;
    };
    for (let attempt = 1; ; attempt++) {
      await settled();
      moved = false;
      for (const type of ['transitionrun', 'animationstart']) document.addEventListener(type, onStart, true);
      const result = await axe.run(document, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      });
      for (const type of ['transitionrun', 'animationstart'])
        document.removeEventListener(type, onStart, true);
      if (!moved || attempt === 3) {
        return result.violations.map(({ id, impact, help, nodes }) => ({
          id,
          impact,
          help,
          nodes: nodes.slice(0, 5).map((node) => ({ target: node.target })),
        }));
      }
    }
  });
  const blocking = violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  if (blocking.length > 0) {
    const detail = blocking
      .map((v) => `${v.impact} ${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
      .join('\n');
    throw new Error(`Accessibility violations on ${page.url()}:\n${detail}`);
  }
  audited.add(key);
}

/**
 * Navigates, waits until React handles the page's content (web/src/app/page-outlet.tsx sets
 * html[data-ready]: a page rendered on the server shows its buttons before its JavaScript has
 * hydrated them, and a click before then does nothing, as for a shopper), and runs axe-core on it:
 * every page a test visits is checked, whatever the test goes on to do. Tests call
 * expectAccessible themselves for the states they bring about later (data loaded, a dialog open).
 */
export async function visit(page: Page, path: string): Promise<void> {
  await page.goto(new URL(path, shopUrl).toString(), { waitUntil: 'domcontentloaded' });
  // Generous: `npm test` runs two stacks and other lanes beside the journeys on two cores, and a
  // page's first visit may wait for the Functions emulator to start its worker processes. Speed is
  // the benchmarks' business (docs/benchmarks.md), not this wait's.
  await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 60_000 });
  await expectAccessible(page);
}
