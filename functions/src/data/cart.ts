// A visitor's cart: the counter `carts/{uid}`, its lines `carts/{uid}/lines/{productId}` and the
// applied coupon `discounts/{uid}`. Every change runs in one transaction that reads the counter, which
// lists each line's quantity, and writes it again with the change, so the counter always equals the
// items, even under concurrent calls from two tabs (both transactions touch the counter, so Firestore
// serialises them). Lines are read by id, never by a query: a query in a transaction locks more than
// the one cart (the emulator locks far wider than production), and shoppers must not wait for each
// other's carts (docs/decisions.md rule 38). A visitor's cart carries one `expiresAt` on all of its
// documents, moved with every change in the change's own transaction, so the TTL policies delete it
// whole once it has been idle IDLE_VISITOR_RETENTION_DAYS; an account's cart carries none
// (docs/decisions.md rule 32). While a TTL policy is deleting a cart it may be any part of itself:
// every read and change takes only what linesInCart says is in the cart.
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
  hasExpired,
  linesInCart,
  isOnline,
  PRODUCT_OFFLINE_MESSAGE,
  shopConfig,
  stockForSize,
  UNKNOWN_COUPON_MESSAGE,
  unitsForSale,
  validateQuantity,
  visitorCartExpiry,
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
  Timestamp,
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
 * Whose cart a change is for: a visitor's (an anonymous ID token) carries an expiry, an account's
 * none. 'as-stored' is for a change the cart's owner did not make (a payment, an admin's call), which
 * keeps what the counter says.
 */
export type CartOwner = 'visitor' | 'account' | 'as-stored';

/** The cart as a change reads it in its transaction. */
export interface StoredCart {
  /** Each line's quantity by product id, of the lines in the cart (linesInCart). */
  quantities: CartQuantities;
  /** The counter carries an expiry: the cart was a visitor's. */
  expiring: boolean;
  /** Stored lines the counter lists that are no longer in the cart (expired): the change deletes them. */
  stale: string[];
  /** The applied coupon's document: `live` unless it expired, `stale` when expired and not yet deleted. */
  discount: 'none' | 'live' | 'stale';
}

type LineSnapshot = { id: string; expiresAt?: Timestamp; qty: number };

const lineOf = (snapshot: DocumentSnapshot): LineSnapshot => {
  const line = snapshot.data() as CartLine;
  return { id: snapshot.id, qty: line.qty, expiresAt: line.expiresAt as Timestamp | undefined };
};

/**
 * Reads the cart in `tx`. An account's cart, which never expires, is read from its counter alone; a
 * cart with an expiry (or becoming a visitor's) also reads the lines the counter lists, by id, to
 * move their expiry. A counter written before it listed its lines is answered from the lines
 * themselves, once: the change writes the list.
 */
export async function readStoredCart(
  tx: Transaction,
  uid: string,
  owner: CartOwner,
  now: Date,
): Promise<StoredCart> {
  const [counterSnap, discountSnap] = await Promise.all([tx.get(cartRef(uid)), tx.get(discountRef(uid))]);
  const counter = counterSnap.data() as CartCounter | undefined;
  const discountRecord = discountSnap.data() as DiscountRecord | undefined;
  const discount = !discountRecord ? 'none' : hasExpired(discountRecord.expiresAt, now) ? 'stale' : 'live';
  const expiring = counter?.expiresAt !== undefined;
  if (!counter) return { quantities: {}, expiring, stale: [], discount };

  let stored: LineSnapshot[];
  if (!counter.quantities) {
    stored = (await tx.get(linesRef(uid))).docs.map(lineOf);
  } else if (expiring || owner === 'visitor') {
    const listed = Object.keys(counter.quantities);
    const snapshots =
      listed.length === 0 ? [] : await tx.getAll(...listed.map((id) => linesRef(uid).doc(id)));
    stored = snapshots.filter((snapshot) => snapshot.exists).map(lineOf);
  } else {
    return { quantities: { ...counter.quantities }, expiring, stale: [], discount };
  }
  const inCart = linesInCart(counter, stored, now);
  const kept = new Set(inCart.map((line) => line.id));
  return {
    quantities: Object.fromEntries(
      inCart.map((line) => [line.id, counter.quantities?.[line.id] ?? line.qty]),
    ),
    expiring,
    stale: stored.filter((line) => !kept.has(line.id)).map((line) => line.id),
    discount,
  };
}

