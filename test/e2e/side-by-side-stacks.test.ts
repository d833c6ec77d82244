// Two local stacks at once (README, EMULATOR_PORT_OFFSET): beside the stack the tests run on, this
// starts a second one at another offset from the same build, gives it a product and a designer of its
// own, and shows each storefront its own data: the product page (rendered by that stack's
// storefront function) and the designers page (read by the browser), with no request of the second
// stack's pages reaching the first stack's emulators.
import { collections } from '@shop/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectId, startStack, stackPorts, type RunningStack } from '../../scripts/lib/stack';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';

/** The first stack's offset, from where its Hosting emulator listens (the tests' SHOP_BASE_URL). */
const firstOffset = Number(new URL(shopUrl).port) - stackPorts(0).hosting;
/** No difference between two of Firebase's default ports is 50, so the two stacks share no port. */
const secondOffset = firstOffset + 50;

const firstFirestore =
  process.env.FIRESTORE_EMULATOR_HOST ?? `127.0.0.1:${stackPorts(firstOffset).firestore}`;
const documentsAt = (firestoreHost: string) =>
  `http://${firestoreHost}/v1/projects/${projectId}/databases/(default)/documents`;
/** The emulator's owner token: reads and writes past the security rules (test set-up only). */
const owner = { authorization: 'Bearer owner', 'content-type': 'application/json' };

interface RestDocument {
  name: string;
  fields: Record<string, { stringValue?: string }>;
}

async function firstDocument(firestoreHost: string, collection: string): Promise<RestDocument> {
  const response = await fetch(`${documentsAt(firestoreHost)}/${collection}?pageSize=1`, { headers: owner });
  expect(response.status).toBe(200);
  const { documents } = (await response.json()) as { documents?: RestDocument[] };
  if (!documents?.[0]) throw new Error(`The first stack has no ${collection}: is the demo data seeded?`);
  return documents[0];
}

async function writeDocument(firestoreHost: string, path: string, fields: RestDocument['fields']) {
  const response = await fetch(`${documentsAt(firestoreHost)}/${path}`, {
    method: 'PATCH',
    headers: owner,
    body: JSON.stringify({ fields }),
  });
  expect(response.status).toBe(200);
}

describe('two stacks side by side', () => {
  let second: RunningStack;
  let session: BrowserSession;
  let secondUrl: string;
  let productId: string;
  let firstTitle: string;
  let firstBrand: string;
  const secondTitle = 'Only in the second stack';
  const secondBrand = 'Second Stack Atelier';

  beforeAll(async () => {
    second = await startStack({ only: ['auth', 'firestore', 'functions', 'hosting'], offset: secondOffset });
    secondUrl = `http://127.0.0.1:${second.ports.hosting}`;
    const secondFirestore = `127.0.0.1:${second.ports.firestore}`;

    const product = await firstDocument(firstFirestore, collections.products);
    productId = product.name.slice(product.name.lastIndexOf('/') + 1);
    firstTitle = product.fields['title']?.stringValue ?? '';
    expect(firstTitle).not.toBe('');
    await writeDocument(secondFirestore, `${collections.products}/${productId}`, {
      ...product.fields,
      title: { stringValue: secondTitle },
    });
    const designer = await firstDocument(firstFirestore, collections.designers);
    firstBrand = designer.fields['brand']?.stringValue ?? '';
    expect(firstBrand).not.toBe('');
    await writeDocument(secondFirestore, `${collections.designers}/second-stack-atelier`, {
      ...designer.fields,
      brand: { stringValue: secondBrand },
    });
    session = await openBrowser();
  }, 240_000);

  afterAll(async () => {
    await session?.close();
    await second?.stop();
  }, 60_000);

  /** host:port of every request the page makes to this machine while `during` runs. */
  async function localHostsAsked(during: () => Promise<void>): Promise<Set<string>> {
    const hosts = new Set<string>();
    const note = (request: { url(): string }) => {
      const url = new URL(request.url());
      if (url.hostname === '127.0.0.1') hosts.add(url.host);
    };
    // The page before may still be loading a part of its own (a product page's "You may also like"
    // loads once the observer that waits for it fires), from the first stack: a blank page ends it,
    // so every request counted is one the pages under test made.
    await session.page.goto('about:blank');
    session.page.on('request', note);
    try {
      await during();
    } finally {
      session.page.off('request', note);
    }
    return hosts;
  }

  it('renders each stack’s product page from its own Firestore', async () => {
    const { page } = session;
    const rendered = await (await fetch(`${secondUrl}/view?id=${encodeURIComponent(productId)}`)).text();
    // The page itself, not only its <head> (productPage fills that from its own read): the renderer
    // read the second stack's Firestore.
    expect(rendered).toMatch(new RegExp(`<h1[^>]*>${secondTitle}</h1>`));

    const asked = await localHostsAsked(async () => {
      await visit(page, `${secondUrl}/view?id=${encodeURIComponent(productId)}`);
      await page.getByRole('heading', { level: 1, name: secondTitle }).waitFor({ timeout: 20_000 });
    });
    await expectAccessible(page);
    const secondPorts = new Set(Object.values(second.ports).map(String));
    expect([...asked].filter((host) => !secondPorts.has(host.split(':')[1] ?? ''))).toEqual([]);

    await visit(page, `/view?id=${encodeURIComponent(productId)}`);
    await page.getByRole('heading', { level: 1, name: firstTitle }).waitFor({ timeout: 20_000 });
    expect(await page.getByText(secondTitle).count()).toBe(0);
  });

  it('reads each stack’s designers in the browser from its own Firestore', async () => {
    const { page } = session;
    const brandLink = (brand: string) => page.locator(`a[data-brand="${brand.replaceAll('"', '\\"')}"]`);
    const asked = await localHostsAsked(async () => {
      await visit(page, `${secondUrl}/designers`);
      await brandLink(secondBrand).waitFor({ timeout: 20_000 });
    });
    expect(asked).toContain(`127.0.0.1:${second.ports.firestore}`);
    expect(asked).not.toContain(firstFirestore);
    expect(await brandLink(firstBrand).count()).toBe(0);
    await expectAccessible(page);

    await visit(page, '/designers');
    await brandLink(firstBrand).waitFor({ timeout: 20_000 });
    expect(await brandLink(secondBrand).count()).toBe(0);
  });
});
