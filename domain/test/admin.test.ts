import { describe, expect, it } from 'vitest';
import {
  adminCustomProductBodySchema,
  adminEditStoreProductBodySchema,
  adminUpdateOtherStoreBodySchema,
  applyImageOrder,
  curatedEntryFields,
  customStoreProduct,
  editedStoreProductFields,
  imageOrderFromPositions,
  listingFilterKeys,
  listPriceRangeForStorePrice,
  matchesAdminSearch,
  parseAdminSearch,
  parseGenderFilter,
  parseSupplierCategory,
  saleEntryFields,
  searchTermsFor,
  storePriceFromListPrice,
  storeProductFromSupplierItem,
  supplierItemChanged,
  supplierRefresh,
  type SupplierItem,
  type WithId,
} from '../src/index';
import { createStoreProduct } from './factories';

function supplierItem(overrides: Partial<WithId<SupplierItem>> = {}): WithId<SupplierItem> {
  return {
    id: 'sup-000042',
    sku: 'PR1BG001BLK',
    title: 'PRADA Galleria saffiano tote',
    description: 'Saffiano leather, two handles',
    brand: 'PRADA',
    listPrice: 22_562,
    images: ['/demo-images/tote-black-front.svg', '/demo-images/tote-black-angle.svg'],
    parentCategory: 'BAGS',
    category: 'TOTE',
    madeIn: 'Italy',
    gender: 'F',
    colour: 'BLACK',
    condition: 'New',
    variants: [
      {
        code: 'PR1BG001BLK-UNI',
        size: 'UNI',
        sizeType: 'UNI',
        quantity: 2,
        retailPrice: 39_000,
        discount: 0,
        ean: '8050000000001',
      },
    ],
    storeProductId: null,
    searchTerms: ['prada', 'galleria', 'saffiano', 'tote', 'pr1bg001blk'],
    ...overrides,
  };
}

describe('storeProductFromSupplierItem', () => {
  it('copies the item and prices it at list x 1.21 in whole euros, shown rounded up to 10 euro', () => {
    const product = storeProductFromSupplierItem({ ...supplierItem(), parentCategory: 'BAGS' }, true);
    expect(product).toEqual({
      sku: 'PR1BG001BLK',
      title: 'PRADA Galleria saffiano tote',
      title2: 'Galleria saffiano tote',
      brand: 'PRADA',
      parentCategory: 'BAGS',
      category: 'TOTE',
      colour: 'BLACK',
      gender: 'F',
      madeIn: 'Italy',
      condition: 'New',
      description: 'Saffiano leather, two handles',
      images: ['/demo-images/tote-black-front.svg', '/demo-images/tote-black-angle.svg'],
      displayImage: '/demo-images/tote-black-front.svg',
      variants: supplierItem().variants,
      sizesInStock: ['UNI'],
      inStock: true,
      unitsInStock: supplierItem().variants[0]!.quantity,
      lowestSizeStock: supplierItem().variants[0]!.quantity,
      listPrice: 22_562,
      price: 27_300,
      displayPrice: 28_000,
      paidPrice: 28_000,
      recommended: true,
      searchTerms: searchTermsFor(supplierItem()),
      filterKeys: listingFilterKeys({
        parentCategory: 'BAGS',
        category: 'TOTE',
        brand: 'PRADA',
        colour: 'BLACK',
        sizesInStock: ['UNI'],
      }),
      supplierItemId: 'sup-000042',
      online: true,
    });
  });

  it('marks an item whose variants are all at quantity 0 as sold out', () => {
    const item = supplierItem({ variants: [{ ...supplierItem().variants[0]!, quantity: 0 }] });
    const product = storeProductFromSupplierItem({ ...item, parentCategory: 'BAGS' }, false);
    expect(product.inStock).toBe(false);
    expect(product.sizesInStock).toEqual([]);
    expect(product.unitsInStock).toBe(0);
  });
});

