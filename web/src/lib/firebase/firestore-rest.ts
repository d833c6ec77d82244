/**
 * Catalogue reads over Firestore's REST API: products, listings, curated lists, designers. These are
 * public reads (the security rules allow them without a signed-in visitor), and every page's first
 * paint waits for one of them, so they go out with `fetch` and a few hundred lines' worth of
 * decoding instead of the Firestore SDK (~33 KiB gzipped with firebase/app), which now loads only
 * with the visitor session, after the first paint (docs/architecture.md, "Performance"). The same
 * security rules apply: REST is the API the SDKs call.
 *
 * Reads of the visitor's own documents (cart counter, wishlist, orders) need the visitor's token and
 * stay with the Lite SDK (firestore-lite.ts).
 */
import type { Instant } from '@shop/domain';
import { env } from '@/config/env';
import { firestoreOrigin, stackOffset } from './endpoints';
import { useEmulators } from './emulators';
import { keepPageRead, notePageReadUnanswered, pageReadKey, takePageRead, type PageRead } from './page-reads';

const database = `projects/${env.FIREBASE_PROJECT_ID}/databases/(default)`;
const documentsRoot = `${database}/documents`;
const endpoint = `${firestoreOrigin(useEmulators, useEmulators ? stackOffset() : 0)}/v1`;

/** A Firestore REST `Value`. */
export type RestValue = {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude: number; longitude: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
};

/** A document as the REST API returns it. */
export interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

/** A read document: its id, its decoded data and the raw document (a query cursor needs it). */
export interface ReadDocument<T> {
  id: string;
  data: T;
  raw: RestDocument;
}

/** What the app's data model keeps in timestamps (domain `Instant`). */
function instant(iso: string): Instant {
  const millis = Date.parse(iso);
  return { toMillis: () => millis };
}

/** Decodes a REST value into what the Lite SDK would have returned for it (timestamps: `Instant`). */
export function decodeValue(value: RestValue): unknown {
  if (value.stringValue !== undefined) return value.stringValue;
  if (value.integerValue !== undefined) return Number(value.integerValue);
  if (value.doubleValue !== undefined) return Number(value.doubleValue);
  if (value.booleanValue !== undefined) return value.booleanValue;
  if (value.timestampValue !== undefined) return instant(value.timestampValue);
  if (value.arrayValue !== undefined) return (value.arrayValue.values ?? []).map(decodeValue);
  if (value.mapValue !== undefined) return decodeFields(value.mapValue.fields);
  if (value.referenceValue !== undefined) return value.referenceValue;
  if (value.geoPointValue !== undefined) return value.geoPointValue;
  if (value.bytesValue !== undefined) return value.bytesValue;
  return null;
}

function decodeFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]));
}

/** Encodes a filter value (the catalogue filters on strings, booleans and integer cents). */
export function encodeValue(value: string | number | boolean | null): RestValue {
  if (value === null) return { nullValue: null };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
}

function toRead<T>(document: RestDocument): ReadDocument<T> {
  return {
    id: document.name.slice(document.name.lastIndexOf('/') + 1),
    data: decodeFields(document.fields) as T,
    raw: document,
  };
}

/** An error with Firestore's status code (`not-found`, `permission-denied` ...), as the SDK's. */
export class FirestoreReadError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'FirestoreReadError';
  }
}

/**
 * `optional`: a read the page can do without (it shows less, not an error): refused, it is not kept
 * as one of the page's reads, so a server render goes on without it instead of being dropped for
 * the SPA, and the browser asks again.
 */
async function call<T>(path: string, body?: unknown, optional = false): Promise<T> {
  const key = pageReadKey(path, body);
  // An answer the server rendered this page from (page-reads.ts) is the answer, errors included.
  const { status, result } =
    takePageRead(key) ??
    (await ask(path, body).catch((error: unknown) => {
      if (!optional) notePageReadUnanswered();
      throw error;
    }));
  if (!optional || (status >= 200 && status <= 299)) keepPageRead(key, { status, result });
  if (status < 200 || status > 299) {
    const error = (result as { error?: { status?: string; message?: string } } | null)?.error;
    const code = (error?.status ?? 'unavailable').toLowerCase().replaceAll('_', '-');
    throw new FirestoreReadError(error?.message ?? `Firestore answered ${status}`, code);
  }
  return result as T;
}

