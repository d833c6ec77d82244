// Every admin call refuses visitors who are not admins (docs/decisions.md rule 3): table-driven over the
// routes the app really serves. A route is an admin route when requireAdmin guards it; the test first
// proves that every call admin.md section 7 names (and the dashboard's own additions) is one of them,
// then calls each as an unauthenticated caller, an anonymous visitor and a signed-in customer, and
// checks that nothing in the database changed. An admin passes every gate.
import { beforeAll, describe, expect, it } from 'vitest';
import type { RequestHandler } from 'express';
import { app } from '../../functions/src/http/app';
import { requireAdmin } from '../../functions/src/http/middleware';
import { apiCaller, createListingEntry, createSupplierItem, snapshotDatabase } from './admin-factories';
import {
  clearAuth,
  clearFirestore,
  createAdmin,
  signUpAnonymous,
  signUpWithPassword,
  type TestUser,
} from './emulators';
import {
  createCuratedEntry,
  createCustomerSummary,
  createOrder,
  createReturnRequest,
  createStoreProduct,
} from './factories';
import { useApi } from './harness';

/** The admin calls of admin.md section 7 by name (the path's first segment), and the dashboard's own. */
const SPEC_ADMIN_CALLS = [
  // Main store
  'getallproductmainstorecount',
  'getallproductmainstore',
  'getallproductsmainstorefilterscount',
  'getallproductsmainstorefilters',
  'searchmainproductstore',
  'getitemdetailsmainstore',
  'updateproductmainstore',
  'deleteproductmainstore',
  'addproduct',
  'addreturnproducttomainstore',
  // Adding to lists
  'addfeaturedproductmainstore',
  'addweekproductmainstore',
  'addrecommendedproductmainstore',
  'addproductotherstore',
  // Featured
  'getfeaturedproduct',
  'updatefeatured',
  'hidefeatured',
  'unhidefeatured',
  'getallfeaturedproductmainstore',
  'removefeaturedproduct',
  'searchfeaturedproductstore',
  // New In and Sale
  'getfeaturedproductother',
  'updatefeaturedother',
  'hidenew',
  'unhidenew',
  'hidesale',
  'unhidesale',
  'getallfeaturedproductmainstoreother',
  'removefeaturedproductother',
  'searchnewinproductstore',
  'searchsaleproductstore',
  // Product of the Week
  'getweekproduct',
  'updateweekproduct',
  'hideweek',
  'unhideweek',
  'getallweekproductmainstore',
  'removeweekproduct',
  'searchweekproductstore',
  // Recommended
  'getrecommendproduct',
  'updaterecommendproduct',
  'hiderecommended',
  'unhiderecommended',
  'getallrecommendedproductmainstoreother',
  'removerecommendedproductmainstore',
  'searchrecommendedproductstore',
  // Orders
  'getalltheordersmainstore',
  'getalltheordersmainstorecomp',
  'getalltheordersmainstorenotcomp',
  'deleteorder',
  'getuserdetails',
  'getorderdetails',
  'updateorderstatusmainstore',
  // Supplier catalogue and its sync (UPDATE PRODUCTS)
  'getproductsmainstoreagain',
  'getproductsmainstoreagainbrands',
  'getproductsmainstoreagainskip',
  'getproductsmainstoreagainapplyfilters',
  'findproducts',
  'pricefilteradmindashboard',
  'updateproducts',
  'updateproductsstatus',
  // Coupons
  'getcouponitems',
  'couponitems',
  'deletecouponitems',
  // Audit log
  'getauditlog',
];

interface ServedRoute {
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  /** Express path under /api/v1/main, e.g. /getfeaturedproduct/:id */
  path: string;
  handlers: unknown[];
}

interface RouterLike {
  stack: {
    route?: { path: string; methods: Record<string, boolean>; stack: { handle: unknown }[] };
    handle: unknown;
  }[];
}

/** The routes a router serves, mounted routers included (Express 5 keeps them in `stack`). */
function servedRoutes(router: RouterLike): ServedRoute[] {
  return router.stack.flatMap((layer) => {
    if (layer.route) {
      const { path, methods, stack } = layer.route;
      return Object.keys(methods)
        .filter((method) => methods[method] && method !== '_all')
        .map((method) => ({
          method: method.toUpperCase() as ServedRoute['method'],
          path,
          handlers: stack.map((entry) => entry.handle),
        }));
    }
    const nested = layer.handle as Partial<RouterLike>;
    return Array.isArray(nested.stack) ? servedRoutes(nested as RouterLike) : [];
  });
}

const adminServed = servedRoutes((app as unknown as { router: RouterLike }).router).filter((route) =>
  route.handlers.includes(requireAdmin as RequestHandler),
);

/** Path parameters that name existing data, so an unguarded call would really act on something. */
const PARAMS: Record<string, string> = {
  id: 'product-1',
  limit: '8',
  skip: '0',
  gender: 'F',
  text: 'tote',
  type: 'Sale',
  category: 'bags',
  brand: 'ALL',
  subcategory: 'ALL',
  order: '1',
  orderId: 'order-1',
  userId: 'visitor-1',
  customerId: 'customer-1',
};

