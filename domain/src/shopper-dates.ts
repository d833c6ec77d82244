/**
 * The one way a shopper reads a date (docs/decisions.md rule 54): "28 November 2026", and with the time
 * "28 November 2026, 19:54", always on the shop's clock in Amsterdam. /track, the account's orders,
 * the thank-you page's delivery dates, the mails and the invoice all write dates through here. Written
 * by hand on the EU summer-time rule (as shopDay is) rather than with an Intl formatter: the pages that
 * show dates would otherwise make one while they start, which costs a phone's main thread 20-45 ms.
 */

/** The months' names in English, as every date the shop writes spells them. */
export const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

/** 01:00 UTC on the last Sunday of a month: when EU summer time starts (March) or ends (October). */
function lastSundayOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0, 1));
  return lastDay.getTime() - lastDay.getUTCDay() * 86_400_000;
}

/** The Amsterdam wall clock of an instant, as a Date whose UTC fields read that clock. */
export function shopWallClock(at: number | string | Date): Date {
  const time = new Date(at).getTime();
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayOneUtc(year, 2) && time < lastSundayOneUtc(year, 9);
  return new Date(time + (summer ? 2 : 1) * 3_600_000);
}

/** A calendar day as a shopper reads it: "28 November 2026". `day` is a wall-clock Date (UTC fields). */
function dayText(day: Date): string {
  return `${day.getUTCDate()} ${MONTHS[day.getUTCMonth()] ?? ''} ${day.getUTCFullYear()}`;
}

/** "28 November 2026": the day of an instant in Amsterdam. */
export function formatShopperDate(at: number | string | Date): string {
  return dayText(shopWallClock(at));
}

/** "28 November 2026, 19:54": an instant on the shop's clock. */
export function formatShopperDateTime(at: number | string | Date): string {
  const clock = shopWallClock(at);
  const time = `${String(clock.getUTCHours()).padStart(2, '0')}:${String(clock.getUTCMinutes()).padStart(2, '0')}`;
  return `${dayText(clock)}, ${time}`;
}

/**
 * "Thursday 3 December 2026": a calendar day (YYYY-MM-DD, as deliveryWindow gives it) with its weekday,
 * for the days a parcel is expected, where the weekday is what a shopper plans around.
 */
export function formatShopperDay(isoDay: string): string {
  const day = new Date(`${isoDay}T00:00:00Z`);
  return `${WEEKDAYS[day.getUTCDay()] ?? ''} ${dayText(day)}`;
}
