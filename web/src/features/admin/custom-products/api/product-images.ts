import { shopConfig } from '@shop/domain';
import { storageAvailable, uploadProductImage } from '@/lib/firebase/storage';

export { storageAvailable };

/** The raster formats storage.rules accept (no SVG: it can carry scripts). */
const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'];

/** Why a file cannot be a product image, or null when it can (the rules check the same). */
export function imageFileProblem(file: File): string | null {
  if (!IMAGE_TYPES.includes(file.type)) return `${file.name} is not a PNG, JPEG, WebP, GIF or AVIF image.`;
  if (file.size > shopConfig.maxImageBytes) {
    return `${file.name} is larger than ${shopConfig.maxImageBytes / (1024 * 1024)} MB.`;
  }
  return null;
}

/** One folder per form: a unique id plus the time, as admin.md section 4 names the upload path. */
export function newUploadFolder(): string {
  return `${crypto.randomUUID()}${Date.now()}`;
}

export { uploadProductImage };