function concretePath(path: string): string {
  return path
    .replace(/:(\w+)/g, (_match, name: string) => encodeURIComponent(PARAMS[name] ?? 'x'))
    .replace(/^\//, '');
}

/** Valid bodies for the write calls, so a missing check would show up as a change. */
const BODIES: Record<string, unknown> = {
  addproduct: { supplierItemId: 'sup-access-1' },
  updateproductmainstore: {
    productId: 'product-1',
    title: 'Hacked title',
    price: '1',
    brand: 'PRADA',
    category: 'TOTE',
    gender: 'F',
    madeIn: 'Italy',
  },
  addreturnproducttomainstore: {
    title: 'Intruder bag',
    price: '100',
    brand: 'PRADA',
    type: 'BAGS',
    category: 'TOTE',
    gender: 'F',
    sku: 'INTRUDER-1',
    colour: 'BLACK',
    condition: 'New',
    madeIn: 'Italy',
    size: 'UNI',
    images: [1, 2, 3, 4].map((n) => `https://img.example/intruder/${n}.jpg`),
  },
  addfeaturedproductmainstore: { productId: 'product-2' },
  addweekproductmainstore: { productId: 'product-2' },
  addrecommendedproductmainstore: { productId: 'product-2' },
  addproductotherstore: { productId: 'product-2', productfor: 'Sale', discountPercent: 50 },
  updatefeatured: { id: 'product-1', title: 'Hacked', price: '1' },
  updateweekproduct: { id: 'product-1', title: 'Hacked', price: '1' },
  updaterecommendproduct: { id: 'product-1', title: 'Hacked', price: '1' },
  updatefeaturedother: {
    id: 'product-1',
    productfor: 'Sale',
    title: 'Hacked',
    price: '1',
    discountPercent: 90,
  },
  updateorderstatusmainstore: { orderId: 'order-1', status: 'Order Completed' },
  couponitems: { coupon: 'FREE100', discount: '100%' },
  refundorder: { orderId: 'order-1', refundId: 'refund-access-1', kind: 'full', reason: 'Intruder' },
  customernote: { customerId: 'customer-1', note: 'Intruder' },
  approvereturnrequest: { requestId: 'return-1' },
  rejectreturnrequest: { requestId: 'return-1', reason: 'Intruder' },
  updatestock: { productId: 'product-1', size: 'UNI', stock: 99 },
  cancelorder: { orderId: 'order-1', reason: 'Intruder' },
  fulfilorder: { orderId: 'order-1', carrier: 'PostNL', trackingNumber: '3SABCD123456789' },
  productvisibility: { productId: 'product-1', online: false },
};

const call = apiCaller(() => api.origin);
const api = useApi({ clear: 'nothing' });
let customer: TestUser;
let visitor: TestUser;
let admin: TestUser;

beforeAll(async () => {
  await clearAuth();
  [customer, visitor, admin] = await Promise.all([
    signUpWithPassword('carol@example.nl'),
    signUpAnonymous(),
    createAdmin('erin@maisonborsa.example'),
  ]);
  await clearFirestore();
  const product = await createStoreProduct({ id: 'product-1' });
  await createStoreProduct({ id: 'product-2' });
  await createSupplierItem({ id: 'sup-access-1' });
  await createCuratedEntry('featured', { productId: 'product-1' });
  await createCuratedEntry('weekProducts', { productId: 'product-1' });
  await createListingEntry('newIn', product);
  await createListingEntry('sale', product, { discountPercent: 20 });
  await createListingEntry('recommended', product);
  await createOrder({ id: 'order-1', userId: 'visitor-1' });
  await createReturnRequest({ id: 'return-1', orderId: 'order-1' });
  await createCustomerSummary({ id: 'customer-1' });
});

describe('the admin routes', () => {
  it('include every admin call of the spec and the dashboard', () => {
    const served = new Set(adminServed.map((route) => route.path.split('/')[1]));
    expect(SPEC_ADMIN_CALLS.filter((name) => !served.has(name))).toEqual([]);
    expect(adminServed.length).toBeGreaterThanOrEqual(SPEC_ADMIN_CALLS.length);
  });
});

describe.each([
  ['an unauthenticated caller', (): string | undefined => undefined, 401, 'unauthenticated'],
  ['an anonymous visitor', (): string | undefined => visitor.idToken, 403, 'forbidden'],
  ['a signed-in customer', (): string | undefined => customer.idToken, 403, 'forbidden'],
] as const)('%s', (_who, token, status, code) => {
  it('is refused by every admin call, and nothing changes', async () => {
    const before = await snapshotDatabase();
    const refusals: string[] = [];
    for (const route of adminServed) {
      const name = route.path.split('/')[1] ?? '';
      const answer = await call(route.method, concretePath(route.path), {
        token: token(),
        body: BODIES[name],
      });
      const error = (answer.body as { error?: { code?: string } } | null)?.error;
      if (answer.status !== status || error?.code !== code) {
        refusals.push(
          `${route.method} ${route.path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 120)}`,
        );
      }
    }
    expect(refusals).toEqual([]);
    expect(await snapshotDatabase()).toEqual(before);
  });
});

describe('an admin', () => {
  it('passes the check of every admin call', async () => {
    const refused: string[] = [];
    for (const route of adminServed) {
      const name = route.path.split('/')[1] ?? '';
      const answer = await call(route.method, concretePath(route.path), {
        token: admin.idToken,
        body: BODIES[name],
      });
      if (answer.status === 401 || answer.status === 403)
        refused.push(`${route.method} ${route.path}: ${answer.status}`);
    }
    expect(refused).toEqual([]);
  });
});
