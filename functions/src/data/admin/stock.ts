// The admin's stock edits (POST updatestock) and the Low stock list (GET lowstock). A stock edit is
// one transaction holding the product, its list copies and the audit entry with the size's stock
// before and after, so the storefront shows the change at once and the log never misses one.
import {
  applyStockEdit,
  collections,
  InvalidRequestError,
  markHandSet,
  NotFoundError,
  stockAuditChanges,
  stockFields,
  stockFigures,
  stockListFilter,
  toLowStockProduct,
  type AdminLowStockProduct,
  type AdminStockCounts,
  type StockList,
  type AdminUpdateStockParsed,
  type StoreProduct,
  type SupplierItem,
  type WithId,
} from '@shop/domain';
import { FieldValue, Timestamp, type Query } from 'firebase-admin/firestore';
import { db } from '../firestore';
import { waitingForProducts } from '../notify-me';
import { recordAudit, type Actor } from './audit';
import { readCopies, writeCopies } from './product-copies';
import { toAdminStoreProduct } from './store-products';

const products = () => db().collection(collections.products);

/**
 * POST updatestock: sets, adds or removes one size's stock. The product's sizes in stock, in-stock
 * state, units and listing filter keys follow, and so does every list copy. On a product made from
 * a supplier item the size is marked as set by hand, with the feed's quantity now (rule 41).
 * 404 without the product; 400 for a size it does not have (or already has, to add) and nothing changes.
 */
export async function updateStock(edit: AdminUpdateStockParsed, actor: Actor) {
  const productRef = products().doc(edit.productId);
  return db().runTransaction(async (tx) => {
    const snapshot = await tx.get(productRef);
    if (!snapshot.exists) throw new NotFoundError(`There is no store product ${edit.productId}`);
    const product: WithId<StoreProduct> = { ...(snapshot.data() as StoreProduct), id: snapshot.id };
    const result = applyStockEdit(product, edit);
    if (!result.ok)
      throw new InvalidRequestError(result.message, [{ path: 'size', message: result.message }]);
    const item = product.supplierItemId
      ? await tx.get(db().collection(collections.supplierItems).doc(product.supplierItemId))
      : null;
    const copies = await readCopies(tx, product.id);

    const feedVariants = item?.exists ? (item.data() as SupplierItem).variants : null;
    const handSetStock = markHandSet(product.handSetStock ?? [], edit.size, feedVariants);
    const changed = {
      variants: result.variants,
      ...stockFields(product, result.variants),
      ...stockFigures(result.variants),
      ...(feedVariants ? { handSetStock } : {}),
    };
    const updated: WithId<StoreProduct> = { ...product, ...changed };
    tx.update(productRef, { ...changed, updatedAt: FieldValue.serverTimestamp() });
    writeCopies(tx, copies, updated);
    recordAudit(
      tx,
      actor,
      'product.stock',
      productRef.path,
      stockAuditChanges(edit.size, result.before, result.after),
    );
    return toAdminStoreProduct(updated.id, { ...updated, updatedAt: Timestamp.now() });
  });
}

/** The products of a Low stock list (stockListFilter), or of both (`show` undefined: a size at `max` or fewer). */
function stockListQuery(max: number, show: StockList | undefined): Query {
  if (!show) return products().where('lowestSizeStock', '<=', max).orderBy('lowestSizeStock', 'asc');
  const { inStock, lowestSizeStockAtMost } = stockListFilter(show, max);
  const query = products().where('inStock', '==', inStock);
  // Sold out: every size at 0, so no order by stock; the documents' own order pages it.
  return lowestSizeStockAtMost === null
    ? query
    : query.where('lowestSizeStock', '<=', lowestSizeStockAtMost).orderBy('lowestSizeStock', 'asc');
}

/**
 * GET lowstock?max=N[&show]: store products with a size of N units or fewer (`lowestSizeStock`), all
 * of them or one of Today's two lists, emptiest size first; `before` (a product id) continues after
 * that product, each size with the shoppers waiting for it (`waiting`). null when `before` names no product.
 */
export async function listLowStock(
  max: number,
  limit: number,
  before: string | null,
  show?: StockList,
): Promise<AdminLowStockProduct[] | null> {
  let query = stockListQuery(max, show).limit(limit);
  if (before) {
    const cursor = await products().doc(before).get();
    if (!cursor.exists) return null;
    query = query.startAfter(cursor);
  }
  const snapshot = await query.get();
  // How many confirmed notify-me requests wait for each size: what the owner restocks first.
  const waiting = await waitingForProducts(
    snapshot.docs.map((doc) => doc.id),
    new Date(),
  );
  return snapshot.docs.map((doc) =>
    toLowStockProduct(doc.id, doc.data() as StoreProduct, max, waiting.get(doc.id)),
  );
}

/** GET stockcounts?max=N: how many products each of the Low stock lists holds (Today's cards). */
export async function countStockLists(max: number): Promise<AdminStockCounts> {
  const [low, soldOut] = await Promise.all(
    (['low', 'sold-out'] as const).map(
      async (list) => (await stockListQuery(max, list).count().get()).data().count,
    ),
  );
  return { max, low: low ?? 0, soldOut: soldOut ?? 0 };
}
