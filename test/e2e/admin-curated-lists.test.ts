// The admin's curated list screens in Chromium against the seeded stack: /adminmainfeaturedproduct,
// /adminallweek, /adminallnewin and /adminrecomended each show every entry of their list (hidden ones
// included, marked), find one by its SKU, go back with Show all, open an entry's edit page (Featured
// and Week: change the SKU and back), and remove an entry, which leaves the list in Firestore too. Expected values are read from Firestore.
// (The Sale screen has its journey in admin-catalogue.test.ts.)
import { collections, MESSAGES, type CuratedEntry } from '@shop/domain';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

// Generous: the Functions emulator starts a worker per concurrent request, each a cold start.
const WAIT = { timeout: 30_000 };

const screens = [
  {
    path: '/adminmainfeaturedproduct',
    collection: collections.featured,
    heading: 'Featured products',
    name: 'Featured products',
    editPath: '/adminedit',
    editsSku: true,
    removeLabel: 'Remove product',
    removed: 'Product removed from Featured products',
  },
  {
    path: '/adminallweek',
    collection: collections.weekProducts,
    heading: 'Products of the week',
    name: 'Products of the week',
    editPath: '/admineditweek',
    editsSku: true,
    removeLabel: 'Remove product',
    removed: 'Product removed from Products of the week',
  },
  {
    path: '/adminallnewin',
    collection: collections.newIn,
    heading: 'New In products',
    name: 'New In',
    editPath: '/admineditnew',
    editsSku: false,
    removeLabel: 'Remove product',
    removed: 'Product removed from New In',
  },
  {
    path: '/adminrecomended',
    collection: collections.recommended,
    heading: 'Recommended products',
    name: 'Recommended',
    editPath: '/admineditrecommend',
    editsSku: false,
    removeLabel: 'Remove from Recommended',
    removed: MESSAGES.adminRemovedFromRecommended,
  },
] as const;

type Entry = Pick<CuratedEntry, 'sku' | 'title' | 'hidden'> & { id: string };

async function listEntries(collection: string): Promise<Entry[]> {
  const snapshot = await db().collection(collection).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as Entry), id: doc.id }));
}

const cards = (page: Page) => page.getByRole('main').getByRole('article');

/** Waits until the screen shows `count` cards. */
async function expectCards(page: Page, count: number): Promise<void> {
  await expect.poll(() => cards(page).count(), WAIT).toBe(count);
}

describe.each(screens)('$path', (screen) => {
  let session: BrowserSession;
  let entries: Entry[];

  beforeAll(async () => {
    entries = await listEntries(screen.collection);
    // The demo data fills every list, with hidden entries on some: the screen must show both.
    expect(entries.length).toBeGreaterThan(1);
    session = await openBrowser();
    await signInAsAdmin(session.page);
  }, 90_000);
  afterAll(async () => {
    await session?.close();
  });

  it('shows every entry of the list, hidden ones marked', async () => {
    const { page } = session;
    await visit(page, screen.path);
    await page.getByRole('heading', { level: 1, name: screen.heading }).waitFor(WAIT);
    await expectCards(page, entries.length);
    const hidden = entries.filter((entry) => entry.hidden).length;
    const marked = (state: string) => cards(page).filter({ has: page.getByText(state, { exact: true }) });
    expect(await marked('Hidden').count()).toBe(hidden);
    expect(await marked('Visible').count()).toBe(entries.length - hidden);
    for (const entry of entries.slice(0, 3)) {
      await expect
        .poll(() =>
          cards(page)
            .filter({ hasText: `SKU ${entry.sku}` })
            .count(),
        )
        .toBe(1);
    }
    await expectAccessible(page);
  });

  it('finds an entry by its SKU and shows them all again', async () => {
    const { page } = session;
    const wanted = entries[0]!;
    const search = page.getByRole('searchbox', { name: `Search ${screen.name}` });
    await search.fill(wanted.sku);
    await search.press('Enter');
    const found = cards(page).filter({ hasText: `SKU ${wanted.sku}` });
    // The search goes into the address (?q=); the list on screen stays until the found one replaces it.
    await expect.poll(() => cards(page).count(), WAIT).toBeLessThan(entries.length);
    await expect.poll(() => found.count(), WAIT).toBe(1);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Show all' }).click();
    await expectCards(page, entries.length);
  });

  it('opens an entry’s edit page', async () => {
    const { page } = session;
    const entry = entries[0]!;
    await visit(page, screen.path);
    await expectCards(page, entries.length);
    const card = cards(page)
      .filter({ hasText: `SKU ${entry.sku}` })
      .first();
    await card.getByRole('link', { name: /^Edit product/ }).click();
    await page.waitForURL((url) => url.pathname === screen.editPath, WAIT);
    expect(new URL(page.url()).searchParams.get('id')).toBe(entry.id);
    await page.getByRole('textbox', { name: 'Title', exact: true }).waitFor(WAIT);
    await expectAccessible(page);
    expect(await page.getByRole('textbox', { name: 'SKU' }).count()).toBe(screen.editsSku ? 1 : 0);
  });

  it.runIf(screen.editsSku)('changes the SKU on the product and its list entry, and back', async () => {
    const { page } = session;
    // An entry whose SKU no other store product has, so the SKU can be given back.
    let entry: Entry | undefined;
    for (const candidate of entries) {
      const sameSku = await db().collection(collections.products).where('sku', '==', candidate.sku).get();
      if (sameSku.size === 1) {
        entry = candidate;
        break;
      }
    }
    if (!entry) throw new Error(`No entry of ${screen.path} has a SKU of its own`);
    const renamed = `${entry.sku}-E2E`;
    for (const [from, to] of [
      [entry.sku, renamed],
      [renamed, entry.sku],
    ] as const) {
      await visit(page, `${screen.editPath}?id=${encodeURIComponent(entry.id)}`);
      const sku = page.getByRole('textbox', { name: 'SKU' });
      await expect.poll(() => sku.inputValue(), WAIT).toBe(from);
      await sku.fill(to);
      await page.getByRole('button', { name: 'Update' }).click();
      await page.waitForURL((url) => url.pathname === screen.path, WAIT);
      const product = await db().collection(collections.products).doc(entry.id).get();
      expect(product.get('sku')).toBe(to);
      const stored = await db().collection(screen.collection).doc(entry.id).get();
      expect(stored.get('sku')).toBe(to);
    }
    await expectAccessible(page);
  });

  it('removes an entry from the list', async () => {
    const { page } = session;
    await visit(page, screen.path);
    await expectCards(page, entries.length);
    const entry = entries.at(-1)!;
    const card = cards(page)
      .filter({ hasText: `SKU ${entry.sku}` })
      .first();
    await card.getByRole('button', { name: new RegExp(`^${screen.removeLabel}`) }).click();
    await page.getByTestId('snackbar').filter({ hasText: screen.removed }).first().waitFor(WAIT);
    await expectCards(page, entries.length - 1);
    expect(
      await cards(page)
        .filter({ hasText: `SKU ${entry.sku}` })
        .count(),
    ).toBe(entries.filter((other) => other.sku === entry.sku).length - 1);
    const stored = await db().collection(screen.collection).doc(entry.id).get();
    expect(stored.exists).toBe(false);
    await expectAccessible(page);
  });
});
