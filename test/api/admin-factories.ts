// Test data and helpers for the admin API tests: supplier items, listing entries, and a whole-database
// snapshot to prove that a refused call changed nothing.
import {
  collections,
  saleEntryFields,
  searchTermsFor,
  toListingEntry,
  type AuditEntry,
  type StoreProduct,
  type SupplierItem,
  type WithId,
} from '@shop/domain';
import { Timestamp, type CollectionReference, type DocumentData } from 'firebase-admin/firestore';
import { db } from '../../functions/src/data/firestore';
import { variant } from './factories';

let sequence = 0;

/** A supplier item (supplierItems/{id}): a black Prada tote, 225,62 ex VAT, not in the store, unless overridden. */
export async function createSupplierItem(
  overrides: Partial<SupplierItem> & { id?: string } = {},
): Promise<WithId<SupplierItem>> {
  const n = ++sequence;
  const { id = `sup-${n}`, ...fields } = overrides;
  const base = {
    sku: `PR${String(n).padStart(4, '0')}BLK`,
    title: `PRADA Galleria tote ${n}`,
    brand: 'PRADA',
    category: 'TOTE',
  };
  const fromFeed: Omit<SupplierItem, 'searchTerms'> = {
    ...base,
    description: 'Saffiano leather, two handles',
    listPrice: 22_562,
    images: [`https://img.example/${id}/front.jpg`, `https://img.example/${id}/angle.jpg`],
    parentCategory: 'BAGS',
    madeIn: 'Italy',
    gender: 'F',
    colour: 'BLACK',
    condition: 'New',
    variants: [variant({ code: `${base.sku}-UNI`, quantity: 2 })],
    storeProductId: null,
    ...fields,
  };
  // As the supplier sync writes it: the index terms of every field a search reads.
  const item: SupplierItem = { searchTerms: searchTermsFor(fromFeed), ...fromFeed };
  await db().collection(collections.supplierItems).doc(id).set(item);
  return { ...item, id };
}

/** A product's entry in New In, Recommended or Sale (10 % off unless given), as the admin API writes it. */
export async function createListingEntry(
  list: 'newIn' | 'recommended' | 'sale',
  product: WithId<StoreProduct>,
  overrides: { hidden?: boolean; discountPercent?: number } = {},
): Promise<DocumentData> {
  const fields =
    list === 'sale' ? saleEntryFields(product, overrides.discountPercent ?? 10) : toListingEntry(product);
  const entry = { ...fields, hidden: overrides.hidden ?? false, addedAt: Timestamp.now() };
  await db().collection(list).doc(product.id).set(entry);
  return entry;
}

export async function readDoc<T = DocumentData>(path: string): Promise<T | undefined> {
  const snapshot = await db().doc(path).get();
  return snapshot.exists ? (snapshot.data() as T) : undefined;
}

/** Every audit entry, oldest first. */
export async function auditEntries(): Promise<AuditEntry[]> {
  const snapshot = await db().collection(collections.auditLog).orderBy('at').get();
  return snapshot.docs.map((doc) => doc.data() as AuditEntry);
}

/** Every document of every top-level collection (and their subcollections), keyed by path. */
export async function snapshotDatabase(): Promise<Record<string, unknown>> {
  const documents: Record<string, unknown> = {};
  const walk = async (collectionRefs: CollectionReference[]): Promise<void> => {
    for (const collection of collectionRefs) {
      const snapshot = await collection.get();
      for (const doc of snapshot.docs) {
        documents[doc.ref.path] = doc.data();
        await walk(await doc.ref.listCollections());
      }
    }
  };
  await walk(await db().listCollections());
  return documents;
}

export interface ApiAnswer {
  status: number;
  body: unknown;
}

/**
 * A caller of the in-process API at `origin`: `call('POST', 'addproduct', { token, body })` sends the
 * JSON body with the ID token and answers the status and parsed JSON.
 */
export function apiCaller(origin: () => string) {
  return async (
    method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
    path: string,
    options: { token?: string; body?: unknown } = {},
  ): Promise<ApiAnswer> => {
    const headers: Record<string, string> = {};
    if (options.token) headers.Authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await fetch(`${origin()}/api/v1/main/${path}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = text === '' ? null : JSON.parse(text);
    } catch {
      throw new Error(
        `Expected JSON from ${method} ${path} (${response.status}), got: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, body };
  };
}
