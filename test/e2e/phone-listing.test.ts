// A listing on a 390 px touch phone (docs/decisions.md rule 73): nothing covers a card's picture and a
// tap on its middle opens the product; two designers chosen at once in the filter drawer are both
// listed; every option of a facet has a count and none leads to 0 results; "Price low to high"
// follows the prices shoppers pay. Taps are real touch events; axe-core checks every page state.
import { formatEuro } from '@shop/domain';
import { en } from '../../domain/src/dictionaries/en';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BrowserSession, expectAccessible, openBrowser, openTouchPhone, visit } from './support/browser';

const WAIT = { timeout: 20_000 };
const BAGS = '/products?p=bags&t=all';

/** The total the results heading shows ("12 products"), once it shows one. */
async function gridTotal(page: Page, expected?: number): Promise<number> {
  const heading = page.locator('main h2[tabindex="-1"]');
  const pattern = expected === undefined ? /^\d[\d.,]* products?$/ : new RegExp(`^${expected} products?$`);
  await heading.filter({ hasText: pattern }).waitFor(WAIT);
  return Number((await heading.innerText()).replace(/\D/g, ''));
}

/** "Black (12)" -> 12; null for an option without a count. */
const countOf = (label: string) => {
  const match = /\((\d+)\)$/.exec(label.trim());
  return match ? Number(match[1]) : null;
};

interface Option {
  label: string;
  name: string;
  count: number | null;
  disabled: boolean;
}

/** A facet's options in the open drawer, once their counts have arrived. */
async function facetOptions(drawer: Locator, facet: string): Promise<Option[]> {
  const group = drawer.getByRole('group', { name: new RegExp(`^${facet}`) });
  await group
    .getByRole('checkbox', { name: /\(\d+\)$/ })
    .first()
    .waitFor(WAIT);
  const options = await group.getByRole('checkbox').evaluateAll((elements) =>
    elements.map((element) => ({
      label: (element as HTMLInputElement).labels?.[0]?.textContent ?? '',
      disabled: (element as HTMLInputElement).disabled,
    })),
  );
  return options.map((option) => ({
    ...option,
    name: option.label.replace(/ \(\d+\)$/, ''),
    count: countOf(option.label),
  }));
}

async function openDrawer(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: /^Filters( \(\d+\))?$/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.waitFor(WAIT);
  return drawer;
}

async function closeDrawer(page: Page, drawer: Locator): Promise<void> {
  await drawer.getByRole('button', { name: /^Show \d+ results?$/ }).click();
  await drawer.waitFor({ state: 'hidden' });
}

