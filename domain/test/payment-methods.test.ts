import { describe, expect, it } from 'vitest';
import {
  PAYMENT_METHODS,
  paymentMethodAllowed,
  paymentMethodCountries,
  paymentMethodRefusal,
  paymentMethodsFor,
  paymentMethodTypesFor,
  storeChargeBodySchema,
} from '../src/index';

const euros = (amount: number) => Math.round(amount * 100);

describe('the payment methods an order may be paid with (docs/decisions.md rule 75)', () => {
  it('offers card, iDEAL, PayPal and Klarna in the Netherlands', () => {
    expect(paymentMethodsFor('NL', euros(1850))).toEqual(['card', 'ideal', 'paypal', 'klarna']);
  });

  it('offers Bancontact (not iDEAL) in Belgium, EPS in Austria, Przelewy24 in Poland', () => {
    expect(paymentMethodsFor('BE', euros(1850))).toEqual(['card', 'bancontact', 'paypal', 'klarna']);
    expect(paymentMethodsFor('AT', euros(1850))).toEqual(['card', 'eps', 'paypal', 'klarna']);
    expect(paymentMethodsFor('PL', euros(1850))).toEqual(['card', 'p24', 'paypal']);
  });

  it('offers Klarna in Germany and France but no bank method of another country', () => {
    expect(paymentMethodsFor('DE', euros(1850))).toEqual(['card', 'paypal', 'klarna']);
    expect(paymentMethodsFor('FR', euros(1850))).toEqual(['card', 'paypal', 'klarna']);
  });

  it('offers card and PayPal alone outside the euro countries Klarna serves', () => {
    for (const country of ['US', 'GB', 'CH', 'SE', 'JP']) {
      expect(paymentMethodsFor(country, euros(1850))).toEqual(['card', 'paypal']);
    }
  });

  it("keeps Klarna within its amount range for the shopper's country", () => {
    expect(paymentMethodAllowed('klarna', 'NL', euros(14_000))).toBe(true);
    expect(paymentMethodAllowed('klarna', 'NL', euros(14_000) + 1)).toBe(false);
    expect(paymentMethodAllowed('klarna', 'DE', euros(10_000))).toBe(true);
    expect(paymentMethodAllowed('klarna', 'DE', euros(10_000) + 1)).toBe(false);
    expect(paymentMethodAllowed('klarna', 'IT', euros(4_000))).toBe(true);
    expect(paymentMethodAllowed('klarna', 'IT', euros(4_000) + 1)).toBe(false);
    expect(paymentMethodAllowed('klarna', 'NL', 100)).toBe(true);
    expect(paymentMethodAllowed('klarna', 'NL', 99)).toBe(false);
    expect(paymentMethodsFor('DE', euros(12_500))).toEqual(['card', 'paypal']);
  });

  it('says where a refused method works', () => {
    expect(paymentMethodRefusal('ideal', 'FR', euros(900))).toEqual({
      method: 'ideal',
      countries: ['NL'],
      range: null,
      message:
        'iDEAL can only be used for orders delivered to Netherlands. Please choose another payment method.',
    });
    const klarna = paymentMethodRefusal('klarna', 'US', euros(900));
    expect(klarna?.countries).toEqual(paymentMethodCountries('klarna'));
    expect(klarna?.message).toContain('Austria, Belgium, Finland, France, Germany, Greece');
    expect(klarna?.message).toContain('Spain. Please choose another payment method.');
  });

  it('says the amounts Klarna takes when the amount is the problem', () => {
    expect(paymentMethodRefusal('klarna', 'DE', euros(12_500))).toEqual({
      method: 'klarna',
      countries: paymentMethodCountries('klarna'),
      range: { min: 100, max: 1_000_000 },
      message:
        'Klarna takes payments from € 1,00 to € 10.000,00 for orders delivered to Germany; this order comes to € 12.500,00. Please choose another payment method.',
    });
  });

  it('refuses nothing that is offered, and offers card and PayPal everywhere', () => {
    for (const country of ['NL', 'BE', 'DE', 'AT', 'PL', 'US']) {
      for (const method of paymentMethodsFor(country, euros(250))) {
        expect(paymentMethodRefusal(method, country, euros(250))).toBeNull();
      }
    }
    expect(paymentMethodCountries('card')).toBeNull();
    expect(paymentMethodCountries('paypal')).toBeNull();
  });

  it('gives each PaymentIntent the one method chosen', () => {
    for (const method of PAYMENT_METHODS) expect(paymentMethodTypesFor(method)).toEqual([method]);
  });

  it('lets POST charges name every method and says which when one is unknown', () => {
    const body = {
      userId: 'visitor-1',
      customer: {
        firstName: 'Anna',
        lastName: 'Peeters',
        country: 'BE',
        address: 'Meir 1',
        city: 'Antwerpen',
        postcode: '2000',
        phone: '+32 3 123 45 67',
        email: 'anna@example.com',
      },
    };
    for (const method of PAYMENT_METHODS) {
      const parsed = storeChargeBodySchema.safeParse({ ...body, paymentMethod: method });
      expect(parsed.error?.issues.filter((issue) => issue.path[0] === 'paymentMethod') ?? []).toEqual([]);
    }
    const unknown = storeChargeBodySchema.safeParse({ ...body, paymentMethod: 'sofort' });
    expect(unknown.error?.issues.find((issue) => issue.path[0] === 'paymentMethod')?.message).toBe(
      'Payment method must be one of card, ideal, paypal, bancontact, klarna, eps or p24',
    );
  });
});
