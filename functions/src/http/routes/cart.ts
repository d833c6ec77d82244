// The visitor's cart and its coupon (storefront.md section 7, docs/decisions.md rules 2, 4, 11 and 12).
// Every call needs the visitor's ID token. Calls naming a {userId} act on that cart and refuse any
// other caller, admins too (403; docs/decisions.md rule 71); calls naming an item act on the caller's own cart, so another
// visitor's item simply is not there (404). Prices, counts and discounts come from the server's data.
// The old shop used GET for everything. Our clients change things with POST, PUT and DELETE; the
// spec's GET forms answer too, with the same checks: authentication is a Bearer token,
// never a cookie, so a GET link on another site cannot act for a visitor.
import {
  API_ERROR_CODES,
  MESSAGES,
  countryCodeSchema,
  shopConfig,
  storeAddToCartBodySchema,
  storeCartQuantityParamsSchema,
  storeCouponCodeSchema,
  type StoreAddToCartParsed,
  type StoreAddToCartResponse,
  type StoreApplyCouponResponse,
  type StoreCart,
} from '@shop/domain';
import { Router, type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import {
  addToCart,
  applyCoupon,
  changeCartQuantity,
  clearCart,
  readCart,
  removeCartLine,
  removeCoupon,
  type CartOwner,
  type CartRefusal,
} from '../../data/cart';
import * as logs from '../../logs';
import { abuseLimit } from '../abuse-limits';
import { HttpError } from '../errors';
import { currentCaller, requireOwner, requireUser, validateBody } from '../middleware';
import { isAnonymous } from './accounts';

const refusalStatus: Record<CartRefusal['code'], number> = {
  'invalid-request': 400,
  'not-found': 404,
  'out-of-stock': 409,
  'cart-full': 409,
};

function refused(refusal: CartRefusal): HttpError {
  return new HttpError(refusalStatus[refusal.code], refusal.code, refusal.message);
}

/** `?country=DE` picks the country the totals are for; the cart page's default is the shop's (NL). */
const cartQuerySchema = z.object({ country: countryCodeSchema.default(shopConfig.defaultCountry) });

function cartFor(uid: string, req: Request): Promise<StoreCart> {
  const { country } = cartQuerySchema.parse(req.query);
  return readCart(uid, country, new Date());
}

/** The uid in the path ({userId}); requireOwner has checked it is the caller's. */
const pathUser = (req: Request) => z.string().parse(req.params.userId);

/**
 * Whether the caller's cart expires (docs/decisions.md rule 32): a visitor's own change sets its
 * expiry, an account's own change none (requireOwner lets nobody else change a cart).
 */
function cartOwner(res: Response): CartOwner {
  return isAnonymous(currentCaller(res).token) ? 'visitor' : 'account';
}

/** POST addproducttocart, body { userId, productId, size? }: 200 added, 201 already in the cart. */
export const postAddToCart: RequestHandler = async (req, res) => {
  const { userId, productId, size } = req.body as StoreAddToCartParsed;
  const result = await addToCart(userId, productId, size, cartOwner(res));
  if (!result.ok) {
    if (result.code === 'cart-full') logs.cartFull(userId);
    throw refused(result);
  }
  const body: StoreAddToCartResponse = result.added
    ? { added: true, message: MESSAGES.itemAddedToCart, items: result.items }
    : { added: false, message: MESSAGES.itemAlreadyInCart, items: result.items };
  res.status(result.added ? 200 : 201).json(body);
};

/**
 * GET getcartallitems/{userId}[?country=XX]: the spec's "returns the cart items", the cart's lines.
 * With `view=cart` (the SPA's form) the whole cart: its lines, coupon and totals.
 */
export const getCart: RequestHandler = async (req, res) => {
  const cart = await cartFor(pathUser(req), req);
  res.json(req.query.view === 'cart' ? cart : cart.lines);
};

/** PUT cartitemchangequantitycart/{itemId}/{qty}: answers the updated cart. */
export const putCartQuantity: RequestHandler = async (req, res) => {
  const { itemId, qty } = storeCartQuantityParamsSchema.parse(req.params);
  const { uid } = currentCaller(res);
  const result = await changeCartQuantity(uid, itemId, qty, cartOwner(res));
  if (!result.ok) throw refused(result);
  res.json(await cartFor(uid, req));
};

/** DELETE deleteitemsmaincart/{itemId}: answers the updated cart. */
export const deleteCartLine: RequestHandler = async (req, res) => {
  const { itemId } = storeCartQuantityParamsSchema.pick({ itemId: true }).parse(req.params);
  const { uid } = currentCaller(res);
  const result = await removeCartLine(uid, itemId, cartOwner(res));
  if (!result.ok) throw refused(result);
  res.json(await cartFor(uid, req));
};

/** DELETE clearallcartitems/{userId}: answers the (empty) cart. */
export const deleteAllCartLines: RequestHandler = async (req, res) => {
  const uid = pathUser(req);
  await clearCart(uid, cartOwner(res));
  res.json(await cartFor(uid, req));
};

/**
 * Applies the path's coupon to the caller's cart and answers the cart. A code that does not work is a
 * 400 coupon-refused: the spec's 'No Code Found' (in the words of docs/decisions.md rule 53) for a code that is unknown, expired or used up
 * alike (couponRefusal), the minimum for a cart too small for it.
 */
async function applyPathCoupon(req: Request, res: Response): Promise<StoreCart> {
  const code = storeCouponCodeSchema.parse(req.params.code);
  const { uid } = currentCaller(res);
  const result = await applyCoupon(uid, code, new Date(), cartOwner(res));
  if (!result.ok) {
    logs.couponRefused(result.cause);
    throw new HttpError(400, API_ERROR_CODES.couponRefused, result.details.message, result.details);
  }
  return cartFor(uid, req);
}

/** POST getcouponitemscart/{code}: the discount the coupon gives now (cents), with the cart. */
export const postApplyCoupon: RequestHandler = async (req, res) => {
  const cart = await applyPathCoupon(req, res);
  const body: StoreApplyCouponResponse = {
    discount: cart.totals.discount,
    message: MESSAGES.discountApplied,
    cart,
  };
  res.json(body);
};

/** GET getcouponitemscart/{code}, the spec's form: the same, answering only the discount in cents. */
export const getApplyCoupon: RequestHandler = async (req, res) => {
  res.json((await applyPathCoupon(req, res)).totals.discount);
};

/** DELETE removecouponcart: Remove Discount; answers the cart without its coupon. */
export const deleteCoupon: RequestHandler = async (req, res) => {
  const { uid } = currentCaller(res);
  await removeCoupon(uid, cartOwner(res));
  res.json(await cartFor(uid, req));
};

export const cartRouter = Router()
  .post('/addproducttocart', requireOwner('userId'), validateBody(storeAddToCartBodySchema), postAddToCart)
  .get('/getcartallitems/:userId', requireOwner('userId'), getCart)
  .put('/cartitemchangequantitycart/:itemId/:qty', requireUser, putCartQuantity)
  .delete('/deleteitemsmaincart/:itemId', requireUser, deleteCartLine)
  .delete('/clearallcartitems/:userId', requireOwner('userId'), deleteAllCartLines)
  .post('/getcouponitemscart/:code', requireUser, abuseLimit('coupon'), postApplyCoupon)
  .delete('/removecouponcart', requireUser, deleteCoupon)
  // The spec's GET forms of the calls above.
  .get('/cartitemchangequantitycart/:itemId/:qty', requireUser, putCartQuantity)
  .get('/deleteitemsmaincart/:itemId', requireUser, deleteCartLine)
  .get('/clearallcartitems/:userId', requireOwner('userId'), deleteAllCartLines)
  .get('/getcouponitemscart/:code', requireUser, abuseLimit('coupon'), getApplyCoupon);
