import type { AdminCustomerDetails, AdminCustomerNoteBody } from '@shop/domain';
import { api } from '@/lib/api-client';

/** Customers a page of the list shows. */
export const CUSTOMERS_PAGE = 25;

/** GET customers: a page matching `search` ('' for everyone), after the customer `after` (null: the first). */
export function customersPath(search: string, after: string | null): string {
  const query = new URLSearchParams({ limit: String(CUSTOMERS_PAGE) });
  if (search.trim() !== '') query.set('q', search.trim());
  if (after !== null) query.set('after', after);
  return `customers?${query}`;
}

/** GET customer/{customerId}: the customer page. */
export function customerPath(customerId: string): string {
  return `customer/${encodeURIComponent(customerId)}`;
}

/** POST customernote: replaces the staff's note ('' removes it); answers the note as saved. */
export async function saveCustomerNote(
  customerId: string,
  note: string,
): Promise<AdminCustomerDetails['note']> {
  const body: AdminCustomerNoteBody = { customerId, note };
  const { data } = await api.post<{ note: AdminCustomerDetails['note'] }>('customernote', body);
  return data.note;
}
