import { describe, expect, it } from 'vitest';
import {
  adminUpdateStockBodySchema,
  applyStockEdit,
  lowStockQuerySchema,
  markHandSet,
  mergeFeedStock,
  stockFigures,
  toLowStockProduct,
  type Variant,
} from '../src/index';

function size(name: string, quantity: number): Variant {
  return {
    code: `C-${name}`,
    size: name,
    sizeType: 'EU',
    quantity,
    retailPrice: 39_000,
    discount: 0,
    ean: '',
  };
}

const product = { sku: 'PR-1', variants: [size('S', 0), size('M', 4)] };

describe('applyStockEdit', () => {
  it('sets a size and tells the stock before and after', () => {
    const result = applyStockEdit(product, { size: 'S', stock: 2, change: 'set' });
    expect(result).toEqual({ ok: true, variants: [size('S', 2), size('M', 4)], before: 0, after: 2 });
  });

  it('adds a size like the others and removes one', () => {
    const added = applyStockEdit(product, { size: 'L', stock: 1, change: 'add' });
    expect(added).toMatchObject({ ok: true, before: null, after: 1 });
    expect(added.ok && added.variants[2]).toEqual({
      code: 'PR-1-L',
      size: 'L',
      sizeType: 'EU',
      quantity: 1,
      retailPrice: 39_000,
      discount: 0,
      ean: '',
    });
    expect(applyStockEdit(product, { size: 'S', stock: undefined, change: 'remove' })).toEqual({
      ok: true,
      variants: [size('M', 4)],
      before: 0,
      after: null,
    });
  });

  it('refuses an unknown size, a second size of a name and removing the last size', () => {
    expect(applyStockEdit(product, { size: 'XL', stock: 1, change: 'set' })).toEqual({
      ok: false,
      message: 'The product has no size XL; its sizes are S, M',
    });
    expect(applyStockEdit(product, { size: 'M', stock: 1, change: 'add' }).ok).toBe(false);
    expect(
      applyStockEdit(
        { sku: 'X', variants: [size('UNI', 1)] },
        { size: 'UNI', stock: undefined, change: 'remove' },
      ),
    ).toMatchObject({ ok: false, message: expect.stringContaining('at least one size') });
  });
});

describe('adminUpdateStockBodySchema', () => {
  it('takes whole, non-negative stock and defaults to set', () => {
    expect(adminUpdateStockBodySchema.parse({ productId: 'p', size: ' M ', stock: 0 })).toEqual({
      productId: 'p',
      size: 'M',
      stock: 0,
      change: 'set',
    });
    for (const stock of [-1, 1.5, '2', null, 10_001]) {
      expect(
        adminUpdateStockBodySchema.safeParse({ productId: 'p', size: 'M', stock }).success,
        String(stock),
      ).toBe(false);
    }
    expect(adminUpdateStockBodySchema.safeParse({ productId: 'p', size: 'M' }).success).toBe(false);
    expect(
      adminUpdateStockBodySchema.safeParse({ productId: 'p', size: 'M', change: 'remove' }).success,
    ).toBe(true);
  });
});

describe('lowStockQuerySchema', () => {
  it("defaults to Today's figure", () => {
    expect(lowStockQuerySchema.parse({})).toEqual({ max: 3, limit: 50 });
    expect(lowStockQuerySchema.safeParse({ max: '-1' }).success).toBe(false);
  });
});

describe('the supplier sync and stock set by hand (rule 41)', () => {
  const feed = [size('S', 5), size('M', 4)];

  it('keeps a hand-set size while the feed says what it said at the edit', () => {
    const handSet = markHandSet([], 'S', feed);
    expect(handSet).toEqual([{ size: 'S', feedQuantity: 5 }]);
    const current = [size('S', 1), size('M', 4)];
    expect(mergeFeedStock(current, feed, handSet)).toEqual({
      variants: [size('S', 1), size('M', 4)],
      handSetStock: handSet,
    });
  });

  it('lets the feed win once it reports a different quantity for the size', () => {
    const handSet = [{ size: 'S', feedQuantity: 5 }];
    const merged = mergeFeedStock([size('S', 1), size('M', 4)], [size('S', 7), size('M', 2)], handSet);
    expect(merged).toEqual({ variants: [size('S', 7), size('M', 2)], handSetStock: [] });
  });

  it('keeps a size added or removed by hand until the feed changes that size', () => {
    const added = [{ size: 'L', feedQuantity: null }];
    expect(mergeFeedStock([size('S', 5), size('M', 4), size('L', 2)], feed, added).variants).toEqual([
      ...feed,
      size('L', 2),
    ]);
    const removed = [{ size: 'M', feedQuantity: 4 }];
    expect(mergeFeedStock([size('S', 5)], feed, removed).variants).toEqual([size('S', 5)]);
    expect(mergeFeedStock([size('S', 5)], [size('S', 5), size('M', 6)], removed)).toEqual({
      variants: [size('S', 5), size('M', 6)],
      handSetStock: [],
    });
  });

  it('marks nothing on a custom product (no feed)', () => {
    expect(markHandSet([], 'S', null)).toEqual([]);
  });
});

describe('stockFigures', () => {
  it('counts the units of every size and the stock of the emptiest one', () => {
    expect(stockFigures([size('S', 0), size('M', 10)])).toEqual({ unitsInStock: 10, lowestSizeStock: 0 });
    expect(stockFigures([size('UNI', 3)])).toEqual({ unitsInStock: 3, lowestSizeStock: 3 });
    expect(stockFigures([size('S', -2), size('M', 5)])).toEqual({ unitsInStock: 5, lowestSizeStock: 0 });
    expect(stockFigures([])).toEqual({ unitsInStock: 0, lowestSizeStock: 0 });
  });
});

describe('toLowStockProduct', () => {
  const stored = {
    sku: 'PR-1',
    title: 'Belt',
    brand: 'PRADA',
    displayImage: '/belt.jpg',
    unitsInStock: 10,
    variants: [size('S', 0), size('M', 10)],
    supplierItemId: null,
    online: false,
  };

  it('names the sizes at or below the figure, however many the others have', () => {
    expect(toLowStockProduct('belt', stored, 3)).toEqual({
      id: 'belt',
      sku: 'PR-1',
      title: 'Belt',
      brand: 'PRADA',
      displayImage: '/belt.jpg',
      unitsInStock: 10,
      lowestSizeStock: 0,
      sizes: [
        { size: 'S', quantity: 0, low: true, waiting: 0 },
        { size: 'M', quantity: 10, low: false, waiting: 0 },
      ],
      fromSupplier: false,
      online: false,
    });
    expect(toLowStockProduct('belt', stored, 10).sizes.every((entry) => entry.low)).toBe(true);
  });

  it('says per size how many shoppers are waiting for it', () => {
    expect(toLowStockProduct('belt', stored, 3, new Map([['S', 2]])).sizes).toEqual([
      { size: 'S', quantity: 0, low: true, waiting: 2 },
      { size: 'M', quantity: 10, low: false, waiting: 0 },
    ]);
  });
});
