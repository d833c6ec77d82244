import { describe, expect, it } from 'vitest';
import {
  normalisePostcode,
  postcodeProblem,
  storeCheckoutDetailsSchema,
  storeSavedAddressSchema,
  streetAddressProblem,
} from '../src';

describe('postcodes per country', () => {
  it.each([
    ['NL', ['1015 BS', '1015bs', '1015 bs', ' 9999  ZZ ']],
    ['BE', ['1000', '9990']],
    ['DE', ['10115', '01067']],
    ['FR', ['75001']],
    ['LU', ['L-1234', '1234', 'l1234']],
    ['GB', ['SW1A 1AA', 'ec1a1bb', 'M1 1AE']],
    ['US', ['10001', '10001-1234']],
    ['SE', ['114 55', '11455']],
    ['IE', ['D02 X285', 'd02x285']],
    ['PT', ['1100-148']],
  ] as const)('accepts the %s formats', (country, postcodes) => {
    for (const postcode of postcodes) expect(postcodeProblem(country, postcode), postcode).toBeNull();
  });

  it.each([
    ['NL', 'ABCDEFG', 'Enter a postcode like 1234 AB'],
    ['NL', '0123 AB', 'Enter a postcode like 1234 AB'],
    ['NL', '1234 SS', 'Enter a postcode like 1234 AB'],
    ['NL', '12345', 'Enter a postcode like 1234 AB'],
    ['BE', '10000', 'Enter a postcode like 1000'],
    ['DE', '1011', 'Enter a postcode like 10115'],
    ['GB', '12345', 'Enter a postcode like SW1A 1AA'],
    ['US', 'ABCDE', 'Enter a postcode like 10001'],
    ['JP', '!!!', 'Enter the postcode with letters and digits only'],
  ] as const)('refuses %s %s in the shopper’s words', (country, postcode, message) => {
    expect(postcodeProblem(country, postcode)).toBe(message);
  });

  it('leaves an empty postcode to the "required" message and accepts other countries’ plain codes', () => {
    expect(postcodeProblem('NL', '  ')).toBeNull();
    expect(postcodeProblem('JP', '100-0001')).toBeNull();
  });

  it('writes the postcode as the post does', () => {
    expect(normalisePostcode('NL', '1015bs')).toBe('1015 BS');
    expect(normalisePostcode('NL', ' 1015   bs ')).toBe('1015 BS');
    expect(normalisePostcode('GB', 'sw1a1aa')).toBe('SW1A 1AA');
    expect(normalisePostcode('LU', '1234')).toBe('L-1234');
    expect(normalisePostcode('SE', '11455')).toBe('114 55');
    // Not one of the country's: left as typed, tidied (the schema refuses it).
    expect(normalisePostcode('NL', 'abc  def')).toBe('ABC DEF');
  });
});

describe('street addresses', () => {
  it('needs a street name and, where addresses have one, a house number', () => {
    expect(streetAddressProblem('NL', 'a')).toBe(
      'Enter the street and house number, for example Keizersgracht 1',
    );
    expect(streetAddressProblem('NL', '12')).toBe(
      'Enter the street and house number, for example Keizersgracht 1',
    );
    expect(streetAddressProblem('NL', 'Keizersgracht')).toBe(
      'Add the house number, for example Keizersgracht 1',
    );
    expect(streetAddressProblem('NL', 'Keizersgracht 1')).toBeNull();
    expect(streetAddressProblem('DE', 'Straße des 17. Juni 135')).toBeNull();
    // British and Irish addresses may be a house name.
    expect(streetAddressProblem('GB', 'Rose Cottage, Lower Road')).toBeNull();
    expect(streetAddressProblem('NL', '')).toBeNull();
  });
});

describe('checkout details and saved addresses', () => {
  const details = {
    firstName: 'Anna',
    lastName: 'de Vries',
    country: 'NL',
    address: 'Keizersgracht 1',
    city: 'Amsterdam',
    postcode: '1015bs',
    email: 'anna@example.nl',
  };

  it('store the postcode as the post writes it', () => {
    expect(storeCheckoutDetailsSchema.parse(details).postcode).toBe('1015 BS');
    expect(storeSavedAddressSchema.parse(details).postcode).toBe('1015 BS');
  });

  it('say which of postcode and address is wrong, beside every other problem', () => {
    const result = storeCheckoutDetailsSchema.safeParse({
      ...details,
      firstName: '',
      postcode: 'ABCDEFG',
      address: 'a',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['firstName', 'First name is required'],
      ['postcode', 'Enter a postcode like 1234 AB'],
      ['address', 'Enter the street and house number, for example Keizersgracht 1'],
    ]);
  });

  it('require the town at checkout, not in an address saved before it was required', () => {
    const { city: _town, ...withoutTown } = details;
    expect(
      storeCheckoutDetailsSchema.safeParse(withoutTown).error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(['city']);
    expect(storeSavedAddressSchema.safeParse(withoutTown).success).toBe(true);
  });

  it('check the postcode against the country chosen', () => {
    expect(
      storeCheckoutDetailsSchema.safeParse({ ...details, country: 'BE', postcode: '1000' }).success,
    ).toBe(true);
    expect(storeCheckoutDetailsSchema.safeParse({ ...details, country: 'BE' }).success).toBe(false);
  });
});
