// GET getproductitemdetails/{id} (storefront.md section 7): one store product, for API clients. The
// SPA's detail page reads the same `products/{id}` document straight from Firestore.
import { documentIdSchema, toStoreProductDetails, type StoreProductDetails } from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { findStoreProduct } from '../../data/store-product';
import { invalidRequest, notFound } from '../errors';

/**
 * The product as an array whose first element is the product, as the spec's clients read it
 * (`[product]`), with its sale while it is on the visible Sale list. An unknown id is a 404
 * `not-found` JSON error, like every missing document.
 */
export const getProductDetails: RequestHandler<{ id: string }> = async (req, res) => {
  const parsed = documentIdSchema.safeParse(req.params.id);
  if (!parsed.success) {
    const message = parsed.error.issues[0]?.message ?? 'Not a valid product id';
    throw invalidRequest(message, [{ path: 'id', message }]);
  }
  const found = await findStoreProduct(parsed.data);
  if (!found) throw notFound(`There is no product with id "${parsed.data}"`);
  res.json([toStoreProductDetails(found.product, found.sale)] satisfies StoreProductDetails[]);
};

export const productDetailsRouter = Router().get('/getproductitemdetails/:id', getProductDetails);
