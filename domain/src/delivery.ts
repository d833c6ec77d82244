import { EUROPE_COUNTRY_CODES } from './country-codes';
import { DELIVERY_WORKING_DAYS, type DeliveryRegion } from './delivery-promise';
import { formatShopperDay, shopWallClock } from './shopper-dates';

// When an order is expected, in dates: the arithmetic of the one delivery promise
// (delivery-promise.ts, docs/decisions.md rule 52).

export function deliveryRegion(country: string): DeliveryRegion {
  if ((EUROPE_COUNTRY_CODES as readonly string[]).includes(country)) return 'europe';
  return country === 'US' ? 'usa' : 'world';
}

/** `YYYY-MM-DD` of a wall-clock Date (UTC fields). */
const isoDay = (day: Date) => day.toISOString().slice(0, 10);

/** The day `count` working days after `day` (a wall-clock Date at midnight UTC). */
function addWorkingDays(day: Date, count: number): Date {
  const next = new Date(day.getTime());
  let left = count;
  while (left > 0) {
    next.setUTCDate(next.getUTCDate() + 1);
    const weekday = next.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return next;
}

/**
 * The days (YYYY-MM-DD, Amsterdam) an order placed at `placedAt` for `country` is expected: the
 * region's working days counted from the order's day in Amsterdam. Public holidays are not counted
 * out: the range's far end leaves room for one.
 */
export function deliveryWindow(
  placedAt: number | string | Date,
  country: string,
): { earliest: string; latest: string } {
  const clock = shopWallClock(placedAt);
  const orderDay = new Date(Date.UTC(clock.getUTCFullYear(), clock.getUTCMonth(), clock.getUTCDate()));
  const [earliest, latest] = DELIVERY_WORKING_DAYS[deliveryRegion(country)];
  return {
    earliest: isoDay(addWorkingDays(orderDay, earliest)),
    latest: isoDay(addWorkingDays(orderDay, latest)),
  };
}

/**
 * "between Thursday 3 December 2026 and Monday 7 December 2026": when an order placed at `placedAt`
 * for `country` is expected, as the thank-you page and the confirmation mail say it.
 */
export function deliveryDates(placedAt: number | string | Date, country: string): string {
  const { earliest, latest } = deliveryWindow(placedAt, country);
  return `between ${formatShopperDay(earliest)} and ${formatShopperDay(latest)}`;
}
