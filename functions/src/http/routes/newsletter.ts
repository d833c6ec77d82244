// The newsletter JOIN US form (decisions rule 22: validated, stored, deduplicated, welcomed by mail).
import {
  storeNewsletterBodySchema,
  type StoreNewsletterParsed,
  type StoreNewsletterResponse,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { config } from '../../config';
import { subscribeToNewsletter } from '../../data/newsletter';
import * as logs from '../../logs';
import { newsletterWelcomeMail } from '../../mail/newsletter-welcome';
import { abuseLimit } from '../abuse-limits';
import { validateBody } from '../middleware';

/**
 * POST newsletter, body { email }: stores the subscriber and queues the welcome mail, once. A repeat
 * of a subscribed address answers 200 with alreadySubscribed and writes nothing.
 */
export const postNewsletter: RequestHandler = async (req, res) => {
  const { email } = req.body as StoreNewsletterParsed;
  const { alreadySubscribed } = await subscribeToNewsletter(email, (address) =>
    newsletterWelcomeMail(address, config().shopBaseUrl),
  );
  if (alreadySubscribed) {
    logs.newsletterAlreadySubscribed();
    res.json({ subscribed: true, alreadySubscribed: true } satisfies StoreNewsletterResponse);
    return;
  }
  logs.newsletterSubscribed();
  res.json({ subscribed: true } satisfies StoreNewsletterResponse);
};

export const newsletterRouter = Router().post(
  '/newsletter',
  abuseLimit('newsletter'),
  validateBody(storeNewsletterBodySchema),
  postNewsletter,
);
