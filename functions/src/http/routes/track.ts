// Order tracking (storefront.md /track; docs/decisions.md rule 18): the visitor's orders, newest first, with
// their items, PAYMENT and STATUS. Only the visitor may ask
// (docs/decisions.md rule 71); the admin sees orders through the admin routes.
import { isListedOnTrack, type StoreOrderStatus, type StoreTrackedOrder } from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { listVisitorOrders } from '../../data/orders';
import { requireOwner } from '../middleware';

/**
 * GET gettrackallitems/{userId}: StoreTrackedOrder[], newest first; [] without orders. Failed and
 * abandoned payment attempts are left out (isListedOnTrack).
 */
export const getTrackedOrders: RequestHandler = async (req, res) => {
  const orders = await listVisitorOrders(String(req.params.userId));
  const now = new Date();
  res.json(orders.filter((order) => isListedOnTrack(order, now)) satisfies StoreTrackedOrder[]);
};

/** GET getorderstatusmainstore/{userId}: each order's status and payment, newest first (the spec shows the first). */
export const getOrderStatuses: RequestHandler = async (req, res) => {
  const orders = await listVisitorOrders(String(req.params.userId));
  const statuses: StoreOrderStatus[] = orders.map(({ orderId, status, payment }) => ({
    orderId,
    status,
    payment,
  }));
  res.json(statuses);
};

export const trackRouter = Router()
  // A customer's orders: the token is checked against revocation too (docs/decisions.md rule 34).
  .get('/gettrackallitems/:userId', requireOwner('userId'), getTrackedOrders)
  .get('/getorderstatusmainstore/:userId', requireOwner('userId'), getOrderStatuses);
