import { z } from 'zod';
import type { AuditChanges, AuditValue, RefundState } from './documents';
import { formatEuro, type Cents } from './money';
import { parseOrderNumber } from './order-numbers';
import { REFUND_STATE_LABELS } from './refunds';
import { periodQuerySchema, shopPeriod } from './order-export';
import { documentIdSchema } from './schemas';

/**
 * The audit log: who changed what, with the changed fields' values before and after
 * (entries written from now on), filtered by admin, action, document and period, paged through all.
 */

const asAuditValue = (value: unknown): AuditValue =>
  value === undefined || value === null
    ? null
    : typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
      ? value
      : JSON.stringify(value);

/**
 * The fields of `after` whose value differs from `before`, with both values: what an audit entry
 * records of a change. A field absent before (or after) is recorded as null.
 */
export function auditChanges(before: object, after: object, fields?: readonly string[]): AuditChanges {
  const was = before as Record<string, unknown>;
  const is = after as Record<string, unknown>;
  const changes: AuditChanges = {};
  for (const field of fields ?? Object.keys(is)) {
    const [old, now] = [asAuditValue(was[field]), asAuditValue(is[field])];
    if (old !== now) changes[field] = { before: old, after: now };
  }
  return changes;
}

/** The admin's actions in words, by code. List actions are `{list}.{verb}`. */
const ACTION_WORDS: Readonly<Record<string, string>> = {
  'order.status': 'Changed an order status',
  'order.fulfil': 'Shipped an order with a tracking number',
  'order.cancel': 'Cancelled an order',
  'order.delete': 'Deleted an unpaid order',
  'order.archive': 'Archived an order',
  'order.unarchive': 'Brought an order back from the archive',
  'order.refund': 'Asked for a refund',
  'return.approve': 'Approved a return',
  'return.reject': 'Rejected a return',
  'coupon.create': 'Created a coupon',
  'coupon.delete': 'Deleted a coupon',
  'product.add': 'Added a supplier item to the store',
  'product.addCustom': 'Added a custom product',
  'product.update': 'Edited a store product',
  'product.delete': 'Removed a store product',
  'product.stock': "Changed a size's stock",
  'product.offline': 'Took a product offline',
  'product.online': 'Put a product online again',
  'supplierSync.start': 'Started a supplier sync',
  'staff.add': 'Added someone to the staff',
  'staff.invite': 'Invited someone to the staff',
  'staff.reinvite': 'Sent a staff invitation again',
  'staff.uninvite': 'Withdrew a staff invitation',
  'staff.accept': 'Accepted an invitation to the staff',
  'orders.read': 'Read lists of orders (pages and rows in that hour)',
  'customers.read': 'Read lists of customers (pages and rows in that hour)',
  'staff.role': "Changed a staff member's role",
  'staff.remove': 'Removed someone from the staff',
  'settings.update': "Changed the shop's settings",
  'customer.note': "Changed the staff's note on a customer",
};

const LIST_WORDS: Readonly<Record<string, string>> = {
  featured: 'Featured',
  newIn: 'New In',
  sale: 'Sale',
  weekProducts: 'Products of the Week',
  recommended: 'Recommended',
};

const LIST_VERBS: Readonly<Record<string, (list: string) => string>> = {
  add: (list) => `Added a product to ${list}`,
  remove: (list) => `Removed a product from ${list}`,
  hide: (list) => `Hid a product in ${list}`,
  unhide: (list) => `Showed a hidden product in ${list}`,
  update: (list) => `Edited a product in ${list}`,
};

/** The actions the log's filter offers, in words. */
export const AUDIT_ACTIONS: readonly { code: string; label: string }[] = [
  ...Object.entries(ACTION_WORDS).map(([code, label]) => ({ code, label })),
  ...Object.entries(LIST_WORDS).flatMap(([list, name]) =>
    Object.entries(LIST_VERBS).map(([verb, words]) => ({ code: `${list}.${verb}`, label: words(name) })),
  ),
];

/** An action code in words; an unknown code is shown as it is. */
export function auditActionLabel(action: string): string {
  const known = ACTION_WORDS[action];
  if (known) return known;
  const [list = '', verb = ''] = action.split('.');
  const words = LIST_VERBS[verb];
  const name = LIST_WORDS[list];
  return words && name ? words(name) : action;
}

/** A value as the log shows it. */
export function auditValueText(value: AuditValue): string {
  if (value === null) return '(none)';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return String(value);
}

// ---------------------------------------------------------------------------------------------
// Changes in the shop's words (docs/decisions.md rule 62)

/** The recorded fields in words; any other is its name split into words (`madeIn`: "Made in"). */
const FIELD_WORDS: Readonly<Record<string, string>> = {
  displayPrice: 'Price',
  price: 'Price before rounding',
  listPrice: 'List price (ex VAT)',
  salePrice: 'Sale price',
  discountPercent: 'Sale discount (%)',
  amount: 'Amount',
  sku: 'SKU',
  title: 'Name',
  title2: 'Second line of the name',
  parentCategory: 'Bags or accessories',
  category: 'Type',
  displayImage: 'Main picture',
  images: 'Pictures',
  trackingNumber: 'Tracking number',
  state: 'Return state',
  hidden: 'Hidden',
};

