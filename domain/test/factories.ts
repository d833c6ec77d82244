import { listingFilterKeys, type Coupon, type Instant, type StoreProduct, type WithId } from '../src/index';

/** Test data factories: sensible defaults, overridden per test, so no test depends on another. */

export function instant(iso: string): Instant {
  const millis = Date.parse(iso);
  return { toMillis: () => millis };
}

export function createCoupon(overrides: Partial<Coupon> = {}): Coupon {
  return {
    code: 'WELCOME15',
    discount: { kind: 'fixed', amount: 1500 },
    label: '15',
    minimumGoods: null,
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
    ...overrides,
  };
}

export function createStoreProduct(overrides: Partial<WithId<StoreProduct>> = {}): WithId<StoreProduct> {
  const product: Omit<WithId<StoreProduct>, 'filterKeys'> = {
    id: 'prod-1',
    sku: 'GG-658574',
    title: 'Ophidia GG small tote',
    title2: '',
    brand: 'GUCCI',
    parentCategory: 'BAGS',
    category: 'TOTE',
    colour: 'BROWN',
    gender: 'F',
    madeIn: 'Italy',
    condition: 'New',
    description: 'GG Supreme canvas, leather trim, Web stripe',
    images: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
    displayImage: 'https://img.example/1.jpg',
    variants: [
      {
        code: 'V1',
        size: 'UNI',
        sizeType: 'UNI',
        quantity: 3,
        retailPrice: 120000,
        discount: 0,
        ean: '8050000000001',
      },
    ],
    sizesInStock: ['UNI'],
    inStock: true,
    unitsInStock: 3,
    listPrice: 22562,
    price: 27300,
    displayPrice: 28000,
    recommended: false,
    searchTerms: ['gucci', 'ophidia', 'gg', 'small', 'tote'],
    supplierItemId: 'sup-1',
    createdAt: instant('2025-01-01T10:00:00Z'),
    updatedAt: instant('2025-01-02T10:00:00Z'),
    ...overrides,
  };
  // Derived from the fields above (after overrides), as every writer of a product derives it.
  return { ...product, filterKeys: overrides.filterKeys ?? listingFilterKeys(product) };
}
