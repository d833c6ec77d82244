// Customer accounts (docs/decisions.md rules 1, 33 and 34): the profile stored at registration, the
// merge of an anonymous visitor's cart and wishlist into the account they sign in to, and the
// customer's copy of their data and the erasure of their account. Every route here checks the token
// against revocation (requireUser).
import {
  ACCOUNT_EXISTS_MESSAGE,
  displayNameOf,
  ERASURE_BLOCKED_MESSAGE,
  loadPasswordScorer,
  type PasswordOwner,
  storeChangePasswordBodySchema,
  storeCreateAccountBodySchema,
  type StoreChangePasswordBody,
  type StoreCreateAccountParsed,
  type Language,
  normaliseEmail,
  pathInLanguage,
  signedInRecently,
  storeDeleteAccountBodySchema,
  type StoreDeleteAccountParsed,
  type StoreDeleteAccountResponse,
  storeResendVerificationBodySchema,
  type StoreResendVerificationParsed,
  storeMergeVisitorBodySchema,
  storeRegisterCustomerBodySchema,
  type StoreCustomerProfile,
  type StoreMergeVisitorParsed,
  type StoreMergeVisitorResponse,
  type StoreRegisterCustomerParsed,
  weakPasswordMessage,
} from '@shop/domain';
import { Router, type RequestHandler } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import { config } from '../../config';
import { keepCartForAccount } from '../../data/cart';
import { queueAccountMail, saveCustomerProfile } from '../../data/customers';
import { collectMyData, eraseAccountData } from '../../data/personal-data';
import { countIssuedDocuments } from '../../data/invoices';
import { mergeVisitorIntoAccount } from '../../data/visitor-merge';
import { adminApp } from '../../firebase-app';
import * as logs from '../../logs';
import { accountDeletedMail } from '../../mail/account-deleted';
import { accountVerificationMail } from '../../mail/account-verification';
import { conflict, forbidden, invalidRequest, requestPath, unauthenticated } from '../errors';
import { abuseLimit } from '../abuse-limits';
import { currentCaller, requireUser, validateBody, type Caller } from '../middleware';

/** An ID token of a Firebase Anonymous Auth user: a visitor without an account. */
export function isAnonymous(token: DecodedIdToken): boolean {
  return token.firebase.sign_in_provider === 'anonymous';
}

/**
 * Where Firebase's verification page leads once the address is confirmed: the account page in the
 * language of the page the mail was asked from (/nl/account; docs/decisions.md rule 79).
 */
function verifiedContinueUrl(language: Language): string {
  return new URL(pathInLanguage(language, '/account'), config().shopBaseUrl).toString();
}

/** The caller must be signed in to an account (not an anonymous visitor). */
export function requireAccount(caller: Caller, path: string, message: string): void {
  if (isAnonymous(caller.token)) {
    logs.accountRequired(caller.uid, path);
    throw forbidden(message);
  }
}

/**
 * 400 naming `field` when a new password is easy to guess (docs/decisions.md rule 72): the same
 * verdict and message the form showed while it was typed, so a caller without the browser is held to
 * it too. Firebase Auth's own password policy knows only length and character classes.
 */
async function requireHardToGuessPassword(field: string, password: string, owner: PasswordOwner) {
  const message = weakPasswordMessage(password, owner, await loadPasswordScorer());
  if (message) throw invalidRequest(message, [{ path: field, message }]);
}

/**
 * POST createaccount, body { firstName, lastName, email, password, language? }: makes the calling
 * anonymous visitor an e-mail/password account (same uid, so cart, wishlist and orders stay), after
 * checking the password rules here (the Auth emulator has no password policy; docs/decisions.md rules
 * 34 and 72), stores its profile and mails it Firebase's verification link in `language` (rule 79).
 * The SPA then signs in with the password. An address that has an account already is the one thing
 * sign-up must say (409).
 */