/** Fields kept in cents: the log shows them in euros. */
const MONEY_FIELDS: ReadonlySet<string> = new Set([
  'displayPrice',
  'price',
  'listPrice',
  'salePrice',
  'amount',
]);

/**
 * Fields the shop derives from others (search terms, filter keys, stock summaries): a change of the
 * field they come from is shown, they are not.
 */
const DERIVED_FIELDS: ReadonlySet<string> = new Set([
  'searchTerms',
  'filterKeys',
  'sizesInStock',
  'inStock',
  'unitsInStock',
  'updatedAt',
]);

/** A recorded field's name in words. */
export function auditFieldLabel(field: string): string {
  const known = FIELD_WORDS[field];
  if (known) return known;
  const words = field.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A recorded value in words: cents of a money field in euros, yes/no, (none). */
export function auditFieldValueText(field: string, value: AuditValue): string {
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) return formatEuro(value);
  return auditValueText(value);
}

/** One changed field as the log shows it: `Price: € 3.800,00 → € 3.860,00`. */
export interface AuditChangeLine {
  field: string;
  before: string;
  after: string;
}

/** An entry's changes in words, derived fields left out. */
export function auditChangeLines(changes: AuditChanges | undefined): AuditChangeLine[] {
  return Object.entries(changes ?? {})
    .filter(([field]) => !DERIVED_FIELDS.has(field))
    .map(([field, { before, after }]) => ({
      field: auditFieldLabel(field),
      before: auditFieldValueText(field, before),
      after: auditFieldValueText(field, after),
    }));
}

// ---------------------------------------------------------------------------------------------
// What an entry is about, read with the page (docs/decisions.md rule 62)

/** The collections of the curated lists: an entry's id there is its product's id. */
const LIST_COLLECTIONS: ReadonlySet<string> = new Set(Object.keys(LIST_WORDS));

/** Which document to read to name an entry's target: its own, or a list entry's product. */
export type AuditTargetKind = 'order' | 'refund' | 'return' | 'product' | 'coupon' | 'other';

export function auditTargetOf(target: string): { kind: AuditTargetKind; id: string } {
  const [collection = '', id = ''] = target.split('/');
  if (collection === 'orders') return { kind: 'order', id };
  if (collection === 'refunds') return { kind: 'refund', id };
  if (collection === 'returnRequests') return { kind: 'return', id };
  if (collection === 'products' || LIST_COLLECTIONS.has(collection)) return { kind: 'product', id };
  if (collection === 'coupons') return { kind: 'coupon', id };
  return { kind: 'other', id };
}

/** The order an entry concerns, as the log links to it. */
export interface AuditOrder {
  id: string;
  userId: string;
  /** MB-2026-000356; null for an order placed before numbers. */
  orderNumber: string | null;
}

/**
 * What the log could read of an entry's target when the page was read (null when it no longer
 * exists or is of a kind not named): an order by its number, a refund with its amount and outcome,
 * a product by its designer and name, a coupon by its code.
 */
export type AuditSubject =
  | { kind: 'order'; order: AuditOrder }
  | { kind: 'return'; order: AuditOrder | null }
  | { kind: 'refund'; order: AuditOrder | null; amount: Cents; state: RefundState }
  | { kind: 'product'; brand: string; title: string }
  | { kind: 'coupon'; code: string };

const orderWords = (order: AuditOrder | null) =>
  order ? `order ${order.orderNumber ?? order.id}` : 'an order that no longer exists';

/** An entry's target in words: `Order MB-2026-000356`, `Refund of € 71,05 on order MB-...`. */
export function auditTargetText(target: string, subject: AuditSubject | null): string {
  if (!subject) {
    const { kind, id } = auditTargetOf(target);
    const what: Record<AuditTargetKind, string> = {
      order: 'An order',
      refund: 'A refund',
      return: 'A return request',
      product: 'A store product',
      coupon: 'A coupon',
      other: 'A document',
    };
    if (kind === 'other' && target.startsWith('syncJobs/')) return 'A supplier sync';
    // A coupon's id is its code.
    if (kind === 'coupon') return `Coupon ${id} (since deleted)`;
    return `${what[kind]} that no longer exists (${id})`;
  }
  switch (subject.kind) {
    case 'order':
      return `Order ${subject.order.orderNumber ?? subject.order.id}`;
    case 'return':
      return `Return request for ${orderWords(subject.order)}`;
    case 'refund':
      return `Refund of ${formatEuro(subject.amount)} on ${orderWords(subject.order)}`;
    case 'product':
      return `${subject.brand} ${subject.title}`.trim();
    case 'coupon':
      return `Coupon ${subject.code}`;
  }
}

/** A refund's outcome as the log shows it beside the request: Refunded, Failed, Waiting for Stripe. */
export function auditRefundOutcome(subject: AuditSubject | null): string | null {
  return subject?.kind === 'refund' ? REFUND_STATE_LABELS[subject.state] : null;
}