describe('customStoreProduct', () => {
  it('makes a one-piece product from the custom product form, priced from the VAT-inclusive price', () => {
    const body = adminCustomProductBodySchema.parse({
      title: 'Vintage Kelly 32',
      title2: 'Box calf',
      price: '2745',
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
      images: [
        'https://img.example/1.jpg',
        'https://img.example/2.jpg',
        'https://img.example/3.jpg',
        'https://img.example/4.jpg',
      ],
    });
    const product = customStoreProduct(body);
    expect(product).toMatchObject({
      sku: 'RET-0001',
      title: 'Vintage Kelly 32',
      title2: 'Box calf',
      brand: 'SAINT LAURENT',
      parentCategory: 'BAGS',
      category: 'HANDBAG',
      colour: 'BROWN',
      gender: 'F',
      displayImage: 'https://img.example/1.jpg',
      variants: [
        {
          code: 'RET-0001-UNI',
          size: 'UNI',
          sizeType: 'UNI',
          quantity: 1,
          retailPrice: 274_500,
          discount: 0,
          ean: '',
        },
      ],
      sizesInStock: ['UNI'],
      inStock: true,
      listPrice: 226_860,
      price: 274_500,
      displayPrice: 275_000,
      recommended: false,
      supplierItemId: null,
    });
    // Designer, title, type, colour and gender words with their starts, and the sku.
    expect(product.searchTerms).toEqual(
      expect.arrayContaining([
        'saint',
        'sai',
        'laurent',
        'kelly',
        '32',
        'handbag',
        'bag',
        'woman',
        'ret-0001',
      ]),
    );
  });

  it("reads admin.md's form, the product nested under `product`, as the same product", () => {
    const images = [1, 2, 3, 4].map((n) => `https://img.example/${n}.jpg`);
    const ours = adminCustomProductBodySchema.parse({
      title: 'Vintage Kelly 32',
      title2: 'Box calf',
      price: 2745,
      brand: 'SAINT LAURENT',
      type: 'BAGS',
      category: 'HANDBAG',
      gender: 'F',
      sku: 'RET-0001',
      colour: 'BROWN',
      condition: 'Very good',
      madeIn: 'France',
      size: 'UNI',
      description: 'Returned unused',
      images,
    });
    const spec = adminCustomProductBodySchema.parse({
      title: 'Vintage Kelly 32',
      title2: 'Box calf',
      price: 2745,
      displayImage: images[0],
      category: 'BAGS',
      madein: 'France',
      gender: 'F',
      description: 'Returned unused',
      product: {
        Images: images,
        Variants: [{ Size: 'UNI' }],
        _id: 'generated-id',
        Sku: 'RET-0001',
        Brand: 'SAINT LAURENT',
        Category: 'HANDBAG',
        Color: 'BROWN',
        Condition: 'Very good',
        Description: 'Returned unused',
        Gender: 'F',
        ListPrice: 2745,
        MadeIn: 'France',
        ParentCategory: 'BAGS',
        Title: 'Vintage Kelly 32',
      },
    });
    expect(spec).toEqual(ours);
    expect(adminCustomProductBodySchema.safeParse({ title: 'x', product: { Sku: 'A' } }).success).toBe(false);
  });

  it('holds the stock typed in its one size; 0 is sold out', () => {
    const body = adminCustomProductBodySchema.parse({
      title: 'Belt',
      price: '1.250,50',
      brand: 'prada',
      type: 'accessories',
      category: 'belt',
      gender: 'm',
      sku: 'RET-0002',
      colour: 'cognac',
      condition: 'New',
      madeIn: 'Portugal',
      size: '95',
      stock: '3',
      images: [1, 2, 3, 4].map((n) => `https://img.example/${n}.jpg`),
    });
    expect(customStoreProduct(body)).toMatchObject({
      colour: 'COGNAC',
      madeIn: 'Portugal',
      price: 125_050,
      variants: [{ code: 'RET-0002-95', size: '95', sizeType: 'CM', quantity: 3 }],
      sizesInStock: ['95'],
      unitsInStock: 3,
      inStock: true,
    });
    const soldOut = customStoreProduct({ ...body, stock: 0 });
    expect(soldOut).toMatchObject({ sizesInStock: [], unitsInStock: 0, inStock: false });
  });
});

describe('image order', () => {
  const images = ['a.jpg', 'b.jpg', 'c.jpg'];

  it('turns the chosen positions into the order to store', () => {
    // Image 0 to position 2, image 1 to position 0, image 2 to position 1.
    const order = imageOrderFromPositions([2, 0, 1]);
    expect(order).toEqual([1, 2, 0]);
    expect(applyImageOrder(images, order!)).toEqual(['b.jpg', 'c.jpg', 'a.jpg']);
  });

  it('refuses a position chosen twice or out of range', () => {
    expect(imageOrderFromPositions([0, 0, 1])).toBeNull();
    expect(imageOrderFromPositions([0, 1, 3])).toBeNull();
  });

  it('refuses an order that is not a permutation of the images', () => {
    expect(applyImageOrder(images, [0, 1])).toBeNull();
    expect(applyImageOrder(images, [0, 1, 1])).toBeNull();
    expect(applyImageOrder(images, [0, 1, 3])).toBeNull();
  });
});

