// The admin's orders and returns (admin.md sections 2, 4 and 7; docs/decisions.md rules 3, 17, 19, 22).
// Admins only: adminRouter runs requireAdmin before anything is read or written. The old shop used
// GET for deleting; here a GET never changes anything.
import {
  API_ERROR_CODES,
  adminCancelOrderBodySchema,
  cancellationRefundId,
  decideCancel,
  type AdminCancelOrderParsed,
  adminFulfilOrderBodySchema,
  type AdminFulfilOrderParsed,
  adminApproveReturnBodySchema,
  adminArchiveOrderBodySchema,
  type AdminArchiveOrderParsed,
  adminRefundOrderBodySchema,
  adminRejectReturnBodySchema,
  adminUpdateOrderStatusBodySchema,
  documentIdSchema,
  isSpecOrderStatusBody,
  OPEN_RETURNS,
  RETURN_STATES,
  RETURNS_FILTERS,
  returnSearch,
  specUpdateOrderStatusBodySchema,
  type AdminOrder,
  type AdminRefund,
  type AdminRefundOrderParsed,
  type AdminRefundResponse,
  type AdminRejectReturnParsed,
  type RefundDoc,
  type WithId,
  type AdminOrderStatusUpdate,
  type AdminReturnRequest,
  type AdminUpdateOrderStatusParsed,
  type SpecUpdateOrderStatusParsed,
  type AdminUserDetails,
  type OrderFilter,
  type SpecUserDetails,
  refundFailureAnswer,
} from '@shop/domain';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { config } from '../../../config';
import {
  archiveOrder,
  deleteOrder,
  getOrderById,
  getOrderDetails,
  getSpecUserDetails,
  getUserDetails,
  latestOrderIdOf,
  listOrders,
  updateOrderStatus,
} from '../../../data/admin/orders';
import { isoString } from '../../../data/admin/json';
import { decideReturnRequest, listReturnRequests } from '../../../data/admin/return-requests';
import {
  getRefund,
  listOrderRefunds,
  recordStripeRefundId,
  refundRefused,
  reserveRefund,
  type RefundAsk,
} from '../../../data/refunds';
import { markCancelled, readOrderToCancel } from '../../../data/admin/order-cancel';
import { fulfilOrder } from '../../../data/admin/shipments';
import type { Actor } from '../../../data/admin/audit';
import { orderCancelledMail } from '../../../mail/order-cancelled';
import { orderStatusMail } from '../../../mail/order-status';
import { returnRejectedMail } from '../../../mail/return-rejected';
import { paymentProvider, testProviderAllowed } from '../../../payments/provider';
import { askStripeForRefund } from '../../../payments/refunds';
import { deliverTestRefund } from '../../../payments/test-payments';
import { actorOf, type AdminRoute } from '../../admin-routes';
import { conflict, HttpError, notFound } from '../../errors';
import { validateBody } from '../../middleware';

/** The largest page a list call answers; `limit` defaults to DEFAULT_PAGE. */
const MAX_PAGE = 500;
const DEFAULT_PAGE = 100;