/** The expiry a change writes on every document of the cart: null for an account's cart. */
export function cartExpiryAfterChange(stored: StoredCart, owner: CartOwner, now: Date): Timestamp | null {
  const visitor = owner === 'visitor' || (owner === 'as-stored' && stored.expiring);
  return visitor ? Timestamp.fromDate(visitorCartExpiry(now)) : null;
}

/** The expiry field of a line or coupon the change sets whole: absent for an account's cart. */
export const withExpiry = (expiresAt: Timestamp | null) => (expiresAt ? { expiresAt } : {});

/**
 * Writes the counter for the lines the transaction leaves behind and moves the expiry of every other
 * document of the cart with it: the lines the change did not write itself (`written`) and the applied
 * coupon unless the change sets or removes it. A cart that had an expiry and is now an account's
 * loses it everywhere. Expired leftovers the counter listed are deleted.
 */
export function setCartCounter(
  tx: Transaction,
  uid: string,
  stored: StoredCart,
  quantities: CartQuantities,
  expiresAt: Timestamp | null,
  { written = [], discount = 'kept' }: { written?: readonly string[]; discount?: 'kept' | 'changed' } = {},
): void {
  const counter: Stored<CartCounter, 'updatedAt'> = {
    items: itemsIn(quantities),
    quantities,
    updatedAt: FieldValue.serverTimestamp(),
    ...withExpiry(expiresAt),
  };
  tx.set(cartRef(uid), counter);
  const expiry = expiresAt ?? (stored.expiring ? FieldValue.delete() : null);
  const changed = new Set(written);
  for (const id of stored.stale) if (!changed.has(id)) tx.delete(linesRef(uid).doc(id));
  if (expiry) {
    for (const id of Object.keys(quantities)) {
      if (!changed.has(id)) tx.update(linesRef(uid).doc(id), { expiresAt: expiry });
    }
  }
  if (discount === 'kept' && stored.discount === 'stale') tx.delete(discountRef(uid));
  if (discount === 'kept' && stored.discount === 'live' && expiry) {
    tx.update(discountRef(uid), { expiresAt: expiry });
  }
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
  owner: CartOwner,
): Promise<AddToCartResult> {
  return db().runTransaction(async (tx): Promise<AddToCartResult> => {
    const now = new Date();
    const [productSnap, saleSnap, stored] = await Promise.all([
      tx.get(productRef(productId)),
      tx.get(saleRef(productId)),
      readStoredCart(tx, uid, owner, now),
    ]);
    const { quantities } = stored;
    const items = itemsIn(quantities);
    const product = productSnap.data();
    if (!product) return refusal('not-found', 'This item is no longer in the shop');
    // An offline product is not for sale (rule 64), even to a cart that already holds it.
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
    const expiresAt = cartExpiryAfterChange(stored, owner, now);
    tx.set(linesRef(uid).doc(productId), { ...line, ...withExpiry(expiresAt) });
    setCartCounter(tx, uid, stored, { ...quantities, [productId]: 1 }, expiresAt, { written: [productId] });
    return { ok: true, added: true, items: items + 1 };
  });
}

export type CartChangeResult = { ok: true } | CartRefusal;

