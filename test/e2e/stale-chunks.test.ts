// A tab from before a deploy whose script chunk is gone (Vite reports `vite:preloadError`) reloads
// once to the new version, and not again right after: a chunk still missing then is left to the
// page's own error handling instead of reloading forever (web/src/lib/stale-chunks.ts).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';

/** Reports a failed chunk load as Vite does; true when nothing took the event over. */
const reportStaleChunk = (session: BrowserSession) =>
  session.page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError', { cancelable: true })));

describe('a script chunk that is gone after a deploy', () => {
  let session: BrowserSession;
  beforeEach(async () => {
    session = await openBrowser();
  });
  afterEach(async () => {
    await session?.close();
  });

  it('reloads the page once, then leaves the error to the page', async () => {
    const { page } = session;
    await visit(page, '/about');
    await page.evaluate(() => {
      (window as unknown as { beforeReload: boolean }).beforeReload = true;
    });

    const reloaded = page.waitForEvent('load');
    expect(await reportStaleChunk(session)).toBe(false);
    await reloaded;
    await page.locator('html[data-ready]').waitFor({ state: 'attached', timeout: 20_000 });
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);

    // Right after that reload: no second one (the page keeps its state).
    await page.evaluate(() => {
      (window as unknown as { afterReload: boolean }).afterReload = true;
    });
    expect(await reportStaleChunk(session)).toBe(true);
    await page.waitForTimeout(1_000);
    expect(await page.evaluate(() => 'afterReload' in window)).toBe(true);
    await expectAccessible(page);
  });
});
