/**
 * Firebase Storage for the admin's custom product images (docs/decisions.md rule 16): only admin screens
 * import this module, so the Storage SDK never ships to shoppers. storage.rules let an admin write
 * raster images of at most 20 MB under returnpro/products/.
 */
import {
  connectStorageEmulator,
  getDownloadURL,
  getStorage,
  ref,
  uploadBytesResumable,
} from 'firebase/storage';
import { emulatorHosts, firebaseApp, useEmulators } from './app';

const STORAGE_EMULATOR = emulatorHosts.storage;

const storage = getStorage(firebaseApp);
if (useEmulators) connectStorageEmulator(storage, STORAGE_EMULATOR.host, STORAGE_EMULATOR.port);

let availability: Promise<boolean> | null = null;

/**
 * Whether uploads can work here. A deployed shop has Storage. The local stack runs the Storage
 * emulator only where its rules runtime is cached (it cannot be downloaded offline), so there the
 * emulator is asked once; without it the form takes image URLs instead.
 */
export function storageAvailable(): Promise<boolean> {
  if (!useEmulators) return Promise.resolve(true);
  availability ??= fetch(`http://${STORAGE_EMULATOR.host}:${STORAGE_EMULATOR.port}/`, {
    signal: AbortSignal.timeout(2_000),
  }).then(
    () => true,
    () => false,
  );
  return availability;
}

/**
 * Uploads a product image to returnpro/products/{folder}/{file name} (admin.md section 4), reporting
 * progress in whole percent, and resolves with its download URL.
 */
export function uploadProductImage(
  file: File,
  folder: string,
  onProgress: (percent: number) => void,
): Promise<string> {
  const target = ref(storage, `returnpro/products/${folder}/${file.name}`);
  const task = uploadBytesResumable(target, file, { contentType: file.type });
  return new Promise((resolve, reject) => {
    task.on(
      'state_changed',
      (snapshot) =>
        onProgress(Math.round((snapshot.bytesTransferred / Math.max(1, snapshot.totalBytes)) * 100)),
      reject,
      () => {
        getDownloadURL(task.snapshot.ref).then(resolve, reject);
      },
    );
  });
}
