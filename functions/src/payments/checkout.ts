// POST charges / POST secret: the pending order and the PaymentIntent that pays it. What is charged
// is computed here from the cart the server holds, its coupon and the destination (docs/decisions.md rule 4);
// nothing the client sends about money is read.
import { createHash } from 'node:crypto';
import {
  API_ERROR_CODES,
  cartTotals,
  checkoutFailureAnswer,
  CHECKOUT_MESSAGES,
  ConflictError,
  couponUsedUpMessage,
  formatEuro,
  InvalidRequestError,
  MAX_CHARGE,
  MIN_CHARGE,
  paymentFailureOf,
  paymentMethodRefusal,
  paymentMethodTypesFor,
  RefusalError,
  shopConfig,
  stripeErrorFacts,
  validateQuantity,
  type OrderLine,
  type OrderTotals,
  type PaymentMethod,
  type PaymentFailureAnswer,
  type StoreCart,
  type StoreChargeParsed,
  type StoreChargeResponse,
  type StoreCouponUsedUpDetails,
} from '@shop/domain';
import type Stripe from 'stripe';
import { readCart } from '../data/cart';
import { openPendingOrder, setOrderPaymentIntent, type OrderDraft } from '../data/orders';
import * as logs from '../logs';
import { clientSecretHash } from './payment-status';
import { paymentProvider, type CreatedPaymentIntent, type PaymentProvider } from './provider';

/** 409 with every line that cannot be bought in its quantity, so the shopper can fix the cart. */
export function checkStock(cart: StoreCart): void {
  const short = cart.lines
    .map((line) => ({ line, check: validateQuantity(line.qty, line.stock, 0) }))
    .filter(({ check }) => !check.ok);
  if (short.length === 0) return;
  const details = short.map(({ line, check }) => ({
    productId: line.productId,
    title: line.title,
    stock: line.stock,
    message: `${line.title}: ${check.ok ? '' : check.message}`,
  }));
  throw new ConflictError(
    `${details.map((detail) => detail.message).join('. ')}. Please change your cart before paying.`,
    { code: API_ERROR_CODES.outOfStock, details },
  );
}

/** A failed payment's answer as the refusal the API answers it with (402, 409 or 503). */
function paymentRefusal({ status, code, message }: PaymentFailureAnswer): RefusalError {
  const kind = ({ 402: 'declined', 409: 'conflict', 503: 'unavailable' } as const)[status];
  return new RefusalError(kind, code, message);
}

/**
 * 409 coupon-used-up: the cart's coupon could not be held for this checkout. The shopper sees the
 * total without it and pays it only by asking again (the coupon is off the cart by then).
 */
export function couponUsedUp(cart: StoreCart, code: string, now: Date): ConflictError {
  const { itemCount: _itemCount, ...totals } = cartTotals({
    lines: cart.lines,
    coupon: null,
    country: cart.country,
    now,
  });
  logs.couponUsedUpAtCheckout(code);
  return new ConflictError(couponUsedUpMessage(code, totals.payable), {
    code: API_ERROR_CODES.couponUsedUp,
    details: { code, totals } satisfies StoreCouponUsedUpDetails,
  });
}

/**
 * The order id for paying this cart: the same cart, totals and payment methods give the same id, so a
 * repeated or retried checkout reuses its order and its PaymentIntent instead of making another.
 */
export function checkoutKey(uid: string, draft: OrderDraft, methods: string[]): string {
  const cart = draft.lines.map((line) => [line.productId, line.size, line.qty, line.unitPrice]);
  return createHash('sha256')
    .update(JSON.stringify([uid, cart, draft.totals, methods]))
    .digest('hex')
    .slice(0, 20);
}

/**
 * Creates the order's PaymentIntent. While Stripe answers 409 `idempotency_key_in_use` (a double
 * click: the same request still running) it asks again after a short wait. A refusal is logged with
 * Stripe's type and code and answered with what the shopper can do (checkoutFailureAnswer).
 */
export async function createPaymentIntent(
  provider: PaymentProvider,
  orderId: string,
  params: Stripe.PaymentIntentCreateParams & { amount: number },
  idempotencyKey: string,
): Promise<CreatedPaymentIntent> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await provider.stripe.paymentIntents.create(params, { idempotencyKey });
    } catch (error) {
      const facts = stripeErrorFacts(error);
      const failure = paymentFailureOf(facts);
      if (failure === 'in-flight' && attempt < 4) {
        await new Promise((resolve) => setTimeout(resolve, 250 * attempt));
        continue;
      }
      logs.paymentIntentFailed(orderId, facts);
      throw paymentRefusal(checkoutFailureAnswer(failure, params.amount));
    }
  }
}

