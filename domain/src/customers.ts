import { z } from 'zod';
import type { AdminReturnRequest } from './admin-returns';
import type { OrderStatus, PaymentStatus } from './catalogue';
import {
  normaliseEmail,
  type CustomerDetails,
  type Instant,
  type Order,
  type SavedAddress,
} from './documents';
import type { Cents } from './money';
import { CUSTOMER_SEARCH_MIN_LENGTH } from './admin-orders';
import { parseOrderNumber } from './order-numbers';
import { documentIdSchema } from './schemas';
import { searchWords, wordStarts } from './search-terms';
import { SALE_PAYMENTS } from './sales-figures';

/**
 * Customers (docs/decisions.md rule 56): one customer per e-mail address, an account's or a guest's,
 * with what it has bought. The functions keep a summary per customer (`customerSummaries`) from
 * every change of an order or an account, so the admin's list and search read summaries, never
 * every order. These are the rules that summary is made by, and how the admin searches it.
 */

// ---------------------------------------------------------------------------------------------
// The summary

/** What a customer's summary keeps of one of its orders: enough for the figures and the search. */
export interface CustomerOrderFigures {
  orderNumber: string | null;
  createdAt: Instant;
  /** What was charged (totals.payable). */
  payable: Cents;
  /** What Stripe has confirmed refunded of it (refunds.refunded). */
  refunded: Cents;
  /** The name the order was placed under. */
  fullName: string;
}

/** The account behind an e-mail, as its summary names it. */
export interface CustomerAccount {
  uid: string;
  firstName: string;
  lastName: string;
  createdAt: Instant;
}

/** The staff's private note on a customer (POST customernote). */
export interface CustomerNote {
  text: string;
  updatedAt: Instant;
  by: { uid: string; email: string | null };
}

/** The figures a summary derives from its orders and account (summariseCustomer). */
export interface CustomerFigures {
  email: string;
  /** The name of the latest order, else the account's. */
  name: string;
  account: CustomerAccount | null;
  /** Orders whose money came in (SALE_PAYMENTS), whatever happened after. */
  orders: number;
  /** What those orders charged, net of what was refunded. */
  spent: Cents;
  refunded: Cents;
  firstOrderAt: Instant | null;
  lastOrderAt: Instant | null;
  /** The last order, or the account's creation without orders: the list's order, newest first. */
  lastActivityAt: Instant;
  /** By order id. */
  orderFigures: Record<string, CustomerOrderFigures>;
  /** What the admin's search matches (customerSearchKeys). */
  searchKeys: string[];
}

/** customerSummaries/{customerId}: the id is a digest of the e-mail (functions/src/data/customers.ts). */
export type CustomerSummary = CustomerFigures & {
  note?: CustomerNote;
  updatedAt: Instant;
};

/**
 * The customer an order belongs to: its e-mail, normalised; null once its personal data is removed
 * (retention.ts), when the order no longer names anybody.
 */
export function customerEmailOf(order: Pick<Order, 'customer' | 'personalDataRemovedAt'>): string | null {
  if (order.personalDataRemovedAt) return null;
  const email = normaliseEmail(order.customer.email ?? '');
  return email === '' ? null : email;
}

/** What a summary keeps of an order, or null when the order does not count (no money came in). */
export function customerOrderFigures(
  order: Pick<Order, 'orderNumber' | 'createdAt' | 'customer' | 'totals' | 'payment' | 'refunds'>,
): CustomerOrderFigures | null {
  if (!SALE_PAYMENTS.includes(order.payment)) return null;
  return {
    orderNumber: order.orderNumber ?? null,
    createdAt: order.createdAt,
    payable: order.totals.payable,
    refunded: order.refunds?.refunded ?? 0,
    fullName: order.customer.fullName.trim(),
  };
}

type OrderFacts = Pick<
  Order,
  'orderNumber' | 'createdAt' | 'customer' | 'totals' | 'payment' | 'refunds' | 'personalDataRemovedAt'
>;

const sameFigures = (a: CustomerOrderFigures | null, b: CustomerOrderFigures | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.orderNumber === b.orderNumber &&
    a.createdAt.toMillis() === b.createdAt.toMillis() &&
    a.payable === b.payable &&
    a.refunded === b.refunded &&
    a.fullName === b.fullName);

/**
 * Whether a change of an order (either side absent: created or deleted) can change a customer's
 * summary. Most order writes (status, shipment, the payment intent) cannot, and cost no summary
 * read or write.
 */
export function changesCustomerSummary(
  before: OrderFacts | undefined,
  after: OrderFacts | undefined,
): boolean {
  const kept = (order: OrderFacts | undefined) => {
    const email = order ? customerEmailOf(order) : null;
    const figures = order && email ? customerOrderFigures(order) : null;
    return { email, figures };
  };
  const [was, is] = [kept(before), kept(after)];
  // An order no summary keeps (unpaid, or naming nobody) before and after changes none.
  if (was.figures === null && is.figures === null) return false;
  return was.email !== is.email || !sameFigures(was.figures, is.figures);
}

