// Test data, written through the Admin SDK (as the admin API and the seed write it). Each factory
// returns what it stored; `overrides` change any field.
import {
  brandKey,
  collections,
  customerSearchTerms,
  listingFilterKeys,
  pricePaid,
  searchTermsFor,
  stockFigures,
  stockSummary,
  storePricesFromListPrice,
  type CuratedEntry,
  type CustomerSummary,
  type Designer,
  type Order,
  type ReturnRequest,
  type StoreProduct,
  type Variant,
  type WithId,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { db } from '../../functions/src/data/firestore';

let sequence = 0;
const next = () => ++sequence;

/** A Timestamp `minutes` before now, for ordering by addedAt. */
export function minutesAgo(minutes: number): Timestamp {
  return Timestamp.fromMillis(Date.now() - minutes * 60_000);
}

export function variant(overrides: Partial<Variant> = {}): Variant {
  const n = next();
  return {
    code: `V-${n}`,
    size: 'UNI',
    sizeType: 'UNI',
    quantity: 3,
    retailPrice: 39_000,
    discount: 0,
    ean: `80000000${String(n).padStart(5, '0')}`,
    ...overrides,
  };
}

/** A store product (products/{id}): a black Prada tote in stock unless overridden. */
export async function createStoreProduct(
  overrides: Partial<StoreProduct> & { id?: string } = {},
): Promise<WithId<StoreProduct>> {
  const n = next();
  const { id = `product-${n}`, ...fields } = overrides;
  const base = {
    sku: `SKU-${n}`,
    title: `Tote bag ${n}`,
    brand: 'PRADA',
    category: 'TOTE',
  };
  const variants = fields.variants ?? [variant()];
  const fieldsBeforeKeys: Omit<StoreProduct, 'filterKeys'> = {
    ...base,
    title2: 'Saffiano leather',
    parentCategory: 'BAGS',
    colour: 'BLACK',
    gender: 'F',
    madeIn: 'Italy',
    condition: 'New',
    description: 'A roomy tote in saffiano leather.',
    images: [`https://img.example/${id}/1.jpg`, `https://img.example/${id}/2.jpg`],
    displayImage: `https://img.example/${id}/1.jpg`,
    variants,
    ...stockSummary(variants),
    ...stockFigures(variants),
    ...storePricesFromListPrice(22_500),
    recommended: false,
    searchTerms: searchTermsFor({ ...base, ...fields }),
    supplierItemId: `supplier-${n}`,
    online: true,
    createdAt: Timestamp.now(),
    updatedAt: Timestamp.now(),
    ...fields,
  };
  // Derived after the overrides, as every writer of a product derives it.
  const product: StoreProduct = {
    ...fieldsBeforeKeys,
    filterKeys: fields.filterKeys ?? listingFilterKeys(fieldsBeforeKeys),
    // The price paid follows the display and sale prices the overrides set (docs/decisions.md rule 73).
    paidPrice: fields.paidPrice ?? pricePaid(fieldsBeforeKeys),
  };
  await db().collection(collections.products).doc(id).set(product);
  return { ...product, id };
}

export type CuratedList = typeof collections.featured | typeof collections.weekProducts;

/** An entry of a home page list (featured/{productId} or weekProducts/{productId}), visible unless overridden. */
export async function createCuratedEntry(
  list: CuratedList,
  overrides: Partial<CuratedEntry> = {},
): Promise<CuratedEntry> {
  const n = next();
  const entry: CuratedEntry = {
    productId: `product-${n}`,
    sku: `SKU-${n}`,
    title: `Shoulder bag ${n}`,
    price: 28_000,
    displayImage: `https://img.example/product-${n}/1.jpg`,
    hidden: false,
    addedAt: Timestamp.now(),
    ...overrides,
  };
  await db().collection(list).doc(entry.productId).set(entry);
  return entry;
}

/** A designer (designers/{brandKey}): a brand with store products, 2 bags and 1 accessory unless overridden. */
export async function createDesigner(
  overrides: Partial<Designer> & { id?: string } = {},
): Promise<WithId<Designer>> {
  const { id, ...fields } = overrides;
  const designer: Designer = { brand: 'PRADA', bags: 2, accessories: 1, ...fields };
  const key = id ?? brandKey(designer.brand);
  await db().collection(collections.designers).doc(key).set(designer);
  return { ...designer, id: key };
}

/** A paid order of one tote, for anna@example.nl in the Netherlands unless overridden, as the checkout writes it. */
export function buildOrder(overrides: Partial<Order> & { id?: string } = {}): WithId<Order> {
  const n = next();
  const { id = `order-${n}`, ...fields } = overrides;
  const order: Order = {
    userId: `visitor-${n}`,
    createdAt: Timestamp.now(),
    customer: {
      firstName: 'Anna',
      lastName: 'de Vries',
      fullName: 'Anna de Vries',
      email: 'anna@example.nl',
      phone: '',
      address: 'Keizersgracht 1',
      postcode: '1015 AA',
      city: 'Amsterdam',
      state: '',
      country: 'NL',
      companyAddress: '',
    },
    lines: [
      {
        productId: `product-${n}`,
        sku: `SKU-${n}`,
        title: `Tote bag ${n}`,
        image: `https://img.example/product-${n}/1.jpg`,
        size: null,
        unitPrice: 28_000,
        qty: 1,
        lineTotal: 28_000,
      },
    ],
    totals: { goods: 28_000, discount: 0, shipping: 0, vat: 4_860, payable: 28_000, vatFree: false },
    couponCode: null,
    note: '',
    totalItems: 1,
    payment: 'Paid',
    status: 'Order Received',
    completed: false,
    paymentMethod: 'card',
    paymentIntentId: `pi_${n}`,
    clientReport: null,
    ...fields,
  };
  // As the checkout writes it: the search terms of the customer the order ends up with.
  order.customerSearchTerms ??= customerSearchTerms(order.customer);
  return { ...order, id };
}

/** buildOrder's order, stored (orders/{id}). */
export async function createOrder(overrides: Partial<Order> & { id?: string } = {}): Promise<WithId<Order>> {
  const { id, ...order } = buildOrder(overrides);
  await db().collection(collections.orders).doc(id).set(order);
  return { ...order, id };
}

/** A return request from /returnform (returnRequests/{id}), Requested unless overridden. */
export async function createReturnRequest(
  overrides: Partial<ReturnRequest> & { id?: string } = {},
): Promise<WithId<ReturnRequest>> {
  const n = next();
  const { id = `return-${n}`, ...fields } = overrides;
  const request: ReturnRequest = {
    orderId: `order-${n}`,
    email: 'anna@example.nl',
    items: '1 x Tote bag',
    reason: 'Too small',
    createdAt: Timestamp.now(),
    state: 'Requested',
    decision: null,
    expiresAt: Timestamp.fromMillis(Date.now() + 730 * 86_400_000),
    ...fields,
  };
  await db().collection(collections.returnRequests).doc(id).set(request);
  return { ...request, id };
}

/** A customer's summary (customerSummaries/{id}) as the triggers write it: one paid order, Anna's. */
export async function createCustomerSummary(
  overrides: Partial<CustomerSummary> & { id?: string } = {},
): Promise<WithId<CustomerSummary>> {
  const n = next();
  const { id = `customer-${n}`, ...fields } = overrides;
  const at = Timestamp.now();
  const summary: CustomerSummary = {
    email: 'anna@example.nl',
    name: 'Anna de Vries',
    account: null,
    orders: 1,
    spent: 28_000,
    refunded: 0,
    firstOrderAt: at,
    lastOrderAt: at,
    lastActivityAt: at,
    orderFigures: {
      [`order-${n}`]: {
        orderNumber: null,
        createdAt: at,
        payable: 28_000,
        refunded: 0,
        fullName: 'Anna de Vries',
      },
    },
    searchKeys: ['anna', 'an', 'ann', 'de', 'vries', 'example', 'nl'],
    updatedAt: at,
    ...fields,
  };
  await db().collection(collections.customerSummaries).doc(id).set(summary);
  return { ...summary, id };
}