/**
 * The pending order a priced cart makes: its lines as they are bought, its coupon if applied, and
 * what the shopper gave (the checkout's form, or a wallet's sheet).
 */
export function orderDraft(
  uid: string,
  cart: StoreCart,
  totals: OrderTotals,
  itemCount: number,
  given: Pick<OrderDraft, 'customer' | 'note' | 'paymentMethod' | 'expressCheckout' | 'language'>,
): OrderDraft {
  const lines: OrderLine[] = cart.lines.map((line) => ({
    productId: line.productId,
    sku: line.sku,
    title: line.title,
    image: line.image,
    size: line.size,
    unitPrice: line.unitPrice,
    qty: line.qty,
    lineTotal: line.lineTotal,
  }));
  return {
    userId: uid,
    lines,
    totals,
    couponCode: cart.coupon?.applied ? cart.coupon.code : null,
    totalItems: itemCount,
    ...given,
  };
}

/**
 * Starts paying for the visitor's cart: checks the stock, writes the pending order (customer details,
 * lines, totals, note) and creates its PaymentIntent for the server's amount, idempotently per order.
 */
export async function startPayment(
  uid: string,
  body: StoreChargeParsed,
  now: Date,
): Promise<StoreChargeResponse> {
  const provider = paymentProvider();
  const cart = await readCart(uid, body.customer.country, now);
  if (cart.lines.length === 0) throw new ConflictError(CHECKOUT_MESSAGES.emptyCart);
  checkStock(cart);

  const { itemCount, ...totals } = cart.totals;
  if (totals.payable < MIN_CHARGE) {
    throw new ConflictError(
      `Payments start at ${formatEuro(MIN_CHARGE)}; this order comes to ${formatEuro(totals.payable)}. Please contact us to complete it.`,
      { code: API_ERROR_CODES.paymentFailed },
    );
  }
  if (totals.payable > MAX_CHARGE) {
    throw paymentRefusal(checkoutFailureAnswer('amount-refused', totals.payable));
  }
  // A method offered only in other countries or for other amounts (docs/decisions.md rule 75):
  // refused before anything is written, naming where it works.
  const refusal = paymentMethodRefusal(body.paymentMethod, body.customer.country, totals.payable);
  if (refusal) {
    throw new InvalidRequestError(refusal.message, [
      { path: 'paymentMethod', message: refusal.message, countries: refusal.countries, range: refusal.range },
    ]);
  }
  const draft = orderDraft(uid, cart, totals satisfies OrderTotals, itemCount, {
    customer: body.customer,
    note: body.note,
    paymentMethod: body.paymentMethod,
    // The page's language, for the order's mails and documents (docs/decisions.md rule 79).
    language: body.language,
  });
  const paymentMethodTypes = paymentMethodTypesFor(body.paymentMethod);
  return payOpenedOrder(provider, checkoutKey(uid, draft, paymentMethodTypes), cart, draft, now, {
    methodTypes: paymentMethodTypes,
    answered: paymentMethodTypes,
  });
}

/**
 * The checkout's and the wallets' common end: opens the pending order of `draft` under `key` (its
 * coupon held, its number taken; a used-up coupon is a 409), creates its PaymentIntent for the order's
 * own amount, idempotently per order, and links the two. `methodTypes` are the PaymentIntent's (Stripe's
 * names), `answered` the shop's methods the client is told it pays with.
 */
export async function payOpenedOrder(
  provider: PaymentProvider,
  key: string,
  cart: StoreCart,
  draft: OrderDraft,
  now: Date,
  payment: { methodTypes: string[]; answered: PaymentMethod[]; metadata?: Record<string, string> },
): Promise<StoreChargeResponse> {
  const opened = await openPendingOrder(key, draft, now);
  if (!opened.ok) throw couponUsedUp(cart, draft.couponCode ?? '', now);
  const { orderId } = opened;
  const intent = await createPaymentIntent(
    provider,
    orderId,
    {
      amount: draft.totals.payable,
      currency: 'eur',
      allowed_payment_method_types: payment.methodTypes,
      description: `${shopConfig.name} order ${orderId}`,
      metadata: { orderId, uid: draft.userId, ...payment.metadata },
    },
    `order-${orderId}`,
  );
  if (!intent.client_secret) throw new Error(`PaymentIntent ${intent.id} came without a client secret`);
  await setOrderPaymentIntent(orderId, intent.id, clientSecretHash(intent.client_secret));
  logs.checkoutStarted(orderId, provider.name, draft.totals.payable);
  return {
    orderId,
    paymentIntentId: intent.id,
    client_secret: intent.client_secret,
    provider: provider.name,
    totals: draft.totals,
    amount: intent.amount,
    paymentMethodTypes: payment.answered,
  };
}
