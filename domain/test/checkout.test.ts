import { describe, expect, it } from 'vitest';
import {
  formatEuro,
  isPayable,
  listingFilterKeys,
  orderAfterPayment,
  paymentAmountChange,
  paymentMethodTypesFor,
  stockFields,
  storeTestPaymentBodySchema,
  takeStock,
  type OrderPaymentState,
  type PaymentVerdict,
  type Variant,
} from '../src/index';

function variant(size: string, quantity: number, code = `${size}-${quantity}`): Variant {
  return { code, size, sizeType: 'EU', quantity, retailPrice: 10_000, discount: 0, ean: '8050000000001' };
}

describe('takeStock', () => {
  it('takes the units of the line size and leaves the other sizes alone', () => {
    const variants = [variant('S', 2), variant('M', 1), variant('L', 4)];

    expect(takeStock(variants, 'M', 1)).toEqual([
      variant('S', 2),
      { ...variant('M', 1), quantity: 0 },
      variant('L', 4),
    ]);
    // The input is not changed.
    expect(variants[1]?.quantity).toBe(1);
  });

  it('refuses when the size has fewer units than the line needs', () => {
    expect(takeStock([variant('S', 5), variant('M', 1)], 'M', 2)).toBeNull();
    expect(takeStock([variant('UNI', 0)], null, 1)).toBeNull();
    expect(takeStock([variant('S', 5)], 'XL', 1)).toBeNull();
  });

  it('takes a one-size line (size null) from the first variants with stock', () => {
    const variants = [variant('UNI', 0, 'a'), variant('UNI', 1, 'b'), variant('UNI', 3, 'c')];

    expect(takeStock(variants, null, 2)).toEqual([
      variant('UNI', 0, 'a'),
      { ...variant('UNI', 1, 'b'), quantity: 0 },
      { ...variant('UNI', 3, 'c'), quantity: 2 },
    ]);
  });

  it('takes the last unit, leaving 0', () => {
    expect(takeStock([variant('UNI', 1)], null, 1)).toEqual([{ ...variant('UNI', 1), quantity: 0 }]);
  });
});

describe('stockFields', () => {
  const item = { parentCategory: 'ACCESSORIES', category: 'BELT', brand: 'GUCCI', colour: 'BLACK' } as const;

  it('lists the sizes still in stock and filters by them', () => {
    const fields = stockFields(item, [variant('85', 0), variant('95', 2)]);

    expect(fields).toEqual({
      sizesInStock: ['95'],
      inStock: true,
      filterKeys: listingFilterKeys({ ...item, sizesInStock: ['95'] }),
    });
    expect(fields.filterKeys).toContain('ACCESSORIES|BELT|GUCCI|BLACK|95');
    expect(fields.filterKeys).not.toContain('ACCESSORIES|BELT|GUCCI|BLACK|85');
  });

  it('marks a product whose last unit sold as out of stock, still listed under any size', () => {
    const fields = stockFields(item, [variant('UNI', 0)]);

    expect(fields.sizesInStock).toEqual([]);
    expect(fields.inStock).toBe(false);
    expect(fields.filterKeys).toContain('ACCESSORIES|BELT|GUCCI|BLACK|ALL');
  });
});

const pending: OrderPaymentState = { payment: 'Pending', status: 'Pending payment' };

/** Applies verdicts in order, as the webhook would, and returns the end state. */
function replay(verdicts: PaymentVerdict[]): OrderPaymentState {
  return verdicts.reduce((order, verdict) => orderAfterPayment(order, verdict) ?? order, pending);
}

