// Carts pay today's price: a line's stored price is only the price it was added at. A price raised
// (or a sale ended) after the add is what the cart shows, with the change said, and what charges asks.
import { collections, type StoreCart, type StoreChargeResponse } from '@shop/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { usePaymentProvider } from '../../functions/src/payments/provider';
import { apiCaller, readOrder, recordingProvider } from './checkout-support';
import { signUpAnonymous } from './emulators';
import { createStoreProduct, variant } from './factories';
import { chargeBody, useApi } from './harness';

const api = useApi({ clear: 'firestore and auth' });

afterAll(async () => {
  usePaymentProvider(undefined);
});

describe('a price changed after the item was added', () => {
  it('shows old and new price in the cart, and charges asks the new amount', async () => {
    const stripe = recordingProvider();
    const call = apiCaller(api.origin);
    const bag = await createStoreProduct({
      id: 'kelly',
      title: 'Kelly 28',
      displayPrice: 91_000,
      variants: [variant({ quantity: 2 })],
    });
    const anna = await signUpAnonymous();
    expect(
      await call(anna, 'POST', 'addproducttocart', { userId: anna.uid, productId: bag.id }),
    ).toMatchObject({
      status: 200,
    });

    // The admin raises the price.
    await db().collection(collections.products).doc(bag.id).update({ displayPrice: 141_000 });

    const cart = await call(anna, 'GET', `getcartallitems/${anna.uid}?view=cart`);
    expect(cart.status).toBe(200);
    const { lines, totals } = cart.body as StoreCart;
    expect(lines).toEqual([
      expect.objectContaining({
        productId: 'kelly',
        unitPrice: 141_000,
        previousPrice: 91_000,
        lineTotal: 141_000,
      }),
    ]);
    expect(totals.goods).toBe(141_000);

    const charge = await call(anna, 'POST', 'charges', chargeBody(anna));
    expect(charge.status).toBe(200);
    const { orderId, totals: charged } = charge.body as StoreChargeResponse;
    expect(charged.goods).toBe(141_000);
    expect(stripe.created.at(-1)?.params.amount).toBe(charged.payable);
    expect((await readOrder(orderId)).lines[0]).toMatchObject({ unitPrice: 141_000, lineTotal: 141_000 });
  });

  it('follows the end of a sale: the line goes back to the full price and says so', async () => {
    recordingProvider();
    const call = apiCaller(api.origin);
    const bag = await createStoreProduct({ id: 'speedy', displayPrice: 120_000, variants: [variant()] });
    await db()
      .collection(collections.sale)
      .doc(bag.id)
      .set({ ...bag, salePrice: 90_000, hidden: false });
    const anna = await signUpAnonymous();
    await call(anna, 'POST', 'addproducttocart', { userId: anna.uid, productId: bag.id });
    const onSale = (await call(anna, 'GET', `getcartallitems/${anna.uid}?view=cart`)).body as StoreCart;
    expect(onSale.lines[0]).toMatchObject({ unitPrice: 90_000, previousPrice: null });

    await db().collection(collections.sale).doc(bag.id).delete();

    const after = (await call(anna, 'GET', `getcartallitems/${anna.uid}?view=cart`)).body as StoreCart;
    expect(after.lines[0]).toMatchObject({ unitPrice: 120_000, previousPrice: 90_000 });
    const charge = await call(anna, 'POST', 'charges', chargeBody(anna));
    expect((charge.body as StoreChargeResponse).totals.goods).toBe(120_000);
  });
});
