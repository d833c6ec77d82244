// The custom product form's image upload (/admincustomproducts, docs/decisions.md rule 16) in Chromium:
// - up to the upload call, on any machine: a file that is no raster image, or over 20 MB, is refused
//   in the slot with the reason, nothing is sent to Storage and the slot stays empty. Where the
//   Storage emulator cannot run (its rules runtime is downloaded on first start, impossible offline)
//   the form offers no file input, so this test answers the form's one availability probe itself;
//   every request to Storage's API would still go to the real (absent) emulator, and none is made;
// - the upload itself, against the Storage emulator where it runs (skipped with the reason otherwise):
//   the file lands under returnpro/products/ and the slot holds its download URL.
// Each slot is also a drop zone: a dropped file goes through the same checks and the same upload
// (without the Storage emulator, Storage's answer to the upload is a refusal the test gives itself).
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stackPorts } from '../../scripts/lib/stack';
import type { Locator, Page } from 'playwright-core';
import { expectAccessible, openBrowser, shopUrl, visit, type BrowserSession } from './support/browser';
import { signInAsAdmin } from './support/journeys';

const WAIT = { timeout: 30_000 };

/** The Storage emulator of the stack under test (the tests' SHOP_BASE_URL says which stack). */
const storagePort = stackPorts(Number(new URL(shopUrl).port) - stackPorts(0).hosting).storage;
const storageOrigin = `http://127.0.0.1:${storagePort}`;

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    const done = (listening: boolean) => {
      socket.destroy();
      resolve(listening);
    };
    socket.setTimeout(1_000, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const storageRuns = await isListening(storagePort);
const SKIP_REASON =
  'the Storage emulator is not running: its rules runtime JAR cannot be downloaded on this machine';
if (!storageRuns) console.warn(`Image upload to Storage skipped: ${SKIP_REASON}`);

/** A 1 x 1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** Drops a file on an element as a browser does when a file is dragged onto it. */
async function dropFile(page: Page, target: Locator, name: string, type: string, bytes: Buffer) {
  const dataTransfer = await page.evaluateHandle(
    ({ name, type, base64 }) => {
      const transfer = new DataTransfer();
      const data = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      transfer.items.add(new File([data], name, { type }));
      return transfer;
    },
    { name, type, base64: bytes.toString('base64') },
  );
  await target.dispatchEvent('dragover', { dataTransfer });
  await target.dispatchEvent('drop', { dataTransfer });
}

async function openForm(session: BrowserSession, answerProbe: boolean): Promise<string[]> {
  const { page } = session;
  const storageRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(`${storageOrigin}/`)) storageRequests.push(request.url());
  });
  if (answerProbe) {
    // Only the form's "is Storage here?" probe (web/src/lib/firebase/storage.ts, storageAvailable).
    await page.route(`${storageOrigin}/`, (route) => route.fulfill({ status: 200, body: 'Ok' }));
  }
  await signInAsAdmin(page);
  await visit(page, '/admincustomproducts');
  await page.locator('input[type="file"]').first().waitFor(WAIT);
  return storageRequests;
}

