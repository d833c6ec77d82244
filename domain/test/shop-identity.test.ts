import { describe, expect, it } from 'vitest';
import {
  DEMO_SHOP_IDENTITY,
  isExampleMailAddress,
  shopIdentityFromSettings,
  shopIdentityProblems,
} from '../src/shop-identity';

const real = {
  SHOP_LEGAL_NAME: 'Borsa Handel B.V.',
  SHOP_STREET: 'Keizersgracht 12',
  SHOP_POSTCODE: '1015 CR',
  SHOP_CITY: 'Amsterdam',
  SHOP_KVK_NUMBER: '12345678',
  SHOP_VAT_NUMBER: 'NL123456789B01',
  SHOP_EMAIL: 'service@borsa-handel.nl',
  SHOP_PHONE: '+31 20 123 4567',
};

describe("the shop's identity", () => {
  it("is the demo's on a demo- project with nothing set", () => {
    expect(shopIdentityFromSettings({}, '', 'demo-maison-borsa')).toEqual(DEMO_SHOP_IDENTITY);
  });

  it("is the project's settings, with the web build's prefix", () => {
    const web = Object.fromEntries(Object.entries(real).map(([key, value]) => [`VITE_${key}`, value]));

    expect(shopIdentityFromSettings(web, 'VITE_', 'shop-live')).toEqual({
      legalName: 'Borsa Handel B.V.',
      address: {
        street: 'Keizersgracht 12',
        postcode: '1015 CR',
        city: 'Amsterdam',
        country: 'NL',
        countryName: 'Netherlands',
      },
      kvkNumber: '12345678',
      vatNumber: 'NL123456789B01',
      email: 'service@borsa-handel.nl',
      phone: '+31 20 123 4567',
    });
  });

  it('is refused on a real project with a setting missing, naming it', () => {
    expect(() => shopIdentityFromSettings({ ...real, SHOP_KVK_NUMBER: '' }, '', 'shop-live')).toThrow(
      "The shop's identity is not configured for project shop-live: set SHOP_KVK_NUMBER.",
    );
  });

  it('has no problems when real, and names placeholders and malformed numbers', () => {
    expect(shopIdentityProblems(real, '', 'functions/.env.live')).toEqual([]);

    expect(
      shopIdentityProblems(
        {
          ...real,
          SHOP_KVK_NUMBER: '00000000',
          SHOP_VAT_NUMBER: 'NL12345678B01',
          SHOP_EMAIL: 'a@shop.example',
        },
        '',
        'functions/.env.live',
      ),
    ).toEqual([
      "SHOP_KVK_NUMBER is 00000000 in functions/.env.live, the demo's placeholder: set the shop's real Chamber of Commerce (KvK) number.",
      'SHOP_VAT_NUMBER is NL12345678B01 in functions/.env.live: a Dutch VAT number is NL, 9 digits, B and 2 digits (NL123456789B01).',
      "SHOP_EMAIL is a@shop.example in functions/.env.live, the demo's placeholder: set the shop's real service e-mail address.",
    ]);
  });

  it('knows an .example address, bare or as a sender', () => {
    expect(isExampleMailAddress('service@maisonborsa.example')).toBe(true);
    expect(isExampleMailAddress('Maison Borsa <service@maisonborsa.example>')).toBe(true);
    expect(isExampleMailAddress('Maison Borsa <service@maisonborsa.nl>')).toBe(false);
    expect(isExampleMailAddress('service@example.nl')).toBe(false);
  });
});
