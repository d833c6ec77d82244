// Admin: the supplier catalogue (admin.md section 7, "Supplier catalogue"). Every list call answers a
// page of at most 100 items ({ items, skip, hasMore }); `?skip=` pages on, `?sort=1|-1` sorts by price
// and findproducts also takes the filter dialog's `?brand=&subcategory=&gender=`.
import {
  GENDERS,
  normaliseBrand,
  parseSupplierCategory,
  type Gender,
  type SupplierCategory,
} from '@shop/domain';
import type { Request, RequestHandler } from 'express';
import {
  findSupplierItems,
  supplierBrands,
  type PriceSort,
  type SupplierItemQuery,
} from '../../../data/admin/supplier-items';
import { pathParam, wholeNumberParam, type AdminRoute } from '../../admin-routes';
import { invalidRequest } from '../../errors';

const MAX_SKIP = 100_000;

function fail(path: string, message: string): never {
  throw invalidRequest(message, [{ path, message }]);
}

function categoryParam(req: Request): SupplierCategory {
  const raw = pathParam(req, 'category');
  return (
    parseSupplierCategory(raw) ??
    fail('category', `category must be bags, accessories, clothing or shoes, got "${raw}"`)
  );
}

function sortOf(value: unknown): PriceSort | null {
  if (value === undefined || value === '') return null;
  if (value === '1') return 1;
  if (value === '-1') return -1;
  return fail('sort', 'sort must be 1 (price low to high) or -1 (price high to low)');
}

/** A filter value from the path or query: ALL (any case) or absent means no filter. */
function filterOf(value: unknown, name: string): string | null {
  if (value === undefined) return null;
  if (typeof value !== 'string') return fail(name, `${name} must be text`);
  const text = value.trim().replace(/\s+/g, ' ').toUpperCase();
  return text === '' || text === 'ALL' ? null : text;
}

function genderOf(value: unknown): Gender | null {
  const gender = filterOf(value, 'gender');
  if (gender === null) return null;
  return (GENDERS as readonly string[]).includes(gender)
    ? (gender as Gender)
    : fail('gender', 'gender must be M, F or ALL');
}

function brandOf(value: unknown): string | null {
  const brand = filterOf(value, 'brand');
  return brand === null ? null : normaliseBrand(brand);
}

/** The query every list call shares; path parameters (when the route has them) win over the query string. */
function supplierQuery(req: Request, overrides: Partial<SupplierItemQuery> = {}): SupplierItemQuery {
  return {
    category: categoryParam(req),
    brand: brandOf(req.query.brand),
    subcategory: filterOf(req.query.subcategory, 'subcategory'),
    gender: genderOf(req.query.gender),
    text: null,
    sort: sortOf(req.query.sort),
    skip: wholeNumberParam(req.query.skip, 'skip', 0, MAX_SKIP, 0),
    ...overrides,
  };
}

const firstPage: RequestHandler = async (req, res) => {
  res.json(await findSupplierItems(supplierQuery(req)));
};

const brands: RequestHandler = async (req, res) => {
  res.json(await supplierBrands(categoryParam(req)));
};

const skipPage: RequestHandler = async (req, res) => {
  res.json(
    await findSupplierItems(
      supplierQuery(req, { skip: wholeNumberParam(req.params.skip, 'skip', 0, MAX_SKIP) }),
    ),
  );
};

const applyFilters: RequestHandler = async (req, res) => {
  const query = supplierQuery(req, {
    brand: brandOf(req.params.brand),
    subcategory: filterOf(req.params.subcategory, 'subcategory'),
    gender: genderOf(req.params.gender),
  });
  res.json(await findSupplierItems(query));
};

const find: RequestHandler = async (req, res) => {
  res.json(await findSupplierItems(supplierQuery(req, { text: pathParam(req, 'text') })));
};

const priceSort: RequestHandler = async (req, res) => {
  res.json(await findSupplierItems(supplierQuery(req, { sort: sortOf(req.params.order) })));
};

export const supplierRoutes: AdminRoute[] = [
  { method: 'get', path: '/getproductsmainstoreagain/:category', handlers: [firstPage] },
  { method: 'get', path: '/getproductsmainstoreagainbrands/:category', handlers: [brands] },
  { method: 'get', path: '/getproductsmainstoreagainskip/:category/:skip', handlers: [skipPage] },
  {
    method: 'get',
    path: '/getproductsmainstoreagainapplyfilters/:category/:brand/:subcategory/:gender',
    handlers: [applyFilters],
  },
  { method: 'get', path: '/findproducts/:text/:category', handlers: [find] },
  { method: 'get', path: '/pricefilteradmindashboard/:category/:order', handlers: [priceSort] },
];
