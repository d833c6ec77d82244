import { describe, it, expect } from 'vitest';
import {
  DomainError,
  eurosToCents,
  formatCount,
  formatEuro,
  MAX_CENTS,
  multiplyCents,
  parseEuros,
  percentOf,
  sumCents,
} from '../src/index';

describe('parseEuros', () => {
  it.each([
    ['12.50', 1250],
    ['12,50', 1250],
    ['12.5', 1250],
    ['12', 1200],
    [' 280 ', 28000],
    ['€ 15', 1500],
    ['0', 0],
    ['1.250,50', 125_050],
    ['1,250.50', 125_050],
    ['1250.50', 125_050],
    ['€ 1.250,5', 125_050],
    ['1.250.000,00', 125_000_000],
    [12.5, 1250],
    [12.3, 1230],
    [280, 28000],
  ] as const)('%j -> %i cents', (input, cents) => {
    expect(parseEuros(input)).toBe(cents);
  });

  it.each([
    '',
    'abc',
    '-5',
    '12.5055',
    '1.23,50',
    '1.234.50',
    '1,234,50',
    '12.',
    '1e3',
    '1.250,505',
    '1.234,567,89',
  ])('refuses %j with a readable error', (input) => {
    expect(() => parseEuros(input, 'Price')).toThrowError(DomainError);
    expect(() => parseEuros(input, 'Price')).toThrowError(/Price must be an amount in euros/);
  });

  it('asks which was meant when thousands come without cents (1250 or 1.25?)', () => {
    expect(() => parseEuros('1.250', 'Price')).toThrowError(
      'Price "1.250" is unclear: type 1250 or 1.250,00 for € 1.250,00',
    );
    expect(() => parseEuros('1,250', 'Price')).toThrowError(
      'Price "1,250" is unclear: type 1250 or 1,250.00 for € 1.250,00',
    );
    expect(() => parseEuros('12.505', 'Price')).toThrowError(/is unclear/);
  });

  it('refuses numbers with fractions of a cent, negatives and non-numbers', () => {
    expect(() => eurosToCents(12.345)).toThrowError('Amount can have at most two decimals, got 12.345');
    expect(() => eurosToCents(-1)).toThrowError('Amount must be a positive amount in euros, got -1');
    expect(() => eurosToCents(Number.NaN)).toThrowError(/positive amount/);
  });
});

describe('formatEuro', () => {
  it('formats cents the Dutch way with a plain space after the euro sign', () => {
    expect(formatEuro(28000)).toBe('€ 280,00');
    expect(formatEuro(123450)).toBe('€ 1.234,50');
    expect(formatEuro(5)).toBe('€ 0,05');
    expect(formatEuro(0)).toBe('€ 0,00');
  });

  it('writes exactly what ICU writes for nl-NL, without Intl', () => {
    const icu = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
    const amounts = [0, 1, 5, 99, 100, 999, 1000, 99_999, 100_000, 123_456, 1_000_000, MAX_CENTS];
    for (const cents of [...amounts, ...amounts.filter((c) => c > 0).map((c) => -c)]) {
      expect(formatEuro(cents)).toBe(icu.format(cents / 100).replace(/\s/gu, ' '));
    }
  });
});

describe('integer helpers', () => {
  it('sums, multiplies and takes percentages in whole cents', () => {
    expect(sumCents([28000, 15000, 1])).toBe(43001);
    expect(multiplyCents(28000, 3)).toBe(84000);
    expect(percentOf(28000, 15)).toBe(4200);
    expect(percentOf(999, 12.5)).toBe(125);
  });

  it('refuses amounts that are not whole cents', () => {
    expect(() => sumCents([10.5])).toThrowError(/whole number of cents/);
    expect(() => multiplyCents(100, 1.5)).toThrowError(/Quantity must be a whole number/);
  });
});

describe('formatCount', () => {
  it('groups thousands with a point, as the prices do', () => {
    expect([0, 999, 1234, 10000, 100000].map(formatCount)).toEqual([
      '0',
      '999',
      '1.234',
      '10.000',
      '100.000',
    ]);
  });

  it('writes exactly what ICU writes for nl-NL, without Intl', () => {
    const icu = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 0 });
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567, 2.5, 3.5, 1999.5, -1, -2.5, -10_000]) {
      expect(formatCount(n)).toBe(icu.format(n));
    }
  });
});
