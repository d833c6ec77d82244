// Customer accounts (docs/decisions.md rule 1): the profile stored at registration, and the merge of an
// anonymous visitor's cart and wishlist into the account they sign in to.
import {
  normaliseEmail,
  storeMergeVisitorBodySchema,
  storeRegisterCustomerBodySchema,
  type StoreCustomerProfile,
  type StoreMergeVisitorParsed,
  type StoreMergeVisitorResponse,
  type StoreRegisterCustomerParsed,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { saveCustomerProfile } from '../../data/customers';
import { mergeVisitorIntoAccount } from '../../data/visitor-merge';
import { adminApp } from '../../firebase-app';
import * as logs from '../../logs';
import { forbidden, invalidRequest, requestPath } from '../errors';
import { abuseLimit } from '../abuse-limits';
import { currentCaller, requireUser, validateBody, type Caller } from '../middleware';

/** An ID token of a Firebase Anonymous Auth user: a visitor without an account. */
function isAnonymous(token: DecodedIdToken): boolean {
  return token.firebase.sign_in_provider === 'anonymous';
}

/** The caller must be signed in to an account (not an anonymous visitor). */
export function requireAccount(caller: Caller, path: string, message: string): void {
  if (isAnonymous(caller.token)) {
    logs.accountRequired(caller.uid, path);
    throw forbidden(message);
  }
}

/**
 * POST registercustomer, body { firstName, lastName }: stores customers/{uid} for the caller's
 * account with the e-mail from its ID token. Called right after the SPA linked the anonymous visitor
 * to an e-mail/password account (same uid), so cart, wishlist and orders are already the account's.
 */
export const postRegisterCustomer: RequestHandler = async (req, res) => {
  const caller = currentCaller(res);
  requireAccount(caller, requestPath(req), 'Create an account with your e-mail address and a password first');
  if (!caller.email) throw forbidden('This account has no e-mail address');
  const { firstName, lastName } = req.body as StoreRegisterCustomerParsed;
  const profile = await saveCustomerProfile(caller.uid, {
    firstName,
    lastName,
    email: normaliseEmail(caller.email),
  });
  logs.customerRegistered(caller.uid);
  res.json(profile satisfies StoreCustomerProfile);
};

/**
 * POST mergevisitor, body { visitorIdToken }: moves the anonymous visitor's cart, wishlist and coupon
 * into the caller's account (the Authorization token) and removes them from the visitor. The
 * visitor's token proves the caller was that visitor; a token of an account is refused, so nobody can
 * empty another account's cart into their own.
 */
export const postMergeVisitor: RequestHandler = async (req, res) => {
  const caller = currentCaller(res);
  const path = requestPath(req);
  requireAccount(caller, path, "Sign in to your account first: only an account takes over a visitor's cart");
  const { visitorIdToken } = req.body as StoreMergeVisitorParsed;

  let visitor: DecodedIdToken;
  try {
    visitor = await getAuth(adminApp()).verifyIdToken(visitorIdToken);
  } catch (error) {
    const reason = (error as { code?: string }).code ?? (error instanceof Error ? error.message : 'unknown');
    logs.idTokenRejected(path, reason);
    const message = "The visitor's ID token is invalid or has expired";
    throw invalidRequest(message, [{ path: 'visitorIdToken', message }]);
  }
  if (!isAnonymous(visitor)) {
    logs.visitorMergeRefused(caller.uid, path);
    throw forbidden("Only an anonymous visitor's cart and wishlist can be merged into an account");
  }

  const merged: StoreMergeVisitorResponse =
    visitor.uid === caller.uid
      ? // The visitor's account was linked, not left: its things are already the account's.
        {
          cart: { added: 0, alreadyInCart: 0, itemsLeftOut: 0 },
          wishlist: { added: 0, alreadyInWishlist: 0 },
          couponMoved: false,
        }
      : await mergeVisitorIntoAccount(visitor.uid, caller.uid);
  logs.visitorMerged(visitor.uid, caller.uid, merged);
  res.json(merged);
};

export const accountsRouter = Router()
  .post(
    '/registercustomer',
    requireUser,
    abuseLimit('registercustomer'),
    validateBody(storeRegisterCustomerBodySchema),
    postRegisterCustomer,
  )
  .post('/mergevisitor', requireUser, validateBody(storeMergeVisitorBodySchema), postMergeVisitor);