async function ask(path: string, body: unknown): Promise<PageRead> {
  const response = await fetch(`${endpoint}/${path}?key=${encodeURIComponent(env.FIREBASE_API_KEY)}`, {
    method: body === undefined ? 'GET' : 'POST',
    // A JSON body sent as text/plain, as Firestore's own Lite SDK does: a "simple" CORS request,
    // so the query goes out at once instead of after a preflight round trip.
    headers: body === undefined ? undefined : { 'Content-Type': 'text/plain' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, result: (await response.json().catch(() => null)) as unknown };
}

/** A document's reference, for a filter on `__name__` (documents by id). */
export function documentReference(collection: string, id: string): RestValue {
  return { referenceValue: `${documentsRoot}/${collection}/${id}` };
}

/** `collection/id`, or null when there is no such document. */
export async function getDocument<T>(collection: string, id: string): Promise<ReadDocument<T> | null> {
  try {
    return toRead<T>(await call<RestDocument>(`${documentsRoot}/${collection}/${encodeURIComponent(id)}`));
  } catch (error) {
    if (error instanceof FirestoreReadError && error.code === 'not-found') return null;
    throw error;
  }
}

export type FieldFilterOp =
  | 'EQUAL'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'ARRAY_CONTAINS_ANY'
  | 'IN';

export interface RestQuery {
  collection: string;
  filters: { field: string; op: FieldFilterOp; value: RestValue }[];
  orderBy: { field: string; direction: 'ASCENDING' | 'DESCENDING' }[];
  /** Continue after this document of the same query (the SDK's `startAfter(snapshot)`). */
  after?: RestDocument | null;
  limit?: number | null;
  /** Only these fields of each document (a field mask); the ordered fields come too, for cursors. */
  select?: readonly string[];
}

/** The raw value of `path` in a document (`__name__`: its name), for a cursor. */
function fieldValue(document: RestDocument, path: string): RestValue {
  if (path === '__name__') return { referenceValue: document.name };
  let fields = document.fields;
  let value: RestValue | undefined;
  for (const key of path.split('.')) {
    value = fields?.[key];
    fields = value?.mapValue?.fields;
  }
  return value ?? { nullValue: null };
}

/**
 * The ordering Firestore applies to a query: the explicit one, then every inequality field not yet
 * ordered (by name), then the document name, in the direction of the last explicit ordering (what
 * the SDK sends). A cursor gives a value for each.
 */
function fullOrder(query: RestQuery): RestQuery['orderBy'] {
  const order = [...query.orderBy];
  const direction = order.at(-1)?.direction ?? 'ASCENDING';
  const inequalities = query.filters
    .filter((filter) => filter.op !== 'EQUAL' && !filter.op.startsWith('ARRAY_CONTAINS'))
    .map((filter) => filter.field)
    .filter((field, index, all) => all.indexOf(field) === index && !order.some((o) => o.field === field))
    .sort();
  for (const field of inequalities) order.push({ field, direction });
  if (!order.some((o) => o.field === '__name__')) order.push({ field: '__name__', direction });
  return order;
}

function structuredQuery(query: RestQuery, withCursor: boolean) {
  const filters = query.filters.map((filter) => ({
    fieldFilter: { field: { fieldPath: filter.field }, op: filter.op, value: filter.value },
  }));
  const order = fullOrder(query);
  return {
    from: [{ collectionId: query.collection }],
    ...(filters.length === 1
      ? { where: filters[0] }
      : filters.length > 1
        ? { where: { compositeFilter: { op: 'AND', filters } } }
        : {}),
    orderBy: order.map((o) => ({ field: { fieldPath: o.field }, direction: o.direction })),
    ...(withCursor && query.after
      ? { startAt: { before: false, values: order.map((o) => fieldValue(query.after!, o.field)) } }
      : {}),
    ...(withCursor && query.limit != null ? { limit: query.limit } : {}),
    ...(withCursor && query.select
      ? {
          select: {
            fields: [
              ...new Set([
                ...query.select,
                ...order.map((o) => o.field).filter((field) => field !== '__name__'),
              ]),
            ].map((fieldPath) => ({ fieldPath })),
          },
        }
      : {}),
  };
}

/** The documents of a query, in order. */
export async function runQuery<T>(
  query: RestQuery,
  { optional = false }: { optional?: boolean } = {},
): Promise<ReadDocument<T>[]> {
  const results = await call<{ document?: RestDocument }[]>(
    `${documentsRoot}:runQuery`,
    { structuredQuery: structuredQuery(query, true) },
    optional,
  );
  return results.flatMap((result) => (result.document ? [toRead<T>(result.document)] : []));
}

/** How many documents match a query, without its cursor and limit (a count() aggregation). */
export async function countQuery(query: RestQuery): Promise<number> {
  const results = await call<{ result?: { aggregateFields?: Record<string, RestValue> } }[]>(
    `${documentsRoot}:runAggregationQuery`,
    {
      structuredAggregationQuery: {
        structuredQuery: structuredQuery(query, false),
        aggregations: [{ alias: 'count', count: {} }],
      },
    },
  );
  const count = results.find((result) => result.result)?.result?.aggregateFields?.['count'];
  return count ? Number(decodeValue(count)) : 0;
}
