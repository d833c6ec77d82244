// The search in Chromium against the seeded stack (docs/decisions.md rules 42 and 43): what shoppers
// type (plurals, designer plus type, word starts, typos, accents left out) shows products, a
// designer typed in part or misspelt comes first, and the header's search box suggests designers
// from two letters as a combobox usable by keyboard. axe-core checks every page state visited.
import { collections, type StoreProduct, type WithId } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';

let session: BrowserSession;
let brandOf: Map<string, string>;

beforeAll(async () => {
  const snapshot = await db().collection(collections.products).select('brand').get();
  brandOf = new Map(
    snapshot.docs.map((doc) => [doc.id, (doc.data() as Pick<WithId<StoreProduct>, 'brand'>).brand]),
  );
  session = await openBrowser();
  // The header has room for the search form from Chakra's xl breakpoint (80em) on.
  await session.page.setViewportSize({ width: 1440, height: 900 });
}, 60_000);

afterAll(async () => {
  await session?.close();
});

/** The product ids of the result cards, once the results have arrived. */
async function results(page: Page): Promise<string[]> {
  const heading = page.getByRole('heading', { level: 2, name: /^\d+ products?$/ });
  await heading.waitFor({ timeout: 30_000 });
  return page
    .locator('main ul a[data-product-id]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('data-product-id') ?? ''));
}

async function searchFor(page: Page, text: string): Promise<string[]> {
  await visit(page, `/search?q=${encodeURIComponent(text)}`);
  const ids = await results(page);
  await expectAccessible(page);
  return ids;
}

describe('search', () => {
  it.each(['bags', 'gucci bags', 'shoulder bags', 'totes', 'guc', 'guci', 'prda', 'chloe'])(
    'shows products for "%s"',
    async (text) => {
      const ids = await searchFor(session.page, text);
      expect(ids.length).toBeGreaterThan(0);
    },
    90_000,
  );

  it.each([
    ['gucci bags', 'GUCCI'],
    ['guc', 'GUCCI'],
    ['guci', 'GUCCI'],
    ['prda', 'PRADA'],
    ['chloe', 'CHLOE'],
  ])(
    'puts the designer first for "%s"',
    async (text, brand) => {
      const ids = await searchFor(session.page, text);
      const ofDesigner = [...brandOf.values()].filter((b) => b === brand).length;
      expect(ofDesigner).toBeGreaterThan(0);
      // The first page is the designer's products, as many as it has (up to a page).
      const expected = Math.min(ofDesigner, ids.length);
      expect(ids.slice(0, expected).map((id) => brandOf.get(id))).toEqual(Array(expected).fill(brand));
    },
    90_000,
  );

  it('says which word it corrected', async () => {
    await searchFor(session.page, 'guci');
    await session.page.getByText('“gucci” instead of “guci”').waitFor({ timeout: 10_000 });
  }, 90_000);

  it('suggests designers in the header from two letters, by keyboard', async () => {
    const { page } = session;
    await visit(page, '/');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
    await box.fill('gu');
    const list = page.getByRole('listbox', { name: 'Suggestions' });
    const gucci = list.getByRole('option', { name: /GUCCI\s*Designer/ });
    await gucci.waitFor({ timeout: 30_000 });
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page);

    await box.press('ArrowDown');
    const active = await box.getAttribute('aria-activedescendant');
    expect(active).toBeTruthy();
    expect(await page.locator(`[id="${active}"]`).getAttribute('aria-selected')).toBe('true');
    // Move to Gucci (the suggestions are ordered by product count) and open it.
    for (let i = 0; i < 10 && (await gucci.getAttribute('aria-selected')) !== 'true'; i++) {
      await box.press('ArrowDown');
    }
    await box.press('Enter');
    await page.waitForURL(/\/search\?q=GUCCI/);
    const ids = await results(page);
    expect(brandOf.get(ids[0]!)).toBe('GUCCI');
    await expectAccessible(page);
  }, 120_000);

  it('closes the suggestions with Escape and suggests nothing for one letter', async () => {
    const { page } = session;
    await visit(page, '/');
    const box = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
    await box.fill('ch');
    await page.getByRole('option', { name: /CHLOE\s*Designer/ }).waitFor({ timeout: 30_000 });
    await box.press('Escape');
    await expect.poll(() => box.getAttribute('aria-expanded')).toBe('false');
    await box.fill('c');
    await page.waitForTimeout(500);
    expect(await box.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('option').count()).toBe(0);
  }, 90_000);
});