describe("admin.md's bodies", () => {
  it('updateproductmainstore takes madein and brandname, and leaves productImages to imageOrder', () => {
    const body = adminEditStoreProductBodySchema.parse({
      productId: 'p1',
      title: 'Tote',
      price: 300,
      brandname: 'gucci',
      category: 'tote',
      gender: 'F',
      madein: 'Italy',
      productImages: ['https://img.example/2.jpg', 'https://img.example/1.jpg'],
    });

    expect(body).toMatchObject({ brand: 'GUCCI', madeIn: 'Italy' });
    expect(body.imageOrder).toBeUndefined();
    expect(
      adminEditStoreProductBodySchema.parse({ ...body, brand: 'prada', brandname: 'gucci' }),
    ).toMatchObject({
      brand: 'PRADA',
    });
  });

  it('updatefeaturedother without productfor is a Sale edit with disc, a New In edit without', () => {
    const spec = { id: 'p1', title: 'Tote', price: 300 };

    expect(adminUpdateOtherStoreBodySchema.parse({ ...spec, disc: 25, discPrice: 1 })).toMatchObject({
      productfor: 'Sale',
      discountPercent: 25,
    });
    expect(adminUpdateOtherStoreBodySchema.parse(spec)).toMatchObject({
      productfor: 'New In',
      discountPercent: null,
    });
    expect(adminUpdateOtherStoreBodySchema.parse({ ...spec, productfor: 'Sale' })).toMatchObject({
      productfor: 'Sale',
      discountPercent: null,
    });
  });
});

describe('editedStoreProductFields', () => {
  it('derives the list and shown prices from the typed VAT-inclusive price', () => {
    const product = createStoreProduct();
    const body = adminEditStoreProductBodySchema.parse({
      productId: product.id,
      title: 'Ophidia tote, small',
      price: '1234.50',
      brand: 'gucci',
      category: 'tote',
      gender: 'F',
      madeIn: 'Italy',
      imageOrder: [1, 0],
    });
    const images = applyImageOrder(product.images, body.imageOrder!)!;
    expect(editedStoreProductFields(product, body, images)).toEqual({
      title: 'Ophidia tote, small',
      title2: '',
      brand: 'GUCCI',
      category: 'TOTE',
      gender: 'F',
      madeIn: 'Italy',
      description: '',
      images: ['https://img.example/2.jpg', 'https://img.example/1.jpg'],
      displayImage: 'https://img.example/2.jpg',
      listPrice: 102_025,
      price: 123_450,
      displayPrice: 124_000,
      paidPrice: 124_000,
      searchTerms: searchTermsFor({ ...product, title: 'Ophidia tote, small', gender: 'F' }),
      filterKeys: listingFilterKeys({
        parentCategory: 'BAGS',
        category: 'TOTE',
        brand: 'GUCCI',
        colour: 'BROWN',
        sizesInStock: ['UNI'],
      }),
    });
  });
});

describe('supplierRefresh', () => {
  it('refreshes prices, stock and labels, and nothing else', () => {
    const product = createStoreProduct();
    const item = supplierItem({
      listPrice: 30_000,
      condition: 'New with tags',
      variants: [{ ...supplierItem().variants[0]!, quantity: 0 }],
    });
    expect(supplierRefresh(product, item, true)).toEqual({
      listPrice: 30_000,
      price: 36_300,
      displayPrice: 37_000,
      paidPrice: 37_000,
      variants: item.variants,
      sizesInStock: [],
      inStock: false,
      unitsInStock: 0,
      lowestSizeStock: 0,
      condition: 'New with tags',
      madeIn: 'Italy',
      colour: 'BLACK',
      searchTerms: searchTermsFor({ ...product, colour: 'BLACK' }),
      // Sold out in every size: listed under "any size" only.
      filterKeys: listingFilterKeys({
        parentCategory: 'BAGS',
        category: 'TOTE',
        brand: 'GUCCI',
        colour: 'BLACK',
        sizesInStock: [],
      }),
    });
  });

  it('answers null when the supplier changed none of them', () => {
    const item = supplierItem();
    const product = {
      ...createStoreProduct(),
      ...storeProductFromSupplierItem({ ...item, parentCategory: 'BAGS' }, false),
    };
    expect(supplierRefresh(product, { ...item, title: 'Renamed by the supplier' }, true)).toBeNull();
  });

  it('keeps a price the admin set, refreshing stock and labels only', () => {
    const product = createStoreProduct({ listPrice: 41_322, price: 50_000, displayPrice: 50_000 });
    const item = supplierItem({
      listPrice: 30_000,
      variants: [{ ...supplierItem().variants[0]!, quantity: 0 }],
    });
    expect(supplierRefresh(product, item, false)).toMatchObject({
      listPrice: 41_322,
      price: 50_000,
      displayPrice: 50_000,
      inStock: false,
    });
  });
});