/** Sets a line's quantity, within the stock of its product and size and the cart's maximum. */
export function changeCartQuantity(
  uid: string,
  itemId: string,
  qty: number,
  owner: CartOwner,
): Promise<CartChangeResult> {
  return db().runTransaction(async (tx): Promise<CartChangeResult> => {
    const now = new Date();
    const [stored, lineSnap, productSnap] = await Promise.all([
      readStoredCart(tx, uid, owner, now),
      tx.get(linesRef(uid).doc(itemId)),
      tx.get(productRef(itemId)),
    ]);
    const { quantities } = stored;
    const line = lineSnap.data() as CartLine | undefined;
    if (!line || quantities[itemId] === undefined) return refusal('not-found', NOT_IN_CART);
    const { [itemId]: _this, ...others } = quantities;
    const otherItems = itemsIn(others);
    // A product taken out of the shop, or offline, has no stock left to buy (rule 64).
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
    const expiresAt = cartExpiryAfterChange(stored, owner, now);
    const expiry = expiresAt ?? (stored.expiring ? FieldValue.delete() : null);
    tx.update(lineSnap.ref, expiry ? { qty, expiresAt: expiry } : { qty });
    setCartCounter(tx, uid, stored, { ...others, [itemId]: qty }, expiresAt, { written: [itemId] });
    return { ok: true };
  });
}

/** Takes a line out of the cart. */
export function removeCartLine(uid: string, itemId: string, owner: CartOwner): Promise<CartChangeResult> {
  return db().runTransaction(async (tx): Promise<CartChangeResult> => {
    const now = new Date();
    const [stored, lineSnap] = await Promise.all([
      readStoredCart(tx, uid, owner, now),
      tx.get(linesRef(uid).doc(itemId)),
    ]);
    if (!lineSnap.exists || stored.quantities[itemId] === undefined) return refusal('not-found', NOT_IN_CART);
    const { [itemId]: _removed, ...left } = stored.quantities;
    tx.delete(lineSnap.ref);
    setCartCounter(tx, uid, stored, left, cartExpiryAfterChange(stored, owner, now), { written: [itemId] });
    return { ok: true };
  });
}