export const postCreateAccount: RequestHandler = async (req, res) => {
  const caller = currentCaller(res);
  if (!isAnonymous(caller.token)) {
    throw forbidden('You are signed in to an account; sign out to create another');
  }
  const { firstName, lastName, email, password, language } = req.body as StoreCreateAccountParsed;
  const address = normaliseEmail(email);
  await requireHardToGuessPassword('password', password, { email: address, names: [firstName, lastName] });
  const auth = getAuth(adminApp());
  try {
    await auth.updateUser(caller.uid, {
      email: address,
      password,
      displayName: displayNameOf(firstName, lastName),
      emailVerified: false,
    });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'auth/email-already-exists') throw conflict(ACCOUNT_EXISTS_MESSAGE);
    if (code === 'auth/invalid-email') {
      throw invalidRequest('Enter a valid e-mail address', [
        { path: 'email', message: 'Enter a valid e-mail address' },
      ]);
    }
    throw error;
  }
  const profile = await saveCustomerProfile(caller.uid, { firstName, lastName, email: address });
  // The visitor's cart is now an account's: it no longer expires (docs/decisions.md rule 32).
  await keepCartForAccount(caller.uid);
  const link = await auth.generateEmailVerificationLink(address, { url: verifiedContinueUrl(language) });
  await queueAccountMail(accountVerificationMail(address, firstName, link, language));
  logs.customerRegistered(caller.uid);
  res.status(201).json(profile satisfies StoreCustomerProfile);
};

/**
 * POST resendverification, body { language? }: mails the signed-in account's address Firebase's
 * verification link again (the account page's "Resend the e-mail", docs/decisions.md rule 74), as
 * createaccount did, in `language` (rule 79). 409 when the address is verified already (read from
 * Auth, not the token, which may be older than the click on the link); at most 5 a day per account
 * (abuse limit), so it is no way to flood the address's owner.
 */
export const postResendVerification: RequestHandler = async (req, res) => {
  const caller = currentCaller(res);
  requireAccount(caller, requestPath(req), 'Sign in to your account to have its e-mail address confirmed');
  const auth = getAuth(adminApp());
  const user = await auth.getUser(caller.uid);
  if (!user.email) throw forbidden('This account has no e-mail address');
  if (user.emailVerified) throw conflict('Your e-mail address is confirmed already.');
  const { language } = req.body as StoreResendVerificationParsed;
  const link = await auth.generateEmailVerificationLink(user.email, { url: verifiedContinueUrl(language) });
  const firstName = (user.displayName ?? '').split(' ')[0] ?? '';
  await queueAccountMail(accountVerificationMail(user.email, firstName, link, language));
  res.json({ sent: true });
};

/**
 * POST changepassword, body { newPassword }: sets the account's password under the shop's rules
 * (docs/decisions.md rules 34 and 72: not guessable from the account's address or name) after a recent sign-in (the SPA confirms the current password first),
 * and ends the account's other sessions: whoever knew the old password is signed out.
 */
export const postChangePassword: RequestHandler = async (req, res) => {
  const caller = currentCaller(res);
  const path = requestPath(req);
  requireAccount(caller, path, 'Sign in to your account to change its password');
  requireRecentSignIn(caller, path);
  const { newPassword } = req.body as StoreChangePasswordBody;
  const names = typeof caller.token.name === 'string' ? [caller.token.name] : [];
  await requireHardToGuessPassword('newPassword', newPassword, { email: caller.email, names });
  const auth = getAuth(adminApp());
  await auth.updateUser(caller.uid, { password: newPassword });
  await auth.revokeRefreshTokens(caller.uid);
  logs.passwordChanged(caller.uid);
  res.json({ changed: true });
};

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
  // The linked visitor's cart is now an account's: it no longer expires (docs/decisions.md rule 32).
  await keepCartForAccount(caller.uid);
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

  const linked = visitor.uid === caller.uid;
  // The visitor's account was linked, not left: its things are already the account's, and its cart
  // no longer expires (docs/decisions.md rule 32).
  if (linked) await keepCartForAccount(caller.uid);
  const merged: StoreMergeVisitorResponse = linked
    ? {
        cart: { added: 0, alreadyInCart: 0, itemsLeftOut: 0 },
        wishlist: { added: 0, alreadyInWishlist: 0 },
        couponMoved: false,
      }
    : await mergeVisitorIntoAccount(visitor.uid, caller.uid);
  logs.visitorMerged(visitor.uid, caller.uid, merged);
  res.json(merged);
};

