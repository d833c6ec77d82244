import {
  COMPLETED_ORDER_STATUS,
  type AdminOrderStatus,
  type OrderStatus,
  type PaymentStatus,
} from './catalogue';
import type { Order, RefundDoc } from './documents';
import { parseOrderNumber } from './order-numbers';
import { TO_SHIP } from './orders-overview';
import { searchWords, wordStarts } from './search-terms';
import { shopDate } from './shop-time';

/**
 * The admin's orders (admin.md sections 2-4, docs/decisions.md rules 17, 19): which orders each filter
 * and search shows, which status changes an order may take, and the Admin* order types the API
 * answers and the dashboard reads. Beside it: Today's figures (orders-overview.ts), returns
 * (admin-returns.ts), coupons (admin-coupons.ts), the export (order-export.ts).
 */

// ---------------------------------------------------------------------------------------------
// Filters

/** The All Orders table's filters, in the order the screen shows them. */
export const ORDER_FILTERS = ['complete', 'incomplete', 'all'] as const;
export type OrderFilter = (typeof ORDER_FILTERS)[number];

export const ORDER_FILTER_LABELS: Readonly<Record<OrderFilter, string>> = {
  complete: 'Complete',
  incomplete: 'Incomplete',
  all: 'All',
};

/** The `completed` flag a filter selects, or null for every order. */
export function completedForFilter(filter: OrderFilter): boolean | null {
  if (filter === 'all') return null;
  return filter === 'complete';
}

/** The chip of an order's `completed` flag (admin.md section 4). */
export function completedLabel(completed: boolean): 'Complete' | 'Incomplete' {
  return completed ? 'Complete' : 'Incomplete';
}

// ---------------------------------------------------------------------------------------------
// Search and the payment filter

/** What the All Orders search looks in: an order number, or part of the customer's name or e-mail. */
export const ORDER_SEARCH_FIELDS = ['orderNumber', 'customer'] as const;
export type OrderSearchField = (typeof ORDER_SEARCH_FIELDS)[number];

export const ORDER_SEARCH_LABELS: Readonly<Record<OrderSearchField, string>> = {
  orderNumber: 'Order number',
  customer: 'Name or e-mail',
};

export interface OrderSearch {
  field: OrderSearchField;
  text: string;
}

/** Shorter word starts are not indexed: one letter would find half the shop's customers. */
export const CUSTOMER_SEARCH_MIN_LENGTH = 2;

/** Longer word starts are not indexed: a longer part of a word is matched on the orders read. */
const CUSTOMER_SEARCH_MAX_LENGTH = 20;

/**
 * orders/{id}.customerSearchTerms (docs/decisions.md rule 63): the words of the customer's name and
 * e-mail (lower case, accents dropped, the e-mail split at its dots and @) and every start of them,
 * plus the whole address, so that one `array-contains` finds "sanne", "jans" or
 * sanne.jansen@example.nl among the orders, newest first, in an index (no order is read to search).
 * Written with the customer's details; emptied with them when personal data is removed.
 */
export function customerSearchTerms(customer: { fullName: string; email: string }): string[] {
  const email = customer.email.trim().toLowerCase();
  const words = searchWords(`${customer.fullName} ${email}`);
  const terms = words.flatMap((word) => [
    word,
    ...wordStarts(word, CUSTOMER_SEARCH_MIN_LENGTH, CUSTOMER_SEARCH_MAX_LENGTH),
  ]);
  return [...new Set([...terms, ...(email === '' ? [] : [email])])];
}

/** A whole e-mail address, which is searched for as one term; any other text by its words. */
const WHOLE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/** The term a name or e-mail search queries by: a whole address, or its longest word cut to the indexed length. */
function customerSearchTerm(text: string): string | null {
  const typed = text.trim().toLowerCase();
  if (WHOLE_EMAIL.test(typed)) return typed;
  const longest = searchWords(typed).reduce((best, word) => (word.length > best.length ? word : best), '');
  return longest.length < CUSTOMER_SEARCH_MIN_LENGTH ? null : longest.slice(0, CUSTOMER_SEARCH_MAX_LENGTH);
}

/** Why a name or e-mail search cannot be run, or null. */
export function customerSearchProblem(text: string): string | null {
  return customerSearchTerm(text) === null
    ? `Type at least ${CUSTOMER_SEARCH_MIN_LENGTH} letters of a name or e-mail`
    : null;
}

/**
 * Whether an order's customer matches a name or e-mail search: the whole address, or every word
 * typed the start of a word of the name or e-mail. The query finds the orders by one term; the
 * others are checked on the orders it reads.
 */
