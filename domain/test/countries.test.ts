import { describe, it, expect } from 'vitest';
import {
  COUNTRIES,
  COUNTRY_CODES,
  DEFAULT_COUNTRY,
  EU_COUNTRY_CODES,
  EUROPE_COUNTRY_CODES,
  countryFromHeader,
  countryName,
  isCountryCode,
  isEu,
  isEurope,
} from '../src/index';

describe('countries', () => {
  it('lists every ISO 3166-1 code once, sorted by name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRY_CODES).size).toBe(249);
    const names = COUNTRIES.map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('defaults to the Netherlands', () => {
    expect(DEFAULT_COUNTRY).toBe('NL');
    expect(countryName('nl')).toBe('Netherlands');
  });

  it('has the 27 EU members, and Europe = EU + EEA + CH + GB', () => {
    expect(EU_COUNTRY_CODES).toHaveLength(27);
    expect(EUROPE_COUNTRY_CODES).toHaveLength(32);
    expect(EUROPE_COUNTRY_CODES.every((code) => isCountryCode(code))).toBe(true);
  });

  it('answers isEu and isEurope case-insensitively', () => {
    expect([isEu('nl'), isEurope('nl')]).toEqual([true, true]);
    expect([isEu('GB'), isEurope('GB')]).toEqual([false, true]);
    expect([isEu('CH'), isEurope('CH')]).toEqual([false, true]);
    expect([isEu('NO'), isEurope('NO')]).toEqual([false, true]);
    expect([isEu('US'), isEurope('US')]).toEqual([false, false]);
    expect([isEu('RE'), isEurope('RE')]).toEqual([false, false]);
  });

  it('reads a visitor country header: a code the checkout offers, in any case, else null', () => {
    expect(countryFromHeader('DE')).toBe('DE');
    expect(countryFromHeader(' fr ')).toBe('FR');
    expect(countryFromHeader('us')).toBe('US');
    for (const odd of [
      undefined,
      '',
      'ZZ',
      'XX',
      'T1',
      'EU',
      'DEU',
      'D',
      'Germany',
      'DE, FR',
      'de-DE',
      'N L',
    ]) {
      expect(countryFromHeader(odd)).toBeNull();
    }
  });
});
