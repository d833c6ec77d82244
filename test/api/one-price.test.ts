// One price everywhere (docs/decisions.md rule 35): while a product's Sale entry is visible, every
// surface the API serves shows its sale price and discount, the full price otherwise; starting,
// changing, hiding and ending a sale through the admin's calls moves all of them in the same write.
import {
  collections,
  type AdminStoreProduct,
  type StoreCart,
  type StoreListingProduct,
  type StoreProductDetails,
} from '@shop/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiCaller, readDoc } from './admin-factories';
import { apiCaller as visitorCaller } from './checkout-support';
import { clearAuth, createAdmin, signUpAnonymous, type TestUser } from './emulators';
import { createStoreProduct, variant } from './factories';
import { useApi } from './harness';

const api = useApi();
let admin: TestUser;
const call = apiCaller(() => api.origin);
const asAdmin = (method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown) =>
  call(method, path, { token: admin.idToken, body });

beforeAll(async () => {
  await clearAuth();
  admin = await createAdmin('erin@maisonborsa.example');
});

interface Shown {
  price: number;
  salePrice: number | null;
  discountPercent: number | null;
}

const shown = (card: Partial<Shown> | undefined): Shown => ({
  price: card?.price ?? -1,
  salePrice: card?.salePrice ?? null,
  discountPercent: card?.discountPercent ?? null,
});

/** The price of `productId` on every surface the API serves, and what a cart charges for it. */
async function everySurface(productId: string): Promise<{
  surfaces: Record<string, Shown>;
  cartCharges: number;
  paidPrices: Record<string, number | undefined>;
}> {
  const find = (answer: { status: number; body: unknown }) => {
    expect(answer, JSON.stringify(answer.body)).toMatchObject({ status: 200 });
    return (answer.body as StoreListingProduct[]).find((card) => card.productId === productId);
  };
  const [listing, newIn, featured, details, adminList, adminDetails] = await Promise.all([
    call('GET', 'getallproductsmain/BAGS/ALL/ALL/12/0'),
    call('GET', 'getallproductsmainotherstore/BAGS/ALL/ALL/New%20In'),
    call('GET', 'gethomepagefeaturedproductlist'),
    call('GET', `getproductitemdetails/${productId}`),
    asAdmin('GET', 'getallproductmainstore/20/0'),
    asAdmin('GET', `getitemdetailsmainstore/${productId}`),
  ]);
  const product = (details.body as StoreProductDetails[])[0]!;
  const adminCard = (adminList.body as AdminStoreProduct[]).find((card) => card.id === productId);
  const adminProduct = adminDetails.body as AdminStoreProduct;
  const stored = await readDoc<Shown & { displayPrice: number; paidPrice: number }>(
    `${collections.products}/${productId}`,
  );
  const visitor = await signUpAnonymous();
  const visitorCall = visitorCaller(api.origin);
  await visitorCall(visitor, 'POST', 'addproducttocart', { userId: visitor.uid, productId });
  const cart = (await visitorCall(visitor, 'GET', `getcartallitems/${visitor.uid}?view=cart`))
    .body as StoreCart;
  return {
    surfaces: {
      productDocument: shown({ ...stored, price: stored!.displayPrice }),
      listing: shown(find(listing)),
      newIn: shown(find(newIn)),
      homeFeatured: shown(find(featured)),
      productPage: shown({ price: product.displayPrice, ...product.sale }),
      adminStoreList: shown({ ...adminCard, price: adminCard?.displayPrice }),
      adminEditPage: shown({ ...adminProduct, price: adminProduct.displayPrice }),
    },
    cartCharges: cart.lines[0]!.unitPrice,
    // What the listings sort and filter on (docs/decisions.md rule 73).
    paidPrices: {
      product: stored!.paidPrice,
      newIn: (await readDoc<{ paidPrice: number }>(`${collections.newIn}/${productId}`))?.paidPrice,
    },
  };
}

function everywhere(expected: Shown, seen: Awaited<ReturnType<typeof everySurface>>) {
  const surfaces = Object.keys(seen.surfaces);
  expect(surfaces).toHaveLength(7);
  expect(seen.surfaces).toEqual(Object.fromEntries(surfaces.map((surface) => [surface, expected])));
  // The cart charges the one figure the surfaces show first.
  expect(seen.cartCharges).toBe(expected.salePrice ?? expected.price);
  // And the listings order and filter by it.
  const paid = expected.salePrice ?? expected.price;
  expect(seen.paidPrices).toEqual({ product: paid, newIn: paid });
}

describe('one price on every surface', () => {
  it('follows a sale as it starts, changes, hides, shows again and ends; a product not on sale keeps its price', async () => {
    for (const id of ['cassia', 'cosima']) {
      await createStoreProduct({ id, displayPrice: 76_000, variants: [variant({ quantity: 3 })] });
      await asAdmin('POST', 'addfeaturedproductmainstore', { productId: id });
      await asAdmin('POST', 'addproductotherstore', { productId: id, productfor: 'New In' });
    }
    const full = { price: 76_000, salePrice: null, discountPercent: null };
    everywhere(full, await everySurface('cassia'));

    // 20 % off 760 is 152: 608, shown rounded up to 10 euro (rule 8).
    const added = await asAdmin('POST', 'addproductotherstore', {
      productId: 'cassia',
      productfor: 'Sale',
      discountPercent: 20,
    });
    expect(added.status).toBe(200);
    everywhere({ price: 76_000, salePrice: 61_000, discountPercent: 20 }, await everySurface('cassia'));
    everywhere(full, await everySurface('cosima'));

    const changed = await asAdmin('POST', 'updatefeaturedother', {
      id: 'cassia',
      productfor: 'Sale',
      title: 'Cassia',
      // The admin's edit forms send euros.
      price: 760,
      discountPercent: 40,
    });
    expect(changed.status).toBe(200);
    everywhere({ price: 76_000, salePrice: 46_000, discountPercent: 40 }, await everySurface('cassia'));

    expect((await asAdmin('PATCH', 'hidesale/cassia')).status).toBe(200);
    everywhere(full, await everySurface('cassia'));
    expect((await asAdmin('PATCH', 'unhidesale/cassia')).status).toBe(200);
    everywhere({ price: 76_000, salePrice: 46_000, discountPercent: 40 }, await everySurface('cassia'));

    // A new store price re-prices the sale on every surface.
    const repriced = await asAdmin('POST', 'updatefeaturedother', {
      id: 'cassia',
      productfor: 'New In',
      title: 'Cassia',
      price: 900,
    });
    expect(repriced, JSON.stringify(repriced.body)).toMatchObject({ status: 200 });
    everywhere({ price: 90_000, salePrice: 54_000, discountPercent: 40 }, await everySurface('cassia'));

    expect((await asAdmin('GET', 'removefeaturedproductother/cassia/Sale')).status).toBe(200);
    everywhere({ ...full, price: 90_000 }, await everySurface('cassia'));
    everywhere(full, await everySurface('cosima'));
  });
});
