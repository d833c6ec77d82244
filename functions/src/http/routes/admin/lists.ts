// Admin: the curated lists (admin.md section 7, "Adding to lists", "Featured", "New In and Sale",
// "Product of the Week", "Recommended"). Where the spec's calls are ambiguous between New In and Sale
// (one product id can be in both), the list is named: getfeaturedproductother/{id}/{type},
// updatefeaturedother's productfor, and hidesale/unhidesale beside hidenew/unhidenew.
import {
  adminAddCuratedBodySchema,
  adminAddListingEntryBodySchema,
  adminAddRecommendedBodySchema,
  adminUpdateCuratedBodySchema,
  adminUpdateOtherStoreBodySchema,
  adminUpdateRecommendedBodySchema,
  listOfLabel,
  type AdminAddCuratedParsed,
  type AdminAddListingEntryParsed,
  type AdminUpdateCuratedParsed,
  type AdminUpdateOtherStoreParsed,
  type CuratedList,
} from '@shop/domain';
import type { Request, RequestHandler } from 'express';
import {
  addToList,
  getEntry,
  LIST_NAMES,
  listEntries,
  removeFromList,
  searchEntries,
  setEntryHidden,
  updateEntry,
} from '../../../data/admin/lists';
import { actorOf, pathParam, type AdminRoute } from '../../admin-routes';
import { invalidRequest, notFound } from '../../errors';
import { validateBody } from '../../middleware';

/** New In or Sale from a {type} path parameter ("New In", "Sale", any case). */
function otherListParam(req: Request): 'newIn' | 'sale' {
  const raw = pathParam(req, 'type');
  const list = listOfLabel(raw);
  if (!list) {
    const message = `type must be New In or Sale, got "${raw}"`;
    throw invalidRequest(message, [{ path: 'type', message }]);
  }
  return list;
}

type ListOf = (req: Request) => CuratedList;
const fixed =
  (list: CuratedList): ListOf =>
  () =>
    list;

function add(list: CuratedList): RequestHandler {
  return async (req, res) => {
    const { productId } = req.body as AdminAddCuratedParsed;
    res.json(await addToList(list, productId, actorOf(res)));
  };
}

/** POST addproductotherstore: answers the new entry's id (the product id), as the spec's client expects. */
const addOther: RequestHandler = async (req, res) => {
  const body = req.body as AdminAddListingEntryParsed;
  const list = body.productfor === 'Sale' ? 'sale' : 'newIn';
  const { id } = await addToList(list, body.productId, actorOf(res), body.discountPercent);
  res.json(id);
};

function getOne(listOf: ListOf): RequestHandler {
  return async (req, res) => {
    const list = listOf(req);
    const entry = await getEntry(list, pathParam(req, 'id'));
    if (!entry) throw notFound(`This product is not in ${LIST_NAMES[list]}`);
    res.json(entry);
  };
}

/**
 * admin.md's GET getfeaturedproductother/{id}, which names no list: the New In entry, else the Sale
 * entry (only a Sale entry carries a discountPercent).
 */
const getOtherEntry: RequestHandler = async (req, res) => {
  const id = pathParam(req, 'id');
  const entry = (await getEntry('newIn', id)) ?? (await getEntry('sale', id));
  if (!entry) throw notFound(`This product is not in ${LIST_NAMES.newIn} or ${LIST_NAMES.sale}`);
  res.json(entry);
};

function getAll(listOf: ListOf): RequestHandler {
  return async (req, res) => {
    res.json(await listEntries(listOf(req)));
  };
}

/**
 * GET getallrecommendedproductmainstoreother: admin.md's client reads the entries from the first
 * element's `products`, so that is the answer; the dashboard asks `?view=entries` for the plain list.
 */
const allRecommended: RequestHandler = async (req, res) => {
  const entries = await listEntries('recommended');
  res.json(req.query.view === 'entries' ? entries : [{ products: entries }]);
};

function search(list: CuratedList): RequestHandler {
  return async (req, res) => {
    res.json(await searchEntries(list, pathParam(req, 'text')));
  };
}

function remove(listOf: ListOf): RequestHandler {
  return async (req, res) => {
    await removeFromList(listOf(req), pathParam(req, 'id'), actorOf(res));
    res.json({ removed: true });
  };
}

function hide(list: CuratedList, hidden: boolean): RequestHandler {
  return async (req, res) => {
    res.json(await setEntryHidden(list, pathParam(req, 'id'), hidden, actorOf(res)));
  };
}

/** updatefeatured, updateweekproduct, updaterecommendproduct: SKU, title and price. */
function update(list: CuratedList): RequestHandler {
  return async (req, res) => {
    const body = req.body as AdminUpdateCuratedParsed;
    res.json(
      await updateEntry(
        list,
        body.id,
        { sku: body.sku, title: body.title, price: body.price, discountPercent: null },
        actorOf(res),
      ),
    );
  };
}

