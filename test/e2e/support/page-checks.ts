// Checks several journeys make of any page: the security headers of its HTML answer, the
// Content-Security-Policy violations the browser reports, and how far it reaches beyond a phone's
// screen (WCAG 2.1 reflow).
import { collections } from '@shop/domain';
import type { Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { db } from '../../../functions/src/data/firestore';
import { shopUrl, visit, type BrowserSession } from './browser';

/** Collects CSP violations from every document the session's pages open, as the browser reports them. */
export async function watchViolations(session: BrowserSession): Promise<string[]> {
  const violations: string[] = [];
  await session.context.exposeBinding('reportCspViolation', (_source, text: string) => {
    violations.push(text);
  });
  await session.context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname} ` +
          `(${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  session.page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** The security headers an HTML answer must carry (domain/src/security-headers.ts). */
function expectSecurityHeaders(response: Response | null, path: string): void {
  expect(response, path).not.toBeNull();
  const headers = response!.headers();
  expect(headers['content-type'], path).toContain('text/html');
  const csp = headers['content-security-policy'] ?? '';
  expect(csp, path).toContain("frame-ancestors 'none'");
  expect(
    csp.split('; ').find((directive) => directive.startsWith('script-src')),
    path,
  ).not.toContain("'unsafe-inline'");
  expect(headers['x-content-type-options'], path).toBe('nosniff');
  expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], path).toContain('camera=()');
}

/** visit (support/browser.ts), and the security headers of the page's HTML answer. */
export async function visitChecked(page: Page, path: string): Promise<void> {
  const answer = page.waitForResponse(
    (response) => response.request().isNavigationRequest() && response.url().startsWith(shopUrl),
  );
  await visit(page, path);
  expectSecurityHeaders(await answer, path);
}

/** The narrowest screen WCAG 2.1's reflow asks for, in CSS pixels. */
export const PHONE = { width: 320, height: 640 } as const;

/**
 * How far the page reaches beyond the phone's screen, in CSS pixels, once its data has loaded, and
 * what sticks out (for the failure message).
 */
async function overflow(page: Page): Promise<{ extra: number; widest: string[] }> {
  // Wait for the spinners to go: a loaded account or order table is what overflowed.
  await page
    .locator('.chakra-spinner')
    .first()
    .waitFor({ state: 'detached', timeout: 20_000 })
    .catch(() => undefined);
  // Fonts and images settle the layout.
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate((width) => {
    const extra = document.documentElement.scrollWidth - width;
    const widest = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 120));
    return { extra, widest };
  }, PHONE.width);
}

/** Why the page shown at PHONE's width is wider than the screen, or undefined when it is not. */
export async function tooWide(page: Page, path: string): Promise<string | undefined> {
  const { extra, widest } = await overflow(page);
  return extra > 0 ? `${path} is ${extra}px wider than the screen: ${widest.join(' | ')}` : undefined;
}

/** The id of a seeded product in stock: a product page every tour can open. */
export async function productInStock(): Promise<string> {
  const snapshot = await db().collection(collections.products).where('inStock', '==', true).limit(1).get();
  const product = snapshot.docs[0];
  if (!product) throw new Error('The seeded catalogue has no product in stock');
  return product.id;
}
