// The shop's mails a shopper opts in to, besides notify me: wishlist alerts (docs/decisions.md rule
// 80), the restore link of a checkout's reminder (rule 81), and the one-click unsubscribe every such
// mail carries in its List-Unsubscribe header (rule 82, RFC 8058).
import {
  CHECKOUT_REMINDER_MESSAGES,
  isMailList,
  MAIL_UNSUBSCRIBE_MESSAGES,
  MAIL_UNSUBSCRIBE_UNKNOWN,
  ONE_CLICK_UNSUBSCRIBE_ROUTE,
  storeRestoreCartBodySchema,
  storeWishlistAlertsBodySchema,
  WISHLIST_ALERT_MESSAGES,
  type MailList,
  type StoreMailUnsubscribeResponse,
  type StoreRestoreCartBody,
  type StoreRestoreCartResponse,
  type StoreWishlistAlertsBody,
  type StoreWishlistAlertsResponse,
  type WishlistAlertSubscription,
} from '@shop/domain';
import { Router, type RequestHandler, type Response } from 'express';
import { restoreCheckoutCart, unsubscribeCheckoutReminder } from '../../data/checkout-reminders';
import { unsubscribeFromNewsletter } from '../../data/newsletter';
import { unsubscribeNotifyAddress } from '../../data/notify-me';
import { readWishlistAlerts, setWishlistAlerts, unsubscribeWishlistAlerts } from '../../data/wishlist-alerts';
import * as logs from '../../logs';
import { invalidRequest, notFound } from '../errors';
import { currentCaller, requireUser, validateBody, type Caller } from '../middleware';
import { isAnonymous } from './accounts';
import { notifyMeLimit } from './notify-me';

// The links in the shop's opt-in mails share notify me's counter of link lookups per address.
const linkLimit = notifyMeLimit('notifymelink');

/** The caller's address if its account has proven it (alerts go to no other). */
const verifiedEmailOf = (caller: Caller) =>
  !isAnonymous(caller.token) && caller.token.email_verified === true ? (caller.email ?? null) : null;

function alertsAnswer(
  caller: Caller,
  subscription: WishlistAlertSubscription | null,
): StoreWishlistAlertsResponse {
  const canEnable = verifiedEmailOf(caller) !== null;
  return {
    enabled: subscription !== null,
    email: subscription?.email ?? null,
    canEnable,
    message: subscription
      ? WISHLIST_ALERT_MESSAGES.on
      : isAnonymous(caller.token)
        ? WISHLIST_ALERT_MESSAGES.signInFirst
        : canEnable
          ? WISHLIST_ALERT_MESSAGES.off
          : WISHLIST_ALERT_MESSAGES.verifyFirst,
  };
}

/** GET wishlistalerts: whether the caller's wishlist alerts are on, and whether they can be. */
const getWishlistAlerts: RequestHandler = async (_req, res) => {
  const caller = currentCaller(res);
  res.json(alertsAnswer(caller, await readWishlistAlerts(caller.uid)));
};

/**
 * POST wishlistalerts, body { enabled, source }: on (with the consent's time and source) or off.
 * 400 for an anonymous visitor or an account whose address is not verified: alerts go to a proven
 * address only.
 */
const postWishlistAlerts: RequestHandler = async (req, res) => {
  const { enabled, source } = req.body as StoreWishlistAlertsBody;
  const caller = currentCaller(res);
  if (enabled && isAnonymous(caller.token)) throw invalidRequest(WISHLIST_ALERT_MESSAGES.signInFirst);
  const outcome = await setWishlistAlerts(caller.uid, verifiedEmailOf(caller), enabled, source, new Date());
  if (!outcome.ok) throw invalidRequest(WISHLIST_ALERT_MESSAGES.verifyFirst);
  logs.wishlistAlertsChanged(enabled, source);
  res.json(alertsAnswer(caller, outcome.subscription));
};

/**
 * POST restorecart, body { token }: the reminder's pieces go into the caller's cart. 404 for a link
 * that is unknown or whose reminder has ended.
 */
const postRestoreCart: RequestHandler = async (req, res) => {
  const { token } = req.body as StoreRestoreCartBody;
  const caller = currentCaller(res);
  const outcome = await restoreCheckoutCart(
    caller.uid,
    isAnonymous(caller.token) ? 'visitor' : 'account',
    token,
  );
  if (!outcome.ok) throw notFound(CHECKOUT_REMINDER_MESSAGES.linkExpired);
  res.json({
    restored: outcome.restored,
    missing: outcome.missing,
    message:
      outcome.missing === 0 ? CHECKOUT_REMINDER_MESSAGES.restored : CHECKOUT_REMINDER_MESSAGES.partlyRestored,
  } satisfies StoreRestoreCartResponse);
};

const unsubscribers: Record<MailList, (token: string) => Promise<boolean>> = {
  newsletter: unsubscribeFromNewsletter,
  'notify-me': unsubscribeNotifyAddress,
  'wishlist-alerts': unsubscribeWishlistAlerts,
  'checkout-reminder': unsubscribeCheckoutReminder,
};

function listAndToken(list: unknown, token: unknown): { list: MailList; token: string } {
  if (!isMailList(list) || typeof token !== 'string' || !/^[0-9a-f]{64}$/.test(token)) {
    throw invalidRequest(
      'The unsubscribe link is incomplete or was changed: please use it from the e-mail again',
    );
  }
  return { list, token };
}

async function unsubscribe(res: Response, list: MailList, token: string): Promise<void> {
  if (!(await unsubscribers[list](token))) throw notFound(MAIL_UNSUBSCRIBE_UNKNOWN);
  logs.mailUnsubscribed(list);
  res.json({ message: MAIL_UNSUBSCRIBE_MESSAGES[list] } satisfies StoreMailUnsubscribeResponse);
}

/**
 * POST oneclickunsubscribe?list=...&token=...: what a mail client's Unsubscribe button sends (RFC
 * 8058, body `List-Unsubscribe=One-Click`, which is not needed: the address says it all). No sign-in
 * and no App Check token (app-check.ts exempts it): the token is the mail's own. 404 for a token no
 * longer known (already unsubscribed).
 */
const postOneClickUnsubscribe: RequestHandler = async (req, res) => {
  const { list, token } = listAndToken(req.query.list, req.query.token);
  await unsubscribe(res, list, token);
};

/** POST mailunsubscribe, body { list, token }: the storefront's unsubscribe page, for the same lists. */
const postMailUnsubscribe: RequestHandler = async (req, res) => {
  const body = req.body as { list?: unknown; token?: unknown } | undefined;
  const { list, token } = listAndToken(body?.list, body?.token);
  await unsubscribe(res, list, token);
};

export const shopperAlertsRouter = Router()
  .get('/wishlistalerts', requireUser, getWishlistAlerts)
  .post('/wishlistalerts', requireUser, validateBody(storeWishlistAlertsBodySchema), postWishlistAlerts)
  .post('/restorecart', linkLimit, requireUser, validateBody(storeRestoreCartBodySchema), postRestoreCart)
  .post(`/${ONE_CLICK_UNSUBSCRIBE_ROUTE}`, linkLimit, postOneClickUnsubscribe)
  .post('/mailunsubscribe', linkLimit, postMailUnsubscribe);