/** CLEAR SHOPPING CART: every line and the applied coupon go, the counter becomes 0. */
export async function clearCart(uid: string, owner: CartOwner): Promise<void> {
  await db().runTransaction(async (tx) => {
    const now = new Date();
    const stored = await readStoredCart(tx, uid, owner, now);
    const lines = Object.keys(stored.quantities);
    for (const productId of lines) tx.delete(linesRef(uid).doc(productId));
    tx.delete(discountRef(uid));
    setCartCounter(tx, uid, stored, {}, cartExpiryAfterChange(stored, owner, now), {
      written: lines,
      discount: 'changed',
    });
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
export function applyCoupon(
  uid: string,
  code: string,
  now: Date,
  owner: CartOwner,
): Promise<ApplyCouponResult> {
  return db().runTransaction(async (tx): Promise<ApplyCouponResult> => {
    // The coupon is the admin's and only read: outside the transaction, so that many shoppers
    // applying one campaign code at once never meet on it.
    const [found, stored] = await Promise.all([findCouponByCode(code), readStoredCart(tx, uid, owner, now)]);
    const { quantities } = stored;
    const productIds = Object.keys(quantities);
    const lineSnaps =
      productIds.length === 0 ? [] : await tx.getAll(...productIds.map((id) => linesRef(uid).doc(id)));
    const inCart = lineSnaps.flatMap((line) => (line.exists ? [line.data() as CartLine] : []));
    const today = found
      ? await productsNow(
          inCart.map((line) => line.productId),
          (refs) => tx.getAll(...refs),
        )
      : [];
    // The minimum is judged on today's prices, as the checkout charges them.
    const cartLines = inCart.map((line, index) => ({
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
    const expiresAt = cartExpiryAfterChange(stored, owner, now);
    tx.set(discountRef(uid), { ...record, ...withExpiry(expiresAt) });
    setCartCounter(tx, uid, stored, quantities, expiresAt, { discount: 'changed' });
    return { ok: true };
  });
}

/** Remove Discount: the cart has no coupon any more. */
export async function removeCoupon(uid: string, owner: CartOwner): Promise<void> {
  await db().runTransaction(async (tx) => {
    const now = new Date();
    const stored = await readStoredCart(tx, uid, owner, now);
    tx.delete(discountRef(uid));
    setCartCounter(tx, uid, stored, stored.quantities, cartExpiryAfterChange(stored, owner, now), {
      discount: 'changed',
    });
  });
}

/**
 * Ends the expiry of a visitor's cart that became an account's (registration): every document of a
 * live cart keeps no `expiresAt`. An expired cart is empty (linesInCart) and is deleted instead.
 */
export async function keepCartForAccount(uid: string): Promise<void> {
  await db().runTransaction(async (tx) => {
    const now = new Date();
    const stored = await readStoredCart(tx, uid, 'account', now);
    if (!stored.expiring) return;
    setCartCounter(tx, uid, stored, stored.quantities, null);
  });
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

/** A cart line as read for the cart's answer, with the product and Sale entry it is priced from now. */
interface LineNow extends ProductNow {
  id: string;
  line: CartLine;
}

/**
 * The cart as it is now, in two batched reads that every cart answer and checkout waits for: the
 * counter with the applied coupon's record, then the lines the counter lists (by id) with their
 * products, Sale entries and the coupon (a line's id is its product's, `lines/{productId}`). A
 * counter written before it listed its lines is answered from the lines themselves (a query, then
 * the products). Only the lines in the cart (linesInCart), in the order they were added.
 */
async function cartNow(uid: string, now: Date): Promise<{ lines: LineNow[]; coupon: Coupon | null }> {
  const [counterSnap, discountSnap] = await db().getAll(cartRef(uid), discountRef(uid));
  const counter = counterSnap!.data() as CartCounter | undefined;
  const record = discountSnap!.data() as DiscountRecord | undefined;
  const couponRef =
    record && !hasExpired(record.expiresAt, now)
      ? db().collection(collections.coupons).doc(record.couponId)
      : null;
  const listed = Object.keys(counter?.quantities ?? {});
  const refs: DocumentReference[] = [
    ...(couponRef ? [couponRef] : []),
    ...(counter?.quantities
      ? listed.flatMap((id) => [linesRef(uid).doc(id), productRef(id), saleRef(id)])
      : []),
  ];
  const snapshots = refs.length === 0 ? [] : await db().getAll(...refs);
  const couponSnap = couponRef ? snapshots.shift() : undefined;
  const coupon = couponSnap?.exists ? couponFromDoc(couponSnap.data() as CouponDoc) : null;
  if (!counter) return { lines: [], coupon };

  let read: LineNow[];
  if (counter.quantities) {
    read = listed.flatMap((id, index) => {
      const [line, product, sale] = snapshots.slice(3 * index, 3 * index + 3);
      return line?.exists
        ? [
            {
              id,
              line: line.data() as CartLine,
              product: product?.data() as StoreProduct | undefined,
              sale: sale?.data() as SaleEntry | undefined,
            },
          ]
        : [];
    });
  } else {
    const docs = (await linesRef(uid).get()).docs;
    const lines = docs.map((doc) => ({ id: doc.id, line: doc.data() as CartLine }));
    const products = await productsNow(
      lines.map(({ line }) => line.productId),
      (productRefs) => db().getAll(...productRefs),
    );
    read = lines.map((line, index) => ({ ...line, ...products[index]! }));
  }
  const inCart = linesInCart(
    counter,
    read.map((entry) => ({ ...entry, expiresAt: entry.line.expiresAt })),
    now,
  );
  return {
    lines: inCart.sort((a, b) => a.line.addedAt.toMillis() - b.line.addedAt.toMillis()),
    coupon,
  };
}

/**
 * The cart with each line's current stock and price and the totals for `country`. Lines in the
 * order they were added. Stock and price come from the products (and the Sale list) as they are now,
 * so the quantity control offers what can really be bought and the totals are what the checkout
 * charges; a line's stored price is only the price it was added at (`previousPrice` when different).
 */
export async function readCart(uid: string, country: CountryCode, now: Date): Promise<StoreCart> {
  const { lines, coupon } = await cartNow(uid, now);
  return buildStoreCart({
    lines: lines.map(({ id, line, product, sale }) => ({
      id,
      productId: line.productId,
      sku: line.sku,
      title: line.title,
      image: line.image,
      size: line.size,
      ...cartLinePrice(line.unitPrice, product, sale),
      qty: line.qty,
      // None of an offline product: the cart shows it sold out and the checkout refuses it (rule 64).
      stock: unitsForSale(product, line.size),
    })),
    coupon,
    country,
    now,
  });
}
