// A visitor's cart: the counter `carts/{uid}`, its lines `carts/{uid}/lines/{productId}` and the
// applied coupon `discounts/{uid}`. Every change runs in one transaction that reads the counter, which
// lists each line's quantity, and writes it again with the change, so the counter always equals the
// items, even under concurrent calls from two tabs (both transactions touch the counter, so Firestore
// serialises them). Lines are read by id, never by a query: a query in a transaction locks more than
// the one cart (the emulator locks far wider than production), and shoppers must not wait for each
// other's carts (docs/decisions.md rule 38).
import {
  buildStoreCart,
  canAddToCart,
  cartLinePrice,
  cartTotals,
  cartUnitPrice,
  checkCoupon,
  chooseCartSize,
  collections,
  couponFromDoc,
  couponRefusal,
  isOnline,
  PRODUCT_OFFLINE_MESSAGE,
  shopConfig,
  stockForSize,
  UNKNOWN_COUPON_MESSAGE,
  unitsForSale,
  validateQuantity,
  type CartCounter,
  type CartLine,
  type CountryCode,
  type Coupon,
  type CouponDoc,
  type CouponRefusal,
  type DiscountRecord,
  type SaleEntry,
  type StoreCart,
  type StoreCouponRefusalDetails,
  type StoreProduct,
} from '@shop/domain';
import {
  FieldValue,
  type DocumentReference,
  type DocumentSnapshot,
  type Transaction,
} from 'firebase-admin/firestore';
import { findCouponByCode } from './coupon-uses';
import { db } from './firestore';

/** Why a cart call changed nothing; the route turns it into an HTTP error. */
export type CartRefusal = {
  ok: false;
  code: 'not-found' | 'out-of-stock' | 'cart-full' | 'invalid-request';
  message: string;
};

type Stored<T, Times extends keyof T> = Omit<T, Times> & { [K in Times]: FieldValue };

const cartRef = (uid: string) => db().collection(collections.carts).doc(uid);
const linesRef = (uid: string) => cartRef(uid).collection(collections.cartLines);
const discountRef = (uid: string) => db().collection(collections.discounts).doc(uid);
const productRef = (productId: string) =>
  db().collection(collections.products).doc(productId) as DocumentReference<StoreProduct>;
const saleRef = (productId: string) =>
  db().collection(collections.sale).doc(productId) as DocumentReference<SaleEntry>;

/** Each line's quantity by product id, as the cart's counter lists them. */
export type CartQuantities = Record<string, number>;

const itemsIn = (quantities: CartQuantities) =>
  Object.values(quantities).reduce((items, qty) => items + qty, 0);

/**
 * The cart's lines and their quantities, read in `tx` from the counter. A counter written before it
 * listed its lines is answered from the lines themselves, once: the change writes the list.
 */
export async function readCartQuantities(tx: Transaction, uid: string): Promise<CartQuantities> {
  const counter = (await tx.get(cartRef(uid))).data() as CartCounter | undefined;
  if (counter?.quantities) return { ...counter.quantities };
  if (!counter) return {};
  const lines = await tx.get(linesRef(uid));
  return Object.fromEntries(lines.docs.map((line) => [line.id, (line.data() as CartLine).qty]));
}

/** Writes the counter for the lines the transaction will leave behind. */
export function setCartCounter(tx: Transaction, uid: string, quantities: CartQuantities): void {
  const counter: Stored<CartCounter, 'updatedAt'> = {
    items: itemsIn(quantities),
    quantities,
    updatedAt: FieldValue.serverTimestamp(),
  };
  tx.set(cartRef(uid), counter);
}

function refusal(code: CartRefusal['code'], message: string): CartRefusal {
  return { ok: false, code, message };
}

const NOT_IN_CART = 'This item is not in your cart';

export type AddToCartResult = { ok: true; added: boolean; items: number } | CartRefusal;

/**
 * Puts one of a store product in the cart at the server's price (docs/decisions.md rules 4, 7, 8, 12, 14,
 * 15). A product already in the cart is left as it is (`added: false`, the API's 201).
 */