export function matchesCustomerSearch(customer: { fullName: string; email: string }, text: string): boolean {
  const email = customer.email.trim().toLowerCase();
  const typed = text.trim().toLowerCase();
  if (email !== '' && typed === email) return true;
  const words = searchWords(`${customer.fullName} ${email}`);
  const wanted = searchWords(typed);
  return wanted.length > 0 && wanted.every((part) => words.some((word) => word.startsWith(part)));
}

/**
 * The All Orders query, as data: the SPA's live listener builds it, and the index test checks that
 * firestore.indexes.json serves every shape. Equality filters and one `array-contains`, newest
 * first, at most `limit` orders: the table never reads more than it shows (plus one, to know there
 * are more).
 */
export interface AdminOrdersQuery {
  equal: { field: string; value: string | boolean }[];
  /** The orders to ship (Today's "Paid, not shipped"): `payment in` TO_SHIP.payments. */
  paymentIn: readonly PaymentStatus[] | null;
  /** A name or e-mail search: one of the orders' customerSearchTerms. */
  contains: { field: 'customerSearchTerms'; value: string } | null;
  /** An old order's id (placed before readable numbers): the one order with that document id. */
  documentId: string | null;
  orderBy: { field: string; direction: 'asc' | 'desc' }[];
  limit: number;
}

/**
 * The query for a completion filter, a payment (null: any) and a search (null or blank: none); or,
 * with `toShip`, for the orders Today counts as paid and not shipped (TO_SHIP), the search applied
 * to them and the other filters left out.
 * A name or e-mail is searched by its longest word (customerSearchTerms; the orders read are then
 * checked for the other words with matchesCustomerSearch). An order number is read as a shopper or
 * the owner types it (`mb-2026-123` is MB-2026-000123, parseOrderNumber); text that is no order
 * number is an old order's id. The search's text is trimmed.
 */
export function adminOrdersQuery(
  filter: OrderFilter,
  payment: PaymentStatus | null,
  search: OrderSearch | null,
  limit: number,
  toShip = false,
): AdminOrdersQuery {
  const equal: AdminOrdersQuery['equal'] = [];
  const completed = toShip ? null : completedForFilter(filter);
  if (completed !== null) equal.push({ field: 'completed', value: completed });
  if (payment !== null && !toShip) equal.push({ field: 'payment', value: payment });
  if (toShip) equal.push({ field: 'status', value: TO_SHIP.status });
  const paymentIn = toShip ? TO_SHIP.payments : null;
  const text = search?.text.trim() ?? '';
  const newestFirst: AdminOrdersQuery['orderBy'] = [{ field: 'createdAt', direction: 'desc' }];
  const plain = { equal, paymentIn, contains: null, documentId: null, orderBy: newestFirst, limit };
  if (!search || text === '') return plain;
  if (search.field === 'orderNumber') {
    const orderNumber = parseOrderNumber(text);
    if (orderNumber === null) return { ...plain, documentId: text, orderBy: [], limit: 1 };
    return {
      ...plain,
      equal: [...equal, { field: 'orderNumber', value: orderNumber }],
      orderBy: [],
      limit: 1,
    };
  }
  const term = customerSearchTerm(text);
  // Too short to search by (customerSearchProblem says so): the filters alone.
  if (term === null) return plain;
  return { ...plain, contains: { field: 'customerSearchTerms', value: term } };
}

// ---------------------------------------------------------------------------------------------
// Status changes

/** What mark complete sets: it really completes the order (rule 17), like choosing Order Completed. */
export const MARK_COMPLETE_STATUS: AdminOrderStatus = 'Order Completed';

export type AdminStatusDecision =
  | { ok: true; changed: false }
  | { ok: true; changed: true; status: AdminOrderStatus; completed: boolean }
  | { ok: false; message: string };

/**
 * Whether the admin may set an order to `next` (Update Status, mark complete), and what it becomes.
 * The lifecycle (rule 17) runs pending payment -> paid -> Order Received -> Out for Delivery ->
 * Order Completed, so only a paid order takes these statuses: an unpaid, failed or refunded order
 * is never shipped. Among them the admin may also step back (a mistake is corrected the same way).
 * `completed` mirrors Order Completed; choosing the status the order already has changes nothing.
 */
export function decideAdminStatusChange(
  order: { payment: PaymentStatus; status: OrderStatus },
  next: AdminOrderStatus,
): AdminStatusDecision {
  // Said first: a refunded or cancelled order is never shipped, whatever else is true of it.
  if (order.payment === 'Refunded') {
    return { ok: false, message: `This order was refunded, so it cannot be set to ${next}.` };
  }
  if (order.status === 'Cancelled') {
    return {
      ok: false,
      message: `This order was cancelled (payment: ${order.payment}), so it cannot be set to ${next}.`,
    };
  }
  // A partly refunded order still ships the items that were not refunded.
  if (order.payment !== 'Paid' && order.payment !== 'Partly refunded') {
    return {
      ok: false,
      message: `This order is not paid (payment: ${order.payment}, status: ${order.status}), so it cannot be set to ${next}.`,
    };
  }
  if (order.status === next) return { ok: true, changed: false };
  return { ok: true, changed: true, status: next, completed: next === COMPLETED_ORDER_STATUS };
}