/**
 * The caller's sign-in must be recent (the SPA signs in again with the password just before): a
 * token left in an unlocked browser cannot erase the account or change its password.
 */
export function requireRecentSignIn(caller: Caller, path: string): void {
  if (!signedInRecently(caller.token.auth_time, new Date())) {
    logs.recentSignInRequired(caller.uid, path);
    throw unauthenticated('For your security, confirm your password again and retry');
  }
}

/**
 * GET mydata: everything the shop keeps about the signed-in account, as one JSON document
 * (StoreMyData; GDPR articles 15 and 20). Read by uid only: nothing is added by e-mail match.
 */
export const getMyData: RequestHandler = async (req, res) => {
  const caller = currentCaller(res);
  requireAccount(caller, requestPath(req), 'Sign in to your account to download its data');
  const user = await getAuth(adminApp()).getUser(caller.uid);
  const data = await collectMyData(user, new Date());
  logs.personalDataExported(caller.uid);
  res.set('Content-Disposition', 'attachment; filename="my-data.json"').json(data);
};

/**
 * POST deleteaccount, body { confirm: "DELETE", language? }: erases the account (GDPR article 17):
 * its data in Firestore (eraseAccountData), a goodbye mail in `language` (docs/decisions.md rule 79)
 * queued with it, then the Auth user. 409 while an order or return is still being handled; nothing is
 * changed then.
 */
export const postDeleteAccount: RequestHandler = async (req, res) => {
  const caller = currentCaller(res);
  const path = requestPath(req);
  requireAccount(caller, path, 'Only an account can be deleted');
  requireRecentSignIn(caller, path);
  const { language } = req.body as StoreDeleteAccountParsed;
  const auth = getAuth(adminApp());
  const user = await auth.getUser(caller.uid);
  // Erasure leaves issued invoices and credit notes as they are (the law's retention, rule 32).
  const invoicesKeptForTheBooks = await countIssuedDocuments(caller.uid);
  const result = await eraseAccountData(user, (ordersKept) =>
    accountDeletedMail(user.email ?? '', ordersKept, language),
  );
  if (!result.ok) {
    logs.accountErasureRefused(caller.uid, result.blocked);
    throw conflict(ERASURE_BLOCKED_MESSAGE, { blockedBy: result.blocked });
  }
  await auth.deleteUser(caller.uid);
  logs.accountDeleted(caller.uid, result.ordersKeptForTheBooks, result.ordersDeleted);
  res.json({
    deleted: true,
    ordersKeptForTheBooks: result.ordersKeptForTheBooks,
    ordersDeleted: result.ordersDeleted,
    invoicesKeptForTheBooks,
  } satisfies StoreDeleteAccountResponse);
};

export const accountsRouter = Router()
  .post(
    '/createaccount',
    requireUser,
    abuseLimit('registercustomer'),
    validateBody(storeCreateAccountBodySchema),
    postCreateAccount,
  )
  .post(
    '/resendverification',
    requireUser,
    abuseLimit('resendverification'),
    validateBody(storeResendVerificationBodySchema),
    postResendVerification,
  )
  .post('/changepassword', requireUser, validateBody(storeChangePasswordBodySchema), postChangePassword)
  .post(
    '/registercustomer',
    requireUser,
    abuseLimit('registercustomer'),
    validateBody(storeRegisterCustomerBodySchema),
    postRegisterCustomer,
  )
  .post('/mergevisitor', requireUser, validateBody(storeMergeVisitorBodySchema), postMergeVisitor)
  .get('/mydata', requireUser, getMyData)
  .post('/deleteaccount', requireUser, validateBody(storeDeleteAccountBodySchema), postDeleteAccount);
