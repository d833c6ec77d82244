import { describe, it, expect } from 'vitest';
import {
  cartLinesPath,
  collections,
  newsletterSubscriberId,
  stockSummary,
  toListingEntry,
  listingFilterKeys,
  wishlistItemsPath,
} from '../src/index';
import { createStoreProduct } from './factories';

describe('collections', () => {
  it('names every collection of the data model once', () => {
    expect(Object.values(collections)).toEqual([
      'supplierItems',
      'products',
      'featured',
      'weekProducts',
      'newIn',
      'sale',
      'recommended',
      'designers',
      'carts',
      'lines',
      'discounts',
      'wishlists',
      'items',
      'customers',
      'addressBooks',
      'orders',
      'coupons',
      'mail',
      'newsletterSubscribers',
      'newsletterConfirmations',
      'contactMessages',
      'returnRequests',
      'auditLog',
      'syncJobs',
      'stripeEvents',
      'abuseCounters',
      'refunds',
      'orderNumbers',
      'couponRedemptions',
      'retentionRuns',
      'invoiceCounters',
      'invoices',
      'settings',
      'customerSummaries',
      'staffInvitations',
      'notifyRequests',
      'notifyAddresses',
      'wishlistAlerts',
      'checkoutReminders',
    ]);
    expect(cartLinesPath('uid1')).toBe('carts/uid1/lines');
    expect(wishlistItemsPath('uid1')).toBe('wishlists/uid1/items');
  });
});

describe('toListingEntry', () => {
  it('copies the card and filter fields, with the display price as price', () => {
    expect(toListingEntry(createStoreProduct())).toEqual({
      productId: 'prod-1',
      sku: 'GG-658574',
      title: 'Ophidia GG small tote',
      brand: 'GUCCI',
      parentCategory: 'BAGS',
      category: 'TOTE',
      colour: 'BROWN',
      gender: 'F',
      sizesInStock: ['UNI'],
      inStock: true,
      images: ['https://img.example/1.jpg', 'https://img.example/2.jpg'],
      displayImage: 'https://img.example/1.jpg',
      price: 28000,
      discountPercent: null,
      salePrice: null,
      paidPrice: 28000,
      filterKeys: listingFilterKeys(createStoreProduct()),
    });
  });
});

describe('stockSummary', () => {
  it('lists sizes with stock once and says whether anything is left', () => {
    const variant = { code: 'V', sizeType: 'CM', retailPrice: 0, discount: 0, ean: '' };
    expect(
      stockSummary([
        { ...variant, size: '85', quantity: 2 },
        { ...variant, size: '95', quantity: 0 },
        { ...variant, size: '100', quantity: 1 },
        { ...variant, size: '85', quantity: 1 },
      ]),
    ).toEqual({ sizesInStock: ['85', '100'], inStock: true });
    expect(stockSummary([{ ...variant, size: 'UNI', quantity: 0 }])).toEqual({
      sizesInStock: [],
      inStock: false,
    });
  });
});

describe('search terms', () => {
  it('key newsletter subscribers by the lower-case address', () => {
    expect(newsletterSubscriberId(' Anna@Example.NL ')).toBe('anna@example.nl');
  });
});