/**
 * Whether the screens offer Mark complete for an order: only when it would complete it (a paid,
 * not cancelled order that is not complete yet). The API refuses the others all the same (409).
 */
export function canMarkComplete(order: { payment: PaymentStatus; status: OrderStatus }): boolean {
  const decision = decideAdminStatusChange(order, MARK_COMPLETE_STATUS);
  return decision.ok && decision.changed;
}

// ---------------------------------------------------------------------------------------------
// Texts

/**
 * What the orders and returns screens say after an action (shown for snackbarMs.adminToast).
 * Each names the order it acted on by its reference (orderReference: the number, or an old order's id).
 */
export const ADMIN_ORDER_MESSAGES = {
  statusUpdated: (order: string, status: AdminOrderStatus) => `Order ${order}: status updated to ${status}`,
  statusUnchanged: (order: string, status: OrderStatus) => `Order ${order} is already ${status}`,
  markedComplete: (order: string) => `Order ${order} marked as complete`,
  deleted: (order: string) => `Order ${order} deleted`,
  chooseStatus: 'Choose a status first',
} as const;

// ---------------------------------------------------------------------------------------------
// Responses (JSON: instants as ISO strings)

/** An order as the admin sees it: the stored order with its id (the client's payment report left out). */
export type AdminOrder = Omit<Order, 'createdAt' | 'clientReport' | 'clientSecretHash'> & {
  id: string;
  createdAt: string;
};

/** GET adminorders: a page of All Orders (staff's list, read through the API; docs/decisions.md rule 71). */
export interface AdminOrdersPage {
  orders: AdminOrder[];
  /** True when the view has more orders than the limit asked for. */
  hasMore: boolean;
}

/** A customer account as the order details name it. */
export interface AdminAccount {
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  createdAt: string;
}

/** GET getuserdetails/{userId}?view=account[&email=]: who placed orders under a uid. */
export interface AdminUserDetails {
  userId: string;
  /** The customer account's profile, or null for a guest (an anonymous visitor). */
  account: Omit<AdminAccount, 'userId'> | null;
  /**
   * For a guest asked with `email`: the account registered with that e-mail since (another uid),
   * or null when there is none. Always null for an account's own orders.
   */
  emailAccount: AdminAccount | null;
  /** How many orders this user has placed. */
  orderCount: number;
}

/**
 * GET getuserdetails/{userId} in the spec's form (admin.md section 7: "the last element of the array
 * is used"): the details a user gave, one record per order, oldest first, so the last is the latest
 * checkout; an account without orders answers its own name and e-mail.
 */
export interface SpecUserDetails {
  fullName: string;
  email: string;
  phoneno: string;
  address: string;
  companyAddress: string;
}

/**
 * How Order Details names the account behind an order, in words that stay true after a guest
 * registers: the account's name, or a guest checkout and the account the e-mail has now, if any.
 */
export function accountDescription(user: Pick<AdminUserDetails, 'account' | 'emailAccount'>): string {
  const { account, emailAccount } = user;
  if (account) return `${account.firstName} ${account.lastName} (${account.email})`;
  if (emailAccount) {
    const name = `${emailAccount.firstName} ${emailAccount.lastName}`.trim();
    return `Guest checkout; this e-mail has had an account since ${shopDate(emailAccount.createdAt)}: ${name === '' ? emailAccount.email : `${name} (${emailAccount.email})`}`;
  }
  return 'Guest checkout; no account uses this e-mail';
}

/** POST updateorderstatusmainstore: the order after the change; `mailed` when the customer was written to. */
export interface AdminOrderStatusUpdate {
  order: AdminOrder;
  changed: boolean;
  mailed: boolean;
}

/** A refund as the dashboard shows it (refunds/{id} with instants as ISO strings). */
export type AdminRefund = Omit<RefundDoc, 'createdAt' | 'settledAt'> & {
  id: string;
  createdAt: string;
  settledAt: string | null;
};

/** POST refundorder: the refund as recorded after asking Stripe, and the order as it is now. */
export interface AdminRefundResponse {
  refund: AdminRefund;
  order: AdminOrder;
  /** True when this refundId had been sent before: nothing new was asked of Stripe's money. */
  repeated: boolean;
}