const updateOther: RequestHandler = async (req, res) => {
  const body = req.body as AdminUpdateOtherStoreParsed;
  const list = body.productfor === 'Sale' ? 'sale' : 'newIn';
  res.json(
    await updateEntry(
      list,
      body.id,
      { title: body.title, price: body.price, discountPercent: body.discountPercent },
      actorOf(res),
    ),
  );
};

export const listRoutes: AdminRoute[] = [
  // Adding
  {
    method: 'post',
    path: '/addfeaturedproductmainstore',
    handlers: [validateBody(adminAddCuratedBodySchema), add('featured')],
  },
  {
    method: 'post',
    path: '/addweekproductmainstore',
    handlers: [validateBody(adminAddCuratedBodySchema), add('weekProducts')],
  },
  {
    method: 'post',
    path: '/addrecommendedproductmainstore',
    handlers: [validateBody(adminAddRecommendedBodySchema), add('recommended')],
  },
  {
    method: 'post',
    path: '/addproductotherstore',
    handlers: [validateBody(adminAddListingEntryBodySchema), addOther],
  },

  // Featured
  { method: 'get', path: '/getfeaturedproduct/:id', handlers: [getOne(fixed('featured'))] },
  {
    method: 'post',
    path: '/updatefeatured',
    handlers: [validateBody(adminUpdateCuratedBodySchema), update('featured')],
  },
  { method: 'patch', path: '/hidefeatured/:id', handlers: [hide('featured', true)] },
  { method: 'patch', path: '/unhidefeatured/:id', handlers: [hide('featured', false)] },
  { method: 'get', path: '/getallfeaturedproductmainstore', handlers: [getAll(fixed('featured'))] },
  { method: 'get', path: '/removefeaturedproduct/:id', handlers: [remove(fixed('featured'))] },
  { method: 'get', path: '/searchfeaturedproductstore/:text', handlers: [search('featured')] },

  // New In and Sale
  { method: 'get', path: '/getfeaturedproductother/:id/:type', handlers: [getOne(otherListParam)] },
  { method: 'get', path: '/getfeaturedproductother/:id', handlers: [getOtherEntry] },
  {
    method: 'post',
    path: '/updatefeaturedother',
    handlers: [validateBody(adminUpdateOtherStoreBodySchema), updateOther],
  },
  { method: 'patch', path: '/hidenew/:id', handlers: [hide('newIn', true)] },
  { method: 'patch', path: '/unhidenew/:id', handlers: [hide('newIn', false)] },
  { method: 'patch', path: '/hidesale/:id', handlers: [hide('sale', true)] },
  { method: 'patch', path: '/unhidesale/:id', handlers: [hide('sale', false)] },
  { method: 'get', path: '/getallfeaturedproductmainstoreother/:type', handlers: [getAll(otherListParam)] },
  { method: 'get', path: '/removefeaturedproductother/:id/:type', handlers: [remove(otherListParam)] },
  { method: 'get', path: '/searchnewinproductstore/:text', handlers: [search('newIn')] },
  { method: 'get', path: '/searchsaleproductstore/:text', handlers: [search('sale')] },

  // Product of the Week
  { method: 'get', path: '/getweekproduct/:id', handlers: [getOne(fixed('weekProducts'))] },
  {
    method: 'post',
    path: '/updateweekproduct',
    handlers: [validateBody(adminUpdateCuratedBodySchema), update('weekProducts')],
  },
  { method: 'patch', path: '/hideweek/:id', handlers: [hide('weekProducts', true)] },
  { method: 'patch', path: '/unhideweek/:id', handlers: [hide('weekProducts', false)] },
  { method: 'get', path: '/getallweekproductmainstore', handlers: [getAll(fixed('weekProducts'))] },
  { method: 'get', path: '/removeweekproduct/:id', handlers: [remove(fixed('weekProducts'))] },
  { method: 'get', path: '/searchweekproductstore/:text', handlers: [search('weekProducts')] },

  // Recommended
  { method: 'get', path: '/getrecommendproduct/:id', handlers: [getOne(fixed('recommended'))] },
  {
    method: 'post',
    path: '/updaterecommendproduct',
    handlers: [validateBody(adminUpdateRecommendedBodySchema), update('recommended')],
  },
  { method: 'patch', path: '/hiderecommended/:id', handlers: [hide('recommended', true)] },
  { method: 'patch', path: '/unhiderecommended/:id', handlers: [hide('recommended', false)] },
  {
    method: 'get',
    path: '/getallrecommendedproductmainstoreother',
    handlers: [allRecommended],
  },
  {
    method: 'delete',
    path: '/removerecommendedproductmainstore/:id',
    handlers: [remove(fixed('recommended'))],
  },
  // admin.md's GET form of the same call, like the other lists' GET removes.
  { method: 'get', path: '/removerecommendedproductmainstore/:id', handlers: [remove(fixed('recommended'))] },
  { method: 'get', path: '/searchrecommendedproductstore/:text', handlers: [search('recommended')] },
];
