// Lists the store products with pictures the image pipeline refuses (docs/decisions.md rule 72):
// saved before the API checked picture sources, or from a host since taken out of IMAGE_HOSTS, they
// show shoppers a grey placeholder. Reads only; exit code 1 when any is found.
//   npm run pictures:check [-- --project <id>]   (which project: scripts/lib/maintenance.ts)
// The allowed sources are the functions' own (functions/src/images/sources.ts), from the project's
// settings in functions/.env.<project> (or .env.local for the emulators) and functions/.env.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  allowedPictureSourcesSentence,
  collections,
  isPictureRefusal,
  pictureSourceUrl,
  type PictureSources,
  type StoreProduct,
} from '@shop/domain';
import { FieldPath } from 'firebase-admin/firestore';
import { db } from '../functions/src/data/firestore';
import { pictureSources } from '../functions/src/images/sources';
import { runMaintenance } from './lib/maintenance';
import { projectId as demoProjectId } from './lib/stack';

/** Products read per page. */
const PAGE = 500;

export interface ProductWithRefusedPictures {
  id: string;
  sku: string;
  title: string;
  /** Each refused picture: its place (1 = the main picture), address and why it is refused. */
  pictures: { position: number; url: string; reason: string }[];
}

/** Every store product with at least one picture `allowed` does not cover, in document id order. */
export async function productsWithRefusedPictures(
  allowed: PictureSources,
): Promise<{ read: number; refused: ProductWithRefusedPictures[] }> {
  const refused: ProductWithRefusedPictures[] = [];
  let read = 0;
  let after: string | null = null;
  for (;;) {
    let page = db()
      .collection(collections.products)
      .orderBy(FieldPath.documentId())
      .select('sku', 'title', 'images')
      .limit(PAGE);
    if (after !== null) page = page.startAfter(after);
    const snapshot = await page.get();
    for (const doc of snapshot.docs) {
      const product = doc.data() as Pick<StoreProduct, 'sku' | 'title' | 'images'>;
      const pictures = (product.images ?? []).flatMap((url, index) => {
        const answer = pictureSourceUrl(url, allowed);
        return isPictureRefusal(answer) ? [{ position: index + 1, url, reason: answer.message }] : [];
      });
      if (pictures.length > 0) refused.push({ id: doc.id, sku: product.sku, title: product.title, pictures });
    }
    read += snapshot.size;
    if (snapshot.size < PAGE) return { read, refused };
    after = snapshot.docs[snapshot.docs.length - 1]!.id;
  }
}

/** What the command prints: one block per product, then the count and where to fix them. */
export function picturesCheckReport(
  { read, refused }: { read: number; refused: ProductWithRefusedPictures[] },
  allowed: PictureSources,
): string {
  if (refused.length === 0) return `All ${read} store products have pictures the shop shows.`;
  const lines = refused.flatMap((product) => [
    `${product.id} (SKU ${product.sku}) ${product.title}`,
    ...product.pictures.map(
      (picture) => `  picture ${picture.position}: ${picture.url} (${picture.reason.toLowerCase()})`,
    ),
  ]);
  return [
    ...lines,
    `${refused.length} of ${read} store products have pictures the shop never shows (shoppers see a grey placeholder).`,
    // The same sentence the admin's form shows when such a picture is saved.
    allowedPictureSourcesSentence(allowed),
    'Or give these products pictures from an allowed source in the admin.',
  ].join('\n');
}

/** The functions' settings for `project` (firebase-tools' order: .env.<project> or .env.local, then .env). */
function loadFunctionsSettings(project: string, emulator: boolean): void {
  const dir = join(import.meta.dirname, '..', 'functions');
  // process.loadEnvFile keeps what the environment already says.
  for (const name of [emulator ? '.env.local' : `.env.${project}`, '.env']) {
    const file = join(dir, name);
    if (existsSync(file)) process.loadEnvFile(file);
  }
}

const isMain = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (isMain) {
  await runMaintenance(
    'tsx scripts/pictures-check.ts [--project <id>]',
    'The pictures could not be checked',
    async () => {
      const emulator = process.env.FIRESTORE_EMULATOR_HOST !== undefined;
      if (emulator) process.env.GCLOUD_PROJECT ??= demoProjectId;
      const project = process.env.GCLOUD_PROJECT;
      if (!project) throw new Error('name the project: --project <id>');
      loadFunctionsSettings(project, emulator);
      const allowed = await pictureSources();
      const result = await productsWithRefusedPictures(allowed);
      if (result.refused.length > 0) process.exitCode = 1;
      return picturesCheckReport(result, allowed);
    },
  );
}
