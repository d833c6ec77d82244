// npm run pictures:check (docs/decisions.md rule 72): the store products whose pictures the image
// pipeline refuses, read from the Firestore emulator with the sources given.
import type { PictureSources } from '@shop/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { picturesCheckReport, productsWithRefusedPictures } from '../../scripts/pictures-check';
import { clearFirestore } from './emulators';
import { createStoreProduct } from './factories';

beforeEach(clearFirestore, 30_000);

const allowed: PictureSources = {
  shopOrigin: 'https://shop.example',
  hosts: ['supplier.example'],
  storageBuckets: ['demo-maison-borsa.firebasestorage.app'],
};

describe('npm run pictures:check', () => {
  it('lists each product with a picture from a refused source, naming the picture and why', async () => {
    await createStoreProduct({
      id: 'fine',
      images: ['/demo-images/tote-black-front.jpg', 'https://supplier.example/p/1.jpg'],
    });
    await createStoreProduct({
      id: 'elsewhere',
      sku: 'RET-1',
      title: 'Vintage Kelly',
      images: ['https://shop.example/a.jpg', 'https://img.example/ret/2.jpg', '/api/v1/main/mydata'],
    });

    const result = await productsWithRefusedPictures(allowed);

    expect(result.read).toBe(2);
    expect(result.refused).toEqual([
      {
        id: 'elsewhere',
        sku: 'RET-1',
        title: 'Vintage Kelly',
        pictures: [
          {
            position: 2,
            url: 'https://img.example/ret/2.jpg',
            reason: expect.stringMatching(/^Pictures are read only/),
          },
          {
            position: 3,
            url: '/api/v1/main/mydata',
            reason: expect.stringMatching(/only picture files are read/),
          },
        ],
      },
    ]);
    const report = picturesCheckReport(result, allowed).split('\n');
    expect(report[0]).toBe('elsewhere (SKU RET-1) Vintage Kelly');
    expect(report[1]).toMatch(/^ {2}picture 2: https:\/\/img\.example\/ret\/2\.jpg \(pictures are read only/);
    expect(report).toContain(
      '1 of 2 store products have pictures the shop never shows (shoppers see a grey placeholder).',
    );
    expect(report.join('\n')).toMatch(/add the host to IMAGE_HOSTS/);
  });

  it('says so when every picture is shown', async () => {
    await createStoreProduct({ id: 'fine', images: ['/demo-images/tote-black-front.jpg'] });
    const result = await productsWithRefusedPictures(allowed);
    expect(picturesCheckReport(result, allowed)).toBe('All 1 store products have pictures the shop shows.');
  });
});
