import type { Ordering, QueryPlan } from '../src/index';

/**
 * Which index serves a query, by Firestore's rules, so the index-coverage test can check queries
 * against firestore.indexes.json (the emulator serves any query; production refuses one without an
 * index with FAILED_PRECONDITION "The query requires an index").
 *
 * - Firestore orders every query by its orderBy fields, then by every field with a range filter
 *   that is not ordered yet (in lexicographic order of the field path), in the direction of the last
 *   orderBy (ascending when there is none), then by document name (StructuredQuery.order_by in the
 *   Firestore v1 API).
 * - A query that touches a single field is served by the automatic single-field index.
 * - Otherwise a composite index of the query's collection serves it when its fields are exactly the
 *   query's equality fields (== as ascending or descending, array-contains as CONTAINS), in any
 *   order, followed by the query's ordering fields with their directions. We never rely on Firestore
 *   merging several indexes for one query.
 */

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope: 'COLLECTION' | 'COLLECTION_GROUP';
  fields: IndexField[];
}

/** The order Firestore gives the query's results (without the final document name). */
export function normalisedOrder(plan: QueryPlan): Ordering[] {
  const order = [...plan.orderBy];
  const direction = order.at(-1)?.direction ?? 'asc';
  const ordered = new Set(order.map((ordering) => ordering.field));
  const unordered = [...new Set(plan.ranges.map((range) => range.field))]
    .filter((field) => !ordered.has(field))
    .sort();
  for (const field of unordered) order.push({ field, direction });
  return order;
}

const equalityKey = (field: string, contains: boolean) => `${field}${contains ? ' CONTAINS' : ''}`;

function indexFieldEqualityKey(field: IndexField): string {
  return equalityKey(field.fieldPath, field.arrayConfig === 'CONTAINS');
}

/** Whether `index` serves `plan` (see the rules above). */
export function indexServes(index: CompositeIndex, plan: QueryPlan): boolean {
  if (index.collectionGroup !== plan.collection || index.queryScope !== 'COLLECTION') return false;
  const equalities = [
    ...plan.equal.map((filter) => equalityKey(filter.field, false)),
    ...(plan.arrayContains ? [equalityKey(plan.arrayContains.field, true)] : []),
    ...(plan.arrayContainsAny ? [equalityKey(plan.arrayContainsAny.field, true)] : []),
  ];
  const order = normalisedOrder(plan);
  if (index.fields.length !== equalities.length + order.length) return false;

  const prefix = index.fields.slice(0, equalities.length);
  if (prefix.some((field) => field.arrayConfig === undefined && field.order === undefined)) return false;
  const prefixKeys = prefix.map(indexFieldEqualityKey).sort();
  if (prefixKeys.join('\n') !== [...equalities].sort().join('\n')) return false;

  return order.every((ordering, i) => {
    const field = index.fields[equalities.length + i];
    const direction = ordering.direction === 'asc' ? 'ASCENDING' : 'DESCENDING';
    return (
      field?.fieldPath === ordering.field && field.arrayConfig === undefined && field.order === direction
    );
  });
}

/** The fields a query touches: filtered, compared or ordered on. */
function fieldsOf(plan: QueryPlan): Set<string> {
  return new Set([
    ...plan.equal.map((filter) => filter.field),
    ...(plan.arrayContains ? [plan.arrayContains.field] : []),
    ...(plan.arrayContainsAny ? [plan.arrayContainsAny.field] : []),
    ...plan.ranges.map((range) => range.field),
    ...plan.orderBy.map((ordering) => ordering.field),
  ]);
}

/** The declared index that serves `plan`, 'single-field' for the automatic one, or null: no index. */
export function servingIndex(
  indexes: readonly CompositeIndex[],
  plan: QueryPlan,
): CompositeIndex | 'single-field' | null {
  if (fieldsOf(plan).size <= 1) return 'single-field';
  return indexes.find((index) => indexServes(index, plan)) ?? null;
}

/** How a plan reads in a failure message: `sale: filterKeys CONTAINS, hidden ==, salePrice >= ... ORDER BY addedAt desc`. */
export function describePlan(plan: QueryPlan): string {
  const filters = [
    ...(plan.arrayContains ? [`${plan.arrayContains.field} CONTAINS`] : []),
    ...(plan.arrayContainsAny ? [`${plan.arrayContainsAny.field} CONTAINS`] : []),
    ...plan.equal.map((filter) => `${filter.field} ==`),
    ...plan.ranges.map((range) => `${range.field} ${range.op}`),
  ];
  const order = normalisedOrder(plan).map((ordering) => `${ordering.field} ${ordering.direction}`);
  return `${plan.collection}: ${filters.join(', ')} ORDER BY ${order.join(', ')}`;
}
