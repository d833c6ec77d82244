import { periodQuerySchema, shopDateTime } from './order-export';
import { endOfShopDay, shopDay } from './shop-time';

/**
 * The admin's one date format (docs/decisions.md rule 61): every admin screen shows a day as
 * `2026-11-28` and a moment as `2026-11-28 14:05`, in the shop's time zone, and its date fields take
 * the same form. A browser's date picker writes the day in the browser's own locale (11/28/2026
 * beside a table's 2026-11-28), so the admin's date fields are text fields in this form.
 */

/** How an admin date field says what it takes. */
export const ADMIN_DATE_HINT = 'Year-month-day, like 2026-11-28';

/** The day of an instant in the shop's time zone: `2026-11-28`. */
export function adminDate(at: string | Date): string {
  return shopDay(new Date(at));
}

/** A moment in the shop's time zone: `2026-11-28 14:05`. */
export function adminDateTime(at: string | Date): string {
  return shopDateTime(new Date(at).toISOString());
}

/**
 * What is wrong with a date typed in an admin date field (`label` names the field), or null when
 * it is a day that exists in the admin's form. A blank field is the caller's to allow or refuse.
 */
export function adminDateError(text: string, label: string): string | null {
  const typed = text.trim();
  if (!/^\d{4}-\d{2}-\d{2}$/.test(typed)) return `${label}: type the date as year-month-day, like 2026-11-28`;
  try {
    endOfShopDay(typed);
    return null;
  } catch {
    return `${label}: ${typed} is not a date that exists`;
  }
}

/**
 * A period typed in an admin form's From and To: the days, as the API will read them
 * (periodQuerySchema), or what is wrong: a date not in the admin's form first, then a period the
 * API refuses (To before From, too long).
 */
export function adminPeriod(typed: {
  from: string;
  to: string;
}): { period: { from: string; to: string } } | { error: string } {
  const error = adminDateError(typed.from, 'From') ?? adminDateError(typed.to, 'To');
  if (error !== null) return { error };
  const parsed = periodQuerySchema.safeParse(typed);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? 'Choose a period' };
  return { period: parsed.data };
}
