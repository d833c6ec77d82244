// The contact form (docs/decisions.md rule 22: validated, stored, deduplicated, acknowledged by mail).
import {
  loadDictionary,
  storeContactBodySchema,
  type StoreContactParsed,
  type StoreContactResponse,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { config } from '../../config';
import { storeContactMessage } from '../../data/contact-messages';
import * as logs from '../../logs';
import { contactNoticeMail, contactReceiptMail } from '../../mail/contact-receipt';
import { abuseLimit, takeRecipientSlot } from '../abuse-limits';
import { validateBody } from '../middleware';

/**
 * POST contact, body { name, email, subject?, message, language? }: stores the message in `contactMessages` and
 * queues a receipt to the sender in `language` (at most RECIPIENT_LIMITS.contactreceipt a day per address) and a
 * copy to the shop. The same message again answers 200 with
 * alreadyReceived and writes nothing.
 */
export const postContact: RequestHandler = async (req, res) => {
  const message = req.body as StoreContactParsed;
  // The receipt goes to whatever address was typed: at most a few a day per address.
  const receipt = (await takeRecipientSlot('contactreceipt', message.email))
    ? [contactReceiptMail(message, config().shopBaseUrl, await loadDictionary(message.language))]
    : [];
  if (receipt.length === 0) logs.contactReceiptHeldBack();
  const { alreadyReceived } = await storeContactMessage(message, [...receipt, contactNoticeMail(message)]);
  if (alreadyReceived) {
    logs.contactMessageRepeated();
    res.json({ received: true, alreadyReceived: true } satisfies StoreContactResponse);
    return;
  }
  logs.contactMessageStored();
  res.json({ received: true } satisfies StoreContactResponse);
};

export const contactRouter = Router().post(
  '/contact',
  abuseLimit('contact'),
  validateBody(storeContactBodySchema),
  postContact,
);
