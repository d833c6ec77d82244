import { describe, expect, it } from 'vitest';
import { myDataOrder, type Order } from '../src/index';
import { createAdminOrder, instant } from './factories';

describe('myDataOrder', () => {
  it("gives an order in the customer's words: euros, the shop's labels, no internal fields (rule 74)", () => {
    const { id, createdAt, ...rest } = createAdminOrder({
      status: 'Out for Delivery',
      paymentMethod: 'ideal',
    });
    const order = {
      ...rest,
      createdAt: instant(createdAt),
      totals: { ...rest.totals, vatRate: 21, vatCountry: 'NL', vatScheme: 'oss' },
      clientReport: null,
    } as unknown as Order;

    const shown = myDataOrder(id, order);

    expect(shown).toMatchObject({
      id: 'order-1',
      createdAt: '2025-03-14T09:30:00.000Z',
      status: 'Out for delivery',
      paymentMethod: 'iDEAL',
      couponCode: 'SAVE15',
      note: 'Gift wrap please',
    });
    expect(shown.items).toEqual([
      {
        product: 'Jackie 1961 shoulder bag',
        reference: 'GU-1',
        size: null,
        quantity: 2,
        priceInEuros: 280,
        totalInEuros: 560,
      },
      {
        product: 'Saffiano belt',
        reference: 'PR-2',
        size: '85',
        quantity: 1,
        priceInEuros: 390,
        totalInEuros: 390,
      },
    ]);
    expect(shown.money).toEqual({
      subtotalInEuros: 950,
      discountInEuros: 15,
      shippingInEuros: 0,
      totalInEuros: 935,
      vat: 'Including € 162,27 VAT (21 %, Netherlands)',
    });
    expect(JSON.stringify(shown)).not.toMatch(/vatScheme|oss|unitPrice|payable|paymentIntentId/);
  });

  it('names a one-size line "One size"', () => {
    const { id, createdAt, ...rest } = createAdminOrder();
    const order = { ...rest, createdAt: instant(createdAt) } as unknown as Order;
    order.lines = [{ ...order.lines[0]!, size: 'UNI' }];
    expect(myDataOrder(id, order).items[0]?.size).toBe('One size');
  });
});
