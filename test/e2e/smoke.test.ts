// Smoke test of the running stack: the home page shows the seeded featured products and a product
// link opens that product's page.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';

describe('home page', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows the featured products and opens one', async () => {
    const { page } = session;
    await visit(page, '/');
    const featured = page.getByRole('region', { name: 'Featured' });
    const firstProduct = featured.getByRole('link').first();
    await firstProduct.waitFor({ timeout: 20_000 });
    const productLinks = await featured.getByRole('link').count();
    expect(productLinks).toBeGreaterThan(0);
    await expectAccessible(page);

    const title = (await firstProduct.getAttribute('data-product-title')) ?? '';
    expect(title.length).toBeGreaterThan(0);
    await firstProduct.click();
    await page.waitForURL(/\/view\?id=/);
    // The product page renders after its data arrives: wait for its heading rather than read the old one.
    const heading = page.getByRole('heading', { level: 1, name: title, exact: true });
    await heading.waitFor({ timeout: 20_000 });
    // The brand is its own line of the heading (docs/decisions.md rule 50); the words are the title.
    expect((await heading.innerText()).replace(/\s+/g, ' ')).toBe(title);
    await expectAccessible(page);
  });
});
