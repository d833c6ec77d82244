import type { AdminOrder } from './admin-orders';
import { RETURN_STATES, type ReturnDecision, type ReturnRequest, type ReturnState } from './documents';
import { parseOrderNumber } from './order-numbers';
import { shopConfig } from './shop-config';

/**
 * The admin's return requests (docs/decisions.md rule 22): who may decide them,
 * which are late, and the Returns screen's list: every request reachable by paging (a cursor, never
 * an offset), filtered by state, found by the order's number or the shopper's e-mail.
 */

/** Whether the admin may approve or reject a return in this state: only while it is Requested. */
export function canDecideReturn(state: ReturnState): boolean {
  return state === 'Requested';
}

/**
 * Whether a request came in after the return window (shopConfig.returns.days) counted from the
 * order: the admin sees it flagged and decides. Null order (gone): not flagged, nothing to count from.
 */
export function isOutsideReturnWindow(requestedAtIso: string, orderCreatedAtIso: string | null): boolean {
  if (orderCreatedAtIso === null) return false;
  const days = (Date.parse(requestedAtIso) - Date.parse(orderCreatedAtIso)) / 86_400_000;
  return days > shopConfig.returns.days;
}

/** A return request from /returnform with the order it names (null when there is no such order). */
export type AdminReturnRequest = Omit<ReturnRequest, 'createdAt' | 'decision'> & {
  id: string;
  createdAt: string;
  decision: (Omit<ReturnDecision, 'at'> & { at: string }) | null;
  order: AdminOrder | null;
};

/** Whether `value` is a return request's state (the `?state=` filter). */
export function isReturnState(value: string): value is ReturnState {
  return (RETURN_STATES as readonly string[]).includes(value);
}

/**
 * The returns that still need the shop (docs/decisions.md rule 63): waiting for a decision, or
 * approved with the refund still due (a return becomes Refunded when its refund succeeds). Today's
 * "Open return requests" counts these, and its card opens the list filtered to them.
 */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['Requested', 'Approved'];

/**
 * Whether one return request is open: in OPEN_RETURN_STATES, and when approved, with no refund asked
 * yet (between the refund's request and its success the state is still Approved). The daily summary
 * reads OPEN_RETURN_STATES and keeps these.
 */
export function isOpenReturn(
  request: Pick<ReturnRequest, 'state'> & {
    decision: Pick<ReturnDecision, 'refundId'> | null;
  },
): boolean {
  if (request.state === 'Requested') return true;
  return request.state === 'Approved' && (request.decision?.refundId ?? null) === null;
}

/** The Returns list's state filter: one state, or `open` (OPEN_RETURN_STATES). */
export const OPEN_RETURNS = 'open';
export type ReturnsFilter = ReturnState | typeof OPEN_RETURNS;

/** The Returns screen's filters, in the order its select offers them. */
export const RETURNS_FILTERS: readonly ReturnsFilter[] = [OPEN_RETURNS, ...RETURN_STATES];

export function isReturnsFilter(value: string): value is ReturnsFilter {
  return value === OPEN_RETURNS || isReturnState(value);
}

/** The filter as the Returns screen's select names it. */
export function returnsFilterLabel(filter: ReturnsFilter): string {
  return filter === OPEN_RETURNS ? 'Open (to decide or to refund)' : filter;
}

/**
 * What the Returns search looks for: an order number as typed (parseOrderNumber: any case,
 * `mb-2026-123`), an e-mail (as typed and in lower case: the form keeps it as typed), or else an
 * old order's id (orders placed before numbers).
 */
export type ReturnSearch =
  | { kind: 'orderNumber'; orderNumber: string }
  | { kind: 'email'; emails: string[] }
  | { kind: 'orderId'; orderId: string };

/** The search `text` means, or null for a blank one. */
export function returnSearch(text: string): ReturnSearch | null {
  const typed = text.trim();
  if (typed === '') return null;
  const orderNumber = parseOrderNumber(typed);
  if (orderNumber !== null) return { kind: 'orderNumber', orderNumber };
  if (typed.includes('@')) return { kind: 'email', emails: [...new Set([typed, typed.toLowerCase()])] };
  return { kind: 'orderId', orderId: typed };
}

/**
 * The Returns list's query, as data (the index test checks that firestore.indexes.json serves every
 * shape): equality on the state, `in` on the order ids or e-mails searched, newest first, at most
 * `limit` requests after the cursor. An order number is looked up first: its order's id is searched.
 */
export interface ReturnRequestsQuery {
  equal: { field: 'state'; value: ReturnState }[];
  /** The open filter: `state in` OPEN_RETURN_STATES. */
  states: readonly ReturnState[] | null;
  oneOf: { field: 'orderId' | 'email'; values: string[] } | null;
  orderBy: { field: 'createdAt'; direction: 'desc' }[];
  limit: number;
}

/** The query for a filter (null: any) and the order ids or e-mails a search names (null: no search). */
export function returnRequestsQuery(
  filter: ReturnsFilter | null,
  oneOf: ReturnRequestsQuery['oneOf'],
  limit: number,
): ReturnRequestsQuery {
  const state = filter === OPEN_RETURNS ? null : filter;
  return {
    equal: state === null ? [] : [{ field: 'state', value: state }],
    states: filter === OPEN_RETURNS ? OPEN_RETURN_STATES : null,
    oneOf,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
    limit,
  };
}
