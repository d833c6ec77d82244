// /returnform's request (docs/decisions.md rule 22: stored for admins, acknowledged by mail).
import {
  loadDictionary,
  orderReference,
  storeReturnRequestBodySchema,
  type StoreReturnRequestParsed,
  type StoreReturnRequestResponse,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { config } from '../../config';
import { findOrderOf } from '../../data/orders';
import { storeReturnRequest } from '../../data/return-requests';
import * as logs from '../../logs';
import { returnRequestNoticeMail, returnRequestReceiptMail } from '../../mail/return-request-receipt';
import { notFound } from '../errors';
import { abuseLimit } from '../abuse-limits';
import { validateBody } from '../middleware';

/**
 * POST returnrequest, body { orderId, email, items, reason, language? }: for an order placed with that e-mail
 * address, stores the request in `returnRequests` and queues a receipt to the shopper in `language` and a copy to
 * the shop. The same request again answers 200 with alreadyReceived and writes nothing. An order
 * number that is not an order of that address is a 404 and writes nothing.
 */
export const postReturnRequest: RequestHandler = async (req, res) => {
  const typed = req.body as StoreReturnRequestParsed;
  const order = await findOrderOf(typed.orderId, typed.email);
  if (!order) {
    logs.returnRequestRefused();
    throw notFound(
      'We could not find an order with this order number and e-mail address. ' +
        'Please check both in your order confirmation e-mail.',
    );
  }
  // Stored under the order's id however the shopper typed its number; the mails name the number.
  const request = { ...typed, orderId: order.orderId };
  const named = { ...typed, orderId: orderReference({ id: order.orderId, orderNumber: order.orderNumber }) };
  const pageWords = await loadDictionary(typed.language);
  const { requestId, alreadyReceived } = await storeReturnRequest(request, (id) => [
    returnRequestReceiptMail(named, id, config().shopBaseUrl, pageWords),
    returnRequestNoticeMail(named, id),
  ]);
  if (alreadyReceived) {
    logs.returnRequestRepeated(requestId);
    res.json({
      received: true,
      requestId,
      orderReference: named.orderId,
      alreadyReceived: true,
    } satisfies StoreReturnRequestResponse);
    return;
  }
  logs.returnRequestStored(requestId);
  res.json({ received: true, requestId, orderReference: named.orderId } satisfies StoreReturnRequestResponse);
};

export const returnRequestRouter = Router().post(
  '/returnrequest',
  // Also a lookup (is this an order of that address?): the limit keeps it from being a guessing oracle.
  abuseLimit('returnrequest'),
  validateBody(storeReturnRequestBodySchema),
  postReturnRequest,
);