// ---------------------------------------------------------------------------------------------
// The query

export const AUDIT_PAGE_MAX = 200;

/**
 * `GET getauditlog[?who&actor&action&target&from&to&limit&before]`: part of an admin's e-mail, an
 * admin's uid, an action code, a document path (`orders/abc`) or an order number, a
 * period of shop days (both or neither), and paging.
 */
export const auditLogQuerySchema = z
  .object({
    who: z
      .string()
      .trim()
      .max(254, 'who can be at most 254 characters')
      .transform((text) => text.toLowerCase())
      .optional(),
    actor: documentIdSchema.optional(),
    action: z
      .string()
      .trim()
      .regex(/^[A-Za-z]+\.[A-Za-z]+$/, 'action must be an action code like order.status')
      .optional(),
    target: z
      .string()
      .trim()
      .refine(
        (text) => /^[A-Za-z]+\/[^/]{1,200}$/.test(text) || parseOrderNumber(text) !== null,
        'target must be a document path like orders/{id} or an order number like MB-2026-000356',
      )
      .optional(),
    from: z.string().optional(),
    to: z.string().optional(),
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(AUDIT_PAGE_MAX, `limit can be at most ${AUDIT_PAGE_MAX}`)
      .default(50),
    before: documentIdSchema.optional(),
  })
  .transform((query, ctx) => {
    if (query.from === undefined && query.to === undefined) return { ...query, period: null };
    const period = periodQuerySchema.safeParse({ from: query.from, to: query.to });
    if (!period.success) {
      for (const issue of period.error.issues) ctx.addIssue({ code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return { ...query, period: shopPeriod(period.data.from, period.data.to) };
  });
export type AuditLogQuery = z.output<typeof auditLogQuerySchema>;

/** The log's Firestore query, as data (the index test checks firestore.indexes.json serves it). */
export interface AuditLogPlan {
  equal: { field: string; value: string }[];
  /**
   * The documents an order's history is made of (the order, its refunds and return requests):
   * `target in` these, newest first, on the same index as one target.
   */
  targets: string[] | null;
  /**
   * Filters applied to the entries read rather than in the query: with a document, its history is
   * short, so the admin and action are checked on it (three fewer composite indexes).
   */
  alsoMatch: { field: 'who.uid' | 'action' | 'who'; value: string }[];
  period: { start: Date; end: Date } | null;
  orderBy: { field: 'at'; direction: 'desc' }[];
  limit: number;
}

/**
 * The plan for a query; `targets` the documents of the order a target names (auditOrderTargets),
 * when the target is an order. Part of an e-mail is matched on the entries read (`who`): a shop has
 * a handful of admins, and an index cannot find a part of a text.
 */
export function auditLogPlan(query: AuditLogQuery, targets: string[] | null = null): AuditLogPlan {
  const others: AuditLogPlan['alsoMatch'] = [];
  if (query.actor) others.push({ field: 'who.uid', value: query.actor });
  if (query.action) others.push({ field: 'action', value: query.action });
  const who = query.who ? [{ field: 'who' as const, value: query.who }] : [];
  const base = {
    period: query.period,
    orderBy: [{ field: 'at' as const, direction: 'desc' as const }],
    limit: query.limit,
  };
  if (targets) return { ...base, equal: [], targets, alsoMatch: [...others, ...who] };
  if (query.target) {
    return {
      ...base,
      equal: [{ field: 'target', value: query.target }],
      targets: null,
      alsoMatch: [...others, ...who],
    };
  }
  return { ...base, equal: others, targets: null, alsoMatch: who };
}

/** Firestore's limit of values in one `in` filter. */
export const AUDIT_TARGETS_MAX = 30;

/**
 * An order's history in the log: the order's own entries, its refunds' and its return requests'
 * (at most AUDIT_TARGETS_MAX documents; the newest refunds and requests first when there are more).
 */
export function auditOrderTargets(
  orderId: string,
  refundIds: string[],
  returnRequestIds: string[],
): string[] {
  return [
    `orders/${orderId}`,
    ...refundIds.map((id) => `refunds/${id}`),
    ...returnRequestIds.map((id) => `returnRequests/${id}`),
  ].slice(0, AUDIT_TARGETS_MAX);
}

/**
 * Whether the admin's e-mail (the log names admins by it) holds `text` (lower case): "sanne" finds
 * sanne.jansen@maisonborsa.nl, and the whole address shown in the Who column finds its entries.
 */
export function matchesAuditWho(who: { email: string | null }, text: string): boolean {
  return (who.email ?? '').toLowerCase().includes(text);
}

/** Whether an entry passes a plan's `alsoMatch` filters. */
export function matchesAuditPlan(
  entry: { who: { uid: string; email: string | null }; action: string },
  plan: AuditLogPlan,
): boolean {
  return plan.alsoMatch.every(({ field, value }) =>
    field === 'who.uid'
      ? entry.who.uid === value
      : field === 'who'
        ? matchesAuditWho(entry.who, value)
        : entry.action === value,
  );
}
