// Firestore security rules, proven against the emulator.
//
// The expectations below are transcribed from docs/data-model.md, not from firestore.rules: for
// every collection x role x operation the test asserts exactly what the data model grants. If a
// rule opens anything to a role the data model does not name, a test here fails.
//
// Run against a running Firestore emulator: `npm test` (its 'rules' project), or on its own with
// FIRESTORE_PORT=8080 vitest run --project rules
// FIRESTORE_HOST / FIRESTORE_PORT win; otherwise FIRESTORE_EMULATOR_HOST (what `npm test` sets,
// ports offset included); otherwise 127.0.0.1:8080.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  Timestamp,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  updateDoc,
  where,
  type DocumentData,
  type Firestore,
  type Query,
} from 'firebase/firestore';

// ---- Roles (docs/data-model.md, "Roles used below and in the rules tests") ----

const VISITOR_UID = 'visitor-alice';
const OTHER_VISITOR_UID = 'visitor-bob';
const CUSTOMER_UID = 'customer-carol';
const OTHER_CUSTOMER_UID = 'customer-dave';
const ADMIN_UID = 'admin-erin';
const SHOP_OWNER_UID = 'owner-olga';
const STAFF_UID = 'staff-sam';

const ANONYMOUS = { firebase: { sign_in_provider: 'anonymous' } } as const;
const PASSWORD = { firebase: { sign_in_provider: 'password' } } as const;

const ROLE_NAMES = [
  'unauthenticated',
  'owner visitor',
  'other visitor',
  'owner customer',
  'other customer',
  'admin',
  'shop owner',
  'staff',
] as const;
type Role = (typeof ROLE_NAMES)[number];

interface RoleSpec {
  /** The uid whose own documents (carts/{uid}, orders with userId, ...) this role reaches for. */
  readonly subjectUid: string;
  context(env: RulesTestEnvironment): RulesTestContext;
}

const ROLES: Record<Role, RoleSpec> = {
  unauthenticated: {
    subjectUid: VISITOR_UID,
    context: (env) => env.unauthenticatedContext(),
  },
  'owner visitor': {
    subjectUid: VISITOR_UID,
    context: (env) => env.authenticatedContext(VISITOR_UID, ANONYMOUS),
  },
  'other visitor': {
    subjectUid: VISITOR_UID,
    context: (env) => env.authenticatedContext(OTHER_VISITOR_UID, ANONYMOUS),
  },
  'owner customer': {
    subjectUid: CUSTOMER_UID,
    context: (env) => env.authenticatedContext(CUSTOMER_UID, PASSWORD),
  },
  'other customer': {
    subjectUid: CUSTOMER_UID,
    context: (env) => env.authenticatedContext(OTHER_CUSTOMER_UID, PASSWORD),
  },
  admin: {
    // The admin reaches for a visitor's things: admin access must not depend on ownership.
    subjectUid: VISITOR_UID,
    context: (env) => env.authenticatedContext(ADMIN_UID, { admin: true, ...PASSWORD }),
  },
  // docs/decisions.md rule 58: an admin with the role claim 'owner' (the plain admin above, with no
  // role claim, is an owner too), and staff.
  'shop owner': {
    subjectUid: VISITOR_UID,
    context: (env) => env.authenticatedContext(SHOP_OWNER_UID, { admin: true, role: 'owner', ...PASSWORD }),
  },
  staff: {
    subjectUid: VISITOR_UID,
    context: (env) => env.authenticatedContext(STAFF_UID, { admin: true, role: 'staff', ...PASSWORD }),
  },
};

// Who may read, in the data model's words.
const EVERYONE: readonly Role[] = ROLE_NAMES;
const OWNER: readonly Role[] = ['owner visitor', 'owner customer'];
/** Every admin, whatever their role. */
const ADMIN: readonly Role[] = ['admin', 'shop owner', 'staff'];
/** The shop's owners only: staff are refused (docs/decisions.md rule 58). */
const SHOP_OWNERS: readonly Role[] = ['admin', 'shop owner'];
/** A shopper's own orders, and the shop's owners' live list (docs/decisions.md rule 71). */
const OWNER_AND_SHOP_OWNERS: readonly Role[] = [...OWNER, ...SHOP_OWNERS];
const NOBODY: readonly Role[] = [];

// ---- Document factories ----

function createStaffInvitation(overrides: DocumentData = {}): DocumentData {
  return {
    email: 'sam@example.nl',
    role: 'staff',
    tokenHash: '0'.repeat(64),
    invitedBy: { uid: SHOP_OWNER_UID, email: 'olga@maisonborsa.example' },
    sentAt: AT,
    expiresAt: AT,
    ...overrides,
  };
}

const AT = Timestamp.fromDate(new Date('2025-03-01T10:00:00Z'));

