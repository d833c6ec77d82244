// Notify me (docs/decisions.md rule 77): a shopper asks to be mailed once when a sold-out size is
// back; a guest's address confirms through a single-use link first, and every back-in-stock mail
// unsubscribes with one link. The mail itself is the restock trigger's (data/notify-me.ts).
import {
  API_ERROR_CODES,
  NOTIFY_ME_MESSAGES,
  storeNotifyMeBodySchema,
  storeNotifyMeTokenBodySchema,
  type StoreNotifyMeLinkResponse,
  type StoreNotifyMeParsed,
  type StoreNotifyMeResponse,
  type StoreNotifyMeTokenBody,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { config } from '../../config';
import { askToBeNotified, confirmNotifyAddress, unsubscribeNotifyAddress } from '../../data/notify-me';
import * as logs from '../../logs';
import { notifyMeConfirmationMail } from '../../mail/back-in-stock';
import { takeAddressSlot, tooManyRequests } from '../abuse-limits';
import { conflict, HttpError, invalidRequest, notFound } from '../errors';
import { check, optionalCaller, validateBody } from '../middleware';

/**
 * Requests one client address may make per window: each request may queue a confirmation mail (at
 * most one per recipient per NOTIFY_ME_RESEND_MINUTES, data/notify-me.ts) and each link is a lookup.
 */
export const NOTIFY_ME_LIMITS = {
  notifyme: { perIp: 50, windowSeconds: 600 },
  notifymelink: { perIp: 100, windowSeconds: 600 },
} as const;

/** Over the address's limit: the API's JSON 429 with Retry-After, and the route never runs. */
export function notifyMeLimit(name: keyof typeof NOTIFY_ME_LIMITS): RequestHandler {
  return check(async (req, res) => {
    const retryAfterSeconds = await takeAddressSlot(name, req, NOTIFY_ME_LIMITS[name]);
    if (retryAfterSeconds === null) return;
    throw tooManyRequests(res, retryAfterSeconds);
  });
}

/**
 * POST notifyme, body { productId, size?, email?, language? }: 201 with a new request, 200 when the address
 * asked for this size before. Without `email`, a signed-in account's verified address (one tap, no
 * confirmation). 404 an unknown product, 409 a size in stock, 400 a missing or unknown size, a
 * malformed address or none (for a caller without a verified address), 429 the address's 21st open
 * request.
 */
const postNotifyMe: RequestHandler = async (req, res) => {
  const { productId, size, language } = req.body as StoreNotifyMeParsed;
  const caller = await optionalCaller(req, res);
  const verifiedEmail = caller?.token.email_verified === true ? (caller.email ?? null) : null;
  const email = (req.body as StoreNotifyMeParsed).email ?? verifiedEmail;
  if (!email) {
    throw invalidRequest(NOTIFY_ME_MESSAGES.emailNeeded, [
      { path: 'email', message: NOTIFY_ME_MESSAGES.emailNeeded },
    ]);
  }
  const outcome = await askToBeNotified(
    { productId, size, email, uid: caller?.uid ?? null, verifiedEmail, language },
    new Date(),
    (address, token) => notifyMeConfirmationMail(address, token, config().shopBaseUrl, language),
  );
  if (!outcome.ok) {
    switch (outcome.reason) {
      case 'unknown-product':
        throw notFound(NOTIFY_ME_MESSAGES.unknownProduct);
      case 'available':
        throw conflict(NOTIFY_ME_MESSAGES.available);
      case 'size-needed':
        throw invalidRequest(NOTIFY_ME_MESSAGES.sizeNeeded, [
          { path: 'size', message: NOTIFY_ME_MESSAGES.sizeNeeded },
        ]);
      case 'unknown-size':
        throw invalidRequest(NOTIFY_ME_MESSAGES.unknownSize, [
          { path: 'size', message: NOTIFY_ME_MESSAGES.unknownSize },
        ]);
      case 'too-many':
        throw new HttpError(429, API_ERROR_CODES.tooManyRequests, NOTIFY_ME_MESSAGES.tooMany, {
          reason: 'open-requests',
        });
    }
  }
  logs.notifyMeRequested(outcome.created, outcome.confirmed);
  const message = !outcome.created
    ? NOTIFY_ME_MESSAGES.alreadyAsked
    : outcome.confirmed
      ? NOTIFY_ME_MESSAGES.waiting
      : NOTIFY_ME_MESSAGES.confirmFirst;
  res.status(outcome.created ? 201 : 200).json({
    status: outcome.confirmed ? 'waiting' : 'confirm-address',
    message,
  } satisfies StoreNotifyMeResponse);
};

/** POST notifymeconfirm, body { token }: confirms the address and its requests; 404 for a used or expired link. */
const postNotifyMeConfirm: RequestHandler = async (req, res) => {
  const { token } = req.body as StoreNotifyMeTokenBody;
  if (!(await confirmNotifyAddress(token, new Date()))) throw notFound(NOTIFY_ME_MESSAGES.linkExpired);
  logs.notifyMeConfirmed();
  res.json({ message: NOTIFY_ME_MESSAGES.confirmed } satisfies StoreNotifyMeLinkResponse);
};

/** POST notifymeunsubscribe, body { token }: ends every request of the address; 404 for an unknown link. */
const postNotifyMeUnsubscribe: RequestHandler = async (req, res) => {
  const { token } = req.body as StoreNotifyMeTokenBody;
  if (!(await unsubscribeNotifyAddress(token))) throw notFound(NOTIFY_ME_MESSAGES.unknownUnsubscribe);
  logs.notifyMeUnsubscribed();
  res.json({ message: NOTIFY_ME_MESSAGES.unsubscribed } satisfies StoreNotifyMeLinkResponse);
};

export const notifyMeRouter = Router()
  .post('/notifyme', notifyMeLimit('notifyme'), validateBody(storeNotifyMeBodySchema), postNotifyMe)
  .post(
    '/notifymeconfirm',
    notifyMeLimit('notifymelink'),
    validateBody(storeNotifyMeTokenBodySchema),
    postNotifyMeConfirm,
  )
  .post(
    '/notifymeunsubscribe',
    notifyMeLimit('notifymelink'),
    validateBody(storeNotifyMeTokenBodySchema),
    postNotifyMeUnsubscribe,
  );
