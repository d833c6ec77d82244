// The admin's orders and returns (admin.md sections 2, 4 and 7; decisions rules 3, 17, 19, 22).
// Admins only: adminRouter runs requireAdmin before anything is read or written. The old shop used
// GET for deleting; here a GET never changes anything.
import {
  adminUpdateOrderStatusBodySchema,
  documentIdSchema,
  type AdminOrder,
  type AdminOrderStatusUpdate,
  type AdminReturnRequest,
  type AdminUpdateOrderStatusParsed,
  type AdminUserDetails,
  type OrderFilter,
} from '@shop/domain';
import type { Request, RequestHandler, Response } from 'express';
import { z } from 'zod';
import { config } from '../../config';
import {
  deleteOrder,
  getOrderDetails,
  getUserDetails,
  listOrders,
  updateOrderStatus,
} from '../../data/admin/orders';
import { listReturnRequests } from '../../data/admin/return-requests';
import { orderStatusMail } from '../../mail/order-status';
import { actorOf, adminRouter, type AdminRoute } from '../admin-routes';
import { validateBody } from '../middleware';

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

/** GET getuserdetails/{userId}: the customer account behind the uid (null for a guest) and its order count. */
export const getUser: RequestHandler = async (req, res) => {
  const { userId } = userParamsSchema.parse(req.params);
  const details: AdminUserDetails = await getUserDetails(userId);
  res.json(details);
};

/**
 * POST updateorderstatusmainstore, body { orderId, status } (status one of ADMIN_ORDER_STATUSES; mark
 * complete sends Order Completed): answers AdminOrderStatusUpdate. 404 without such an order; 409 when
 * the order is not paid. The customer's e-mail is written with the change.
 */
export const postOrderStatus: RequestHandler = async (req, res) => {
  const { orderId, status } = req.body as AdminUpdateOrderStatusParsed;
  const { shopBaseUrl } = config();
  const result: AdminOrderStatusUpdate = await updateOrderStatus(orderId, status, actorOf(res), (order) =>
    orderStatusMail(order, orderId, status, shopBaseUrl),
  );
  res.json(result);
};

/** DELETE deleteorder/{orderId}: answers { deleted: true, orderId }; 404 without such an order. */
export const deleteOrderRoute: RequestHandler = async (req, res) => {
  const { orderId } = orderParamsSchema.parse(req.params);
  await deleteOrder(orderId, actorOf(res));
  res.json({ deleted: true, orderId });
};

/** GET getreturnrequests[?limit&before]: return requests, newest first, each with its order or null. */
export const getReturnRequests: RequestHandler = async (req, res) => {
  const { limit, before } = pageQuerySchema.parse(req.query);
  const requests: AdminReturnRequest[] = await listReturnRequests(limit, before ?? null);
  res.json(requests);
};

export const adminOrderRoutes: AdminRoute[] = [
  { method: 'get', path: '/getalltheordersmainstore', handlers: [orderList('all')] },
  { method: 'get', path: '/getalltheordersmainstorecomp', handlers: [orderList('complete')] },
  { method: 'get', path: '/getalltheordersmainstorenotcomp', handlers: [orderList('incomplete')] },
  { method: 'get', path: '/getorderdetails/:userId/:orderId', handlers: [getOrder] },
  { method: 'get', path: '/getuserdetails/:userId', handlers: [getUser] },
  {
    method: 'post',
    path: '/updateorderstatusmainstore',
    handlers: [validateBody(adminUpdateOrderStatusBodySchema), postOrderStatus],
  },
  { method: 'delete', path: '/deleteorder/:orderId', handlers: [deleteOrderRoute] },
  // admin.md's GET form (issue 14): a Bearer token, never a cookie, so a link cannot act for an admin.
  { method: 'get', path: '/deleteorder/:orderId', handlers: [deleteOrderRoute] },
  { method: 'get', path: '/getreturnrequests', handlers: [getReturnRequests] },
];

/** requireAdmin runs before every one of these (adminRouter). */
export const adminOrdersRouter = adminRouter(adminOrderRoutes);
