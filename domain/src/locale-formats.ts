import type { Cents } from './money';
import { formatEuro, formatCount } from './money';
import type { Language } from './languages';
import { formatShopperDate, formatShopperDateTime, formatShopperDay, shopWallClock } from './shopper-dates';

/**
 * Money, counts and dates in each language's way (docs/decisions.md rule 79), written by hand as
 * formatEuro is: no Intl formatter while a page starts (docs/architecture.md, "Performance").
 * English and Dutch keep the shop's one format (€ 1.330,00; 28 November 2026); German writes
 * 1.330,00 € and 28. November 2026; French 1 330,00 € (a narrow no-break space between thousands,
 * a no-break space before the sign) and 28 novembre 2026, as ICU's de-DE and fr-FR do
 * (domain/test/locale-formats.test.ts pins each and compares them with ICU).
 */

const NBSP = '\u00a0';
const NARROW_NBSP = '\u202f';

const MONTHS: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  nl: [
    'januari',
    'februari',
    'maart',
    'april',
    'mei',
    'juni',
    'juli',
    'augustus',
    'september',
    'oktober',
    'november',
    'december',
  ],
  de: [
    'Januar',
    'Februar',
    'März',
    'April',
    'Mai',
    'Juni',
    'Juli',
    'August',
    'September',
    'Oktober',
    'November',
    'Dezember',
  ],
  fr: [
    'janvier',
    'février',
    'mars',
    'avril',
    'mai',
    'juin',
    'juillet',
    'août',
    'septembre',
    'octobre',
    'novembre',
    'décembre',
  ],
};

/** `1234567` -> "1.234.567" (en, nl, de) or "1 234 567" (fr): a whole number's thousands grouped. */
function grouped(language: Language, whole: number): string {
  const separator = language === 'fr' ? NARROW_NBSP : '.';
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/gu, separator);
}

/** `133000` -> "€ 1.330,00" (en, nl), "1.330,00 €" (de), "1 330,00 €" (fr). */
export function formatPrice(language: Language, cents: Cents): string {
  if (language === 'en' || language === 'nl') return formatEuro(cents);
  const whole = Math.round(Math.abs(cents));
  const sign = cents < 0 && whole > 0 ? '-' : '';
  const euros = grouped(language, Math.floor(whole / 100));
  return `${sign}${euros},${String(whole % 100).padStart(2, '0')}${NBSP}€`;
}

/** `10000` -> "10.000" (en, nl, de), "10 000" (fr): a count, rounded to a whole number. */
export function formatNumber(language: Language, n: number): string {
  if (language !== 'fr') return formatCount(n);
  const whole = Math.round(Math.abs(n));
  return `${n < 0 && whole > 0 ? '-' : ''}${grouped(language, whole)}`;
}

/** Sunday first, as Date.getUTCDay counts. */
const WEEKDAYS: Readonly<Record<Exclude<Language, 'en'>, readonly string[]>> = {
  nl: ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'],
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  fr: ['dimanche', 'lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi'],
};

function dayText(language: Exclude<Language, 'en'>, day: Date): string {
  const month = MONTHS[language][day.getUTCMonth()] ?? '';
  const date = language === 'de' ? `${day.getUTCDate()}.` : String(day.getUTCDate());
  return `${date} ${month} ${day.getUTCFullYear()}`;
}

/** "28 November 2026", "28 november 2026", "28. November 2026", "28 novembre 2026": a day in Amsterdam. */
export function formatDate(language: Language, at: number | string | Date): string {
  return language === 'en' ? formatShopperDate(at) : dayText(language, shopWallClock(at));
}

/** formatDate with the shop's clock time: "28 November 2026, 19:54" (every language: ", 19:54"). */
export function formatDateTime(language: Language, at: number | string | Date): string {
  if (language === 'en') return formatShopperDateTime(at);
  const clock = shopWallClock(at);
  const time = `${String(clock.getUTCHours()).padStart(2, '0')}:${String(clock.getUTCMinutes()).padStart(2, '0')}`;
  return `${dayText(language, clock)}, ${time}`;
}

/**
 * A day (YYYY-MM-DD) with its weekday, as a delivery promise names it: "Thursday 3 December 2026",
 * "donderdag 3 december 2026", "Donnerstag, 3. Dezember 2026", "jeudi 3 décembre 2026".
 */
export function formatDayWithWeekday(language: Language, isoDay: string): string {
  if (language === 'en') return formatShopperDay(isoDay);
  const day = new Date(`${isoDay}T00:00:00Z`);
  const weekday = WEEKDAYS[language][day.getUTCDay()] ?? '';
  return `${weekday}${language === 'de' ? ',' : ''} ${dayText(language, day)}`;
}
