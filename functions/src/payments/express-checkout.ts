// The express checkout ("Buy now", docs/decisions.md rule 76): the wallet sheet's totals for the
// address it reports, and the order it pays. Priced with the checkout's rules (buildStoreCart, the
// cart's coupon, the stock) and opened with checkout.ts's own steps, so an express order is the same
// document, holds its coupon use the same way and is paid by the same webhook path as POST charges'.
import {
  API_ERROR_CODES,
  buildStoreCart,
  cartUnitPrice,
  chooseCartSize,
  ConflictError,
  InvalidRequestError,
  isOnline,
  NotFoundError,
  PRODUCT_OFFLINE_MESSAGE,
  CHECKOUT_MESSAGES,
  collections,
  EXPRESS_PAYMENT_METHOD,
  expressAmountChange,
  expressDeliveryRefusal,
  expressLineItems,
  expressPaymentMethodTypes,
  expressShippingRate,
  paymentMethodRefusal,
  unitsForSale,
  type CountryCode,
  type ExpressSource,
  type SaleEntry,
  type StoreCart,
  type StoreChargeResponse,
  type StoreExpressChargeParsed,
  type StoreExpressQuote,
  type StoreProduct,
} from '@shop/domain';
import { readCart } from '../data/cart';
import { db } from '../data/firestore';
import { checkoutKey, checkStock, orderDraft, payOpenedOrder } from './checkout';
import { paymentProvider } from './provider';

/** 400 for a country the shop does not deliver to: the sheet shows the message, nothing is written. */
export function refuseUndeliverable(country: string): void {
  const refusal = expressDeliveryRefusal(country);
  if (refusal) throw new InvalidRequestError(refusal, [{ path: 'country', message: refusal }]);
}

/**
 * One of a product in its size, priced as a cart line is (today's price and sale, its stock now),
 * with no coupon: what "Buy now" on the product page buys; its size chosen as Add to cart chooses
 * it. An offline or unknown product is a 404.
 */
async function productCart(
  productId: string,
  size: string | null,
  country: CountryCode,
  now: Date,
): Promise<StoreCart> {
  const [productSnap, saleSnap] = await db().getAll(
    db().collection(collections.products).doc(productId),
    db().collection(collections.sale).doc(productId),
  );
  const product = productSnap?.data() as StoreProduct | undefined;
  if (!product) throw new NotFoundError('This item is no longer in the shop');
  // An offline product is not for sale (rule 64).
  if (!isOnline(product)) throw new NotFoundError(PRODUCT_OFFLINE_MESSAGE);
  const choice = chooseCartSize(product, size);
  if (!choice.ok) {
    if (choice.reason === 'sold-out') {
      throw new ConflictError(choice.message, { code: API_ERROR_CODES.outOfStock });
    }
    throw new InvalidRequestError(choice.message, [{ path: 'source.size', message: choice.message }]);
  }
  return buildStoreCart({
    lines: [
      {
        id: productId,
        productId,
        sku: product.sku,
        title: product.title,
        image: product.displayImage,
        size: choice.size,
        unitPrice: cartUnitPrice(product, saleSnap?.data() as SaleEntry | undefined),
        previousPrice: null,
        qty: 1,
        stock: unitsForSale(product, choice.size),
      },
    ],
    coupon: null,
    country,
    now,
  });
}

/**
 * What the source costs delivered to `country`, checked as POST charges checks it: not empty, every
 * line in stock (409 naming the lines), an amount a card may pay.
 */
async function pricedSource(uid: string, source: ExpressSource, country: string, now: Date) {
  refuseUndeliverable(country);
  const code = country as CountryCode;
  const cart =
    source.kind === 'cart'
      ? await readCart(uid, code, now)
      : await productCart(source.productId, source.size, code, now);
  if (cart.lines.length === 0) throw new ConflictError(CHECKOUT_MESSAGES.emptyCart);
  checkStock(cart);
  const { itemCount, ...totals } = cart.totals;
  const refusal = paymentMethodRefusal(EXPRESS_PAYMENT_METHOD, code, totals.payable);
  if (refusal) throw new ConflictError(refusal.message, { code: API_ERROR_CODES.paymentFailed });
  return { cart, totals, itemCount };
}

/** POST expresscheckout/quote: the sheet's rows, shipping and amount for a delivery to `country`. */
export async function expressQuote(
  uid: string,
  source: ExpressSource,
  country: string,
  now: Date,
): Promise<StoreExpressQuote> {
  const { cart, totals } = await pricedSource(uid, source, country, now);
  return {
    country: cart.country,
    totals,
    amount: totals.payable,
    lineItems: expressLineItems(totals, cart.coupon?.applied ? cart.coupon.code : null),
    shippingRate: expressShippingRate(cart.country, totals.shipping),
  };
}

/**
 * POST expresscheckout/charges: prices the source again for the wallet's address, refuses (409,
 * nothing written) an amount other than the one the sheet showed, then opens the pending order with
 * the wallet's details and creates its PaymentIntent, as startPayment does for the checkout.
 */
export async function startExpressPayment(
  uid: string,
  body: StoreExpressChargeParsed,
  now: Date,
): Promise<StoreChargeResponse> {
  const provider = paymentProvider();
  const { cart, totals, itemCount } = await pricedSource(uid, body.source, body.customer.country, now);
  const change = expressAmountChange(body.amount, totals.payable);
  if (change) {
    throw new ConflictError(change, { details: { amount: totals.payable, totals } });
  }
  const draft = orderDraft(uid, cart, totals, itemCount, {
    customer: body.customer,
    note: '',
    paymentMethod: EXPRESS_PAYMENT_METHOD,
    expressCheckout: { wallet: body.wallet },
    language: body.language,
  });
  const paymentMethodTypes = expressPaymentMethodTypes(body.wallet);
  // The wallet is part of the key: an express order never reuses the checkout's order of the same cart.
  const key = checkoutKey(uid, draft, [...paymentMethodTypes, `express-${body.wallet}`]);
  return payOpenedOrder(provider, key, cart, draft, now, {
    methodTypes: paymentMethodTypes,
    metadata: { expressCheckout: body.wallet },
    answered: [EXPRESS_PAYMENT_METHOD],
  });
}