describe('supplierItemChanged', () => {
  it('sees a changed price or stock, not an identical item', () => {
    const item = supplierItem();
    expect(supplierItemChanged(item, { ...item })).toBe(false);
    expect(supplierItemChanged(item, { ...item, listPrice: 1 })).toBe(true);
    expect(supplierItemChanged(item, { ...item, variants: [{ ...item.variants[0]!, quantity: 9 }] })).toBe(
      true,
    );
  });
});

describe('list copies', () => {
  it('copies what a Featured card shows, at the shown price', () => {
    const product = createStoreProduct();
    expect(curatedEntryFields(product)).toEqual({
      productId: 'prod-1',
      sku: 'GG-658574',
      title: 'Ophidia GG small tote',
      price: 28_000,
      // Not on sale: no sale to show (rule 35).
      discountPercent: null,
      salePrice: null,
      displayImage: 'https://img.example/1.jpg',
    });
  });

  it('gives a sale entry its sale price from the shown price (rule 8)', () => {
    const fields = saleEntryFields(createStoreProduct(), 25);
    expect(fields.price).toBe(28_000);
    expect(fields.discountPercent).toBe(25);
    // 280 - round(70) = 210 -> 210.
    expect(fields.salePrice).toBe(21_000);
  });
});

describe('parameters and search', () => {
  it('reads supplier categories and gender filters in any case', () => {
    expect(parseSupplierCategory('bags')).toBe('BAGS');
    expect(parseSupplierCategory('Shoes')).toBe('SHOES');
    expect(parseSupplierCategory('hats')).toBeNull();
    expect(parseGenderFilter('all')).toBe('ALL');
    expect(parseGenderFilter('f')).toBe('F');
    expect(parseGenderFilter('x')).toBeNull();
  });

  it('reads a search as words and, when it is an amount, as euros', () => {
    expect(parseAdminSearch('Prada Totes').words.map((word) => word.term)).toEqual(['prada', 'tote']);
    expect(parseAdminSearch('Prada Totes').cents).toBeNull();
    expect(parseAdminSearch('280')).toMatchObject({ words: [{ term: '280' }], cents: 28_000, sku: '280' });
  });

  it('matches entries by word starts, the whole SKU, or a price', () => {
    const entry = { title: 'Galleria shoulder bag', sku: 'PR-1234-BLK', brand: 'PRADA', prices: [28_000] };
    expect(matchesAdminSearch(parseAdminSearch('prada sho'), entry)).toBe(true);
    expect(matchesAdminSearch(parseAdminSearch('pr-1234-blk'), entry)).toBe(true);
    expect(matchesAdminSearch(parseAdminSearch('280'), entry)).toBe(true);
    expect(matchesAdminSearch(parseAdminSearch('gucci'), entry)).toBe(false);
    // As the storefront's search: plurals, accents, typos, designer aliases.
    expect(matchesAdminSearch(parseAdminSearch('galleria bags'), entry)).toBe(true);
    expect(matchesAdminSearch(parseAdminSearch('PRÁDA'), entry)).toBe(true);
    expect(matchesAdminSearch(parseAdminSearch('prda'), entry)).toBe(true);
    const kate = { title: 'Kate clutch', sku: 'YSL-1', brand: 'SAINT LAURENT', prices: [] };
    expect(matchesAdminSearch(parseAdminSearch('ysl clutches'), kate)).toBe(true);
    // A whole sku whose first word is also a designer alias.
    const unbranded = { title: 'Kate clutch', sku: 'YSL-2', prices: [] };
    expect(matchesAdminSearch(parseAdminSearch('ysl-2'), unbranded)).toBe(true);
    expect(matchesAdminSearch(parseAdminSearch('  '), entry)).toBe(false);
  });

  it('finds the list prices that give a store price, bounds included', () => {
    const { min, max } = listPriceRangeForStorePrice(27_300);
    expect(storePriceFromListPrice(min)).toBe(27_300);
    expect(storePriceFromListPrice(max)).toBe(27_300);
    expect(storePriceFromListPrice(min - 1)).toBe(27_200);
    expect(storePriceFromListPrice(max + 1)).toBe(27_400);
  });
});
