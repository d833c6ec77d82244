import { EUROPE_COUNTRY_CODES } from './country-codes';
import { formatShopperDay, shopWallClock } from './shopper-dates';

/**
 * The shop's one delivery promise (docs/decisions.md rule 52). The spec promised "delivery within 24
 * hours" in one place and "processed within 48 hours, 3-5 working days within Europe" in others; the
 * shop promises what a courier from the Netherlands can keep, and every page, the thank-you page and
 * the mails say it from here:
 *
 * - every order leaves the warehouse within DISPATCH_WORKING_DAYS working days (Monday to Friday);
 * - it arrives within the destination's working days, counted from the day it was placed: Europe
 *   (EU, EEA, Switzerland, United Kingdom) and the USA 3-5, the rest of the world 3-7.
 */

/** Working days (Monday to Friday) within which an order leaves the warehouse. */
export const DISPATCH_WORKING_DAYS = 2;

/** Where a parcel goes, as far as the delivery time is concerned. */
export type DeliveryRegion = 'europe' | 'usa' | 'world';

/** Working days from the order's day to its delivery, per region: [earliest, latest]. */
export const DELIVERY_WORKING_DAYS: Readonly<Record<DeliveryRegion, readonly [number, number]>> = {
  europe: [3, 5],
  usa: [3, 5],
  world: [3, 7],
};

export function deliveryRegion(country: string): DeliveryRegion {
  if ((EUROPE_COUNTRY_CODES as readonly string[]).includes(country)) return 'europe';
  return country === 'US' ? 'usa' : 'world';
}

const range = (region: DeliveryRegion) => DELIVERY_WORKING_DAYS[region].join('-');

/** The promise in the words every page, the thank-you page and the mails use. */
export const DELIVERY_PROMISE = {
  /** The promo bar's item: short enough for one line of a 390 px phone. */
  short: `Delivery in ${range('europe')} working days`,
  dispatch: `Every order leaves our warehouse in the Netherlands within ${DISPATCH_WORKING_DAYS} working days (Monday to Friday).`,
  times:
    `Delivery takes ${range('europe')} working days within Europe and to the USA, ` +
    `and ${range('world')} working days to the rest of the world, counted from the day you order.`,
} as const;

/** The promise for one destination: "3-5 working days". */
export function deliveryTimeFor(country: string): string {
  return `${range(deliveryRegion(country))} working days`;
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
