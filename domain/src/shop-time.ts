import { DomainError } from './errors';
import { shopConfig } from './shop-config';
import { shopWallClock } from './shopper-dates';

/**
 * Calendar dates typed by an admin ("valid until 2025-06-30") mean days in the shop's time zone,
 * not in UTC or in whatever zone the server runs in. These helpers turn such a date into an instant.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * The instant a calendar day ENDS in the shop's time zone (= midnight at the start of the next day),
 * so a coupon "valid until 2025-06-30" works all of that Amsterdam day. Throws for a date that does not
 * exist, like 2025-02-30.
 */
export function endOfShopDay(isoDate: string, timeZone: string = shopConfig.hours.timeZone): Date {
  const match = ISO_DATE.exec(isoDate.trim());
  const [year, month, day] = match ? [Number(match[1]), Number(match[2]), Number(match[3])] : [0, 0, 0];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (
    !match ||
    check.getUTCFullYear() !== year ||
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day
  ) {
    throw new DomainError('invalid-date', `"${isoDate}" is not a date in the form YYYY-MM-DD`);
  }
  return zonedMidnight(year, month - 1, day + 1, timeZone);
}

/**
 * The instant the shop's day `daysBack` days before `now`'s began (midnight in the shop's time
 * zone): daysBack 0 is today's start, 6 the start of a 7-day window ending today.
 */
export function startOfShopDay(now: Date, daysBack = 0, timeZone: string = shopConfig.hours.timeZone): Date {
  const [year = '0', month = '1', day = '1'] = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(now)
    .split('-');
  return zonedMidnight(Number(year), Number(month) - 1, Number(day) - daysBack, timeZone);
}

/** The instant the shop's year `year` began: 1 January, midnight in the shop's time zone. */
export function startOfShopYear(year: number, timeZone: string = shopConfig.hours.timeZone): Date {
  return zonedMidnight(year, 0, 1, timeZone);
}

/** Midnight of a wall-clock date in `timeZone` as an instant (month 0-based; day may overflow). */
function zonedMidnight(year: number, month: number, day: number, timeZone: string): Date {
  const wallClockAsUtc = Date.UTC(year, month, day);
  // The zone's offset at the guess, then again at the corrected instant in case a DST switch lies
  // between them (it never does at midnight in Amsterdam, but the code should not depend on that).
  let instant = wallClockAsUtc - offsetMs(wallClockAsUtc, timeZone);
  instant = wallClockAsUtc - offsetMs(instant, timeZone);
  return new Date(instant);
}

/** How far `timeZone`'s wall clock is ahead of UTC at `instant`, in milliseconds. */
function offsetMs(instant: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((part) => part.type === type)?.value ?? 0);
  const wallClock = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return wallClock - Math.floor(instant / 1000) * 1000;
}

/**
 * The shop's calendar day of an instant (`YYYY-MM-DD` in Amsterdam, shopConfig.hours.timeZone): the
 * day a rate applies on. Written out by the EU's summer-time rule (CET, CEST from the last Sunday
 * of March to the last Sunday of October, both at 01:00 UTC) instead of with an Intl formatter: the
 * cart computes its VAT while /cart starts, and a formatter made then costs a phone's main thread
 * 20-45 ms (docs/performance.md). domain/test/vat.test.ts compares it with ICU's answer.
 */
export function shopDay(at: Date): string {
  return shopWallClock(at).toISOString().slice(0, 10);
}

/**
 * The calendar day (YYYY-MM-DD) of an instant in the shop's time zone: the orders table shows the
 * date part only (admin.md section 3), and an order placed at 00:30 in Amsterdam is that day's.
 */
export function shopDate(iso: string): string {
  return shopDay(new Date(iso));
}