describe('orderAfterPayment', () => {
  it('marks a pending order paid and received, or failed', () => {
    expect(orderAfterPayment(pending, 'paid')).toEqual({ payment: 'Paid', status: 'Order Received' });
    expect(orderAfterPayment(pending, 'failed')).toEqual({ payment: 'Failed', status: 'Payment failed' });
  });

  it('marks a payment for sold-out stock as a refund and cancels the order', () => {
    expect(orderAfterPayment(pending, 'sold-out')).toEqual({ payment: 'Refund due', status: 'Cancelled' });
  });

  it('changes nothing for a repeat verdict or for processing', () => {
    expect(orderAfterPayment({ payment: 'Paid', status: 'Order Received' }, 'paid')).toBeNull();
    expect(orderAfterPayment({ payment: 'Failed', status: 'Payment failed' }, 'failed')).toBeNull();
    expect(orderAfterPayment(pending, 'processing')).toBeNull();
  });

  it('never undoes a settled order, whatever arrives after it', () => {
    for (const settled of [
      { payment: 'Paid', status: 'Out for Delivery' },
      { payment: 'Refund due', status: 'Cancelled' },
    ] as const) {
      for (const verdict of ['paid', 'sold-out', 'failed', 'processing'] as const) {
        expect(orderAfterPayment(settled, verdict)).toBeNull();
      }
    }
  });

  it('ends as the payment provider does, in every order the events can arrive', () => {
    // Stripe: processing -> succeeded (iDEAL), and a failed attempt followed by one that works.
    expect(replay(['processing', 'paid'])).toEqual({ payment: 'Paid', status: 'Order Received' });
    expect(replay(['paid', 'processing'])).toEqual({ payment: 'Paid', status: 'Order Received' });
    expect(replay(['failed', 'paid'])).toEqual({ payment: 'Paid', status: 'Order Received' });
    expect(replay(['paid', 'failed'])).toEqual({ payment: 'Paid', status: 'Order Received' });
    expect(replay(['processing', 'failed'])).toEqual({ payment: 'Failed', status: 'Payment failed' });
    expect(replay(['failed', 'processing'])).toEqual({ payment: 'Failed', status: 'Payment failed' });
  });

  it('lets the shopper pay a pending or failed order, not a settled one', () => {
    expect(isPayable({ payment: 'Pending', status: 'Pending payment' })).toBe(true);
    expect(isPayable({ payment: 'Failed', status: 'Payment failed' })).toBe(true);
    expect(isPayable({ payment: 'Paid', status: 'Order Received' })).toBe(false);
    expect(isPayable({ payment: 'Refund due', status: 'Cancelled' })).toBe(false);
  });

  it('never lets the shopper pay an order the admin cancelled unpaid', () => {
    expect(isPayable({ payment: 'Failed', status: 'Cancelled' })).toBe(false);
    expect(orderAfterPayment({ payment: 'Failed', status: 'Cancelled' }, 'paid')).toBeNull();
  });
});

describe('paymentMethodTypesFor', () => {
  it('gives the PaymentIntent the one method chosen (docs/decisions.md rule 75)', () => {
    expect(paymentMethodTypesFor('card')).toEqual(['card']);
    expect(paymentMethodTypesFor('paypal')).toEqual(['paypal']);
    expect(paymentMethodTypesFor('ideal')).toEqual(['ideal']);
  });
});

describe('storeTestPaymentBodySchema', () => {
  it('accepts an outcome and an optional payment method', () => {
    expect(storeTestPaymentBodySchema.parse({ outcome: 'failed', paymentMethod: 'ideal' })).toEqual({
      outcome: 'failed',
      paymentMethod: 'ideal',
    });
    expect(storeTestPaymentBodySchema.parse({ outcome: 'succeeded' })).toEqual({ outcome: 'succeeded' });
    expect(storeTestPaymentBodySchema.parse({ outcome: 'processing' })).toEqual({ outcome: 'processing' });
  });

  it('refuses any other outcome with a message', () => {
    const result = storeTestPaymentBodySchema.safeParse({ outcome: 'maybe' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Outcome must be succeeded, failed or processing');
  });
});

describe('paymentAmountChange', () => {
  it('says nothing when the charge is what was shown, and the new total when it is not', () => {
    expect(paymentAmountChange(12_345, 12_345)).toBeNull();
    expect(paymentAmountChange(12_345, 13_345)).toBe(
      `The total is now ${formatEuro(13_345)} (it was ${formatEuro(12_345)}): prices or shipping changed since this page was loaded. Nothing has been charged. Please check your order and press Pay again to pay ${formatEuro(13_345)}.`,
    );
    expect(paymentAmountChange(12_345, 12_344)).toContain(`now ${formatEuro(12_344)}`);
  });
});
