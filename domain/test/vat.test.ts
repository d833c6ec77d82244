import { describe, it, expect } from 'vitest';
import { VAT_RATE, vatContained, withoutVat } from '../src/index';

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
