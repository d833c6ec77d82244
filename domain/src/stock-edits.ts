import { z } from 'zod';
import type { HandSetStock, StoreProduct, Variant } from './documents';
import { documentIdSchema } from './schemas';
import { LOW_STOCK_MAX, stockFigures } from './stock';

/**
 * The admin's stock edits (POST updatestock) and the Low stock list (GET lowstock), and how a stock
 * set by hand lives with the supplier sync (docs/decisions.md rule 41).
 */

/** The most units one size may be given by hand: a typo guard, far above any real stock of a bag. */
export const MAX_HAND_STOCK = 10_000;

const SIZE_MAX = 40;

/** What POST updatestock does to the size: set its stock, add it as a new size, or remove it. */
export const STOCK_CHANGES = ['set', 'add', 'remove'] as const;
export type StockChange = (typeof STOCK_CHANGES)[number];

const stockSchema = z
  .number({ error: 'stock must be a whole number of units' })
  .int('stock must be a whole number of units')
  .min(0, 'stock cannot be negative')
  .max(MAX_HAND_STOCK, `stock can be at most ${MAX_HAND_STOCK}`);

/**
 * POST updatestock `{ productId, size, stock, change? }`: `change` is 'set' (the default: the size
 * must exist), 'add' (a size the product does not have yet) or 'remove' (stock may be left out).
 */
export const adminUpdateStockBodySchema = z
  .object({
    productId: documentIdSchema,
    size: z
      .string({ error: 'size must be the size as the product lists it' })
      .trim()
      .min(1, 'size is required')
      .max(SIZE_MAX, `size can be at most ${SIZE_MAX} characters`),
    stock: stockSchema.optional(),
    change: z
      .enum(STOCK_CHANGES, { error: `change must be one of: ${STOCK_CHANGES.join(', ')}` })
      .default('set'),
  })
  .refine((body) => body.change === 'remove' || body.stock !== undefined, {
    path: ['stock'],
    message: 'stock is required',
  });
export type AdminUpdateStockParsed = z.infer<typeof adminUpdateStockBodySchema>;

export type StockEditResult =
  | { ok: true; variants: Variant[]; before: number | null; after: number | null }
  | { ok: false; message: string };

/** The product's variants after an edit, or why the edit is refused (the caller answers 400). */
export function applyStockEdit(
  product: Pick<StoreProduct, 'sku' | 'variants'>,
  edit: Pick<AdminUpdateStockParsed, 'size' | 'stock' | 'change'>,
): StockEditResult {
  const index = product.variants.findIndex((variant) => variant.size === edit.size);
  const sizes = product.variants.map((variant) => variant.size).join(', ');
  if (edit.change === 'add') {
    if (index >= 0) return { ok: false, message: `The product already has size ${edit.size}` };
    const model = product.variants[0];
    const added: Variant = {
      code: `${product.sku}-${edit.size}`,
      size: edit.size,
      sizeType: model?.sizeType ?? 'UNI',
      quantity: edit.stock ?? 0,
      retailPrice: model?.retailPrice ?? 0,
      discount: 0,
      ean: '',
    };
    return { ok: true, variants: [...product.variants, added], before: null, after: added.quantity };
  }
  if (index < 0) {
    return { ok: false, message: `The product has no size ${edit.size}; its sizes are ${sizes}` };
  }
  const before = product.variants[index]!.quantity;
  if (edit.change === 'remove') {
    if (product.variants.length === 1) {
      return { ok: false, message: 'A product keeps at least one size; set its stock to 0 instead' };
    }
    return { ok: true, variants: product.variants.filter((_, i) => i !== index), before, after: null };
  }
  const after = edit.stock ?? before;
  const variants = product.variants.map((variant, i) =>
    i === index ? { ...variant, quantity: after } : variant,
  );
  return { ok: true, variants, before, after };
}

/** The hand-set sizes after an edit of `size`, remembering the feed's quantity of it now. */
export function markHandSet(
  handSet: readonly HandSetStock[],
  size: string,
  feedVariants: readonly Variant[] | null,
): HandSetStock[] {
  if (feedVariants === null) return [...handSet];
  const feedQuantity = feedVariants.find((variant) => variant.size === size)?.quantity ?? null;
  return [...handSet.filter((entry) => entry.size !== size), { size, feedQuantity }];
}

/**
 * The sync's variants for a product (rule 41): the feed's, except a size set by hand while the feed
 * still says what it said then (its stock, or its absence, stays as the admin left it). Once the
 * supplier reports a different quantity for that size, the feed wins and the mark goes.
 */