/** `?limit=100&before={id}`: how many, and after which item of the previous page. */
const pageQuerySchema = z.object({
  limit: z.coerce
    .number({ error: 'limit must be a whole number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(MAX_PAGE, `limit can be at most ${MAX_PAGE}`)
    .default(DEFAULT_PAGE),
  before: documentIdSchema.optional(),
});

const orderParamsSchema = z.object({ orderId: documentIdSchema });
const userParamsSchema = z.object({ userId: documentIdSchema });
const orderOfUserParamsSchema = z.object({ userId: documentIdSchema, orderId: documentIdSchema });

function orderList(filter: OrderFilter): RequestHandler {
  return async (req: Request, res: Response) => {
    const { limit, before } = pageQuerySchema.parse(req.query);
    const orders: AdminOrder[] = await listOrders(filter, limit, before ?? null);
    res.json(orders);
  };
}

/** GET getorderdetails/{userId}/{orderId}: the order (404 unless it exists and is that user's). */
export const getOrder: RequestHandler = async (req, res) => {
  const { userId, orderId } = orderOfUserParamsSchema.parse(req.params);
  const order: AdminOrder = await getOrderDetails(userId, orderId);
  res.json(order);
};

/** `?view=account[&email=]`: the SPA's form of getuserdetails; `email` is the order's e-mail. */
const userDetailsQuerySchema = z.object({
  view: z.string({ error: 'view must be account' }).optional(),
  email: z
    .string({ error: 'email must be one e-mail address' })
    .trim()
    .max(254, 'email can be at most 254 characters')
    .optional(),
});

/**
 * GET getuserdetails/{userId}: as the spec's client reads it, an array of the details given at the
 * user's orders, oldest first (SpecUserDetails[]). With `view=account` (the SPA) AdminUserDetails:
 * the customer account behind the uid (null for a guest), its order count, and with `email` the
 * account that e-mail has now.
 */
export const getUser: RequestHandler = async (req, res) => {
  const { userId } = userParamsSchema.parse(req.params);
  const { view, email } = userDetailsQuerySchema.parse(req.query);
  if (view === 'account') {
    const details: AdminUserDetails = await getUserDetails(userId, email || null);
    res.json(details);
    return;
  }
  const records: SpecUserDetails[] = await getSpecUserDetails(userId);
  res.json(records);
};

/** Checks the body of updateorderstatusmainstore in whichever form it comes: ours, or the spec's. */
const validateStatusBody: RequestHandler = (req, res, next) =>
  validateBody(
    isSpecOrderStatusBody(req.body) ? specUpdateOrderStatusBodySchema : adminUpdateOrderStatusBodySchema,
  )(req, res, next);

/**
 * POST updateorderstatusmainstore, body { orderId, status } (status one of ADMIN_ORDER_STATUSES; mark
 * complete sends Order Completed), or in the spec's form { userId, orderstatus }: the status of that
 * user's latest order. Answers AdminOrderStatusUpdate. 404 without such an order; 409 when the order
 * is not paid, or was cancelled or refunded. The customer's e-mail is written with the change.
 */
export const postOrderStatus: RequestHandler = async (req, res) => {
  let orderId: string;
  let status: AdminUpdateOrderStatusParsed['status'];
  if (isSpecOrderStatusBody(req.body)) {
    const { userId, orderstatus } = req.body as SpecUpdateOrderStatusParsed;
    const latest = await latestOrderIdOf(userId);
    if (latest === null) throw notFound(`User ${userId} has no orders`);
    orderId = latest;
    status = orderstatus;
  } else {
    ({ orderId, status } = req.body as AdminUpdateOrderStatusParsed);
  }
  const { shopBaseUrl } = config();
  const result: AdminOrderStatusUpdate = await updateOrderStatus(orderId, status, actorOf(res), (order) =>
    orderStatusMail(order, orderId, status, shopBaseUrl),
  );
  res.json(result);
};

/**
 * POST fulfilorder { orderId, carrier, trackingNumber }: a paid order goes Out for Delivery with its
 * carrier, tracking number and link; the shopper's status e-mail carries them. Answers { order,
 * changed }. 400 unknown carrier or empty number; 404; 409 not paid, refunded, cancelled or delivered.
 */
export const postFulfilOrder: RequestHandler = async (req, res) => {
  const body = req.body as AdminFulfilOrderParsed;
  const { shopBaseUrl } = config();
  const result = await fulfilOrder(body, actorOf(res), (order) =>
    orderStatusMail(order, body.orderId, 'Out for Delivery', shopBaseUrl),
  );
  res.json(result);
};

/**
 * DELETE deleteorder/{orderId}: answers { deleted: true, orderId }; 404 without such an order; 409
 * for an order whose money moved (order-retention.ts: such orders are cancelled or archived).
 */
export const deleteOrderRoute: RequestHandler = async (req, res) => {
  const { orderId } = orderParamsSchema.parse(req.params);
  await deleteOrder(orderId, actorOf(res));
  res.json({ deleted: true, orderId });
};

/** POST archiveorder { orderId, archived }: answers the order; 404 without such an order. */
export const postArchiveOrder: RequestHandler = async (req, res) => {
  const { orderId, archived } = req.body as AdminArchiveOrderParsed;
  const order: AdminOrder = await archiveOrder(orderId, archived, actorOf(res));
  res.json(order);
};

/** `?state=Requested&search=MB-2026-000123`: the Returns list's filter (a state, or `open`) and search. */
const returnsQuerySchema = pageQuerySchema.extend({
  state: z
    .enum([OPEN_RETURNS, ...RETURN_STATES], { error: `state must be one of: ${RETURNS_FILTERS.join(', ')}` })
    .optional(),
  search: z
    .string({ error: 'search must be one order number or e-mail' })
    .max(254, 'search can be at most 254 characters')
    .optional(),
});

/**
 * GET getreturnrequests[?limit&before&state&search]: return requests, newest first, each with its
 * order or null; `state` one of RETURN_STATES or `open` (OPEN_RETURN_STATES), `search` an order number (as typed), an e-mail or an
 * old order's id (returnSearch). `before` (the last request's id) pages on.
 */
export const getReturnRequests: RequestHandler = async (req, res) => {
  const { limit, before, state, search } = returnsQuerySchema.parse(req.query);
  const requests: AdminReturnRequest[] = await listReturnRequests(
    limit,
    before ?? null,
    state ?? null,
    returnSearch(search ?? ''),
  );
  res.json(requests);
};

function toAdminRefund(refund: WithId<RefundDoc>): AdminRefund {
  const { createdAt, settledAt, ...fields } = refund;
  return { ...fields, createdAt: isoString(createdAt), settledAt: settledAt ? isoString(settledAt) : null };
}

/**
 * POST refundorder (adminRefundOrderBodySchema): reserves the refund on the order, then asks Stripe
 * with the refund id as idempotency key, and answers AdminRefundResponse. The order's payment
 * changes only when Stripe's webhook reports the refund; with the test payment provider (emulator
 * only) those events are delivered at once, signed, through the webhook's own code. A repeated
 * refundId asks Stripe again only while Stripe has not answered it (the same key: never a second
 * refund). With returnRequestId (an Approved return of this order) the return becomes Refunded when
 * the refund succeeds. 400 over-refund, 404 no order, 409 not refundable (or the return is not an
 * approved one of this order, or Stripe refused it), 503 when Stripe cannot be reached or refuses
 * the shop's key (refundFailureAnswer says which).
 */
export const postRefundOrder: RequestHandler = async (req, res) => {
  const { orderId, refundId, request, reason, restock, returnRequestId } = req.body as AdminRefundOrderParsed;
  const repeated = await askRefund(
    { orderId, refundId, request, reason, restock, returnRequestId },
    actorOf(res),
  );
  const [stored, order] = await Promise.all([getRefund(refundId), getOrderById(orderId)]);
  if (!stored || !order) throw notFound(`There is no order ${orderId}`);
  const answer: AdminRefundResponse = { refund: toAdminRefund(stored), order, repeated };
  res.json(answer);
};

/**
 * The refund path of refundorder and cancelorder: reserves the refund, asks Stripe with the refund id
 * as idempotency key and, with the test provider, delivers its webhook events at once. Answers
 * whether the refund id was already recorded; 502 when Stripe refuses or cannot be reached.
 */
async function askRefund(ask: RefundAsk, actor: Actor): Promise<boolean> {
  const { orderId, refundId } = ask;
  const { refund, repeated } = await reserveRefund(ask, actor);
  if (refund.state === 'pending' && refund.stripeRefundId === null) {
    const provider = paymentProvider();
    const sent = await askStripeForRefund(provider, refundId, refund);
    if (sent.kind !== 'sent') {
      // Refused: Stripe made nothing and the reservation is given back. Pending: Stripe may have
      // made it, so the reservation stays and sending the same refund again is safe.
      if (sent.kind === 'refused') await refundRefused(refundId);
      const failed = refundFailureAnswer(sent.failure, sent.stripeMessage);
      throw new HttpError(failed.status, failed.code, failed.message);
    }
    const { stripeRefundId } = sent;
    await recordStripeRefundId(refundId, stripeRefundId);
    if (provider.name === 'test' && testProviderAllowed()) {
      await deliverTestRefund({
        refundId,
        orderId,
        stripeRefundId,
        paymentIntentId: refund.paymentIntentId,
        amount: refund.amount,
      });
    }
  }
  return repeated;
}

/**
 * POST cancelorder { orderId, reason } (domain/src/order-cancel.ts): an unpaid order's PaymentIntent
 * is cancelled and the order with it (its coupon hold released); a paid order not shipped is refunded
 * in full through the refund path, its stock put back, and Cancelled. The customer is mailed.
 * Answers the order. 404; **409** for a shipped order ("... Use a return instead") or one already
 * cancelled or refunded; 502 when Stripe refuses or cannot be reached (sending it again is safe).
 */
export const postCancelOrder: RequestHandler = async (req, res) => {
  const { orderId, reason } = req.body as AdminCancelOrderParsed;
  const actor = actorOf(res);
  const order = await readOrderToCancel(orderId);
  const decision = decideCancel(order);
  if (!decision.ok) throw conflict(decision.message, { payment: order.payment, status: order.status });
  if (decision.way === 'unpaid') {
    if (order.paymentIntentId) await cancelPaymentIntentOf(order.paymentIntentId);
  } else {
    await askRefund(
      {
        orderId,
        refundId: cancellationRefundId(orderId),
        request: { kind: 'full' },
        reason: `Order cancelled: ${reason}`,
        restock: true,
        returnRequestId: null,
      },
      actor,
    );
  }
  const cancelled: AdminOrder = await markCancelled(
    {
      orderId,
      reason,
      way: decision.way,
      mail: (updated) => orderCancelledMail(updated, orderId, reason, decision.way === 'refund'),
    },
    actor,
  );
  res.json(cancelled);
};

/** Cancels the PaymentIntent at Stripe; one that went through meanwhile cannot be (409, refund instead). */
async function cancelPaymentIntentOf(paymentIntentId: string): Promise<void> {
  try {
    await paymentProvider().cancelPaymentIntent(paymentIntentId);
  } catch (error) {
    const stripeError = error as { type?: string; code?: string };
    if (stripeError.type === 'StripeInvalidRequestError') {
      // Stripe cannot cancel a PaymentIntent that succeeded or is being processed.
      throw conflict(
        'Stripe could not cancel the payment: it may have gone through meanwhile. Reload the order; a paid order is cancelled with a refund.',
        { code: stripeError.code ?? null },
      );
    }
    throw new HttpError(
      503,
      API_ERROR_CODES.paymentsUnavailable,
      'Stripe could not be reached; nothing was cancelled. Try again.',
    );
  }
}

/** GET getorderrefunds/{orderId}: the order's refunds, newest first. */
export const getOrderRefunds: RequestHandler = async (req, res) => {
  const { orderId } = orderParamsSchema.parse(req.params);
  const refunds: AdminRefund[] = (await listOrderRefunds(orderId)).map(toAdminRefund);
  res.json(refunds);
};

/** POST approvereturnrequest { requestId }: Requested -> Approved; answers { requestId, state }. 404; 409 once decided. */
export const postApproveReturn: RequestHandler = async (req, res) => {
  const { requestId } = req.body as { requestId: string };
  await decideReturnRequest(requestId, { approve: true }, actorOf(res));
  res.json({ requestId, state: 'Approved' });
};

/**
 * POST rejectreturnrequest { requestId, reason }: Requested -> Rejected, the reason mailed to the
 * customer; answers { requestId, state }. 404; 409 once decided.
 */
export const postRejectReturn: RequestHandler = async (req, res) => {
  const { requestId, reason } = req.body as AdminRejectReturnParsed;
  await decideReturnRequest(
    requestId,
    {
      approve: false,
      reason,
      mail: (request, order) => returnRejectedMail(request, requestId, reason, order),
    },
    actorOf(res),
  );
  res.json({ requestId, state: 'Rejected' });
};

export const orderRoutes: AdminRoute[] = [
  { method: 'get', path: '/getalltheordersmainstore', handlers: [orderList('all')] },
  { method: 'get', path: '/getalltheordersmainstorecomp', handlers: [orderList('complete')] },
  { method: 'get', path: '/getalltheordersmainstorenotcomp', handlers: [orderList('incomplete')] },
  { method: 'get', path: '/getorderdetails/:userId/:orderId', handlers: [getOrder] },
  { method: 'get', path: '/getuserdetails/:userId', handlers: [getUser] },
  {
    method: 'post',
    path: '/updateorderstatusmainstore',
    handlers: [validateStatusBody, postOrderStatus],
  },
  {
    method: 'post',
    path: '/cancelorder',
    handlers: [validateBody(adminCancelOrderBodySchema), postCancelOrder],
  },
  {
    method: 'post',
    path: '/fulfilorder',
    handlers: [validateBody(adminFulfilOrderBodySchema), postFulfilOrder],
  },
  { method: 'delete', path: '/deleteorder/:orderId', handlers: [deleteOrderRoute] },
  // admin.md's GET form: a Bearer token, never a cookie, so a link cannot act for an admin.
  { method: 'get', path: '/deleteorder/:orderId', handlers: [deleteOrderRoute] },
  {
    method: 'post',
    path: '/archiveorder',
    handlers: [validateBody(adminArchiveOrderBodySchema), postArchiveOrder],
  },
  { method: 'get', path: '/getreturnrequests', handlers: [getReturnRequests] },
  {
    method: 'post',
    path: '/refundorder',
    handlers: [validateBody(adminRefundOrderBodySchema), postRefundOrder],
  },
  { method: 'get', path: '/getorderrefunds/:orderId', handlers: [getOrderRefunds] },
  {
    method: 'post',
    path: '/approvereturnrequest',
    handlers: [validateBody(adminApproveReturnBodySchema), postApproveReturn],
  },
  {
    method: 'post',
    path: '/rejectreturnrequest',
    handlers: [validateBody(adminRejectReturnBodySchema), postRejectReturn],
  },
];
