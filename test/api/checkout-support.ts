// What the checkout, webhook and concurrency tests share: carts and coupons written with the Admin
// SDK (docs/data-model.md), a Stripe stand-in that records what it is asked to
// create (Stripe cannot be reached from here; it is replaced at its boundary), and signed webhook
// deliveries to the real handler over HTTP.
import {
  collections,
  type CartCounter,
  type CartLine,
  type CouponDoc,
  type DiscountRecord,
  type MailDoc,
  type Order,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import type Stripe from 'stripe';
import { db } from '../../functions/src/data/firestore';
import {
  providerFor,
  STRIPE_API_VERSION,
  testStripeClient,
  usePaymentProvider,
  type StripeClient,
} from '../../functions/src/payments/provider';
import { stripeWebhookHandler } from '../../functions/src/payments/webhook';
import type { TestUser } from './emulators';
import { express } from './express';
import { fetchJson, serve, type RunningServer } from './server';

export const WEBHOOK_SECRET = 'whsec_api_tests_only';

/** The test provider, with every PaymentIntent and Refund create call kept for the test to inspect. */
export function recordingProvider() {
  const created: { params: Stripe.PaymentIntentCreateParams; idempotencyKey: string }[] = [];
  const refunds: { params: Stripe.RefundCreateParams; idempotencyKey: string }[] = [];
  const stripe: StripeClient = {
    paymentIntents: {
      create(params, options) {
        created.push({ params, idempotencyKey: options.idempotencyKey });
        return testStripeClient.paymentIntents.create(params, options);
      },
      retrieve: testStripeClient.paymentIntents.retrieve,
      cancel: testStripeClient.paymentIntents.cancel,
    },
    refunds: {
      create(params, options) {
        refunds.push({ params, idempotencyKey: options.idempotencyKey });
        return testStripeClient.refunds.create(params, options);
      },
    },
    webhooks: testStripeClient.webhooks,
  };
  usePaymentProvider(providerFor('test', stripe, WEBHOOK_SECRET));
  return { created, refunds };
}

/** Makes `lines` the visitor's cart, with the counter as their sum (as the cart API writes them). */
export async function createCart(
  uid: string,
  lines: { product: WithId<StoreProduct>; qty?: number; size?: string | null; unitPrice?: number }[],
): Promise<void> {
  const batch = db().batch();
  const cart = db().collection(collections.carts).doc(uid);
  for (const old of (await cart.collection(collections.cartLines).get()).docs) batch.delete(old.ref);
  let items = 0;
  lines.forEach(({ product, qty = 1, size = null, unitPrice = product.displayPrice }, index) => {
    const line: CartLine = {
      productId: product.id,
      sku: product.sku,
      title: product.title,
      image: product.displayImage,
      size,
      unitPrice,
      qty,
      addedAt: Timestamp.fromMillis(Date.now() - (lines.length - index) * 1000),
    };
    batch.set(cart.collection(collections.cartLines).doc(product.id), line);
    items += qty;
  });
  const counter: CartCounter = { items, updatedAt: Timestamp.now() };
  batch.set(cart, counter);
  await batch.commit();
}

/** A coupon (coupons/{id}) applied to the visitor's cart (discounts/{uid}). */
export async function applyCouponToCart(
  uid: string,
  overrides: Partial<CouponDoc> = {},
): Promise<WithId<CouponDoc>> {
  const coupon: CouponDoc = {
    code: 'WELCOME15',
    discount: { kind: 'fixed', amount: 1_500 },
    label: '15',
    minimumGoods: null,
    expiresAt: null,
    maxRedemptions: null,
    redemptions: 0,
    createdAt: Timestamp.now(),
    ...overrides,
  };
  const ref = db().collection(collections.coupons).doc();
  await ref.set(coupon);
  const record: DiscountRecord = { couponId: ref.id, code: coupon.code, appliedAt: Timestamp.now() };
  await db().collection(collections.discounts).doc(uid).set(record);
  return { ...coupon, id: ref.id };
}

/** Calls the in-process API as `user` (or without a token). */
export function apiCaller(origin: string) {
  return (user: TestUser | null, method: 'GET' | 'POST', path: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (user) headers.authorization = `Bearer ${user.idToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    return fetchJson(`${origin}/api/v1/main/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  };
}

/** The stripeWebhook function's handler behind an Express app that keeps the raw body, as Cloud Functions does. */
export function serveWebhook(): Promise<RunningServer> {
  const app = express();
  app.use(express.raw({ type: () => true }));
  app.use((req, res) => void stripeWebhookHandler(req, res));
  return serve(app);
}

export interface PaymentIntentEventOptions {
  id?: string;
  type: string;
  order: WithId<Order>;
  amount?: number;
  currency?: string;
  paymentIntentId?: string;
  /** The PaymentIntent's payment_method_types, as Stripe sends them; left out when not given. */
  paymentMethodTypes?: string[];
}

/** A Stripe event about the order's PaymentIntent, shaped as Stripe sends it. */
export function paymentIntentEvent({
  id,
  type,
  order,
  amount,
  currency = 'eur',
  paymentIntentId,
  paymentMethodTypes,
}: PaymentIntentEventOptions) {
  return {
    id: id ?? `evt_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: {
      object: {
        id: paymentIntentId ?? order.paymentIntentId ?? 'pi_unknown',
        object: 'payment_intent',
        amount: amount ?? order.totals.payable,
        currency,
        metadata: { orderId: order.id, uid: order.userId },
        ...(paymentMethodTypes ? { payment_method_types: paymentMethodTypes } : {}),
        status:
          type === 'payment_intent.succeeded'
            ? 'succeeded'
            : type === 'payment_intent.processing'
              ? 'processing'
              : 'requires_payment_method',
      },
    },
  };
}

/** POSTs `payload` to the webhook with the given Stripe-Signature header (none when undefined). */
export function postWebhook(origin: string, payload: string, signature: string | undefined) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (signature !== undefined) headers['stripe-signature'] = signature;
  return fetchJson(origin, { method: 'POST', headers, body: payload });
}

export async function readOrder(orderId: string): Promise<WithId<Order>> {
  const snapshot = await db().collection(collections.orders).doc(orderId).get();
  if (!snapshot.exists) throw new Error(`No order ${orderId}`);
  return { ...(snapshot.data() as Order), id: snapshot.id };
}

export async function allOrders(): Promise<WithId<Order>[]> {
  const snapshot = await db().collection(collections.orders).get();
  return snapshot.docs.map((doc) => ({ ...(doc.data() as Order), id: doc.id }));
}

export async function allMail(): Promise<MailDoc[]> {
  const snapshot = await db().collection(collections.mail).get();
  return snapshot.docs.map((doc) => doc.data() as MailDoc);
}

export async function readProduct(productId: string): Promise<StoreProduct> {
  return (await db().collection(collections.products).doc(productId).get()).data() as StoreProduct;
}
