import { describe, expect, it } from 'vitest';
import {
  adminProductVisibilityBodySchema,
  entryVisibilityByAdmin,
  entryVisibilityFor,
  isOnline,
  listingQueryPlan,
  defaultListingQuery,
  newEntryVisibility,
  searchQueryPlan,
  unitsForSale,
  type Variant,
} from '../src/index';

const variant = (size: string, quantity: number): Variant => ({
  code: `C-${size}`,
  size,
  sizeType: 'INT',
  quantity,
  retailPrice: 39_000,
  discount: 0,
  ean: '',
});

describe('adminProductVisibilityBodySchema', () => {
  it('takes a product id and online true or false', () => {
    expect(adminProductVisibilityBodySchema.parse({ productId: 'p-1', online: false })).toEqual({
      productId: 'p-1',
      online: false,
    });
  });

  it('refuses a missing or non-boolean online, and a bad product id', () => {
    expect(adminProductVisibilityBodySchema.safeParse({ productId: 'p-1' }).success).toBe(false);
    expect(adminProductVisibilityBodySchema.safeParse({ productId: 'p-1', online: 'false' }).success).toBe(
      false,
    );
    expect(adminProductVisibilityBodySchema.safeParse({ productId: 'a/b', online: true }).success).toBe(
      false,
    );
  });
});

describe('isOnline', () => {
  it('is true only for online: true, as the security rules decide', () => {
    expect(isOnline({ online: true })).toBe(true);
    expect(isOnline({ online: false })).toBe(false);
    expect(isOnline({} as { online: boolean })).toBe(false);
  });
});

describe('unitsForSale', () => {
  const variants = [variant('S', 0), variant('M', 4)];

  it('is the stock of the size while the product is online', () => {
    expect(unitsForSale({ variants, online: true }, 'M')).toBe(4);
    expect(unitsForSale({ variants, online: true }, null)).toBe(4);
  });

  it('is none for an offline product or one that is gone', () => {
    expect(unitsForSale({ variants, online: false }, 'M')).toBe(0);
    expect(unitsForSale(undefined, 'M')).toBe(0);
  });
});

describe('list entries of a product going offline and back', () => {
  it('hides a shown entry and marks it; leaves an entry the admin hid alone', () => {
    expect(entryVisibilityFor({ hidden: false }, false)).toEqual({ hidden: true, hiddenWhileOffline: true });
    expect(entryVisibilityFor({ hidden: true }, false)).toBeNull();
  });

  it('shows only the entries going offline hid', () => {
    expect(entryVisibilityFor({ hidden: true, hiddenWhileOffline: true }, true)).toEqual({
      hidden: false,
      hiddenWhileOffline: false,
    });
    expect(entryVisibilityFor({ hidden: true }, true)).toBeNull();
    expect(entryVisibilityFor({ hidden: false }, true)).toBeNull();
  });

  it('adds an offline product to a list hidden, until it is back', () => {
    expect(newEntryVisibility({ online: true })).toEqual({ hidden: false });
    expect(newEntryVisibility({ online: false })).toEqual({ hidden: true, hiddenWhileOffline: true });
  });

  it('refuses to show an entry of an offline product; hiding one drops the mark', () => {
    expect(entryVisibilityByAdmin({ online: false }, false)).toMatchObject({ ok: false });
    expect(entryVisibilityByAdmin({ online: false }, true)).toEqual({
      ok: true,
      visibility: { hidden: true, hiddenWhileOffline: false },
    });
    expect(entryVisibilityByAdmin({ online: true }, false)).toEqual({
      ok: true,
      visibility: { hidden: false, hiddenWhileOffline: false },
    });
  });
});

describe('storefront queries of store products', () => {
  it('every listing and search query of products asks for online products only', () => {
    expect(listingQueryPlan('products', defaultListingQuery('BAGS')).equal).toEqual([
      { field: 'online', value: true },
    ]);
    expect(searchQueryPlan('prada').equal).toEqual([{ field: 'online', value: true }]);
  });

  it('curated lists keep filtering on hidden', () => {
    expect(listingQueryPlan('newIn', defaultListingQuery('BAGS')).equal).toEqual([
      { field: 'hidden', value: false },
    ]);
  });
});