describe('a listing on a touch phone', () => {
  let session: BrowserSession;
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    session = await openBrowser();
    ({ context, page } = await openTouchPhone(session));
  });
  afterAll(async () => {
    await context?.close();
    await session?.close();
  });

  it('covers no part of a card picture, and a tap on its middle opens the product', async () => {
    await visit(page, BAGS);
    const links = page.locator('main ul a[data-product-id]');
    await links.first().waitFor(WAIT);
    await expectAccessible(page);
    const cards = Math.min(await links.count(), 4);
    for (let index = 0; index < cards; index++) {
      const link = links.nth(index);
      await link.scrollIntoViewIfNeeded();
      const picture = (await link.locator('img').first().boundingBox())!;
      // Points across the picture, its lower part and corners included: each is the product's link.
      const points = [0.1, 0.5, 0.9].flatMap((x) =>
        [0.1, 0.5, 0.75, 0.95].map((y) => ({
          x: picture.x + picture.width * x,
          y: picture.y + picture.height * y,
        })),
      );
      const hits = await page.evaluate(
        (at) =>
          at.map(({ x, y }) => {
            const element = document.elementFromPoint(x, y);
            return (
              element?.closest('a[data-product-id]')?.getAttribute('data-product-id') ??
              element?.outerHTML ??
              null
            );
          }),
        points,
      );
      const id = await link.getAttribute('data-product-id');
      expect(hits, `card ${index + 1}`).toEqual(points.map(() => id));
    }

    // The actions sit under the price, not over the picture.
    const first = page.locator('main [data-product-card]').first();
    const add = first.getByRole('button', { name: 'Add to cart' });
    if ((await add.count()) > 0) {
      const picture = (await first.locator('img').first().boundingBox())!;
      expect((await add.boundingBox())!.y).toBeGreaterThanOrEqual(picture.y + picture.height);
    }

    // A tap on the middle of the first card opens its product.
    await links.first().scrollIntoViewIfNeeded();
    const id = await links.first().getAttribute('data-product-id');
    const box = (await links.first().boundingBox())!;
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    await page.waitForURL((url) => url.pathname === '/view' && url.searchParams.get('id') === id, WAIT);
    await expectAccessible(page);
  });

  it('counts every option, disables none but those giving no product, and each count is what it shows', async () => {
    await visit(page, BAGS);
    const all = await gridTotal(page);
    const drawer = await openDrawer(page);
    for (const facet of ['Category', 'Colour', 'Designer', 'Size']) {
      const options = await facetOptions(drawer, facet);
      expect(options.length, facet).toBeGreaterThan(0);
      expect(
        options.filter((option) => option.count === null),
        `${facet}: options without a count`,
      ).toEqual([]);
      expect(options.filter((option) => option.disabled !== (option.count === 0))).toEqual([]);
    }
    const colours = (await facetOptions(drawer, 'Colour')).filter((option) => !option.disabled);
    expect(colours.reduce((sum, option) => sum + option.count!, 0)).toBe(all);
    await expectAccessible(page);

    // Every colour offered gives what its count says, never "0 results".
    for (const option of colours.slice(0, 4)) {
      const box = drawer
        .getByRole('group', { name: /^Colour/ })
        .getByRole('checkbox', { name: option.label });
      await box.check();
      await drawer
        .getByRole('button', { name: `Show ${option.count} result${option.count === 1 ? '' : 's'}` })
        .waitFor(WAIT);
      await drawer
        .getByRole('group', { name: /^Colour/ })
        .getByRole('checkbox', { name: new RegExp(`^${option.name} \\(`) })
        .uncheck();
      await drawer.getByRole('button', { name: `Show ${all} results` }).waitFor(WAIT);
    }

    // With a colour chosen, the designers count that colour's bags, and they add up to its total.
    const black = colours.find((option) => option.name === en.colours.BLACK) ?? colours[0]!;
    await drawer
      .getByRole('group', { name: /^Colour/ })
      .getByRole('checkbox', { name: black.label })
      .check();
    await drawer
      .getByRole('button', { name: `Show ${black.count} result${black.count === 1 ? '' : 's'}` })
      .waitFor(WAIT);
    await page.waitForFunction(
      (total) => {
        const group = [...document.querySelectorAll('dialog fieldset')].find((element) =>
          element.querySelector('legend')?.textContent?.startsWith('Designer'),
        );
        const counts = [...(group?.querySelectorAll('label') ?? [])].map((label) =>
          Number(/\((\d+)\)$/.exec(label.textContent ?? '')?.[1] ?? NaN),
        );
        return counts.length > 0 && counts.reduce((sum, count) => sum + count, 0) === total;
      },
      black.count,
      WAIT,
    );
    await expectAccessible(page);
    await closeDrawer(page, drawer);
  });

  it('lists two designers chosen at once, each removable from its chip', async () => {
    await visit(page, BAGS);
    await gridTotal(page);
    let drawer = await openDrawer(page);
    const designers = (await facetOptions(drawer, 'Designer')).filter((option) => !option.disabled);
    // Two designers with few bags, so both show on the first page.
    const [a, b] = [...designers].sort((x, y) => x.count! - y.count!).filter((option) => option.count! <= 6);
    expect(a && b, 'two designers with six bags or fewer').toBeTruthy();
    const group = drawer.getByRole('group', { name: /^Designer/ });
    await group.getByRole('checkbox', { name: a!.label }).check();
    await drawer
      .getByRole('button', { name: `Show ${a!.count} result${a!.count === 1 ? '' : 's'}` })
      .waitFor(WAIT);
    // The other designer still counts its own bags: a facet's own choice is left out of its counts.
    await group.getByRole('checkbox', { name: b!.label }).check();
    const both = a!.count! + b!.count!;
    await drawer.getByRole('button', { name: `Show ${both} results` }).waitFor(WAIT);
    await expectAccessible(page);
    await closeDrawer(page, drawer);

    const url = new URL(page.url());
    expect(url.searchParams.getAll('b').sort()).toEqual([a!.name, b!.name].sort());
    expect(await gridTotal(page, both)).toBe(both);
    const brands = await page
      .locator('main [data-product-card]')
      .evaluateAll((cards) => cards.map((card) => card.querySelector('a > p')?.textContent ?? ''));
    expect(new Set(brands)).toEqual(new Set([a!.name, b!.name]));

    const chips = page.getByRole('list', { name: 'Active filters' });
    await chips.getByRole('button', { name: `Remove filter ${a!.name}` }).click();
    await gridTotal(page, b!.count!);
    expect(new URL(page.url()).searchParams.getAll('b')).toEqual([b!.name]);
    await page.getByRole('button', { name: 'Filters (1)' }).waitFor(WAIT);
    await expectAccessible(page);

    // An old one-value address still works.
    await visit(page, `${BAGS}&b=${encodeURIComponent(a!.name)}`);
    await gridTotal(page, a!.count!);
    drawer = await openDrawer(page);
    expect(
      await drawer
        .getByRole('group', { name: /^Designer/ })
        .getByRole('checkbox', { name: a!.label })
        .isChecked(),
    ).toBe(true);
    await closeDrawer(page, drawer);
  });

  it('sorts "Price low to high" by the prices shoppers pay, sale prices included', async () => {
    await visit(page, BAGS);
    await gridTotal(page);
    await page.getByLabel('Sort by').selectOption({ label: 'Price low to high' });
    await page.waitForURL(/sort=1/);
    // Each card's price paid: its sale price when it has one, else its price.
    const pricesPaid = () =>
      page.locator('main [data-product-card]').evaluateAll((cards) =>
        cards.map((card) => {
          // The price shoppers pay comes first: a sale price before the struck-through one.
          const price =
            [...card.querySelectorAll('a > p')].find((p) => p.textContent?.includes('€'))?.textContent ?? '';
          const first = /€\s?([\d.]+),(\d\d)/.exec(price);
          return first ? Number(first[1]!.replace(/\./g, '')) * 100 + Number(first[2]) : NaN;
        }),
      );
    const ascending = (prices: number[]) => prices.every((price, i) => i === 0 || prices[i - 1]! <= price);
    // The cards of the sorted listing: the address changes first, then the grid is read again (its
    // loading state replaces the cards a moment), so the cards are read until they are in order.
    await expect
      .poll(async () => {
        const prices = await pricesPaid();
        return prices.length > 1 && prices.every(Number.isFinite) && ascending(prices);
      }, WAIT)
      .toBe(true);
    const paid = await pricesPaid();
    expect(paid).toEqual([...paid].sort((x, y) => x - y));
    expect(formatEuro(paid[0]!)).toMatch(/^€/);
    await expectAccessible(page);
  });
});
