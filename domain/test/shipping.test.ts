import { describe, it, expect } from 'vitest';
import { shippingCost, shopConfig } from '../src/index';

describe('shippingCost', () => {
  it('is free within Europe (EU, EEA, Switzerland, UK) whatever the goods', () => {
    for (const country of ['NL', 'DE', 'FR', 'NO', 'IS', 'LI', 'CH', 'GB', 'nl']) {
      expect(shippingCost(country, 1000)).toBe(0);
    }
  });

  it('elsewhere costs 25 euro below 400 euro of goods and nothing from 400 euro', () => {
    expect(shippingCost('US', 39999)).toBe(2500);
    expect(shippingCost('US', 40000)).toBe(0);
    expect(shippingCost('JP', 1000)).toBe(2500);
    expect(shippingCost('MC', 1000)).toBe(2500); // not in rule 10's Europe
  });

  it('is nothing for an empty cart', () => {
    expect(shippingCost('US', 0)).toBe(0);
  });

  it('reads its figures from the shop config', () => {
    expect(shopConfig.shipping.flatRate).toBe(2500);
    expect(shopConfig.shipping.freeFromGoods).toBe(40000);
  });

  it('refuses an unknown country', () => {
    expect(() => shippingCost('XX', 1000)).toThrowError(
      '"XX" is not a country we know (use an ISO code such as NL)',
    );
  });
});
