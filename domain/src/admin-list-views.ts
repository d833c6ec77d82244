import {
  ORDER_FILTERS,
  ORDER_SEARCH_FIELDS,
  type OrderFilter,
  type OrderSearch,
  type OrderSearchField,
} from './admin-orders';
import { isReturnsFilter, type ReturnsFilter } from './admin-returns';
import { parseGenderFilter, type StoreGenderFilter } from './admin-search';
import { PAYMENT_STATUSES, type PaymentStatus } from './catalogue';

/**
 * The admin lists keep what they show in their address (docs/decisions.md rule 63): the filters
 * and the search are query parameters, so Back, a reload, a bookmark and a link from Order Details
 * ("Back to all orders") open the list as it was left. A parameter that names nothing the list
 * knows is ignored: the list then shows its default.
 */

/** What All Orders shows: the completion filter, a payment (null: any) and a search. */
export interface OrdersListView {
  filter: OrderFilter;
  payment: PaymentStatus | null;
  search: OrderSearch | null;
  /** Only the orders Today counts as paid and not shipped (the filter and payment then left aside). */
  toShip: boolean;
}

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | null =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : null;

/** `?show=complete&payment=Paid&by=customer&q=sanne` (or `?toship=1`) as All Orders reads it. */
export function ordersListView(params: URLSearchParams): OrdersListView {
  const text = (params.get('q') ?? '').trim();
  const field: OrderSearchField = oneOf(ORDER_SEARCH_FIELDS, params.get('by')) ?? 'orderNumber';
  return {
    filter: oneOf(ORDER_FILTERS, params.get('show')) ?? 'all',
    payment: oneOf(PAYMENT_STATUSES, params.get('payment')),
    search: text === '' ? null : { field, text },
    toShip: params.get('toship') === '1',
  };
}

/** The parameters of a view (defaults left out, so the plain list keeps its plain address). */
export function ordersListParams(view: OrdersListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.toShip) params.set('toship', '1');
  else {
    if (view.filter !== 'all') params.set('show', view.filter);
    if (view.payment !== null) params.set('payment', view.payment);
  }
  if (view.search && view.search.text.trim() !== '') {
    params.set('by', view.search.field);
    params.set('q', view.search.text.trim());
  }
  return params;
}

/** What the Returns list shows: a state filter (null: any) and a search ('' none). */
export interface ReturnsListView {
  state: ReturnsFilter | null;
  search: string;
}

/** `?state=open&q=MB-2026-000123` as the Returns list reads it. */
export function returnsListView(params: URLSearchParams): ReturnsListView {
  const state = params.get('state');
  return {
    state: state !== null && isReturnsFilter(state) ? state : null,
    search: (params.get('q') ?? '').trim(),
  };
}

export function returnsListParams(view: ReturnsListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.state !== null) params.set('state', view.state);
  if (view.search.trim() !== '') params.set('q', view.search.trim());
  return params;
}

/** What the main store's list shows: a gender filter, a search ('' none) and a page (0-based). */
export interface StoreListView {
  gender: StoreGenderFilter;
  search: string;
  page: number;
}

/** `?gender=M&page=2` or `?q=kelly` as the main store's list reads it (pages counted from 1). */
export function storeListView(params: URLSearchParams): StoreListView {
  const page = Number(params.get('page') ?? '1');
  return {
    gender: parseGenderFilter(params.get('gender') ?? '') ?? 'ALL',
    search: (params.get('q') ?? '').trim(),
    page: Number.isInteger(page) && page >= 1 ? page - 1 : 0,
  };
}

export function storeListParams(view: StoreListView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.search.trim() !== '') {
    params.set('q', view.search.trim());
    return params;
  }
  if (view.gender !== 'ALL') params.set('gender', view.gender);
  if (view.page > 0) params.set('page', String(view.page + 1));
  return params;
}

/** What the audit log filters by, as typed (each '' when not used). */
export interface AuditListView {
  who: string;
  action: string;
  target: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditListView = { who: '', action: '', target: '', from: '', to: '' };

const AUDIT_FILTER_NAMES = Object.keys(NO_AUDIT_FILTERS) as (keyof AuditListView)[];

export function auditListView(params: URLSearchParams): AuditListView {
  const view = { ...NO_AUDIT_FILTERS };
  for (const name of AUDIT_FILTER_NAMES) view[name] = (params.get(name) ?? '').trim();
  return view;
}

export function auditListParams(view: AuditListView): URLSearchParams {
  const params = new URLSearchParams();
  for (const name of AUDIT_FILTER_NAMES) if (view[name].trim() !== '') params.set(name, view[name].trim());
  return params;
}

/** The lists Order Details leads back to, by path, with the words of their back link. */
const BACK_LINKS: readonly { path: string; label: string }[] = [
  { path: '/adminmainstoreorders', label: 'Back to all orders' },
  { path: '/adminreturns', label: 'Back to return requests' },
  { path: '/adminaudit', label: 'Back to the audit log' },
];

/**
 * Order Details' back link: to the list the admin came from (`back`: its path and query, as the
 * list's link gave it), else to All Orders. Only a known admin list is followed, never another
 * address put into a link.
 */
export function adminBackLink(back: string | null): { href: string; label: string } {
  const fallback = BACK_LINKS[0]!;
  if (back === null) return { href: fallback.path, label: fallback.label };
  const [path = '', query = ''] = back.split(/\?(.*)/s);
  const known = BACK_LINKS.find((link) => link.path === path);
  if (!known) return { href: fallback.path, label: fallback.label };
  const params = new URLSearchParams(query).toString();
  return { href: params === '' ? known.path : `${known.path}?${params}`, label: known.label };
}
