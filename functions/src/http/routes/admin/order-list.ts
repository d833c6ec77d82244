// GET adminorders and GET ordersoverview: All Orders and Today's counts through the API, for staff (docs/decisions.md rule 71): the rules let only
// the owner list customers' orders live, so staff's screen asks here, under the role table, a page at a
// time, and each read is counted in the audit log.
import { adminOrdersQuery, ordersListView, type AdminOrdersPage, type OrdersOverview } from '@shop/domain';
import type { RequestHandler } from 'express';
import { recordBulkRead } from '../../../data/admin/bulk-reads';
import { countOrdersToDo, listAdminOrders } from '../../../data/admin/order-list';
import { actorOf, wholeNumberParam, type AdminRoute } from '../../admin-routes';

/** The most orders one call answers (All Orders shows 25 more at a time). */
export const ADMIN_ORDERS_MAX = 500;

/**
 * GET adminorders[?show&payment&by&q&toship=1&limit=25]: AdminOrdersPage, newest first, the All Orders
 * view's filters as its URL has them (ordersListView). 400 for a limit outside 1-500.
 */
const getAdminOrders: RequestHandler = async (req, res) => {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(req.query))
    if (typeof value === 'string') params.set(name, value);
  const view = ordersListView(params);
  const limit = wholeNumberParam(req.query.limit, 'limit', 1, ADMIN_ORDERS_MAX, 25);
  const plan = adminOrdersQuery(view.filter, view.payment, view.search, limit, view.toShip);
  const page: AdminOrdersPage = await listAdminOrders(plan, view.search);
  await recordBulkRead(actorOf(res), 'orders', page.orders.length, new Date());
  res.json(page);
};

/** GET ordersoverview: OrdersOverview, Today's counts (to ship, refund due, open returns). */
const getOrdersOverview: RequestHandler = async (_req, res) => {
  const overview: OrdersOverview = await countOrdersToDo();
  res.json(overview);
};

export const orderListRoutes: AdminRoute[] = [
  { method: 'get', path: '/adminorders', handlers: [getAdminOrders] },
  { method: 'get', path: '/ordersoverview', handlers: [getOrdersOverview] },
];
