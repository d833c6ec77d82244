import { describe, expect, it } from 'vitest';
import {
  expressAmountChange,
  expressDeliveryRefusal,
  expressLineItems,
  expressPaymentMethodTypes,
  expressShippingRate,
  orderPaymentLabel,
  storeExpressChargeBodySchema,
  storeExpressQuoteBodySchema,
  walletCustomerDetails,
} from '../src';

describe('the express checkout', () => {
  it('delivers to every country the checkout offers, and names any other', () => {
    expect(expressDeliveryRefusal('nl')).toBeNull();
    expect(expressDeliveryRefusal('US')).toBeNull();
    expect(expressDeliveryRefusal('XK')).toBe(
      'We cannot deliver to XK. Please choose a delivery address in another country.',
    );
  });

  it('pays Apple Pay and Google Pay as cards and Link as Link; the books name the wallet', () => {
    expect(expressPaymentMethodTypes('apple_pay')).toEqual(['card']);
    expect(expressPaymentMethodTypes('google_pay')).toEqual(['card']);
    expect(expressPaymentMethodTypes('link')).toEqual(['link']);
    expect(orderPaymentLabel({ paymentMethod: 'card' })).toBe('Card');
    expect(orderPaymentLabel({ paymentMethod: 'card', expressCheckout: { wallet: 'google_pay' } })).toBe(
      'Card (Google Pay, express checkout)',
    );
  });

  it("shows the sheet's rows and shipping from the server's totals", () => {
    expect(expressLineItems({ goods: 40_000, discount: 1_500 }, 'WELCOME15')).toEqual([
      { name: 'Items', amount: 40_000 },
      { name: 'Discount (WELCOME15)', amount: -1_500 },
    ]);
    expect(expressLineItems({ goods: 12_000, discount: 0 }, null)).toEqual([
      { name: 'Items', amount: 12_000 },
    ]);
    expect(expressShippingRate('US', 2_500)).toEqual({
      id: 'standard',
      displayName: 'Delivery to United States',
      amount: 2_500,
    });
    expect(expressShippingRate('DE', 0).displayName).toBe('Free delivery to Germany');
  });

  it('confirms only the amount the sheet showed', () => {
    expect(expressAmountChange(40_000, 40_000)).toBeNull();
    expect(expressAmountChange(39_000, 40_000)).toBe(
      'The total is now € 400,00 (the wallet showed € 390,00): prices, stock or delivery changed. Nothing has been charged. Please press Buy now again to pay € 400,00.',
    );
  });

  it("reads the wallet's requests: a country as two letters, a product source with its size upper-cased", () => {
    expect(
      storeExpressQuoteBodySchema.parse({
        userId: 'u1',
        source: { kind: 'product', productId: 'belt', size: 'm' },
        country: 'de',
      }),
    ).toEqual({ userId: 'u1', source: { kind: 'product', productId: 'belt', size: 'M' }, country: 'DE' });
    expect(
      storeExpressQuoteBodySchema.safeParse({ userId: 'u1', source: { kind: 'cart' }, country: 'Germany' })
        .success,
    ).toBe(false);
    expect(
      storeExpressChargeBodySchema
        .safeParse({
          userId: 'u1',
          source: { kind: 'cart' },
          wallet: 'apple_pay',
          amount: 100.5,
          customer: {},
        })
        .error?.issues.map((issue) => issue.path.join('.')),
    ).toEqual(expect.arrayContaining(['amount', 'customer.firstName', 'customer.email']));
  });
});

describe("a wallet's payer in the checkout's fields", () => {
  it('splits the one name the wallet gives and joins the address lines', () => {
    expect(
      walletCustomerDetails({
        name: ' Anna  de Vries ',
        email: 'anna@example.nl',
        phone: '+31 6 1234 5678',
        line1: 'Keizersgracht 1',
        line2: '2 hoog',
        city: 'Amsterdam',
        state: '',
        postalCode: '1015 AA',
        country: 'nl',
      }),
    ).toEqual({
      firstName: 'Anna de',
      lastName: 'Vries',
      email: 'anna@example.nl',
      phone: '+31 6 1234 5678',
      address: 'Keizersgracht 1, 2 hoog',
      city: 'Amsterdam',
      state: '',
      postcode: '1015 AA',
      country: 'NL',
      companyAddress: '',
    });
    expect(
      walletCustomerDetails({
        name: 'Cher',
        email: '',
        phone: '',
        line1: '',
        line2: '',
        city: '',
        state: '',
        postalCode: '',
        country: 'FR',
      }),
    ).toMatchObject({ firstName: 'Cher', lastName: 'Cher' });
  });
});
