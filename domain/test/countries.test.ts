import { describe, it, expect } from 'vitest';
import {
  COUNTRIES,
  DEFAULT_COUNTRY,
  EU_COUNTRY_CODES,
  EUROPE_COUNTRY_CODES,
  countryFromHeader,
  countryName,
  isCountryCode,
} from '../src/index';

describe('countries', () => {
  it('lists every ISO 3166-1 code once, sorted by name', () => {
    expect(COUNTRIES).toHaveLength(249);
    expect(new Set(COUNTRIES.map((country) => country.code)).size).toBe(249);
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