export function addToCart(
  uid: string,
  productId: string,
  requestedSize: string | null,
): Promise<AddToCartResult> {
  return db().runTransaction(async (tx): Promise<AddToCartResult> => {
    const [productSnap, saleSnap, quantities] = await Promise.all([
      tx.get(productRef(productId)),
      tx.get(saleRef(productId)),
      readCartQuantities(tx, uid),
    ]);
    const items = itemsIn(quantities);
    const product = productSnap.data();
    if (!product) return refusal('not-found', 'This item is no longer in the shop');
    // An offline product is not for sale (rule 68), even to a cart that already holds it.
    if (!isOnline(product)) return refusal('not-found', PRODUCT_OFFLINE_MESSAGE);
    if (quantities[productId] !== undefined) return { ok: true, added: false, items };

    const choice = chooseCartSize(product, requestedSize);
    if (!choice.ok)
      return refusal(choice.reason === 'sold-out' ? 'out-of-stock' : 'invalid-request', choice.message);
    if (stockForSize(product.variants, choice.size) < 1)
      return refusal('out-of-stock', 'This item is sold out');
    const room = canAddToCart(items);
    if (!room.ok) return refusal(room.reason === 'cart-full' ? 'cart-full' : 'invalid-request', room.message);

    const line: Stored<CartLine, 'addedAt'> = {
      productId,
      sku: product.sku,
      title: product.title,
      image: product.displayImage,
      size: choice.size,
      unitPrice: cartUnitPrice(product, saleSnap.data()),
      qty: 1,
      addedAt: FieldValue.serverTimestamp(),
    };
    tx.set(linesRef(uid).doc(productId), line);
    setCartCounter(tx, uid, { ...quantities, [productId]: 1 });
    return { ok: true, added: true, items: items + 1 };
  });
}

export type CartChangeResult = { ok: true } | CartRefusal;

/** Sets a line's quantity, within the stock of its product and size and the cart's maximum. */
export function changeCartQuantity(uid: string, itemId: string, qty: number): Promise<CartChangeResult> {
  return db().runTransaction(async (tx): Promise<CartChangeResult> => {
    const [quantities, lineSnap, productSnap] = await Promise.all([
      readCartQuantities(tx, uid),
      tx.get(linesRef(uid).doc(itemId)),
      tx.get(productRef(itemId)),
    ]);
    const line = lineSnap.data() as CartLine | undefined;
    if (!line) return refusal('not-found', NOT_IN_CART);
    const { [itemId]: _this, ...others } = quantities;
    const otherItems = itemsIn(others);
    // A product taken out of the shop, or offline, has no stock left to buy (rule 68).
    const stock = unitsForSale(productSnap.data(), line.size);
    const check = validateQuantity(qty, stock, otherItems);
    if (!check.ok) {
      const code = {
        'invalid-quantity': 'invalid-request',
        'above-stock': 'out-of-stock',
        'cart-full': 'cart-full',
      } as const;
      return refusal(code[check.reason], check.message);
    }
    tx.update(lineSnap.ref, { qty });
    setCartCounter(tx, uid, { ...others, [itemId]: qty });
    return { ok: true };
  });
}

/** Takes a line out of the cart. */
export function removeCartLine(uid: string, itemId: string): Promise<CartChangeResult> {
  return db().runTransaction(async (tx): Promise<CartChangeResult> => {
    const [quantities, lineSnap] = await Promise.all([
      readCartQuantities(tx, uid),
      tx.get(linesRef(uid).doc(itemId)),
    ]);
    if (!lineSnap.exists) return refusal('not-found', NOT_IN_CART);
    const { [itemId]: _removed, ...left } = quantities;
    tx.delete(lineSnap.ref);
    setCartCounter(tx, uid, left);
    return { ok: true };
  });
}

/** CLEAR SHOPPING CART: every line and the applied coupon go, the counter becomes 0. */
export async function clearCart(uid: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const quantities = await readCartQuantities(tx, uid);
    for (const productId of Object.keys(quantities)) tx.delete(linesRef(uid).doc(productId));
    tx.delete(discountRef(uid));
    setCartCounter(tx, uid, {});
  });
}

/** A refusal: what the shopper is told (`details`), and for the shop's logs why it really was. */
export type ApplyCouponResult =
  { ok: true } | { ok: false; details: StoreCouponRefusalDetails; cause: CouponRefusal | 'empty-cart' };

/**
 * Applies a coupon to the cart when it passes checkCoupon for the cart's goods now (decisions rule
 * 11). Only the reference is kept: the discount is recomputed whenever the cart is read or paid, so
 * a coupon that expires later stops counting. A second code replaces the first (one per cart). The
 * coupon's redemptions are counted at payment, not here.
 */
