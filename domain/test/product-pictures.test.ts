import { describe, expect, it } from 'vitest';
import {
  isPipelinePicture,
  allowedPictureSourcesSentence,
  parsePictureRequest,
  PICTURE_WIDTHS,
  refusedPictureSourceMessage,
  pictureSourceUrl,
  pictureSrcset,
  pictureVariantUrl,
  type PictureSources,
} from '../src/product-pictures';
import { zoomedPictureUrl } from '../src/picture-zoom';

const sources: PictureSources = {
  shopOrigin: 'https://shop.example',
  hosts: ['supplier.example', '127.0.0.1:7001'],
  storageBuckets: ['shop-project.firebasestorage.app'],
};
const urlOf = (source: string) => {
  const answer = pictureSourceUrl(source, sources);
  return 'url' in answer ? answer.url.href : answer;
};

describe('picture variants', () => {
  it('are addressed by width and format, the source encoded', () => {
    expect(pictureVariantUrl('/demo-images/tote-black-front.jpg', 640, 'webp')).toBe(
      '/img/640/webp?src=%2Fdemo-images%2Ftote-black-front.jpg',
    );
    expect(pictureSrcset('https://supplier.example/a b.jpg', 'webp')).toBe(
      [320, 480, 640, 800, 960, 1600]
        .map((width) => `/img/${width}/webp?src=https%3A%2F%2Fsupplier.example%2Fa%20b.jpg ${width}w`)
        .join(', '),
    );
  });

  it('leave a phone at most 40 % more pixels than it draws, on a card and on the product page', () => {
    // Lighthouse's phone and a common one: 412 and 390 px wide, 1.75 and 2 device pixels. A card is
    // 48vw wide (PICTURE_SIZES.card), the product page's picture 100vw.
    for (const [viewport, density] of [
      [412, 1.75],
      [390, 2],
    ] as const) {
      for (const share of [0.48, 1]) {
        const drawn = viewport * share * density;
        const taken = PICTURE_WIDTHS.find((width) => width >= drawn)!;
        expect(taken / drawn, `${viewport} px at ${density}, ${share * 100}vw`).toBeLessThanOrEqual(1.4);
      }
    }
  });

  it('are made of paths and http(s) URLs, not of a file an admin has not uploaded yet', () => {
    expect(isPipelinePicture('/demo-images/a.jpg')).toBe(true);
    expect(isPipelinePicture('https://supplier.example/a.jpg')).toBe(true);
    expect(isPipelinePicture('data:image/png;base64,AAAA')).toBe(false);
    expect(isPipelinePicture('blob:https://shop.example/1234')).toBe(false);
    expect(isPipelinePicture('//elsewhere.example/a.jpg')).toBe(false);
  });
});

