// The newsletter (docs/decisions.md rule 22; double opt-in): JOIN US asks the address to confirm,
// the link in that mail subscribes it, the link in every newsletter mail unsubscribes it.
import {
  NEWSLETTER_MESSAGES,
  storeNewsletterBodySchema,
  storeNewsletterTokenBodySchema,
  type StoreNewsletterConfirmResponse,
  type StoreNewsletterParsed,
  type StoreNewsletterResponse,
  type StoreNewsletterTokenBody,
  type StoreNewsletterUnsubscribeResponse,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { config } from '../../config';
import {
  confirmNewsletterSubscription,
  requestNewsletterSubscription,
  unsubscribeFromNewsletter,
} from '../../data/newsletter';
import * as logs from '../../logs';
import { newsletterConfirmationMail, newsletterWelcomeMail } from '../../mail/newsletter-welcome';
import { abuseLimit } from '../abuse-limits';
import { notFound } from '../errors';
import { validateBody } from '../middleware';

/**
 * POST newsletter, body { email, language? }: queues a confirmation mail in `language` (at most one per address per
 * NEWSLETTER_RESEND_MINUTES). The answer is the same whether the address is new, pending or
 * subscribed already, so it tells nobody who subscribes.
 */
export const postNewsletter: RequestHandler = async (req, res) => {
  const { email, language } = req.body as StoreNewsletterParsed;
  const outcome = await requestNewsletterSubscription({ email, language }, new Date(), (address, token) =>
    newsletterConfirmationMail(address, token, config().shopBaseUrl, language),
  );
  logs.newsletterRequested(outcome);
  res.json({
    confirmationSent: true,
    message: NEWSLETTER_MESSAGES.confirmationSent,
  } satisfies StoreNewsletterResponse);
};

/** POST newsletterconfirm, body { token }: subscribes the address and sends the welcome; 404 for a dead link. */
export const postNewsletterConfirm: RequestHandler = async (req, res) => {
  const { token } = req.body as StoreNewsletterTokenBody;
  const confirmed = await confirmNewsletterSubscription(
    token,
    new Date(),
    (address, unsubscribeToken, language) =>
      newsletterWelcomeMail(address, unsubscribeToken, config().shopBaseUrl, language),
  );
  if (!confirmed) throw notFound(NEWSLETTER_MESSAGES.linkExpired);
  logs.newsletterSubscribed();
  res.json({
    subscribed: true,
    message: NEWSLETTER_MESSAGES.confirmed,
  } satisfies StoreNewsletterConfirmResponse);
};

/** POST newsletterunsubscribe, body { token }: the one-link unsubscribe; 404 for an unknown link. */
export const postNewsletterUnsubscribe: RequestHandler = async (req, res) => {
  const { token } = req.body as StoreNewsletterTokenBody;
  if (!(await unsubscribeFromNewsletter(token))) throw notFound(NEWSLETTER_MESSAGES.unknownUnsubscribe);
  logs.newsletterUnsubscribed();
  res.json({
    unsubscribed: true,
    message: NEWSLETTER_MESSAGES.unsubscribed,
  } satisfies StoreNewsletterUnsubscribeResponse);
};

export const newsletterRouter = Router()
  .post('/newsletter', abuseLimit('newsletter'), validateBody(storeNewsletterBodySchema), postNewsletter)
  .post(
    '/newsletterconfirm',
    abuseLimit('newsletterlink'),
    validateBody(storeNewsletterTokenBodySchema),
    postNewsletterConfirm,
  )
  .post(
    '/newsletterunsubscribe',
    abuseLimit('newsletterlink'),
    validateBody(storeNewsletterTokenBodySchema),
    postNewsletterUnsubscribe,
  );
