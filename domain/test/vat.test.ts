import { describe, it, expect } from 'vitest';
import {
  EU_COUNTRY_CODES,
  EU_STANDARD_VAT_RATES,
  VAT_RATE,
  cartTotals,
  orderVat,
  shopDay,
  standardVatRate,
  vatChargeFor,
  vatContained,
  vatRateLabel,
  withoutVat,
} from '../src/index';

describe('VAT', () => {
  it('is 21 %', () => expect(VAT_RATE).toBe(21));

  it('vatContained = amount x 21/121 to the cent', () => {
    expect(vatContained(12100)).toBe(2100);
    expect(vatContained(28000)).toBe(4860); // 4859.50 rounds half up
    expect(vatContained(58000)).toBe(10066); // 10066.12
    expect(vatContained(0)).toBe(0);
  });

  it('withoutVat = gross / 1.21 to the cent', () => {
    expect(withoutVat(12100)).toBe(10000);
    expect(withoutVat(32500)).toBe(26860); // 26859.504
    expect(withoutVat(40000)).toBe(33058); // 33057.85
  });
});

describe('EU standard rates (rule 36)', () => {
  it('has a dated rate for each of the 27 member states and none for anywhere else', () => {
    expect(Object.keys(EU_STANDARD_VAT_RATES).sort()).toEqual([...EU_COUNTRY_CODES].sort());
    for (const rates of Object.values(EU_STANDARD_VAT_RATES)) {
      expect(rates.length).toBeGreaterThan(0);
      expect([...rates].sort((a, b) => a.from.localeCompare(b.from))).toEqual(rates);
    }
    expect(standardVatRate('GB', '2026-11-25')).toBeNull();
  });

  it.each([
    ['NL', 21],
    ['BE', 21],
    ['DE', 19],
    ['FR', 20],
    ['IT', 22],
    ['ES', 21],
    ['AT', 20],
    ['FI', 25.5],
  ])('%s charges %d % today', (country, rate) => {
    expect(standardVatRate(country, '2026-11-25')).toBe(rate);
  });

  it('uses the rate of the day: a rate change applies from its date', () => {
    expect(standardVatRate('EE', '2025-06-30')).toBe(22);
    expect(standardVatRate('EE', '2025-07-01')).toBe(24);
    expect(standardVatRate('sk', '2024-12-31')).toBe(20);
    expect(standardVatRate('SK', '2025-01-01')).toBe(23);
  });

  it('takes the day in Amsterdam: 23:30 UTC on 30 June is already 1 July there', () => {
    expect(shopDay(new Date('2025-06-30T23:30:00Z'))).toBe('2025-07-01');
  });

  // Some 184,000 dates formatted by ICU: over a second alone, more beside npm test's browser lanes.
  it(
    'gives the day ICU gives in Amsterdam, around every summer-time change and midnight of 2024-2030',
    {
      timeout: 60_000,
    },
    () => {
      const icu = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Europe/Amsterdam',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      });
      const mismatches: string[] = [];
      // Every 20 minutes over seven years: each midnight, and each change at 01:00 UTC, on both sides.
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2031, 0, 1); time += 20 * 60_000) {
        const at = new Date(time);
        if (shopDay(at) !== icu.format(at)) mismatches.push(at.toISOString());
      }
      expect(mismatches).toEqual([]);
    },
  );
});

describe('vatChargeFor: the rate an order is charged', () => {
  it('charges the destination’s rate under the OSS scheme', () => {
    expect(vatChargeFor('FR', '2026-11-25', 'oss')).toEqual({ rate: 20, country: 'FR', scheme: 'oss' });
    expect(vatChargeFor('de', '2026-11-25', 'oss')).toEqual({ rate: 19, country: 'DE', scheme: 'oss' });
  });

  it('charges Dutch VAT on every EU order below the threshold (the domestic scheme)', () => {
    expect(vatChargeFor('FR', '2026-11-25', 'domestic')).toEqual({
      rate: 21,
      country: 'NL',
      scheme: 'domestic',
    });
  });

  it('charges no VAT outside the EU under either scheme', () => {
    expect(vatChargeFor('US', '2026-11-25', 'oss')).toEqual({ rate: 0, country: null, scheme: 'oss' });
    expect(vatChargeFor('CH', '2026-11-25', 'domestic').rate).toBe(0);
  });
});

describe('cartTotals with destination VAT: the shelf price is the same in every EU country', () => {
  const now = new Date('2026-11-25T10:00:00Z');
  const totalsTo = (country: string) => cartTotals({ lines: [{ unitPrice: 61_000, qty: 1 }], country, now });

  it('charges the same amount to France, Germany and the Netherlands, with each one’s VAT inside it', () => {
    expect(totalsTo('FR')).toMatchObject({ payable: 61_000, vat: 10_167, vatRate: 20, vatCountry: 'FR' });
    expect(totalsTo('DE')).toMatchObject({ payable: 61_000, vat: 9_739, vatRate: 19, vatCountry: 'DE' });
    expect(totalsTo('NL')).toMatchObject({ payable: 61_000, vat: 10_587, vatRate: 21, vatCountry: 'NL' });
  });

  it('takes the Dutch VAT out outside the EU, as before', () => {
    expect(totalsTo('US')).toMatchObject({ payable: withoutVat(61_000), vat: 0, vatRate: 0, vatFree: true });
  });

  it('labels the rate charged with its country', () => {
    expect(vatRateLabel(totalsTo('FR'))).toBe('20 %, France');
    expect(vatRateLabel(totalsTo('FI'))).toBe('25,5 %, Finland');
  });
});

describe('orderVat', () => {
  it('reads the rate an order stored', () => {
    expect(orderVat({ vatFree: false, vatRate: 19, vatCountry: 'DE', vatScheme: 'oss' })).toEqual({
      rate: 19,
      country: 'DE',
      scheme: 'oss',
    });
  });

  it('reads an order stored before the rate was kept as charged Dutch VAT', () => {
    expect(orderVat({ vatFree: false })).toEqual({ rate: 21, country: 'NL', scheme: 'domestic' });
    expect(orderVat({ vatFree: true })).toEqual({ rate: 0, country: null, scheme: 'domestic' });
  });
});

describe('vatContained at other rates', () => {
  it('is amount x rate / (100 + rate) to the cent', () => {
    expect(vatContained(12_000, 20)).toBe(2_000);
    expect(vatContained(11_900, 19)).toBe(1_900);
    expect(vatContained(12_550, 25.5)).toBe(2_550);
  });
});