export function applyCoupon(uid: string, code: string, now: Date): Promise<ApplyCouponResult> {
  return db().runTransaction(async (tx): Promise<ApplyCouponResult> => {
    // The coupon is the admin's and only read: outside the transaction, so that many shoppers
    // applying one campaign code at once never meet on it.
    const [found, quantities] = await Promise.all([findCouponByCode(code), readCartQuantities(tx, uid)]);
    const productIds = Object.keys(quantities);
    const lineSnaps =
      productIds.length === 0 ? [] : await tx.getAll(...productIds.map((id) => linesRef(uid).doc(id)));
    const stored = lineSnaps.flatMap((line) => (line.exists ? [line.data() as CartLine] : []));
    const today = found
      ? await productsNow(
          stored.map((line) => line.productId),
          (refs) => tx.getAll(...refs),
        )
      : [];
    // The minimum is judged on today's prices, as the checkout charges them.
    const cartLines = stored.map((line, index) => ({
      qty: line.qty,
      unitPrice: cartLinePrice(line.unitPrice, today[index]?.product, today[index]?.sale).unitPrice,
    }));
    // Goods do not depend on the country; the coupon looks at goods only.
    const { goods } = cartTotals({ lines: cartLines, coupon: null, country: shopConfig.defaultCountry, now });
    const check = checkCoupon(found ? couponFromDoc(found.coupon) : undefined, { goods, now });
    // One answer for every code that cannot work, whatever the cart holds (docs/decisions.md rule 39).
    const refusal = couponRefusal(check, cartLines.length === 0);
    if (refusal || !found) {
      return {
        ok: false,
        details: refusal ?? { reason: 'unknown', message: UNKNOWN_COUPON_MESSAGE },
        cause: check.ok ? 'empty-cart' : check.reason,
      };
    }
    const record: Stored<DiscountRecord, 'appliedAt'> = {
      couponId: found.ref.id,
      code: found.coupon.code,
      appliedAt: FieldValue.serverTimestamp(),
    };
    tx.set(discountRef(uid), record);
    return { ok: true };
  });
}

/** Remove Discount: the cart has no coupon any more. */
export async function removeCoupon(uid: string): Promise<void> {
  await discountRef(uid).delete();
}

/** The applied coupon, or null when none is applied or it has since been deleted by the admin. */
async function appliedCoupon(uid: string): Promise<Coupon | null> {
  const record = (await discountRef(uid).get()).data() as DiscountRecord | undefined;
  if (!record) return null;
  const couponSnap = await db().collection(collections.coupons).doc(record.couponId).get();
  return couponSnap.exists ? couponFromDoc(couponSnap.data() as CouponDoc) : null;
}

/** A cart line's product and its Sale list entry as they are now (either may be gone). */
interface ProductNow {
  product: StoreProduct | undefined;
  sale: SaleEntry | undefined;
}

/**
 * Reads each product and its sale entry in one batched read, to price cart lines as the shop asks
 * now (cartLinePrice). `getAll` is the transaction's or the database's.
 */
async function productsNow(
  productIds: readonly string[],
  getAll: (refs: DocumentReference[]) => Promise<DocumentSnapshot[]>,
): Promise<ProductNow[]> {
  if (productIds.length === 0) return [];
  const snapshots = await getAll(productIds.flatMap((id) => [productRef(id), saleRef(id)]));
  return productIds.map((_id, index) => ({
    product: snapshots[2 * index]?.data() as StoreProduct | undefined,
    sale: snapshots[2 * index + 1]?.data() as SaleEntry | undefined,
  }));
}

/**
 * The cart with each line's current stock and price and the totals for `country`. Lines in the
 * order they were added. Stock and price come from the products (and the Sale list) as they are now,
 * so the quantity control offers what can really be bought and the totals are what the checkout
 * charges; a line's stored price is only the price it was added at (`previousPrice` when different).
 */
export async function readCart(uid: string, country: CountryCode, now: Date): Promise<StoreCart> {
  const [lines, coupon] = await Promise.all([
    linesRef(uid).orderBy('addedAt', 'asc').get(),
    appliedCoupon(uid),
  ]);
  const cartLines = lines.docs.map((doc) => ({ id: doc.id, line: doc.data() as CartLine }));
  const products = await productsNow(
    cartLines.map(({ line }) => line.productId),
    (refs) => db().getAll(...refs),
  );
  return buildStoreCart({
    lines: cartLines.map(({ id, line }, index) => {
      const { product, sale } = products[index] ?? { product: undefined, sale: undefined };
      return {
        id,
        productId: line.productId,
        sku: line.sku,
        title: line.title,
        image: line.image,
        size: line.size,
        ...cartLinePrice(line.unitPrice, product, sale),
        qty: line.qty,
        // None of an offline product: the cart shows it sold out and the checkout refuses it (rule 68).
        stock: unitsForSale(product, line.size),
      };
    }),
    coupon,
    country,
    now,
  });
}