/** Word starts longer than this are not stored: only the whole word matches then. */
const CUSTOMER_KEY_MAX_PREFIX = 24;

function wordKeys(word: string): string[] {
  const keys = [word, ...wordStarts(word, CUSTOMER_SEARCH_MIN_LENGTH, CUSTOMER_KEY_MAX_PREFIX)];
  // A number is also found without its leading zeros ("356" finds MB-2026-000356).
  if (/^\d+$/.test(word)) keys.push(String(Number(word)));
  return keys;
}

/**
 * What the admin's search matches a customer by: the starts of every word of its names and e-mail
 * (lower-case, without accents; "sanne", "devr", "example"), of its order numbers' parts ("2026",
 * "000356", "356"), and each whole order number (MB-2026-000356).
 */
export function customerSearchKeys(name: string, email: string, orderNumbers: readonly string[]): string[] {
  const keys = new Set<string>();
  for (const word of searchWords(`${name} ${email} ${orderNumbers.join(' ')}`)) {
    for (const key of wordKeys(word)) keys.add(key);
  }
  for (const number of orderNumbers) keys.add(number);
  return [...keys];
}

/**
 * A summary's figures from its orders and account; null when there is neither (the customer is
 * gone: its summary, note included, is deleted).
 */
export function summariseCustomer(input: {
  email: string;
  account: CustomerAccount | null;
  orderFigures: Record<string, CustomerOrderFigures>;
}): CustomerFigures | null {
  const { email, account, orderFigures } = input;
  const orders = Object.values(orderFigures).sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis());
  const first = orders[0];
  const last = orders.at(-1);
  if (!account && !last) return null;
  const accountName = account ? `${account.firstName} ${account.lastName}`.trim() : '';
  const latestOrderName = [...orders].reverse().find((order) => order.fullName !== '')?.fullName ?? '';
  // The orders' name first: an account's profile is whatever its maker typed, and an account
  // registered with a guest's address has not shown that it owns it (docs/decisions.md rule 34).
  const name = latestOrderName || accountName || email;
  const charged = orders.reduce((sum, order) => sum + order.payable, 0);
  const refunded = orders.reduce((sum, order) => sum + order.refunded, 0);
  const orderNumbers = orders.flatMap((order) => (order.orderNumber ? [order.orderNumber] : []));
  return {
    email,
    name,
    account,
    orders: orders.length,
    spent: charged - refunded,
    refunded,
    firstOrderAt: first?.createdAt ?? null,
    lastOrderAt: last?.createdAt ?? null,
    lastActivityAt: last?.createdAt ?? (account as CustomerAccount).createdAt,
    orderFigures,
    // Every name it was known by is found: each order's and the account's.
    searchKeys: customerSearchKeys(
      [...new Set([name, accountName, ...orders.map((order) => order.fullName)])].join(' '),
      email,
      orderNumbers,
    ),
  };
}

// ---------------------------------------------------------------------------------------------
// Searching and listing

/** Customers per page: at most, and unless asked otherwise. */
export const CUSTOMERS_PAGE_MAX = 100;
export const CUSTOMERS_PAGE_DEFAULT = 25;

/**
 * How many summaries one search reads at most to fill a page when it has more than one word (the
 * others are matched in memory): a page may then come back short, with `next` to read on.
 */
export const CUSTOMER_SEARCH_SCAN_MAX = 500;

/**
 * What a search asks of the summaries: one key for the query (`array-contains` on `searchKeys`,
 * the most telling: a whole order number, else the longest word) and the others every match must
 * also hold.
 */
export interface CustomerSearch {
  key: string;
  alsoKeys: string[];
}

const searchableWord = (word: string) => word.length >= CUSTOMER_SEARCH_MIN_LENGTH || /^\d+$/.test(word);

/**
 * What the admin typed, as a search: an order number as anyone types it (`mb 2026 356`), else the
 * words of a name or e-mail, each matching a word start. null for blank text (every customer) and
 * for text with nothing to search by (single letters, punctuation), which the query schema refuses.
 */
export function customerSearch(text: string): CustomerSearch | null {
  const orderNumber = parseOrderNumber(text);
  if (orderNumber !== null) return { key: orderNumber, alsoKeys: [] };
  const [key, ...alsoKeys] = searchWords(text)
    .filter(searchableWord)
    .sort((a, b) => b.length - a.length);
  return key === undefined ? null : { key, alsoKeys };
}

export const CUSTOMER_SEARCH_TOO_SHORT = `Search by at least ${CUSTOMER_SEARCH_MIN_LENGTH} letters of a name or e-mail, or by an order number`;

