// Admin: the main store (admin.md section 7, "Main store"): list, filter, search, edit, delete, add
// from the supplier catalogue and custom products.
import {
  adminAddProductBodySchema,
  adminCustomProductBodySchema,
  adminEditStoreProductBodySchema,
  parseGenderFilter,
  refusedPictureSourceMessage,
  type AdminAddProductParsed,
  type AdminCustomProductParsed,
  type AdminEditStoreProductParsed,
  type StoreGenderFilter,
} from '@shop/domain';
import type { Request, RequestHandler } from 'express';
import {
  addCustomProduct,
  addSupplierItemToStore,
  countMainStore,
  deleteStoreProduct,
  getMainStoreProduct,
  listMainStore,
  searchMainStore,
  updateStoreProduct,
} from '../../../data/admin/store-products';
import { pictureSources } from '../../../images/sources';
import { actorOf, pathParam, wholeNumberParam, type AdminRoute } from '../../admin-routes';
import { invalidRequest, notFound } from '../../errors';
import { validateBody } from '../../middleware';

/** The most products one page call answers (the dashboard asks for 8). */
const MAX_PAGE = 100;
const MAX_SKIP = 100_000;

function genderParam(req: Request): StoreGenderFilter {
  const raw = pathParam(req, 'gender');
  const gender = parseGenderFilter(raw);
  if (!gender) {
    const message = `gender must be ALL, M or F, got "${raw}"`;
    throw invalidRequest(message, [{ path: 'gender', message }]);
  }
  return gender;
}

const countAll: RequestHandler = async (_req, res) => {
  res.json(await countMainStore('ALL'));
};

const countByGender: RequestHandler = async (req, res) => {
  res.json(await countMainStore(genderParam(req)));
};

function pageHandler(gender: (req: Request) => StoreGenderFilter): RequestHandler {
  return async (req, res) => {
    const limit = wholeNumberParam(req.params.limit, 'limit', 1, MAX_PAGE);
    const skip = wholeNumberParam(req.params.skip, 'skip', 0, MAX_SKIP);
    res.json(await listMainStore(gender(req), limit, skip));
  };
}

const search: RequestHandler = async (req, res) => {
  res.json(await searchMainStore(pathParam(req, 'text')));
};

const details: RequestHandler = async (req, res) => {
  const id = pathParam(req, 'id');
  const product = await getMainStoreProduct(id);
  if (!product) throw notFound(`There is no store product ${id}`);
  res.json(product);
};

const update: RequestHandler = async (req, res) => {
  res.json(await updateStoreProduct(req.body as AdminEditStoreProductParsed, actorOf(res)));
};

const remove: RequestHandler = async (req, res) => {
  await deleteStoreProduct(pathParam(req, 'id'), actorOf(res));
  res.json({ deleted: true });
};

const addFromSupplier: RequestHandler = async (req, res) => {
  const body = req.body as AdminAddProductParsed;
  res.json(await addSupplierItemToStore(body.supplierItemId, body.recommended, actorOf(res)));
};

/**
 * 400 naming each picture the image pipeline would refuse (docs/decisions.md rule 72): saved, it would
 * show shoppers a grey placeholder and nobody would be told. The message names the allowed sources
 * and how to add a host (IMAGE_HOSTS).
 */
async function requireShownPictures(images: readonly string[]): Promise<void> {
  const allowed = await pictureSources();
  const refused = images.flatMap((image, index) => {
    const message = refusedPictureSourceMessage(image, allowed);
    return message ? [{ path: `images.${index}`, message }] : [];
  });
  if (refused.length > 0) throw invalidRequest(refused[0]!.message, refused);
}

const addCustom: RequestHandler = async (req, res) => {
  const body = req.body as AdminCustomProductParsed;
  await requireShownPictures(body.images);
  res.json(await addCustomProduct(body, actorOf(res)));
};

export const storeRoutes: AdminRoute[] = [
  { method: 'get', path: '/getallproductmainstorecount', handlers: [countAll] },
  { method: 'get', path: '/getallproductmainstore/:limit/:skip', handlers: [pageHandler(() => 'ALL')] },
  { method: 'get', path: '/getallproductsmainstorefilterscount/:gender', handlers: [countByGender] },
  {
    method: 'get',
    path: '/getallproductsmainstorefilters/:gender/:limit/:skip',
    handlers: [pageHandler(genderParam)],
  },
  { method: 'get', path: '/searchmainproductstore/:text', handlers: [search] },
  { method: 'get', path: '/getitemdetailsmainstore/:id', handlers: [details] },
  {
    method: 'post',
    path: '/updateproductmainstore',
    handlers: [validateBody(adminEditStoreProductBodySchema), update],
  },
  // A GET that deletes, as the spec names it: safe here because every call carries a Bearer token
  // (no cookies, so no cross-site request can make it).
  { method: 'get', path: '/deleteproductmainstore/:id', handlers: [remove] },
  {
    method: 'post',
    path: '/addproduct',
    handlers: [validateBody(adminAddProductBodySchema), addFromSupplier],
  },
  {
    method: 'post',
    path: '/addreturnproducttomainstore',
    handlers: [validateBody(adminCustomProductBodySchema), addCustom],
  },
];
