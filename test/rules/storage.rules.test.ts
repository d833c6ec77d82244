// Storage security rules (docs/decisions.md rule 16), proven against the Storage emulator.
//
// The Storage emulator needs a rules runtime JAR that firebase-tools downloads on first start;
// machines without internet cannot start it. These tests therefore run only when
// STORAGE_EMULATOR_HOST (or FIREBASE_STORAGE_EMULATOR_HOST) names an emulator that answers, and
// are reported as skipped, with the reason, everywhere else.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteObject, getBytes, ref, uploadBytes, type FirebaseStorage } from 'firebase/storage';

const MB = 1024 * 1024;
const ADMIN_UID = 'admin-erin';
const CUSTOMER_UID = 'customer-carol';
const PASSWORD = { firebase: { sign_in_provider: 'password' } } as const;
const ANONYMOUS = { firebase: { sign_in_provider: 'anonymous' } } as const;

const IMAGE_PATH = 'returnpro/products/custom-p1/main.png';
const SKIP_REASON =
  'Storage emulator not available on this machine: its rules runtime JAR cannot be downloaded offline';

function storageEmulatorAddress(): { host: string; port: number } | undefined {
  const raw = process.env.STORAGE_EMULATOR_HOST ?? process.env.FIREBASE_STORAGE_EMULATOR_HOST;
  if (!raw) return undefined;
  const url = new URL(raw.includes('://') ? raw : `http://${raw}`);
  const port = Number(url.port);
  if (!url.hostname || !Number.isInteger(port) || port <= 0) return undefined;
  // URL keeps IPv6 literals bracketed; the emulator config wants the bare address.
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port };
}

function isReachable(address: { host: string; port: number }, timeoutMs = 1000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(address);
    const done = (reachable: boolean) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const address = storageEmulatorAddress();
const available = address !== undefined && (await isReachable(address));
if (!available) console.warn(`storage.rules tests skipped: ${SKIP_REASON}`);

/** Like the Firestore contexts: a compat instance the modular functions unwrap. */
function storageOf(context: RulesTestContext): FirebaseStorage {
  return context.storage() as unknown as FirebaseStorage;
}

/** A PNG-typed payload of the given size (the rules look at metadata and size, not pixels). */
function createImageBytes(size = 64 * 1024): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return bytes;
}

(available ? describe : describe.skip)(
  available ? 'storage.rules' : `storage.rules (skipped: ${SKIP_REASON})`,
  () => {
    let testEnv: RulesTestEnvironment;

    const admin = () => storageOf(testEnv.authenticatedContext(ADMIN_UID, { admin: true, ...PASSWORD }));
    const customer = () => storageOf(testEnv.authenticatedContext(CUSTOMER_UID, PASSWORD));
    const visitor = () => storageOf(testEnv.authenticatedContext('visitor-alice', ANONYMOUS));
    const unauthenticated = () => storageOf(testEnv.unauthenticatedContext());

    async function seedImage(path = IMAGE_PATH): Promise<void> {
      await testEnv.withSecurityRulesDisabled(async (context) => {
        await uploadBytes(ref(storageOf(context), path), createImageBytes(), { contentType: 'image/png' });
      });
    }

    beforeAll(async () => {
      testEnv = await initializeTestEnvironment({
        projectId: 'demo-maison-borsa-rules',
        storage: {
          rules: readFileSync(new URL('../../storage.rules', import.meta.url), 'utf8'),
          ...address!,
        },
      });
    });

    beforeEach(async () => {
      await testEnv.clearStorage();
    });

    afterAll(async () => {
      await testEnv?.cleanup();
    });

    describe('product images: uploads', () => {
      it('admin uploads an image under 20 MB', async () => {
        await assertSucceeds(
          uploadBytes(ref(admin(), IMAGE_PATH), createImageBytes(), { contentType: 'image/png' }),
        );
      });

      it('admin uploads an image of exactly 20 MB', async () => {
        await assertSucceeds(
          uploadBytes(ref(admin(), 'returnpro/products/custom-p1/hover.jpg'), createImageBytes(20 * MB), {
            contentType: 'image/jpeg',
          }),
        );
      });

      it('admin replaces an existing image', async () => {
        await seedImage();
        await assertSucceeds(
          uploadBytes(ref(admin(), IMAGE_PATH), createImageBytes(), { contentType: 'image/webp' }),
        );
      });

      it('admin is denied an image over 20 MB', async () => {
        await assertFails(
          uploadBytes(ref(admin(), IMAGE_PATH), createImageBytes(20 * MB + 1), { contentType: 'image/png' }),
        );
      });

      it('admin is denied a file that is not an image', async () => {
        await assertFails(
          uploadBytes(ref(admin(), 'returnpro/products/custom-p1/page.html'), createImageBytes(), {
            contentType: 'text/html',
          }),
        );
        await assertFails(
          uploadBytes(ref(admin(), 'returnpro/products/custom-p1/data.bin'), createImageBytes(), {
            contentType: 'application/octet-stream',
          }),
        );
      });

      it('admin is denied an SVG, which could carry scripts to every shopper', async () => {
        await assertFails(
          uploadBytes(ref(admin(), 'returnpro/products/custom-p1/logo.svg'), createImageBytes(), {
            contentType: 'image/svg+xml',
          }),
        );
      });

      for (const [role, storage] of [
        ['unauthenticated', unauthenticated],
        ['anonymous visitor', visitor],
        ['signed-in customer', customer],
      ] as const) {
        it(`${role} is denied an upload`, async () => {
          await assertFails(
            uploadBytes(ref(storage(), IMAGE_PATH), createImageBytes(), { contentType: 'image/png' }),
          );
        });

        it(`${role} is denied a delete`, async () => {
          await seedImage();
          await assertFails(deleteObject(ref(storage(), IMAGE_PATH)));
        });
      }

      it('a non-boolean admin claim is not an admin', async () => {
        const notAdmin = storageOf(testEnv.authenticatedContext('not-admin', { admin: 'true', ...PASSWORD }));
        await assertFails(
          uploadBytes(ref(notAdmin, IMAGE_PATH), createImageBytes(), { contentType: 'image/png' }),
        );
      });

      it('admin deletes an image', async () => {
        await seedImage();
        await assertSucceeds(deleteObject(ref(admin(), IMAGE_PATH)));
      });
    });

    describe('product images: public read', () => {
      for (const [role, storage] of [
        ['unauthenticated', unauthenticated],
        ['anonymous visitor', visitor],
        ['signed-in customer', customer],
        ['admin', admin],
      ] as const) {
        it(`${role} reads a product image`, async () => {
          await seedImage();
          await assertSucceeds(getBytes(ref(storage(), IMAGE_PATH)));
        });
      }
    });

    describe('everything else is denied, admins included', () => {
      const elsewhere = [
        'returnpro/other/main.png',
        'returnpro/products/main.png',
        'uploads/alice/main.png',
        'returnpro/products/a/b/main.png',
      ];
      for (const path of elsewhere) {
        it(`admin cannot write ${path}`, async () => {
          await assertFails(
            uploadBytes(ref(admin(), path), createImageBytes(), { contentType: 'image/png' }),
          );
        });

        it(`nobody reads ${path}`, async () => {
          await seedImage(path);
          await assertFails(getBytes(ref(unauthenticated(), path)));
          await assertFails(getBytes(ref(admin(), path)));
        });
      }
    });
  },
);