describe('a zoomed picture', () => {
  it('is the 1600 px WebP variant, or a picture outside the pipeline as it is', () => {
    expect(zoomedPictureUrl('/demo-images/a.jpg')).toBe('/img/1600/webp?src=%2Fdemo-images%2Fa.jpg');
    expect(zoomedPictureUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
  });
});

describe('a picture request', () => {
  it('names a known width, a known format and a source', () => {
    expect(parsePictureRequest('640', 'webp', { src: ' /a.jpg ' })).toEqual({
      width: 640,
      format: 'webp',
      source: '/a.jpg',
    });
    expect(parsePictureRequest('641', 'webp', { src: '/a.jpg' })).toMatchObject({ status: 404 });
    expect(parsePictureRequest('640', 'avif', { src: '/a.jpg' })).toMatchObject({ status: 404 });
    expect(parsePictureRequest('640', 'jpeg', {})).toMatchObject({ status: 400 });
    expect(parsePictureRequest('640', 'jpeg', { src: ['/a.jpg', '/b.jpg'] })).toMatchObject({ status: 400 });
  });

  it('takes no query but src: each other one would be a new address for the same picture', () => {
    expect(parsePictureRequest('640', 'webp', { src: '/a.jpg', v: '2' })).toEqual({
      status: 400,
      message: "A picture's address takes only ?src=, not v",
    });
  });
});

describe('a picture source', () => {
  it("is read from the shop's own host, the supplier, configured hosts and the project's storage", () => {
    expect(urlOf('/demo-images/a.jpg')).toBe('https://shop.example/demo-images/a.jpg');
    expect(urlOf('https://shop.example/uploads/a.JPEG')).toBe('https://shop.example/uploads/a.JPEG');
    expect(urlOf('https://supplier.example/p/1.jpg')).toBe('https://supplier.example/p/1.jpg');
    expect(urlOf('http://127.0.0.1:7001/p/1.jpg')).toBe('http://127.0.0.1:7001/p/1.jpg');
    expect(
      urlOf(
        'https://firebasestorage.googleapis.com/v0/b/shop-project.firebasestorage.app/o/p%2F1.jpg?alt=media',
      ),
    ).toMatch(/^https:\/\/firebasestorage/);
    expect(urlOf('https://storage.googleapis.com/shop-project.firebasestorage.app/p/1.jpg')).toMatch(
      /^https:\/\/storage/,
    );
  });

  it('has one address whatever query it carries: none for a shop file, alt and token for Storage', () => {
    expect(urlOf('/demo-images/a.jpg?v=1#top')).toBe('https://shop.example/demo-images/a.jpg');
    expect(urlOf('https://shop.example/a.webp?cache=bust')).toBe('https://shop.example/a.webp');
    expect(
      urlOf(
        'https://firebasestorage.googleapis.com/v0/b/shop-project.firebasestorage.app/o/p%2F1.jpg?v=9&token=abc&alt=media',
      ),
    ).toBe(
      'https://firebasestorage.googleapis.com/v0/b/shop-project.firebasestorage.app/o/p%2F1.jpg?alt=media&token=abc',
    );
    // A supplier's query may be what names the picture: it stays.
    expect(urlOf('https://supplier.example/image?id=12')).toBe('https://supplier.example/image?id=12');
  });

  it("is only a picture file on the shop's own address: never the API or a page", () => {
    for (const source of [
      '/api/v1/main/getallproductsmaincount/bags/all/ALL',
      '/api/v1/main/photo.jpg/../mydata',
      '/api/v1/main/getstoreproduct/bag.jpg',
      '/img/640/webp.jpg',
      '/products',
      '/',
      '/demo-images/a.jpg.html',
      '/favicon.svg',
      'https://shop.example/api/v1/main/invoice/1',
    ]) {
      expect(urlOf(source), source).toMatchObject({
        status: 403,
        message: expect.stringContaining('only picture files'),
      });
    }
  });

  it('is refused anywhere else, before anything is fetched', () => {
    for (const source of [
      'https://elsewhere.example/a.jpg',
      'http://supplier.example/a.jpg', // the configured host names no port, so http on :80 is not it
      'http://169.254.169.254/computeMetadata/v1/',
      'http://127.0.0.1:7002/a.jpg',
      'https://firebasestorage.googleapis.com/v0/b/another-project.appspot.com/o/a.jpg',
      'https://storage.googleapis.com/another-bucket/a.jpg',
      'https://user:secret@supplier.example/a.jpg',
      '/img/640/webp?src=%2Fa.jpg',
    ]) {
      expect(urlOf(source), source).toMatchObject({ status: 403 });
    }
    expect(urlOf('ftp://supplier.example/a.jpg')).toMatchObject({ status: 400 });
    expect(urlOf('not a url')).toMatchObject({ status: 400 });
  });
});

describe('the allowed sources, as an admin is told them', () => {
  it('name the hosts and how to add one', () => {
    expect(allowedPictureSourcesSentence(sources)).toBe(
      "Pictures may come from the shop's own picture files (.jpg, .jpeg, .png, .webp, .avif, .gif), uploads to its storage, and these hosts: supplier.example, 127.0.0.1:7001. To use pictures from another host, add the host to IMAGE_HOSTS (functions/.env.<project>, docs/deploy.md) and deploy the functions; or upload the picture.",
    );
    expect(allowedPictureSourcesSentence({ ...sources, hosts: [] })).not.toMatch(/these hosts/);
  });
});

describe('a picture source an admin saves', () => {
  it('is refused with why and where pictures may come from, exactly when the pipeline would refuse it', () => {
    expect(refusedPictureSourceMessage('https://supplier.example/p/1.jpg', sources)).toBeNull();
    expect(refusedPictureSourceMessage('https://shop.example/demo-images/a.jpg', sources)).toBeNull();
    expect(refusedPictureSourceMessage('https://elsewhere.example/a.jpg', sources)).toBe(
      `The shop would never show this picture: pictures are read only from the shop itself, its storage, the supplier and configured hosts. ${allowedPictureSourcesSentence(sources)}`,
    );
    expect(refusedPictureSourceMessage('https://shop.example/api/v1/main/x', sources)).toMatch(
      /^The shop would never show this picture: from the shop's own address only picture files are read/,
    );
  });
});
