import {
  listingFilterKeys,
  type AdminOrder,
  type Coupon,
  type Instant,
  type StoreProduct,
  type Variant,
  type WithId,
} from '../src/index';

/** Test data factories: sensible defaults, overridden per test, so no test depends on another. */

export function instant(iso: string): Instant {
  const millis = Date.parse(iso);
  return { toMillis: () => millis };
}

/** A size with `quantity` pieces in stock. */
export function createSize(size: string, quantity: number): Variant {
  return { code: `c-${size}`, size, sizeType: 'INT', quantity, retailPrice: 10000, discount: 0, ean: '' };
}

/** What the notify-me and alert rules read of a product: its sizes, whether any is in stock, online. */
export function createSizedProduct<T extends object = object>(
  variants: Variant[],
  fields: T = {} as T,
): { variants: Variant[]; inStock: boolean; online: boolean } & T {
  return { variants, inStock: variants.some((variant) => variant.quantity > 0), online: true, ...fields };
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
    online: true,
    createdAt: instant('2025-01-01T10:00:00Z'),
    updatedAt: instant('2025-01-02T10:00:00Z'),
    ...overrides,
  };
  // Derived from the fields above (after overrides), as every writer of a product derives it.
  return { ...product, filterKeys: overrides.filterKeys ?? listingFilterKeys(product) };
}

/** An order as the admin API answers it: two lines, a coupon, paid, to the Netherlands. */
export function createAdminOrder(overrides: Partial<AdminOrder> = {}): AdminOrder {
  return {
    id: 'order-1',
    userId: 'visitor-1',
    createdAt: '2025-03-14T09:30:00.000Z',
    customer: {
      firstName: 'Anna',
      lastName: 'de Vries',
      fullName: 'Anna de Vries',
      email: 'anna@example.nl',
      phone: '+31 6 1234 5678',
      address: 'Prinsengracht 1',
      postcode: '1015 DK',
      city: 'Amsterdam',
      state: '',
      country: 'NL',
      companyAddress: '',
    },
    lines: [
      {
        productId: 'p1',
        sku: 'GU-1',
        title: 'Jackie 1961 shoulder bag',
        image: 'https://img.example/1.jpg',
        size: null,
        unitPrice: 28_000,
        qty: 2,
        lineTotal: 56_000,
      },
      {
        productId: 'p2',
        sku: 'PR-2',
        title: 'Saffiano belt',
        image: 'https://img.example/2.jpg',
        size: '85',
        unitPrice: 39_000,
        qty: 1,
        lineTotal: 39_000,
      },
    ],
    totals: { goods: 95_000, discount: 1_500, shipping: 0, vat: 16_227, payable: 93_500, vatFree: false },
    couponCode: 'SAVE15',
    note: 'Gift wrap please',
    totalItems: 3,
    payment: 'Paid',
    status: 'Order Received',
    completed: false,
    paymentMethod: 'card',
    paymentIntentId: 'pi_1',
    ...overrides,
  };
}
