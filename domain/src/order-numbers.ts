import { shopConfig } from './shop-config';

/**
 * Readable order numbers: `MB-2026-000123`, the year in shop time and a sequence that
 * starts again each year. Shoppers read them out on the phone and type them into "Find an order";
 * the 20-character document ids stay the orders' keys, and orders placed before numbers existed
 * are still found by their id.
 */

export const ORDER_NUMBER_PREFIX = 'MB';

/** The number of the `sequence`-th order of `year`: MB-2026-000123 (six digits, more when needed). */
export function formatOrderNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || !Number.isInteger(sequence) || sequence < 1) {
    throw new RangeError(`No order number for year ${year}, sequence ${sequence}`);
  }
  return `${ORDER_NUMBER_PREFIX}-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The year, in the shop's time zone, whose sequence an order placed at `instant` takes. */
export function orderNumberYear(instant: Date, timeZone: string = shopConfig.hours.timeZone): number {
  return Number(new Intl.DateTimeFormat('en-GB', { timeZone, year: 'numeric' }).format(instant));
}

/**
 * What a shopper typed, as the order number it means, or null when it is no order number: case,
 * spaces and a missing or different dash are forgiven (`mb 2026 123` is MB-2026-000123).
 */
export function parseOrderNumber(typed: string): string | null {
  const match = /^\s*mb[\s-]*(\d{4})[\s-]*(\d{1,9})\s*$/i.exec(typed);
  if (!match) return null;
  const sequence = Number(match[2]);
  return sequence >= 1 ? formatOrderNumber(Number(match[1]), sequence) : null;
}

/** How an order is named to people: its number, or for an order placed before numbers, its id. */
export function orderReference(order: { id: string; orderNumber?: string | null }): string {
  return order.orderNumber ?? order.id;
}
