// The express checkout's calls ("Buy now" with a wallet, docs/decisions.md rule 76): POST expressquote
// prices the wallet sheet for the address it reports, POST expresscharges opens the order it pays.
// The order is then paid by the webhook as every order is (rule 5); on the local stack POST
// testpayments/{orderId} plays the wallet's payment.
import {
  storeExpressChargeBodySchema,
  storeExpressQuoteBodySchema,
  type StoreChargeResponse,
  type StoreExpressChargeParsed,
  type StoreExpressQuote,
  type StoreExpressQuoteParsed,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { refuseUndeliverable, expressQuote, startExpressPayment } from '../../payments/express-checkout';
import { abuseLimit } from '../abuse-limits';
import { requireOwner, validateBody } from '../middleware';

/** POST expressquote, body { userId, source, country }: StoreExpressQuote, or 400/404/409 as charges answers. */
export const postExpressQuote: RequestHandler = async (req, res) => {
  const { userId, source, country } = req.body as StoreExpressQuoteParsed;
  res.json((await expressQuote(userId, source, country, new Date())) satisfies StoreExpressQuote);
};

/**
 * POST expresscharges, body { userId, source, wallet, amount, customer }: the pending order and its
 * PaymentIntent (StoreChargeResponse), or 409 with the new amount when it is not what the sheet showed.
 */
export const postExpressCharges: RequestHandler = async (req, res) => {
  const body = req.body as StoreExpressChargeParsed;
  res.json((await startExpressPayment(body.userId, body, new Date())) satisfies StoreChargeResponse);
};

/**
 * A wallet address in a country the shop does not deliver to is said as such (400), before the
 * details schema would call its code merely unknown.
 */
const deliverableCustomer: RequestHandler = (req, _res, next) => {
  const customer = (req.body as { customer?: { country?: unknown } }).customer;
  const country = customer?.country;
  if (typeof country === 'string' && /^[A-Za-z]{2}$/.test(country.trim())) refuseUndeliverable(country);
  next();
};

export const expressCheckoutRouter = Router()
  .post('/expressquote', requireOwner('userId'), validateBody(storeExpressQuoteBodySchema), postExpressQuote)
  .post(
    '/expresscharges',
    abuseLimit('checkout'),
    requireOwner('userId'),
    deliverableCustomer,
    validateBody(storeExpressChargeBodySchema),
    postExpressCharges,
  );
