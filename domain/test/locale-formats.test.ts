import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDayWithWeekday,
  formatNumber,
  formatPrice,
  LANGUAGES,
} from '../src/index';

describe('numbers and dates in each language’s way (docs/decisions.md rule 79)', () => {
  it('writes a price per language: € 1.330,00 in English and Dutch, 1.330,00 € in German, 1 330,00 € in French', () => {
    expect(formatPrice('en', 133000)).toBe('€ 1.330,00');
    expect(formatPrice('nl', 133000)).toBe('€ 1.330,00');
    expect(formatPrice('de', 133000)).toBe('1.330,00\u00a0€');
    expect(formatPrice('fr', 133000)).toBe('1\u202f330,00\u00a0€');
    expect(formatPrice('de', -1250)).toBe('-12,50\u00a0€');
    expect(formatPrice('fr', 5)).toBe('0,05\u00a0€');
  });

  it('gives ICU’s de-DE and fr-FR euro amounts', () => {
    const mismatches: string[] = [];
    for (const language of ['de', 'fr'] as const) {
      const icu = new Intl.NumberFormat(`${language}-${language.toUpperCase()}`, {
        style: 'currency',
        currency: 'EUR',
      });
      for (const cents of [0, 1, 99, 100, 12345, 133000, 99999999, 123456789]) {
        if (formatPrice(language, cents) !== icu.format(cents / 100)) mismatches.push(`${language} ${cents}`);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('groups counts as the prices do', () => {
    expect(LANGUAGES.map((language) => formatNumber(language, 12345))).toEqual([
      '12.345',
      '12.345',
      '12.345',
      '12\u202f345',
    ]);
  });

  it('writes a day and a moment on the shop’s clock in each language', () => {
    const at = '2026-11-28T18:54:00Z';
    expect(LANGUAGES.map((language) => formatDate(language, at))).toEqual([
      '28 November 2026',
      '28 november 2026',
      '28. November 2026',
      '28 novembre 2026',
    ]);
    expect(formatDateTime('de', at)).toBe('28. November 2026, 19:54');
    expect(formatDateTime('fr', '2026-07-01T22:30:00Z')).toBe('2 juillet 2026, 00:30');
  });

  it('gives ICU’s long dates in Amsterdam for nl-NL, de-DE and fr-FR', () => {
    const mismatches: string[] = [];
    for (const language of ['nl', 'de', 'fr'] as const) {
      const icu = new Intl.DateTimeFormat(`${language}-${language.toUpperCase()}`, {
        timeZone: 'Europe/Amsterdam',
        dateStyle: 'long',
      });
      for (let at = Date.UTC(2026, 0, 1); at < Date.UTC(2027, 0, 1); at += 5 * 3_600_000 * 7) {
        if (formatDate(language, at) !== icu.format(at))
          mismatches.push(`${language} ${new Date(at).toISOString()}`);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  it('writes a delivery day with its weekday in each language, as ICU writes the full date', () => {
    expect(LANGUAGES.map((language) => formatDayWithWeekday(language, '2026-12-03'))).toEqual([
      'Thursday 3 December 2026',
      'donderdag 3 december 2026',
      'Donnerstag, 3. Dezember 2026',
      'jeudi 3 décembre 2026',
    ]);
    for (const language of ['nl', 'de', 'fr'] as const) {
      const icu = new Intl.DateTimeFormat(`${language}-${language.toUpperCase()}`, {
        timeZone: 'UTC',
        dateStyle: 'full',
      });
      for (const day of ['2026-01-04', '2026-03-09', '2026-06-17', '2026-10-31']) {
        expect(formatDayWithWeekday(language, day), `${language} ${day}`).toBe(
          icu.format(new Date(`${day}T00:00:00Z`)),
        );
      }
    }
  });
});
