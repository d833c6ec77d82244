// The visitor's wishlist (storefront.md section 7). The SPA reads it straight from Firestore (owner
// only); these calls write it and serve other clients. The visitor's alone, in the API as in the
// rules: no admin reads a wishlist (docs/decisions.md rule 71).
import {
  ITEM_ALREADY_IN_WISHLIST,
  MESSAGES,
  documentIdSchema,
  storeAddToWishlistBodySchema,
  type StoreAddToWishlistParsed,
  type StoreAddToWishlistResponse,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { z } from 'zod';
import { addToWishlist, listWishlist, removeFromWishlist } from '../../data/wishlist';
import { notFound } from '../errors';
import { currentCaller, requireOwner, requireUser, validateBody } from '../middleware';

/** POST addproducttowish, body { userId, productId }: 200, `added: false` when it was there already. */
export const postAddToWishlist: RequestHandler = async (req, res) => {
  const { userId, productId } = req.body as StoreAddToWishlistParsed;
  const result = await addToWishlist(userId, productId);
  if (!result.ok) throw notFound(result.message);
  const body: StoreAddToWishlistResponse = result.added
    ? { added: true, message: MESSAGES.itemAddedToWishlist }
    : { added: false, message: ITEM_ALREADY_IN_WISHLIST };
  res.json(body);
};

/** GET getproductsuserwishlist/{userId}: StoreWishlistEntry[], newest first. */
export const getWishlist: RequestHandler = async (req, res) => {
  res.json(await listWishlist(z.string().parse(req.params.userId)));
};

/** DELETE deleteproductuserwish/{wishId}: takes the product out of the caller's wishlist. */
export const deleteWishlistItem: RequestHandler = async (req, res) => {
  const wishId = z.object({ wishId: documentIdSchema }).parse(req.params).wishId;
  const removed = await removeFromWishlist(currentCaller(res).uid, wishId);
  if (!removed) throw notFound('This item is not in your wishlist');
  res.json({ removed: true });
};

export const wishlistRouter = Router()
  .post(
    '/addproducttowish',
    requireOwner('userId'),
    validateBody(storeAddToWishlistBodySchema),
    postAddToWishlist,
  )
  .get('/getproductsuserwishlist/:userId', requireOwner('userId'), getWishlist)
  .delete('/deleteproductuserwish/:wishId', requireUser, deleteWishlistItem)
  // The spec's GET form (cart.ts says why a GET may change something here).
  .get('/deleteproductuserwish/:wishId', requireUser, deleteWishlistItem);
