import { z } from 'zod';
import type { AuditChanges, AuditValue } from './documents';
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
  'supplierSync.start': 'Started a supplier sync',
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
// The query

export const AUDIT_PAGE_MAX = 200;

/**
 * `GET getauditlog[?actor&action&target&from&to&limit&before]`: an admin's uid, an action code, a
 * document path (`orders/abc`), a period of shop days (both or neither), and paging.
 */
export const auditLogQuerySchema = z
  .object({
    actor: documentIdSchema.optional(),
    action: z
      .string()
      .trim()
      .regex(/^[A-Za-z]+\.[A-Za-z]+$/, 'action must be an action code like order.status')
      .optional(),
    target: z
      .string()
      .trim()
      .regex(/^[A-Za-z]+\/[^/]{1,200}$/, 'target must be a document path like orders/{id}')
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
   * Filters applied to the entries read rather than in the query: with a document, its history is
   * short, so the admin and action are checked on it (three fewer composite indexes).
   */
  alsoMatch: { field: 'who.uid' | 'action'; value: string }[];
  period: { start: Date; end: Date } | null;
  orderBy: { field: 'at'; direction: 'desc' }[];
  limit: number;
}

export function auditLogPlan(query: AuditLogQuery): AuditLogPlan {
  const others: AuditLogPlan['alsoMatch'] = [];
  if (query.actor) others.push({ field: 'who.uid', value: query.actor });
  if (query.action) others.push({ field: 'action', value: query.action });
  const base = {
    period: query.period,
    orderBy: [{ field: 'at' as const, direction: 'desc' as const }],
    limit: query.limit,
  };
  if (query.target) return { ...base, equal: [{ field: 'target', value: query.target }], alsoMatch: others };
  return { ...base, equal: others, alsoMatch: [] };
}

/** Whether an entry passes a plan's `alsoMatch` filters. */
export function matchesAuditPlan(
  entry: { who: { uid: string }; action: string },
  plan: AuditLogPlan,
): boolean {
  return plan.alsoMatch.every(({ field, value }) =>
    field === 'who.uid' ? entry.who.uid === value : entry.action === value,
  );
}