export function mergeFeedStock(
  current: readonly Variant[],
  feed: readonly Variant[],
  handSet: readonly HandSetStock[],
): { variants: Variant[]; handSetStock: HandSetStock[] } {
  const kept = handSet.filter(
    (entry) => (feed.find((variant) => variant.size === entry.size)?.quantity ?? null) === entry.feedQuantity,
  );
  const keptSizes = new Set(kept.map((entry) => entry.size));
  const variants: Variant[] = [];
  for (const variant of feed) {
    if (!keptSizes.has(variant.size)) {
      variants.push({ ...variant });
      continue;
    }
    const mine = current.find((own) => own.size === variant.size);
    if (mine) variants.push({ ...mine });
  }
  // Sizes the admin added that the feed does not list, in the order they were.
  for (const variant of current) {
    if (keptSizes.has(variant.size) && !feed.some((other) => other.size === variant.size)) {
      variants.push({ ...variant });
    }
  }
  return { variants, handSetStock: kept };
}

// ---------------------------------------------------------------------------------------------
// Low stock

/** The most products one page of the Low stock list holds. */
export const LOW_STOCK_PAGE_MAX = 100;
/** The largest `max` the Low stock list takes. */
export const LOW_STOCK_QUERY_MAX = 1_000;

const wholeNumber = (name: string, min: number, max: number) =>
  z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(min, `${name} must be at least ${min}`)
    .max(max, `${name} can be at most ${max}`);

/** The Low stock screen's two lists (stock-counts.ts): still for sale with a size low, and sold out. */
export const STOCK_LISTS = ['low', 'sold-out'] as const;
export type StockList = (typeof STOCK_LISTS)[number];

/**
 * GET lowstock?max=3&limit=50&before={productId}[&show=low|sold-out]: the products with a size at or
 * below `max` units (default LOW_STOCK_MAX, Today's figure); `show` keeps one of Today's two lists
 * (stock-counts.ts): still for sale, or sold out. Without it, both.
 */
export const lowStockQuerySchema = z.object({
  max: wholeNumber('max', 0, LOW_STOCK_QUERY_MAX).default(LOW_STOCK_MAX),
  limit: wholeNumber('limit', 1, LOW_STOCK_PAGE_MAX).default(50),
  before: documentIdSchema.optional(),
  show: z.enum(STOCK_LISTS, { error: 'show must be low or sold-out' }).optional(),
});

/** One product on the Low stock screen: what the row shows and the sizes to edit in place. */
export interface AdminLowStockProduct {
  id: string;
  sku: string;
  title: string;
  brand: string;
  displayImage: string;
  unitsInStock: number;
  /** The stock of its emptiest size: what put it on the list. */
  lowestSizeStock: number;
  /**
   * Every size with its stock, whether that size is at or below the list's figure, and how many
   * confirmed notify-me requests wait for it.
   */
  sizes: { size: string; quantity: number; low: boolean; waiting: number }[];
  /** Whether the supplier sync refreshes its stock (a product made from a supplier item). */
  fromSupplier: boolean;
  /** Whether shoppers see it (docs/decisions.md rule 64). */
  online: boolean;
}

/**
 * A product of the Low stock list for `max`: low when any one size has `max` units or fewer, however
 * many the other sizes have (a bag sold out in one colour size is low while another has ten).
 */
export function toLowStockProduct(
  id: string,
  product: Pick<
    StoreProduct,
    'sku' | 'title' | 'brand' | 'displayImage' | 'unitsInStock' | 'variants' | 'supplierItemId' | 'online'
  >,
  max: number,
  waiting: ReadonlyMap<string, number> = new Map(),
): AdminLowStockProduct {
  const figures = stockFigures(product.variants);
  return {
    id,
    sku: product.sku,
    title: product.title,
    brand: product.brand,
    displayImage: product.displayImage,
    unitsInStock: figures.unitsInStock,
    lowestSizeStock: figures.lowestSizeStock,
    sizes: product.variants.map(({ size, quantity }) => ({
      size,
      quantity,
      low: quantity <= max,
      waiting: waiting.get(size) ?? 0,
    })),
    fromSupplier: product.supplierItemId !== null,
    online: product.online === true,
  };
}

/** The audit entry's before and after of a stock edit: one field per size, `stock SIZE`. */
export function stockAuditChanges(size: string, before: number | null, after: number | null) {
  return { [`stock ${size}`]: { before, after } };
}