function createSupplierItem(overrides: DocumentData = {}): DocumentData {
  return {
    sku: 'SUP-0001',
    title: 'Shoulder bag',
    description: 'Calfskin shoulder bag',
    brand: 'Gucci',
    listPrice: 23100,
    images: ['https://supplier.example/sup-0001-1.jpg'],
    parentCategory: 'BAGS',
    category: 'Shoulder Bags',
    madeIn: 'Italy',
    gender: 'F',
    colour: 'Black',
    condition: 'New',
    variants: [
      {
        code: 'SUP-0001-U',
        size: 'UNI',
        sizeType: 'UNI',
        quantity: 2,
        retailPrice: 45000,
        discount: 0,
        ean: '8050000000001',
      },
    ],
    storeProductId: null,
    searchTerms: ['gucci', 'shoulder', 'black'],
    ...overrides,
  };
}

function createProduct(overrides: DocumentData = {}): DocumentData {
  return {
    sku: 'SUP-0001',
    title: 'Shoulder bag',
    title2: 'Calfskin',
    brand: 'Gucci',
    parentCategory: 'BAGS',
    category: 'Shoulder Bags',
    colour: 'Black',
    gender: 'F',
    madeIn: 'Italy',
    condition: 'New',
    description: 'Calfskin shoulder bag',
    images: ['/demo-images/p1-1.png', '/demo-images/p1-2.png'],
    displayImage: '/demo-images/p1-1.png',
    variants: [{ code: 'SUP-0001-U', size: 'UNI', sizeType: 'UNI', quantity: 2 }],
    sizesInStock: ['UNI'],
    inStock: true,
    listPrice: 23100,
    price: 28000,
    displayPrice: 28000,
    recommended: false,
    searchTerms: ['gucci', 'shoulder', 'black'],
    supplierItemId: 'si-1',
    online: true,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

/** featured/{productId} and weekProducts/{productId}. */
function createHomeEntry(overrides: DocumentData = {}): DocumentData {
  return {
    productId: 'p-visible',
    sku: 'SUP-0001',
    title: 'Shoulder bag',
    price: 28000,
    displayImage: '/demo-images/p1-1.png',
    hidden: false,
    addedAt: AT,
    ...overrides,
  };
}

/** newIn/{productId} and recommended/{productId}: the listing fields + hidden. */
function createListingEntry(overrides: DocumentData = {}): DocumentData {
  return {
    productId: 'p-visible',
    sku: 'SUP-0001',
    title: 'Shoulder bag',
    brand: 'Gucci',
    parentCategory: 'BAGS',
    category: 'Shoulder Bags',
    colour: 'Black',
    gender: 'F',
    sizesInStock: ['UNI'],
    inStock: true,
    images: ['/demo-images/p1-1.png', '/demo-images/p1-2.png'],
    displayImage: '/demo-images/p1-1.png',
    price: 28000,
    addedAt: AT,
    hidden: false,
    ...overrides,
  };
}

function createSaleEntry(overrides: DocumentData = {}): DocumentData {
  return createListingEntry({ discountPercent: 20, salePrice: 23000, ...overrides });
}

function createDesigner(overrides: DocumentData = {}): DocumentData {
  return { brand: 'Gucci', bags: 12, accessories: 3, ...overrides };
}

function createListingFacets(overrides: DocumentData = {}): DocumentData {
  return {
    parentCategory: 'BAGS',
    source: 'products',
    entries: { p1: 'TOTE|PRADA|BLACK|UNI|19000|' },
    ...overrides,
  };
}

function createSearchVocabulary(overrides: DocumentData = {}): DocumentData {
  return { vocabulary: '{"designers":{"GUCCI":1},"categories":{},"words":{}}', updatedAt: AT, ...overrides };
}

function createCart(overrides: DocumentData = {}): DocumentData {
  return { items: 1, updatedAt: AT, ...overrides };
}

function createCartLine(overrides: DocumentData = {}): DocumentData {
  return {
    productId: 'p1',
    sku: 'SUP-0001',
    title: 'Shoulder bag',
    image: '/demo-images/p1-1.png',
    size: 'UNI',
    unitPrice: 28000,
    qty: 1,
    addedAt: AT,
    ...overrides,
  };
}

function createDiscount(overrides: DocumentData = {}): DocumentData {
  return { couponId: 'c1', code: 'WELCOME15', appliedAt: AT, ...overrides };
}

function createWishlistItem(overrides: DocumentData = {}): DocumentData {
  return {
    productId: 'p1',
    addedAt: AT,
    product: {
      title: 'Shoulder bag',
      brand: 'Gucci',
      displayImage: '/demo-images/p1-1.png',
      price: 28000,
      category: 'Shoulder Bags',
    },
    ...overrides,
  };
}

function createCustomer(overrides: DocumentData = {}): DocumentData {
  return { firstName: 'Carol', lastName: 'de Vries', email: 'carol@example.nl', createdAt: AT, ...overrides };
}

function createAddressBook(overrides: DocumentData = {}): DocumentData {
  return {
    addresses: [
      {
        firstName: 'Carol',
        lastName: 'de Vries',
        country: 'NL',
        address: 'Keizersgracht 1',
        city: 'Amsterdam',
        state: '',
        postcode: '1015 AA',
        phone: '',
      },
    ],
    updatedAt: AT,
    ...overrides,
  };
}

function createOrder(overrides: DocumentData = {}): DocumentData {
  return {
    userId: VISITOR_UID,
    createdAt: AT,
    customer: {
      firstName: 'Alice',
      lastName: 'Jansen',
      fullName: 'Alice Jansen',
      email: 'alice@example.nl',
      phone: '+31612345678',
      address: 'Keizersgracht 1',
      postcode: '1015 AA',
      city: 'Amsterdam',
      state: 'Noord-Holland',
      country: 'Netherlands',
      companyAddress: '',
    },
    lines: [{ ...createCartLine(), lineTotal: 28000 }],
    totals: { goods: 28000, discount: 0, shipping: 0, vat: 4860, payable: 28000, vatFree: false },
    couponCode: null,
    note: '',
    totalItems: 1,
    payment: 'Pending',
    status: 'Pending payment',
    completed: false,
    paymentMethod: 'card',
    paymentIntentId: 'pi_test_1',
    clientReport: null,
    ...overrides,
  };
}

function createCoupon(overrides: DocumentData = {}): DocumentData {
  return {
    code: 'WELCOME15',
    discount: { kind: 'fixed', amount: 1500 },
    label: '15',
    minimumGoods: null,
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
    createdAt: AT,
    ...overrides,
  };
}

function createMail(overrides: DocumentData = {}): DocumentData {
  return {
    to: 'alice@example.nl',
    message: { subject: 'Order received', text: 'Thank you', html: '<p>Thank you</p>' },
    ...overrides,
  };
}

function createNewsletterSubscriber(overrides: DocumentData = {}): DocumentData {
  return { email: 'alice@example.nl', subscribedAt: AT, unsubscribeToken: 'f'.repeat(64), ...overrides };
}

function createNewsletterConfirmation(overrides: DocumentData = {}): DocumentData {
  return {
    email: 'alice@example.nl',
    tokenHash: 'e'.repeat(64),
    requestedAt: AT,
    expiresAt: AT,
    ...overrides,
  };
}

function createNotifyRequest(overrides: DocumentData = {}): DocumentData {
  return {
    email: 'alice@example.nl',
    productId: 'p1',
    size: 'S',
    uid: null,
    confirmed: true,
    source: 'product-page',
    consent: 'E-mail me once when this item is back in stock.',
    requestedAt: AT,
    confirmedAt: AT,
    expiresAt: AT,
    ...overrides,
  };
}

function createNotifyAddress(overrides: DocumentData = {}): DocumentData {
  return {
    email: 'alice@example.nl',
    confirmedAt: AT,
    tokenHash: null,
    confirmationSentAt: null,
    unsubscribeToken: 'd'.repeat(64),
    expiresAt: AT,
    ...overrides,
  };
}

function createWishlistAlerts(overrides: DocumentData = {}): DocumentData {
  return {
    uid: CUSTOMER_UID,
    email: 'alice@example.nl',
    consent: 'E-mail me when a piece in my wishlist goes on sale or is back in stock.',
    source: 'wishlist',
    consentAt: AT,
    lastMailedAt: null,
    news: [],
    nextMailAt: null,
    unsubscribeToken: 'e'.repeat(64),
    ...overrides,
  };
}

function createCheckoutReminder(overrides: DocumentData = {}): DocumentData {
  return {
    uid: VISITOR_UID,
    orderId: 'order-1',
    email: 'alice@example.nl',
    firstName: 'Alice',
    lines: [{ productId: 'p1', title: 'Bag', image: '/bag.jpg', size: null, qty: 1, unitPrice: 100_000 }],
    consent: 'E-mail me one reminder with my pieces if I leave this order unpaid.',
    source: 'checkout',
    consentAt: AT,
    dueAt: AT,
    sentAt: null,
    token: 'f'.repeat(64),
    expiresAt: AT,
    ...overrides,
  };
}

function createContactMessage(overrides: DocumentData = {}): DocumentData {
  return {
    name: 'Alice',
    email: 'alice@example.nl',
    subject: 'Question',
    message: 'Is it real leather?',
    createdAt: AT,
    ...overrides,
  };
}

function createReturnRequest(overrides: DocumentData = {}): DocumentData {
  return {
    orderId: 'o-1',
    email: 'alice@example.nl',
    items: ['SUP-0001'],
    reason: 'Too small',
    createdAt: AT,
    ...overrides,
  };
}

function createAuditLogEntry(overrides: DocumentData = {}): DocumentData {
  return {
    who: { uid: ADMIN_UID, email: 'erin@example.nl', role: 'owner' },
    action: 'product.hide',
    target: 'products/p1',
    at: AT,
    ...overrides,
  };
}

function createShopSettings(overrides: DocumentData = {}): DocumentData {
  return { staffRefundLimit: 25_000, paidOrderMail: true, dailySummaryMail: true, ...overrides };
}

function createSyncJob(overrides: DocumentData = {}): DocumentData {
  return {
    status: 'running',
    processed: 10,
    total: 100,
    startedAt: AT,
    finishedAt: null,
    error: null,
    ...overrides,
  };
}

function createRefund(overrides: DocumentData = {}): DocumentData {
  return {
    orderId: 'o-visitor',
    paymentIntentId: 'pi_test_1',
    amount: 28000,
    lineQty: [1],
    full: true,
    reason: 'Sold out while paying',
    restock: false,
    state: 'pending',
    stripeRefundId: null,
    requestedBy: { uid: ADMIN_UID, email: 'erin@example.nl' },
    createdAt: AT,
    settledAt: null,
    ...overrides,
  };
}

function createStripeEvent(overrides: DocumentData = {}): DocumentData {
  return { type: 'payment_intent.succeeded', processedAt: AT, ...overrides };
}

function createAbuseCounter(overrides: DocumentData = {}): DocumentData {
  return { count: 3, expiresAt: AT, ...overrides };
}

function createTakenOrderNumber(overrides: DocumentData = {}): DocumentData {
  return { sequence: 122, takenAt: AT, ...overrides };
}

function createCustomerSummary(overrides: DocumentData = {}): DocumentData {
  return {
    email: 'carol@example.nl',
    name: 'Carol Jansen',
    account: null,
    orders: 1,
    spent: 28_000,
    refunded: 0,
    firstOrderAt: AT,
    lastOrderAt: AT,
    lastActivityAt: AT,
    orderFigures: {},
    searchKeys: ['carol'],
    note: { text: 'Prefers DHL', updatedAt: AT, by: { uid: ADMIN_UID, email: null } },
    updatedAt: AT,
    ...overrides,
  };
}

function createCouponRedemptionShard(overrides: DocumentData = {}): DocumentData {
  return { couponId: 'SAVE15', count: 3, ...overrides };
}

function createRetentionRun(overrides: DocumentData = {}): DocumentData {
  return { strippedBefore: Timestamp.fromDate(new Date('2019-01-01T00:00:00Z')), ...overrides };
}

function createInvoiceCounter(overrides: DocumentData = {}): DocumentData {
  return { last: 41, ...overrides };
}

function createIssuedDocument(overrides: DocumentData = {}): DocumentData {
  return {
    kind: 'invoice',
    number: 'MB-INV-2026-000041',
    orderId: 'order-1',
    orderNumber: 'MB-2026-000041',
    userId: CUSTOMER_UID,
    issuedAt: Timestamp.fromDate(new Date('2026-11-02T10:00:00Z')),
    corrects: null,
    cause: null,
    downloadKey: 'key',
    total: 28_000,
    vat: [{ country: 'NL', rate: 21, net: 23_140, vat: 4_860 }],
    document: { title: 'VAT invoice', number: 'MB-INV-2026-000041' },
    ...overrides,
  };
}

// ---- The matrix ----

type Seed = ReadonlyArray<readonly [path: string, data: DocumentData]>;

interface Operation {
  readonly name: string;
  /** The roles the data model lets do this; every other role must be denied. */
  readonly allowed: readonly Role[];
  run(db: Firestore, subjectUid: string): Promise<unknown>;
}

interface CollectionCase {
  /** The collection as docs/data-model.md names it. */
  readonly collection: string;
  /** Documents present before every operation except create. */
  readonly seed: Seed;
  readonly operations: readonly Operation[];
}

const get = (allowed: readonly Role[], path: (uid: string) => string, name = 'get'): Operation => ({
  name,
  allowed,
  run: (db, uid) => getDoc(doc(db, path(uid))),
});

const list = (
  allowed: readonly Role[],
  build: (db: Firestore, uid: string) => Query,
  name = 'list',
): Operation => ({ name, allowed, run: (db, uid) => getDocs(build(db, uid)) });

/**
 * create (a new document), update and delete (of an existing one): the data model lets no client
 * write anything; writes go through the Admin SDK. Admins included.
 */
function writes(
  newPath: (uid: string) => string,
  newData: (uid: string) => DocumentData,
  existingPath: (uid: string) => string,
  change: DocumentData,
): Operation[] {
  return [
    { name: 'create', allowed: NOBODY, run: (db, uid) => setDoc(doc(db, newPath(uid)), newData(uid)) },
    { name: 'update', allowed: NOBODY, run: (db, uid) => updateDoc(doc(db, existingPath(uid)), change) },
    { name: 'delete', allowed: NOBODY, run: (db, uid) => deleteDoc(doc(db, existingPath(uid))) },
  ];
}

/** A collection read by a fixed set of roles (documents not keyed by a uid). */
function plainCollection(
  name: string,
  readers: readonly Role[],
  factory: (overrides?: DocumentData) => DocumentData,
  change: DocumentData,
): CollectionCase {
  return {
    collection: `${name}/{id}`,
    seed: [[`${name}/existing`, factory()]],
    operations: [
      get(readers, () => `${name}/existing`),
      list(readers, (db) => collection(db, name)),
      ...writes(
        () => `${name}/new`,
        () => factory(),
        () => `${name}/existing`,
        change,
      ),
    ],
  };
}

/**
 * A curated list: everyone reads visible entries, only the admin hidden ones. A shopper's list
 * query must filter hidden == false (the home page's query); an unfiltered one is admin-only.
 */
function curatedList(name: string, factory: (overrides?: DocumentData) => DocumentData): CollectionCase {
  return {
    collection: `${name}/{productId}`,
    seed: [
      [`${name}/p-visible`, factory({ productId: 'p-visible', hidden: false })],
      [`${name}/p-hidden`, factory({ productId: 'p-hidden', hidden: true })],
    ],
    operations: [
      get(EVERYONE, () => `${name}/p-visible`, 'get visible'),
      get(ADMIN, () => `${name}/p-hidden`, 'get hidden'),
      list(
        EVERYONE,
        (db) =>
          query(collection(db, name), where('hidden', '==', false), orderBy('addedAt', 'desc'), limit(8)),
        "list where('hidden', '==', false)",
      ),
      list(ADMIN, (db) => collection(db, name), 'list without the hidden filter'),
      ...writes(
        () => `${name}/p-new`,
        () => factory({ productId: 'p-new' }),
        () => `${name}/p-visible`,
        { hidden: true },
      ),
    ],
  };
}

/** A document keyed by its owner's uid: `${name}/{uid}`. */
function ownedDocument(
  name: string,
  readers: readonly Role[],
  factory: (overrides?: DocumentData) => DocumentData,
  change: DocumentData,
): CollectionCase {
  return {
    collection: `${name}/{uid}`,
    seed: [
      [`${name}/${VISITOR_UID}`, factory()],
      [`${name}/${CUSTOMER_UID}`, factory()],
    ],
    operations: [
      get(readers, (uid) => `${name}/${uid}`),
      // Listing the whole collection reaches other people's documents: an admin's at most.
      list(
        readers.filter((role) => ADMIN.includes(role)),
        (db) => collection(db, name),
        'list the collection',
      ),
      ...writes(
        (uid) => `${name}/${uid}`,
        () => factory(),
        (uid) => `${name}/${uid}`,
        change,
      ),
    ],
  };
}

/** A subcollection of a uid-keyed parent: `${parent}/{uid}/${sub}/{id}`. */
function ownedSubcollection(
  parent: string,
  sub: string,
  readers: readonly Role[],
  factory: (overrides?: DocumentData) => DocumentData,
  change: DocumentData,
): CollectionCase {
  return {
    collection: `${parent}/{uid}/${sub}/{productId}`,
    seed: [
      [`${parent}/${VISITOR_UID}/${sub}/p1`, factory({ productId: 'p1' })],
      [`${parent}/${CUSTOMER_UID}/${sub}/p1`, factory({ productId: 'p1' })],
    ],
    operations: [
      get(readers, (uid) => `${parent}/${uid}/${sub}/p1`),
      list(readers, (db, uid) => collection(db, parent, uid, sub), `list ${parent}/{uid}/${sub}`),
      ...writes(
        (uid) => `${parent}/${uid}/${sub}/p2`,
        () => factory({ productId: 'p2' }),
        (uid) => `${parent}/${uid}/${sub}/p1`,
        change,
      ),
    ],
  };
}

/**
 * Store products: everyone reads an online one, only the admin an offline one (docs/decisions.md
 * rule 64). A shopper's query must filter online == true (every storefront query does); an
 * unfiltered one is admin-only.
 */
const productsCase: CollectionCase = {
  collection: 'products/{productId}',
  seed: [
    ['products/p-online', createProduct({ online: true, filterKeys: ['ALL|ALL|ALL|ALL|ALL'] })],
    ['products/p-offline', createProduct({ online: false, filterKeys: ['ALL|ALL|ALL|ALL|ALL'] })],
  ],
  operations: [
    get(EVERYONE, () => 'products/p-online', 'get online'),
    get(ADMIN, () => 'products/p-offline', 'get offline'),
    list(
      EVERYONE,
      (db) =>
        query(
          collection(db, 'products'),
          where('filterKeys', 'array-contains', 'ALL|ALL|ALL|ALL|ALL'),
          where('online', '==', true),
          orderBy('inStock', 'desc'),
          orderBy('createdAt', 'desc'),
          limit(24),
        ),
      "list where('online', '==', true) (a listing page)",
    ),
    list(
      ADMIN,
      (db) => query(collection(db, 'products'), where('online', '==', false)),
      "list where('online', '==', false)",
    ),
    list(ADMIN, (db) => collection(db, 'products'), 'list without the online filter'),
    list(
      ADMIN,
      (db) => query(collection(db, 'products'), where('filterKeys', 'array-contains', 'ALL|ALL|ALL|ALL|ALL')),
      'list a listing without the online filter',
    ),
    ...writes(
      () => 'products/p-new',
      () => createProduct(),
      () => 'products/p-online',
      { online: false },
    ),
    // Translations are the admin's, written through the API alone (docs/decisions.md rule 83).
    {
      name: 'update translations',
      allowed: NOBODY,
      run: (db) => updateDoc(doc(db, 'products/p-online'), { translations: { nl: { title: 'Tas' } } }),
    },
  ],
};

const ordersCase: CollectionCase = {
  collection: 'orders/{orderId}',
  seed: [
    ['orders/o-visitor', createOrder({ userId: VISITOR_UID })],
    [
      'orders/o-customer',
      createOrder({
        userId: CUSTOMER_UID,
        customer: { ...createOrder().customer, email: 'carol@example.nl' },
      }),
    ],
  ],
  operations: [
    get(OWNER_AND_SHOP_OWNERS, (uid) => (uid === VISITOR_UID ? 'orders/o-visitor' : 'orders/o-customer')),
    // The /track page's query.
    list(
      OWNER_AND_SHOP_OWNERS,
      (db, uid) => query(collection(db, 'orders'), where('userId', '==', uid), orderBy('createdAt', 'desc')),
      "list where('userId', '==', uid)",
    ),
    // The owner's live All Orders list; staff list orders through the API (GET adminorders).
    list(SHOP_OWNERS, (db) => collection(db, 'orders'), 'list all orders'),
    ...writes(
      () => 'orders/o-new',
      (uid) => createOrder({ userId: uid }),
      (uid) => (uid === VISITOR_UID ? 'orders/o-visitor' : 'orders/o-customer'),
      { payment: 'Paid', status: 'Order Received' },
    ),
  ],
};

/** docs/data-model.md, table by table. */
const MATRIX: readonly CollectionCase[] = [
  // Catalogue
  plainCollection('supplierItems', ADMIN, createSupplierItem, { listPrice: 1 }),
  productsCase,
  curatedList('featured', createHomeEntry),
  curatedList('weekProducts', createHomeEntry),
  curatedList('newIn', createListingEntry),
  curatedList('sale', createSaleEntry),
  curatedList('recommended', createListingEntry),
  plainCollection('designers', EVERYONE, createDesigner, { bags: 0 }),
  plainCollection('listingFacets', EVERYONE, createListingFacets, { entries: {} }),
  plainCollection('searchVocabulary', EVERYONE, createSearchVocabulary, { vocabulary: '{}' }),
  // A visitor's things: theirs alone, admins included (docs/decisions.md rule 71).
  ownedDocument('carts', OWNER, createCart, { items: 10000 }),
  ownedSubcollection('carts', 'lines', OWNER, createCartLine, { unitPrice: 1 }),
  ownedDocument('discounts', OWNER, createDiscount, { couponId: 'c2' }),
  ownedSubcollection('wishlists', 'items', OWNER, createWishlistItem, { addedAt: Timestamp.now() }),
  ownedDocument('customers', OWNER, createCustomer, { email: 'someone@else.example' }),
  ownedDocument('addressBooks', OWNER, createAddressBook, { addresses: [] }),
  ordersCase,
  // Shop operations
  plainCollection('coupons', ADMIN, createCoupon, { redemptions: 0, maxRedemptions: null }),
  // Customers' addresses and links that are keys (staff invitations); the subscribers are a list of
  // personal data no screen reads: both the API's alone.
  plainCollection('mail', NOBODY, createMail, { to: 'attacker@example.com' }),
  plainCollection('newsletterSubscribers', NOBODY, createNewsletterSubscriber, {
    email: 'x@example.com',
  }),
  // Sign-ups not yet confirmed: the API's alone, admins included (the token hash is no one's business).
  plainCollection('newsletterConfirmations', NOBODY, createNewsletterConfirmation, { tokenHash: '0' }),
  // Notify-me requests and their addresses: personal data and link tokens, the API's alone (owners
  // see only the counts, through GET lowstock).
  plainCollection('notifyRequests', NOBODY, createNotifyRequest, { confirmed: true }),
  plainCollection('notifyAddresses', NOBODY, createNotifyAddress, { unsubscribeToken: '0' }),
  // Wishlist alerts' opt-ins and unpaid checkouts' reminders: consents, addresses and link tokens,
  // the API's and the jobs' alone, not even the shopper's own (they see theirs through the API).
  ownedDocument('wishlistAlerts', NOBODY, createWishlistAlerts, { email: 'attacker@example.com' }),
  ownedDocument('checkoutReminders', NOBODY, createCheckoutReminder, { email: 'attacker@example.com' }),
  // Personal data read through the API only (docs/decisions.md rule 71); the owner's Today counts open
  // returns live.
  plainCollection('contactMessages', NOBODY, createContactMessage, { subject: 'changed' }),
  plainCollection('returnRequests', SHOP_OWNERS, createReturnRequest, { reason: 'changed' }),
  plainCollection('auditLog', NOBODY, createAuditLogEntry, { action: 'erased' }),
  // The owner's settings: the API's alone, read and written by nobody else.
  plainCollection('settings', NOBODY, createShopSettings, { staffRefundLimit: 100_000_000 }),
  plainCollection('syncJobs', ADMIN, createSyncJob, { status: 'failed' }),
  plainCollection('stripeEvents', NOBODY, createStripeEvent, { type: 'forged' }),
  plainCollection('abuseCounters', NOBODY, createAbuseCounter, { count: 0 }),
  // Order numbers are taken by the API's checkout, one document each.
  plainCollection('orderNumbers/2026/taken', NOBODY, createTakenOrderNumber, { sequence: 0 }),
  // A coupon's paid orders, counted over shards by the API's payment webhook.
  plainCollection('couponRedemptions', NOBODY, createCouponRedemptionShard, { count: 0 }),
  // The retention job's progress: the job's alone.
  plainCollection('retentionRuns', NOBODY, createRetentionRun, { strippedBefore: null }),
  // Invoice numbers per year: written only in the API's invoice transaction, read by nobody.
  plainCollection('invoiceCounters', NOBODY, createInvoiceCounter, { last: 0 }),
  // Issued invoices and credit notes: downloaded through the API only, never written by a client,
  // not even the customer whose order it is.
  plainCollection('invoices', NOBODY, createIssuedDocument, { total: 1 }),
  // Refunds: the admin's dashboard reads them through GET getorderrefunds; only the API and the
  // webhook write them.
  plainCollection('refunds', NOBODY, createRefund, { state: 'succeeded', amount: 1 }),
  // Customer summaries with the staff's notes: read through the API's customer routes only, written
  // by the functions' triggers and the note route.
  plainCollection('customerSummaries', NOBODY, createCustomerSummary, { note: null }),
  // Invitations to the team: the API's alone (docs/decisions.md rule 70).
  plainCollection('staffInvitations', NOBODY, createStaffInvitation, { role: 'owner' }),
];

/**
 * Paths the data model does not name: closed to everyone, admins included. Subcollections of
 * open collections must not inherit their parent's access, and the wishlist's parent document
 * is not part of the model.
 */
function unlisted(name: string, at: (uid: string) => string): CollectionCase {
  const parentOf = (uid: string) => at(uid).split('/').slice(0, -1).join('/');
  return {
    collection: name,
    seed: [VISITOR_UID, CUSTOMER_UID].map((uid) => [at(uid), { anything: true }] as const),
    operations: [
      get(NOBODY, at),
      list(NOBODY, (db, uid) => collection(db, parentOf(uid))),
      ...writes(
        (uid) => `${parentOf(uid)}/new-doc`,
        () => ({ anything: true }),
        at,
        { anything: false },
      ),
    ],
  };
}

const UNLISTED: readonly CollectionCase[] = [
  unlisted('unknownCollection/{id}', () => 'unknownCollection/doc-1'),
  unlisted('users/{uid}', (uid) => `users/${uid}`),
  unlisted('wishlists/{uid} (the parent document)', (uid) => `wishlists/${uid}`),
  unlisted('products/{productId}/reviews/{id}', () => 'products/p1/reviews/r1'),
  unlisted('carts/{uid}/notes/{id}', (uid) => `carts/${uid}/notes/n1`),
];

// ---- Harness ----

let testEnv: RulesTestEnvironment;

/** FIRESTORE_HOST / FIRESTORE_PORT, else FIRESTORE_EMULATOR_HOST, else Firebase's default. */
function firestoreEmulatorAddress(): { host: string; port: number } {
  const fromEnv = process.env.FIRESTORE_EMULATOR_HOST
    ? new URL(`http://${process.env.FIRESTORE_EMULATOR_HOST}`)
    : undefined;
  return {
    host: process.env.FIRESTORE_HOST ?? fromEnv?.hostname.replace(/^\[(.*)\]$/, '$1') ?? '127.0.0.1',
    port: Number(process.env.FIRESTORE_PORT ?? (fromEnv?.port || 8080)),
  };
}

/**
 * The contexts hand out compat instances; the modular functions accept them (they unwrap the
 * modular instance inside), the types just do not say so.
 */
function firestoreOf(context: RulesTestContext): Firestore {
  return context.firestore() as unknown as Firestore;
}

/**
 * One client per role for the whole file: a context is a Firebase app of its own, and making one per
 * test (some 1,600) cost more CPU than the rules checks themselves. Reads go to the emulator
 * (nothing is offline), so a client carries nothing from one test into the next.
 */
const databases = new Map<Role, Firestore>();
function databaseOf(role: Role): Firestore {
  let db = databases.get(role);
  if (!db) {
    db = firestoreOf(ROLES[role].context(testEnv));
    databases.set(role, db);
  }
  return db;
}

/**
 * The client that seeds, past the rules: one for the file, for the same reason. Its context lives as
 * long as the callback of withSecurityRulesDisabled runs, so that callback waits until afterAll.
 */
let seeding: { db: Firestore; release: () => void; finished: Promise<void> } | undefined;
async function startSeeding(): Promise<void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let open = (_db: Firestore) => {};
  const opened = new Promise<Firestore>((resolve) => (open = resolve));
  const finished = testEnv.withSecurityRulesDisabled(async (context) => {
    open(firestoreOf(context));
    await held;
  });
  // A context that cannot open ends the callback early: say so instead of waiting for the timeout.
  const db = await Promise.race([
    opened,
    finished.then(() => Promise.reject(new Error('The rules-disabled context closed at once'))),
  ]);
  seeding = { db, release, finished };
}

async function seed(documents: Seed): Promise<void> {
  const db = seeding!.db;
  await Promise.all(documents.map(([path, data]) => setDoc(doc(db, path), data)));
}

beforeAll(async () => {
  // Every denied request is expected here; the SDK would log each one as an error.
  setLogLevel('silent');
  testEnv = await initializeTestEnvironment({
    projectId: 'demo-maison-borsa-rules',
    firestore: {
      rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8'),
      ...firestoreEmulatorAddress(),
    },
  });
  await startSeeding();
  // Loading the rules into the emulator takes more than the default 10 s on a busy machine.
}, 60_000);

beforeEach(async () => {
  await testEnv.clearFirestore();
});

afterAll(async () => {
  seeding?.release();
  await seeding?.finished;
  await testEnv?.cleanup();
});

function describeMatrix(title: string, cases: readonly CollectionCase[]): void {
  describe(title, () => {
    for (const collectionCase of cases) {
      describe(collectionCase.collection, () => {
        for (const operation of collectionCase.operations) {
          describe(operation.name, () => {
            for (const role of ROLE_NAMES) {
              const allowed = operation.allowed.includes(role);
              it(`${role}: ${allowed ? 'allowed' : 'denied'}`, async () => {
                // A create targets a document that must not exist yet; everything else finds the seed.
                if (operation.name !== 'create') await seed(collectionCase.seed);
                const attempt = operation.run(databaseOf(role), ROLES[role].subjectUid);
                if (allowed) await assertSucceeds(attempt);
                else await assertFails(attempt);
              });
            }
          });
        }
      });
    }
  });
}

describeMatrix('firestore.rules: every collection in docs/data-model.md', MATRIX);
describeMatrix('firestore.rules: paths outside the data model are denied to everyone', UNLISTED);

describe('firestore.rules: the admin claim', () => {
  const claims: ReadonlyArray<readonly [string, Record<string, unknown>]> = [
    ['admin: false', { admin: false }],
    ["admin: 'true' (a string)", { admin: 'true' }],
    ['admin: 1', { admin: 1 }],
    ['no admin claim', {}],
    ["role: 'owner' without admin: true", { role: 'owner' }],
  ];
  for (const [label, claim] of claims) {
    it(`${label} is not an admin`, async () => {
      await seed([
        ['coupons/c1', createCoupon()],
        ['featured/p-hidden', createHomeEntry({ productId: 'p-hidden', hidden: true })],
      ]);
      const db = firestoreOf(testEnv.authenticatedContext('not-admin', { ...claim, ...PASSWORD }));
      await assertFails(getDoc(doc(db, 'coupons/c1')));
      await assertFails(getDoc(doc(db, 'featured/p-hidden')));
    });
  }

  it('an admin whose role is neither owner nor missing has staff rights, no more', async () => {
    await seed([
      ['coupons/c1', createCoupon()],
      ['orders/o1', createOrder({ userId: CUSTOMER_UID })],
    ]);
    const db = firestoreOf(
      testEnv.authenticatedContext('misspelt', { admin: true, role: 'Owner', ...PASSWORD }),
    );
    await assertSucceeds(getDoc(doc(db, 'coupons/c1')));
    // Customers' orders are the owner's to read live, not staff's.
    await assertFails(getDoc(doc(db, 'orders/o1')));
  });

  it('a curated entry without a hidden field is not shown to shoppers', async () => {
    const { hidden: _hidden, ...withoutHidden } = createHomeEntry();
    await seed([['featured/p-unknown', withoutHidden]]);
    const db = firestoreOf(testEnv.unauthenticatedContext());
    await assertFails(getDoc(doc(db, 'featured/p-unknown')));
  });
});
