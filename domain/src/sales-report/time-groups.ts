import { shopDay } from '../shop-time';
import { MONTHS } from '../shopper-dates';
import { type SalesTimeGrouping } from './types';

// The shop days, ISO weeks and months the report groups sales by (in the shop's time zone).

const DAY_MS = 86_400_000;

function dayNumber(isoDate: string): number {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return Date.UTC(year, month - 1, day) / DAY_MS;
}

const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Every shop day from `from` to `to`, both included (YYYY-MM-DD). */
export function daysOf(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = dayNumber(from); day <= dayNumber(to); day += 1) days.push(isoOfDayNumber(day));
  return days;
}

/** The ISO 8601 week of a calendar day: weeks start on Monday; week 1 holds the year's first Thursday. */
export function isoWeek(isoDate: string): { year: number; week: number; key: string } {
  const day = dayNumber(isoDate);
  const weekday = (new Date(day * DAY_MS).getUTCDay() + 6) % 7; // Monday 0
  const thursday = day - weekday + 3;
  const year = new Date(thursday * DAY_MS).getUTCFullYear();
  const week = Math.floor((thursday - Date.UTC(year, 0, 1) / DAY_MS) / 7) + 1;
  return { year, week, key: `${year}-W${String(week).padStart(2, '0')}` };
}

/** The group an instant falls in: its day, ISO week or month in the shop's time zone. */
export function timeKey(at: number, by: SalesTimeGrouping): string {
  const day = shopDay(new Date(at));
  if (by === 'day') return day;
  if (by === 'week') return isoWeek(day).key;
  return day.slice(0, 7);
}

/** The period's groups in order, each named: "2026-11-28", "Week 48 of 2026 (23 to 29 Nov)" clipped to the period, "November 2026". */
export function timeGroups(
  from: string,
  to: string,
  by: SalesTimeGrouping,
): { key: string; label: string }[] {
  const groups = new Map<string, { key: string; label: string; first: string; last: string }>();
  for (const day of daysOf(from, to)) {
    const key = by === 'day' ? day : by === 'week' ? isoWeek(day).key : day.slice(0, 7);
    const group = groups.get(key);
    if (group) group.last = day;
    else groups.set(key, { key, label: '', first: day, last: day });
  }
  return [...groups.values()].map(({ key, first, last }) => {
    if (by === 'day') return { key, label: key };
    if (by === 'month') return { key, label: `${MONTHS[Number(key.slice(5, 7)) - 1]} ${key.slice(0, 4)}` };
    const { year, week } = isoWeek(first);
    const short = (day: string) =>
      `${Number(day.slice(8, 10))} ${MONTHS[Number(day.slice(5, 7)) - 1]!.slice(0, 3)}`;
    return { key, label: `Week ${week} of ${year} (${short(first)} to ${short(last)})` };
  });
}

/** The chart's grouping for a period: days up to two months, weeks up to half a year (184 days), then months. */
export function timelineGrouping(from: string, to: string): SalesTimeGrouping {
  const days = dayNumber(to) - dayNumber(from) + 1;
  return days <= 62 ? 'day' : days <= 184 ? 'week' : 'month';
}
