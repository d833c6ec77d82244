// Admin: the main store calls. Writes are checked in the database: the product, its list copies,
// the designers' counts, the supplier item's link and the audit entry change together or not at all.
import {
  brandKey,
  listingFilterKeys,
  type AdminStoreProduct,
  type AdminStoreProductDetails,
  type Designer,
  type StoreProduct,
  type SupplierItem,
} from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../functions/src/config';
import {
  apiCaller,
  auditEntries,
  createListingEntry,
  createSupplierItem,
  readDoc,
  snapshotDatabase,
} from './admin-factories';
import { clearAuth, createAdmin, type TestUser } from './emulators';
import { createCuratedEntry, createDesigner, createStoreProduct, minutesAgo } from './factories';
import { useApi } from './harness';

const api = useApi();
let admin: TestUser;
const call = apiCaller(() => api.origin);

beforeAll(async () => {
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});

describe('POST addproduct', () => {
  it('adds a supplier item at list x 1.21 and links, counts and audits it in one go', async () => {
    const item = await createSupplierItem({
      id: 'sup-7',
      listPrice: 22_562,
      brand: 'PRADA',
      title: 'PRADA Galleria tote',
    });
    await createDesigner({ brand: 'PRADA', bags: 2, accessories: 1 });

    const { status, body } = await call('POST', 'addproduct', {
      token: admin.idToken,
      body: { supplierItemId: 'sup-7' },
    });

    expect(status).toBe(200);
    const { productId } = body as { productId: string };
    const product = await readDoc<StoreProduct>(`products/${productId}`);
    expect(product).toMatchObject({
      sku: item.sku,
      title: 'PRADA Galleria tote',
      title2: 'Galleria tote',
      brand: 'PRADA',
      parentCategory: 'BAGS',
      listPrice: 22_562,
      price: 27_300,
      displayPrice: 28_000,
      inStock: true,
      sizesInStock: ['UNI'],
      supplierItemId: 'sup-7',
      recommended: false,
    });
    expect(product!.filterKeys).toEqual(listingFilterKeys(product!));
    expect((await readDoc<SupplierItem>('supplierItems/sup-7'))!.storeProductId).toBe(productId);
    expect(await readDoc<Designer>(`designers/${brandKey('PRADA')}`)).toEqual({
      brand: 'PRADA',
      bags: 3,
      accessories: 1,
    });
    const [entry] = await auditEntries();
    expect(entry).toMatchObject({
      who: { uid: admin.uid, email: 'erin@maisonborsa.example' },
      action: 'product.add',
      target: `products/${productId}`,
    });
  });

  it('starts a designer that had no products yet', async () => {
    await createSupplierItem({
      id: 'sup-8',
      brand: 'ZANELLATO',
      parentCategory: 'ACCESSORIES',
      category: 'WALLET',
    });
    const { status } = await call('POST', 'addproduct', {
      token: admin.idToken,
      body: { supplierItemId: 'sup-8' },
    });
    expect(status).toBe(200);
    expect(await readDoc<Designer>('designers/zanellato')).toEqual({
      brand: 'ZANELLATO',
      bags: 0,
      accessories: 1,
    });
  });

  it('refuses an item already in the store, clothing, and an unknown item, changing nothing', async () => {
    await createStoreProduct({ id: 'prd-1' });
    await createSupplierItem({ id: 'sup-in-store', storeProductId: 'prd-1' });
    await createSupplierItem({ id: 'sup-coat', parentCategory: 'CLOTHING', category: 'COAT' });
    const before = await snapshotDatabase();

    const again = await call('POST', 'addproduct', {
      token: admin.idToken,
      body: { supplierItemId: 'sup-in-store' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: {
        code: 'conflict',
        message: 'This item is already in the main store',
        details: { productId: 'prd-1' },
      },
    });
    const coat = await call('POST', 'addproduct', {
      token: admin.idToken,
      body: { supplierItemId: 'sup-coat' },
    });
    expect(coat.status).toBe(400);
    expect((coat.body as { error: { message: string } }).error.message).toBe(
      'The shop sells bags and accessories only; clothing cannot be added to the main store',
    );
    const unknown = await call('POST', 'addproduct', {
      token: admin.idToken,
      body: { supplierItemId: 'sup-none' },
    });
    expect(unknown.status).toBe(404);
    const invalid = await call('POST', 'addproduct', { token: admin.idToken, body: {} });
    expect(invalid.status).toBe(400);

    expect(await snapshotDatabase()).toEqual(before);
  });
});

describe('main store lists', () => {
  it('pages newest first, counts, and filters by gender', async () => {
    await createStoreProduct({ id: 'old', gender: 'F', createdAt: minutesAgo(30) });
    await createStoreProduct({ id: 'mid', gender: 'M', createdAt: minutesAgo(20) });
    await createStoreProduct({ id: 'new', gender: 'F', createdAt: minutesAgo(10) });

    expect((await call('GET', 'getallproductmainstorecount', { token: admin.idToken })).body).toBe(3);
    const first = await call('GET', 'getallproductmainstore/2/0', { token: admin.idToken });
    expect((first.body as AdminStoreProduct[]).map((p) => p.id)).toEqual(['new', 'mid']);
    const second = await call('GET', 'getallproductmainstore/2/2', { token: admin.idToken });
    expect((second.body as AdminStoreProduct[]).map((p) => p.id)).toEqual(['old']);
    expect((await call('GET', 'getallproductsmainstorefilterscount/F', { token: admin.idToken })).body).toBe(
      2,
    );
    const women = await call('GET', 'getallproductsmainstorefilters/F/8/0', { token: admin.idToken });
    expect((women.body as AdminStoreProduct[]).map((p) => p.id)).toEqual(['new', 'old']);
    // Dates travel as ISO strings.
    expect((women.body as AdminStoreProduct[])[0]!.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const bad = await call('GET', 'getallproductsmainstorefilters/X/8/0', { token: admin.idToken });
    expect(bad.status).toBe(400);
    expect((await call('GET', 'getallproductmainstore/0/0', { token: admin.idToken })).status).toBe(400);
    expect((await call('GET', 'getallproductmainstore/8/-1', { token: admin.idToken })).status).toBe(400);
  });

  it('searches by title, SKU and brand words, and by price', async () => {
    await createStoreProduct({ id: 'tote', title: 'Galleria tote', sku: 'PR-1001', brand: 'PRADA' });
    await createStoreProduct({
      id: 'clutch',
      title: 'Kate clutch',
      sku: 'YSL-2002',
      brand: 'SAINT LAURENT',
      category: 'CLUTCH',
      searchTerms: ['saint', 'laurent', 'kate', 'clutch', 'ysl', '2002', 'ysl-2002'],
      price: 120_000,
      displayPrice: 120_000,
    });
    const ids = async (text: string) =>
      (
        (await call('GET', `searchmainproductstore/${encodeURIComponent(text)}`, { token: admin.idToken }))
          .body as AdminStoreProduct[]
      ).map((p) => p.id);
    expect(await ids('kate clutch')).toEqual(['clutch']);
    expect(await ids('YSL-2002')).toEqual(['clutch']);
    expect(await ids('saint laurent')).toEqual(['clutch']);
    expect(await ids('1200')).toEqual(['clutch']);
    expect(await ids('hermes')).toEqual([]);
  });

  it('gives the edit page the product and the supplier’s original price with VAT', async () => {
    await createSupplierItem({ id: 'sup-9', listPrice: 22_562 });
    await createStoreProduct({
      id: 'p9',
      supplierItemId: 'sup-9',
      price: 50_000,
      listPrice: 41_322,
      displayPrice: 50_000,
    });
    const { status, body } = await call('GET', 'getitemdetailsmainstore/p9', { token: admin.idToken });
    expect(status).toBe(200);
    expect(body as AdminStoreProductDetails).toMatchObject({
      id: 'p9',
      price: 50_000,
      originalPriceWithVat: 27_300,
    });
    expect((await call('GET', 'getitemdetailsmainstore/nope', { token: admin.idToken })).status).toBe(404);
  });
});

describe('POST updateproductmainstore', () => {
  const edit = {
    productId: 'p1',
    title: 'Galleria tote, large',
    title2: 'Saffiano',
    price: '1234.50',
    brand: 'gucci',
    category: 'handbag',
    gender: 'F',
    madeIn: 'Italy',
    description: 'Now larger',
    imageOrder: [1, 0],
  };

  it('updates the product and every list copy at once, and moves the designer count', async () => {
    const product = await createStoreProduct({ id: 'p1', brand: 'PRADA' });
    await createDesigner({ brand: 'PRADA', bags: 1, accessories: 0 });
    await createCuratedEntry('featured', {
      productId: 'p1',
      title: product.title,
      price: product.displayPrice,
    });
    await createListingEntry('sale', product, { discountPercent: 50 });
    await createListingEntry('newIn', product, { hidden: true });

    const { status, body } = await call('POST', 'updateproductmainstore', {
      token: admin.idToken,
      body: edit,
    });

    expect(status).toBe(200);
    expect(body).toMatchObject({
      id: 'p1',
      title: 'Galleria tote, large',
      price: 123_450,
      displayPrice: 124_000,
    });
    const stored = await readDoc<StoreProduct>('products/p1');
    expect(stored).toMatchObject({
      title: 'Galleria tote, large',
      title2: 'Saffiano',
      brand: 'GUCCI',
      category: 'HANDBAG',
      description: 'Now larger',
      listPrice: 102_025,
      price: 123_450,
      displayPrice: 124_000,
      images: [product.images[1], product.images[0]],
      displayImage: product.images[1],
    });
    expect(stored!.searchTerms).toContain('gucci');
    expect(stored!.filterKeys).toEqual(listingFilterKeys(stored!));
    expect(await readDoc('featured/p1')).toMatchObject({
      title: 'Galleria tote, large',
      price: 124_000,
      displayImage: product.images[1],
    });
    // 1240 - round(620) = 620 -> 620.
    expect(await readDoc('sale/p1')).toMatchObject({
      title: 'Galleria tote, large',
      price: 124_000,
      discountPercent: 50,
      salePrice: 62_000,
      brand: 'GUCCI',
    });
    expect(await readDoc('newIn/p1')).toMatchObject({ title: 'Galleria tote, large', hidden: true });
    expect(await readDoc('weekProducts/p1')).toBeUndefined();
    expect(await readDoc(`designers/${brandKey('PRADA')}`)).toBeUndefined();
    expect(await readDoc(`designers/${brandKey('GUCCI')}`)).toEqual({
      brand: 'GUCCI',
      bags: 1,
      accessories: 0,
    });
    expect((await auditEntries()).map((entry) => [entry.action, entry.target])).toEqual([
      ['product.update', 'products/p1'],
    ]);
  });

  it('refuses a category of another type, a position chosen twice and bad fields, changing nothing', async () => {
    await createStoreProduct({ id: 'p1' });
    const before = await snapshotDatabase();

    const wallet = await call('POST', 'updateproductmainstore', {
      token: admin.idToken,
      body: { ...edit, category: 'WALLET' },
    });
    expect(wallet.status).toBe(400);
    expect(wallet.body).toEqual({
      error: {
        code: 'invalid-request',
        message: 'category: WALLET is not a category of BAGS',
        details: [{ path: 'category', message: 'WALLET is not a category of BAGS' }],
      },
    });
    const twice = await call('POST', 'updateproductmainstore', {
      token: admin.idToken,
      body: { ...edit, imageOrder: [0, 0] },
    });
    expect(twice.status).toBe(400);
    const empty = await call('POST', 'updateproductmainstore', {
      token: admin.idToken,
      body: { ...edit, title: ' ', price: 'free' },
    });
    expect(empty.status).toBe(400);
    expect(
      (empty.body as { error: { details: { path: string }[] } }).error.details.map((d) => d.path),
    ).toEqual(['title', 'price']);
    const missing = await call('POST', 'updateproductmainstore', {
      token: admin.idToken,
      body: { ...edit, productId: 'nope' },
    });
    expect(missing.status).toBe(404);

    expect(await snapshotDatabase()).toEqual(before);
  });
});

describe('GET deleteproductmainstore/{id}', () => {
  it('removes the product, its list entries, its designer count and the supplier link', async () => {
    await createSupplierItem({ id: 'sup-1', storeProductId: 'p1' });
    const product = await createStoreProduct({ id: 'p1', supplierItemId: 'sup-1', brand: 'PRADA' });
    await createStoreProduct({ id: 'p2', brand: 'PRADA' });
    await createDesigner({ brand: 'PRADA', bags: 2, accessories: 0 });
    await createCuratedEntry('featured', { productId: 'p1' });
    await createCuratedEntry('weekProducts', { productId: 'p1' });
    await createListingEntry('sale', product);
    await createListingEntry('recommended', product);

    const { status } = await call('GET', 'deleteproductmainstore/p1', { token: admin.idToken });

    expect(status).toBe(200);
    for (const path of ['products/p1', 'featured/p1', 'weekProducts/p1', 'sale/p1', 'recommended/p1']) {
      expect(await readDoc(path), path).toBeUndefined();
    }
    expect(await readDoc('products/p2')).toBeDefined();
    expect(await readDoc<SupplierItem>('supplierItems/sup-1')).toMatchObject({ storeProductId: null });
    expect(await readDoc(`designers/${brandKey('PRADA')}`)).toEqual({
      brand: 'PRADA',
      bags: 1,
      accessories: 0,
    });
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(['product.delete']);
    expect((await call('GET', 'deleteproductmainstore/p1', { token: admin.idToken })).status).toBe(404);
  });
});

describe('POST addreturnproducttomainstore', () => {
  const shopOrigin = config().shopBaseUrl;
  const custom = {
    title: 'Vintage Kelly 32',
    title2: 'Box calf',
    price: 2745,
    brand: 'saint laurent',
    type: 'bags',
    category: 'handbag',
    gender: 'f',
    sku: 'RET-0001',
    colour: 'brown',
    condition: 'Very good',
    madeIn: 'France',
    size: 'uni',
    description: 'Returned unused',
    // Picture files on the shop's own address: a source the image pipeline reads (docs/decisions.md rule 72).
    images: [1, 2, 3, 4].map((n) => `${shopOrigin}/demo-images/ret-${n}.jpg`),
  };

  it('refuses a picture the shop would never show, naming its slot, the allowed sources and IMAGE_HOSTS; nothing saved', async () => {
    const before = await snapshotDatabase();
    const images = [...custom.images];
    images[2] = 'https://img.example/ret/3.jpg';
    images[3] = `${shopOrigin}/api/v1/main/getallproductsmaincount/bags/all/ALL`;

    const { status, body } = await call('POST', 'addreturnproducttomainstore', {
      token: admin.idToken,
      body: { ...custom, images },
    });

    expect(status).toBe(400);
    const { error } = body as {
      error: { code: string; message: string; details: { path: string; message: string }[] };
    };
    expect(error.code).toBe('invalid-request');
    expect(error.details.map((detail) => detail.path)).toEqual(['images.2', 'images.3']);
    expect(error.details[0]!.message).toMatch(
      /^The shop would never show this picture: pictures are read only from/,
    );
    expect(error.details[1]!.message).toMatch(/only picture files are read/);
    for (const detail of error.details) {
      expect(detail.message).toMatch(/Pictures may come from the shop's own picture files/);
      expect(detail.message).toMatch(/add the host to IMAGE_HOSTS/);
    }
    expect(error.message).toBe(error.details[0]!.message);
    expect(await snapshotDatabase()).toEqual(before);
  });

  it('adds a one-piece custom product, upper-cased as the form sends it', async () => {
    const { status, body } = await call('POST', 'addreturnproducttomainstore', {
      token: admin.idToken,
      body: custom,
    });
    expect(status).toBe(200);
    const { productId } = body as { productId: string };
    expect(await readDoc<StoreProduct>(`products/${productId}`)).toMatchObject({
      sku: 'RET-0001',
      brand: 'SAINT LAURENT',
      parentCategory: 'BAGS',
      category: 'HANDBAG',
      colour: 'BROWN',
      gender: 'F',
      price: 274_500,
      displayPrice: 275_000,
      inStock: true,
      supplierItemId: null,
      images: custom.images,
      displayImage: custom.images[0],
    });
    expect(await readDoc('designers/saint-laurent')).toEqual({
      brand: 'SAINT LAURENT',
      bags: 1,
      accessories: 0,
    });
    expect((await auditEntries()).map((entry) => entry.action)).toEqual(['product.addCustom']);
  });

  it('understands a Dutch price, takes any colour and country of make and stores the stock typed', async () => {
    const { status, body } = await call('POST', 'addreturnproducttomainstore', {
      token: admin.idToken,
      body: { ...custom, price: '1.250,50', colour: ' cognac ', madeIn: 'Portugal', stock: '3' },
    });
    expect(status).toBe(200);
    const { productId } = body as { productId: string };
    expect(await readDoc<StoreProduct>(`products/${productId}`)).toMatchObject({
      price: 125_050,
      colour: 'COGNAC',
      madeIn: 'Portugal',
      variants: [{ size: 'UNI', quantity: 3 }],
      unitsInStock: 3,
      inStock: true,
    });
  });

  it('refuses an unclear price, an empty colour or country and a negative stock, naming each field', async () => {
    const before = await snapshotDatabase();
    const { status, body } = await call('POST', 'addreturnproducttomainstore', {
      token: admin.idToken,
      body: { ...custom, price: '1.250', colour: '  ', madeIn: '', stock: -2 },
    });
    expect(status).toBe(400);
    expect((body as { error: { details: unknown } }).error.details).toEqual([
      { path: 'price', message: 'Price "1.250" is unclear: type 1250 or 1.250,00 for € 1.250,00' },
      { path: 'colour', message: 'Colour is required' },
      { path: 'madeIn', message: 'Made in is required' },
      { path: 'stock', message: 'Stock must be 0 or more' },
    ]);
    expect(await snapshotDatabase()).toEqual(before);
  });

  it('refuses missing images, a wrong size and a SKU already in the store, changing nothing', async () => {
    await createStoreProduct({ id: 'p1', sku: 'RET-0001' });
    const before = await snapshotDatabase();
    const three = await call('POST', 'addreturnproducttomainstore', {
      token: admin.idToken,
      body: { ...custom, sku: 'RET-0002', images: custom.images.slice(0, 3) },
    });
    expect(three.status).toBe(400);
    expect((three.body as { error: { details: { path: string; message: string }[] } }).error.details).toEqual(
      [{ path: 'images', message: 'A custom product needs exactly 4 images' }],
    );
    const size = await call('POST', 'addreturnproducttomainstore', {
      token: admin.idToken,
      body: { ...custom, sku: 'RET-0002', size: '44' },
    });
    expect((size.body as { error: { details: unknown } }).error.details).toEqual([
      { path: 'size', message: '44 is not a size of BAGS' },
    ]);
    const duplicate = await call('POST', 'addreturnproducttomainstore', {
      token: admin.idToken,
      body: custom,
    });
    expect(duplicate.status).toBe(409);
    expect((duplicate.body as { error: { message: string } }).error.message).toBe(
      'A product with SKU RET-0001 is already in the main store',
    );
    expect(await snapshotDatabase()).toEqual(before);
  });
});