/** `GET customers[?q&limit&after]`; `search` is q read by customerSearch. */
export const customersQuerySchema = z
  .object({
    q: z
      .string({ error: 'q must be text' })
      .trim()
      .max(200, 'The search can be at most 200 characters')
      .default(''),
    limit: z.coerce
      .number({ error: 'limit must be a whole number' })
      .int('limit must be a whole number')
      .min(1, 'limit must be at least 1')
      .max(CUSTOMERS_PAGE_MAX, `limit can be at most ${CUSTOMERS_PAGE_MAX}`)
      .default(CUSTOMERS_PAGE_DEFAULT),
    /** The last customer of the previous page. */
    after: documentIdSchema.optional(),
  })
  .transform((query, ctx) => {
    const search = customerSearch(query.q);
    if (query.q !== '' && search === null) {
      ctx.addIssue({ code: 'custom', path: ['q'], message: CUSTOMER_SEARCH_TOO_SHORT });
      return z.NEVER;
    }
    return { ...query, search };
  });
export type CustomersQuery = z.output<typeof customersQuerySchema>;

/** Whether a summary's keys hold every word of the search. */
export function summaryMatchesSearch(searchKeys: readonly string[], search: CustomerSearch | null): boolean {
  if (search === null) return true;
  return [search.key, ...search.alsoKeys].every((key) => searchKeys.includes(key));
}

/** The customers query, as data (the index test checks firestore.indexes.json serves it). */
export interface CustomersPlan {
  arrayContains: { field: 'searchKeys'; value: string } | null;
  orderBy: { field: 'lastActivityAt'; direction: 'desc' }[];
}

export function customersPlan(search: CustomerSearch | null): CustomersPlan {
  return {
    arrayContains: search ? { field: 'searchKeys', value: search.key } : null,
    orderBy: [{ field: 'lastActivityAt', direction: 'desc' }],
  };
}

// ---------------------------------------------------------------------------------------------
// The staff's note

export const CUSTOMER_NOTE_MAX = 2000;

/** `POST customernote {customerId, note}`: the note replaces the one before; '' removes it. */
export const customerNoteBodySchema = z.object({
  customerId: documentIdSchema,
  note: z
    .string({ error: 'note must be text' })
    .trim()
    .max(CUSTOMER_NOTE_MAX, `A note can be at most ${CUSTOMER_NOTE_MAX} characters`),
});
export type AdminCustomerNoteBody = z.input<typeof customerNoteBodySchema>;

// ---------------------------------------------------------------------------------------------
// Addresses

/** An address an order went to, or one of the account's saved ones, as the customer page lists them. */
export type CustomerAddress = SavedAddress & { companyAddress: string };

const addressKey = (address: Pick<CustomerDetails, 'address' | 'postcode' | 'city' | 'country'>) =>
  [address.address, address.postcode, address.city, address.country]
    .map((part) => part.trim().toLowerCase().replace(/\s+/g, ' '))
    .join('|');

/**
 * The addresses a customer's orders went to, newest first, each once (the same street, postcode,
 * city and country, whatever the case or spacing), without those already saved in the account.
 */
export function orderAddresses(
  orders: readonly { createdAt: string; customer: CustomerDetails }[],
  saved: readonly SavedAddress[] = [],
): CustomerAddress[] {
  const seen = new Set(saved.map(addressKey));
  const addresses: CustomerAddress[] = [];
  for (const { customer } of [...orders].sort((a, b) => b.createdAt.localeCompare(a.createdAt))) {
    const key = addressKey(customer);
    if (customer.address.trim() === '' || seen.has(key)) continue;
    seen.add(key);
    const { firstName, lastName, country, address, city, state, postcode, phone, companyAddress } = customer;
    addresses.push({ firstName, lastName, country, address, city, state, postcode, phone, companyAddress });
  }
  return addresses;
}

// ---------------------------------------------------------------------------------------------
// Responses (JSON: instants as ISO strings)

/** A row of the customers list. */
export interface AdminCustomer {
  id: string;
  email: string;
  name: string;
  /** The account's uid and when it was made, or null for a guest. */
  account: { uid: string; createdAt: string } | null;
  orders: number;
  spent: Cents;
  refunded: Cents;
  firstOrderAt: string | null;
  lastOrderAt: string | null;
}

/** `GET customers`: a page, and the id to ask for the next one with (`after`), or null at the end. */
export interface AdminCustomersPage {
  customers: AdminCustomer[];
  next: string | null;
}

/** An order as the customer page lists it. */
export interface AdminCustomerOrder {
  id: string;
  userId: string;
  orderNumber: string | null;
  createdAt: string;
  payment: PaymentStatus;
  status: OrderStatus;
  payable: Cents;
  refunded: Cents;
  totalItems: number;
}

/** `GET customer/{customerId}`: the customer page. */
export interface AdminCustomerDetails {
  customer: AdminCustomer;
  /** Whether the account has shown it owns the address (null for a guest); its saved addresses are shown only then. */
  accountVerified: boolean | null;
  note: { text: string; updatedAt: string; by: { uid: string; email: string | null } } | null;
  /** Its orders whose money came in, newest first. */
  orders: AdminCustomerOrder[];
  returns: Omit<AdminReturnRequest, 'order'>[];
  /** The account's address book (empty for a guest and an unverified account). */
  savedAddresses: SavedAddress[];
  /** Where its orders went, newest first, without the saved ones. */
  orderAddresses: CustomerAddress[];
}