describe('custom product images, up to the upload call', () => {
  let session: BrowserSession;
  let storageRequests: string[];
  beforeAll(async () => {
    session = await openBrowser();
    storageRequests = await openForm(session, !storageRuns);
  }, 90_000);
  afterAll(async () => {
    await session?.close();
  });

  it('refuses a file that is not a raster image, and one over 20 MB, without uploading', async () => {
    const { page } = session;
    const slot = page.locator('input[type="file"]').first();
    const urlField = page.getByLabel('Upload image 1: or its web address');
    await expect.poll(() => page.getByText('No file selected yet').count()).toBe(4);

    await slot.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
    });
    await page
      .getByRole('status')
      .filter({ hasText: 'logo.svg is not a PNG, JPEG, WebP, GIF or AVIF image.' })
      .waitFor(WAIT);
    expect(await urlField.inputValue()).toBe('');

    await slot.setInputFiles({
      name: 'huge.png',
      mimeType: 'image/png',
      buffer: Buffer.concat([PNG, Buffer.alloc(20 * 1024 * 1024)]),
    });
    await page.getByRole('status').filter({ hasText: 'huge.png is larger than 20 MB.' }).waitFor(WAIT);
    expect(await urlField.inputValue()).toBe('');

    // Nothing but the availability probe went to Storage.
    expect(storageRequests.filter((url) => url !== `${storageOrigin}/`)).toEqual([]);
  });

  it('checks a file dropped on a slot as one chosen with the picker', async () => {
    const { page } = session;
    const zone = page.getByTestId('image-drop-zone').nth(1);
    await dropFile(page, zone, 'notes.txt', 'text/plain', Buffer.from('not an image'));
    await zone
      .getByRole('status')
      .filter({ hasText: 'notes.txt is not a PNG, JPEG, WebP, GIF or AVIF image.' })
      .waitFor(WAIT);
    expect(await page.getByLabel('Upload image 2: or its web address').inputValue()).toBe('');
    expect(storageRequests.filter((url) => url !== `${storageOrigin}/`)).toEqual([]);
    await expectAccessible(page);

    // A file dropped beside the slots is not opened by the browser (which would leave the form):
    // the page cancels the drop's default action.
    const opened = await page.evaluate(() => {
      const transfer = new DataTransfer();
      transfer.items.add(new File(['x'], 'missed.png', { type: 'image/png' }));
      const drop = new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true });
      return document.querySelector('h1')!.dispatchEvent(drop);
    });
    expect(opened).toBe(false);
  });

  it.runIf(!storageRuns)(
    'uploads a dropped image, and says so when Storage refuses it (no Storage emulator here)',
    async () => {
      const { page } = session;
      // Storage answers the upload itself with a refusal: the drop reached the upload call, and its
      // outcome is shown in the slot.
      await page.route(`${storageOrigin}/v0/**`, (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 403, message: 'Permission denied.' } }),
        }),
      );
      const zone = page.getByTestId('image-drop-zone').nth(2);
      await dropFile(page, zone, 'side.png', 'image/png', PNG);
      await zone.getByRole('status').filter({ hasText: 'The upload failed' }).waitFor(WAIT);
      expect(storageRequests.some((url) => url.startsWith(`${storageOrigin}/v0/b/`))).toBe(true);
      expect(await page.getByLabel('Upload image 3: or its web address').inputValue()).toBe('');
    },
  );
});

(storageRuns ? describe : describe.skip)(
  storageRuns
    ? 'custom product images, uploaded'
    : `custom product images, uploaded (skipped: ${SKIP_REASON})`,
  () => {
    let session: BrowserSession;
    beforeAll(async () => {
      session = await openBrowser();
      await openForm(session, false);
    }, 90_000);
    afterAll(async () => {
      await session?.close();
    });

    it('uploads an image to Storage and keeps its download URL', async () => {
      const { page } = session;
      await page.locator('input[type="file"]').first().setInputFiles({
        name: 'front.png',
        mimeType: 'image/png',
        buffer: PNG,
      });
      await page.getByRole('status').filter({ hasText: 'File uploaded' }).first().waitFor(WAIT);
      const url = await page.getByLabel('Upload image 1: or its web address').inputValue();
      expect(url.startsWith(`${storageOrigin}/`)).toBe(true);
      expect(decodeURIComponent(url)).toMatch(/returnpro\/products\/[^/]+\/front\.png/);
      const stored = await fetch(url);
      expect(stored.status).toBe(200);
      expect(Buffer.from(await stored.arrayBuffer())).toEqual(PNG);
    });

    it('uploads an image dropped on a slot', async () => {
      const { page } = session;
      const zone = page.getByTestId('image-drop-zone').nth(1);
      await dropFile(page, zone, 'back.png', 'image/png', PNG);
      await zone.getByRole('status').filter({ hasText: 'File uploaded' }).waitFor(WAIT);
      const url = await page.getByLabel('Upload image 2: or its web address').inputValue();
      expect(decodeURIComponent(url)).toMatch(/returnpro\/products\/[^/]+\/back\.png/);
    });
  },
);
