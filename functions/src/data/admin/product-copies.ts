// The copies of a store product in the curated lists (featured, weekProducts, newIn, sale,
// recommended). Each list entry carries the product fields its card needs, so a list is one query;
// whoever changes or deletes a product changes or deletes its copies in the same write.
import {
  CURATED_LISTS,
  curatedEntryFields,
  saleEntryFields,
  shownSale,
  toListingEntry,
  collections,
  type CuratedList,
  type SaleEntry,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import type { DocumentReference, DocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { db } from '../firestore';

/** What both a Transaction and a WriteBatch can do: the sync job writes copies in batches. */
export interface CopyWriter {
  update(ref: DocumentReference, data: Record<string, unknown>): unknown;
  delete(ref: DocumentReference): unknown;
}

export type ProductCopies = { list: CuratedList; snapshot: DocumentSnapshot }[];

export function copyRef(list: CuratedList, productId: string): DocumentReference {
  return db().collection(list).doc(productId);
}

/** Reads the product's entry in every list (a transaction reads before it writes). */
export async function readCopies(tx: Transaction | null, productId: string): Promise<ProductCopies> {
  const refs = CURATED_LISTS.map((list) => copyRef(list, productId));
  const snapshots = tx ? await tx.getAll(...refs) : await db().getAll(...refs);
  return CURATED_LISTS.map((list, index) => ({ list, snapshot: snapshots[index]! }));
}

/**
 * The fields a list entry copies from the product. A sale entry also has its sale price, from the
 * entry's own discount (`saleDiscount`, ignored by the other lists).
 */
export function copiedFields(
  list: CuratedList,
  product: WithId<StoreProduct>,
  saleDiscount: number | null,
): Record<string, unknown> {
  switch (list) {
    case 'featured':
    case 'weekProducts':
      return curatedEntryFields(product);
    case 'newIn':
    case 'recommended':
      return { ...toListingEntry(product) };
    case 'sale':
      if (saleDiscount === null) throw new Error('A sale entry needs its discount');
      return { ...saleEntryFields(product, saleDiscount) };
  }
}

/** The discount of a sale entry snapshot (null for the other lists). */
export function saleDiscountOf(list: CuratedList, snapshot: DocumentSnapshot): number | null {
  return list === 'sale' ? (snapshot.data() as SaleEntry).discountPercent : null;
}

/** A Sale entry as a write leaves it: what decides the sale its product shows. */
export type SaleEntryState = Pick<SaleEntry, 'hidden' | 'discountPercent'> | null;

/** The product's Sale entry as `copies` read it, or null when it has none. */
export function saleEntryOf(copies: ProductCopies): SaleEntryState {
  const sale = copies.find(({ list }) => list === 'sale')?.snapshot;
  return sale?.exists ? (sale.data() as SaleEntry) : null;
}

/**
 * Brings every existing copy up to date with the product, and the product's shown sale with its
 * Sale entry (docs/decisions.md rule 35): `saleEntry` is the entry as this write leaves it (as read,
 * unless the write adds, removes, hides or re-prices it). The product document is written only when
 * its shown sale or its price paid changes; lists without the product stay as they are. A Sale entry the write deletes
 * must not be in `copies`.
 */
export function writeCopies(
  writer: CopyWriter,
  copies: ProductCopies,
  product: WithId<StoreProduct>,
  saleEntry: SaleEntryState = saleEntryOf(copies),
): number {
  const sale = shownSale(product.displayPrice, saleEntry);
  if (
    sale.discountPercent !== (product.discountPercent ?? null) ||
    sale.salePrice !== (product.salePrice ?? null) ||
    // Also heals a product whose paidPrice a plain price write left at the display price.
    sale.paidPrice !== product.paidPrice
  ) {
    writer.update(db().collection(collections.products).doc(product.id), { ...sale });
  }
  const shown: WithId<StoreProduct> = { ...product, ...sale };
  let written = 0;
  for (const { list, snapshot } of copies) {
    if (!snapshot.exists) continue;
    const discount = list === 'sale' ? (saleEntry?.discountPercent ?? null) : null;
    writer.update(snapshot.ref, copiedFields(list, shown, discount));
    written++;
  }
  return written;
}

export function deleteCopies(writer: CopyWriter, copies: ProductCopies): CuratedList[] {
  const removed: CuratedList[] = [];
  for (const { list, snapshot } of copies) {
    if (!snapshot.exists) continue;
    writer.delete(snapshot.ref);
    removed.push(list);
  }
  return removed;
}
