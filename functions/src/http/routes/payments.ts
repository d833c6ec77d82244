// Paying for the cart (storefront.md section 7, Payment and tracking; docs/decisions.md rules 4 and 5):
// POST charges (card, PayPal) and POST secret (iDEAL) start a payment, POST paymentsuccessfull
// records what the client saw, and on the local stack POST testpayments/{orderId} plays the
// payment provider's answer.
import {
  API_ERROR_CODES,
  storeChargeBodySchema,
  storePaymentSuccessBodySchema,
  storeSecretBodySchema,
  storePaymentStatusBodySchema,
  storeTestPaymentBodySchema,
  type StoreChargeParsed,
  type StoreChargeResponse,
  type StorePaymentSuccessParsed,
  type StorePaymentStatusParsed,
  type StorePaymentStatusResponse,
  type StorePaymentSuccessResponse,
  type StoreTestPaymentParsed,
  type StoreTestPaymentResponse,
  type TestPaymentOutcome,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { rememberUnpaidCheckout } from '../../data/checkout-reminders';
import { getOrder, recordClientReport } from '../../data/orders';
import * as logs from '../../logs';
import { startPayment } from '../../payments/checkout';
import { paymentStatusBySecret } from '../../payments/payment-status';
import { testProviderAllowed } from '../../payments/provider';
import { deliverTestPayment } from '../../payments/test-payments';
import { abuseLimit } from '../abuse-limits';
import { forbidden, HttpError, invalidRequest, notFound, requestPath } from '../errors';
import { currentCaller, requireOwner, requireUser, validateBody } from '../middleware';

/**
 * POST charges / POST secret, body { userId, paymentMethod, customer, note }: writes the pending
 * order and answers its PaymentIntent's client_secret (StoreChargeResponse). A body `amount` is
 * dropped by the schema: the server charges what it computes from its own cart.
 */
export const postCharges: RequestHandler = async (req, res) => {
  const body = req.body as StoreChargeParsed;
  const now = new Date();
  const response = await startPayment(body.userId, body, now);
  // The consent box's answer: one reminder if this order is left unpaid, or none (rule 81).
  await rememberUnpaidCheckout(body.userId, response.orderId, body.marketingConsent, now);
  res.json(response satisfies StoreChargeResponse);
};

/**
 * POST paymentsuccessfull, the spec's order fields plus optional orderId: recorded on the order as
 * clientReport. The answer carries the order's payment as the webhook left it; this call never
 * changes it.
 */
export const postPaymentSuccess: RequestHandler = async (req, res) => {
  const body = req.body as StorePaymentSuccessParsed;
  const order = await recordClientReport(body.userId, body);
  if (!order) throw notFound('No order of yours matches this payment');
  res.json({
    recorded: true,
    orderId: order.id,
    payment: order.payment,
  } satisfies StorePaymentSuccessResponse);
};

/**
 * POST paymentstatus, body { orderId, paymentIntentId, clientSecret }: the order's payment
 * (StorePaymentStatusResponse) for whoever holds its client secret, signed in or not; 404 for any
 * order, PaymentIntent or secret that does not match (docs/decisions.md rule 29).
 */
export const postPaymentStatus: RequestHandler = async (req, res) => {
  const status = await paymentStatusBySecret(req.body as StorePaymentStatusParsed);
  res.json(status satisfies StorePaymentStatusResponse);
};

/**
 * The spec's charges/secret body is { email, amount } (or { amount }): no order can be made from it.
 * Before the owner check (which would only say "userId is required"), say what an order needs.
 */
const requireOrderBody: RequestHandler = (req, _res, next) => {
  const body = req.body as Record<string, unknown> | undefined;
  if (body?.userId !== undefined) {
    next();
    return;
  }
  const message =
    'A payment is for the order of your cart: send userId, paymentMethod (card, ideal, paypal, bancontact, klarna, eps or p24), ' +
    'customer (name, e-mail, phone, address, postcode, city, country) and an optional note. ' +
    'The amount is not sent: the shop computes it from your cart.';
  next(
    invalidRequest(message, [
      { path: 'userId', message: 'userId is required: the visitor whose cart is paid' },
      {
        path: 'paymentMethod',
        message: 'paymentMethod is required: card, ideal, paypal, bancontact, klarna, eps or p24',
      },
      { path: 'customer', message: 'customer is required: who the order is for and where it goes' },
    ]),
  );
};

/** The test provider's route exists only on the emulators without Stripe keys; elsewhere it is a 404 like any unknown path. */
const onlyWithTestProvider: RequestHandler = (req, _res, next) => {
  if (testProviderAllowed()) next();
  else next(notFound(`No API route ${req.method} ${requestPath(req)}`));
};

/**
 * POST testpayments/{orderId}, body { outcome, paymentMethod? }: the order's payment succeeds, is
 * processing (a delayed success, settled by a later call) or fails, through a signed event delivered
 * to the webhook. Only the order's visitor (or an admin).
 */
export const postTestPayment: RequestHandler = async (req, res) => {
  const caller = currentCaller(res);
  const orderId = String(req.params.orderId);
  const { outcome, paymentMethod } = req.body as StoreTestPaymentParsed;
  const order = await getOrder(orderId);
  if (!order) throw notFound('There is no such order');
  if (order.userId !== caller.uid && !caller.admin) throw forbidden('This order belongs to another visitor');
  if (!order.paymentIntentId) {
    throw new HttpError(
      409,
      API_ERROR_CODES.conflict,
      'This order has no payment yet: start it with POST charges or POST secret',
    );
  }
  const delivered = await deliverTestPayment(
    order,
    order.paymentIntentId,
    outcome,
    paymentMethod ?? order.paymentMethod,
  );
  logs.testPaymentDelivered(orderId, outcome satisfies TestPaymentOutcome, delivered.status);
  const after = await getOrder(orderId);
  res.json({
    webhookStatus: delivered.status,
    payment: after?.payment ?? order.payment,
    status: after?.status ?? order.status,
  } satisfies StoreTestPaymentResponse);
};

export const paymentsRouter = Router()
  .post(
    '/charges',
    abuseLimit('checkout'),
    requireOrderBody,
    requireOwner('userId'),
    validateBody(storeChargeBodySchema),
    postCharges,
  )
  .post(
    '/secret',
    abuseLimit('checkout'),
    requireOrderBody,
    requireOwner('userId'),
    validateBody(storeSecretBodySchema),
    postCharges,
  )
  .post(
    '/paymentsuccessfull',
    requireOwner('userId'),
    validateBody(storePaymentSuccessBodySchema),
    postPaymentSuccess,
  )
  .post('/paymentstatus', validateBody(storePaymentStatusBodySchema), postPaymentStatus)
  .post(
    '/testpayments/:orderId',
    onlyWithTestProvider,
    requireUser,
    validateBody(storeTestPaymentBodySchema),
    postTestPayment,
  );
