// /track's "Find an order": a guest who changed device or cleared the browser finds an
// order again by its number and the e-mail address it was placed with.
import {
  ORDER_LOOKUP_ANSWER_MS,
  ORDER_LOOKUP_MESSAGES,
  storeFindOrderBodySchema,
  type StoreFindOrderParsed,
  type StoreTrackedOrder,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { setTimeout as sleep } from 'node:timers/promises';
import { findOrderOf } from '../../data/orders';
import * as logs from '../../logs';
import { abuseLimit } from '../abuse-limits';
import { notFound } from '../errors';
import { validateBody } from '../middleware';

/**
 * POST findorder, body { orderId, email }: the order (as /track shows it) when it was placed with
 * that address, otherwise a 404 that says the same whichever of the two did not match. Both answers
 * leave no sooner than ORDER_LOOKUP_ANSWER_MS after the request came in, so the answer time does not
 * tell whether the order number exists.
 */
export const postFindOrder: RequestHandler = async (req, res) => {
  const started = performance.now();
  const { orderId, email } = req.body as StoreFindOrderParsed;
  const order = await findOrderOf(orderId, email);
  await sleep(Math.max(0, ORDER_LOOKUP_ANSWER_MS - (performance.now() - started)));
  if (!order) {
    logs.orderLookupMissed();
    throw notFound(ORDER_LOOKUP_MESSAGES.notFound);
  }
  logs.orderLookupFound(order.orderId);
  res.json(order satisfies StoreTrackedOrder);
};

export const orderLookupRouter = Router().post(
  '/findorder',
  // A lookup by number and address: the limit keeps it from being a guessing oracle.
  abuseLimit('findorder'),
  validateBody(storeFindOrderBodySchema),
  postFindOrder,
);
