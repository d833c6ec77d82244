// Who may call what (docs/decisions.md rules 2 and 3) and what a body must look like (rule 21). Each check
// answers with a JSON error and stops the request before any handler writes anything.
import { adminRoleOf, type AdminRole } from '@shop/domain';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { getAuth, type DecodedIdToken } from 'firebase-admin/auth';
import type { z } from 'zod';
import { adminApp } from '../firebase-app';
import * as logs from '../logs';
import { forbidden, invalidRequest, requestPath, unauthenticated, validationError } from './errors';

/** The verified caller, kept in `res.locals` for the rest of the request. */
export interface Caller {
  uid: string;
  /** True when the ID token carries the custom claim `admin: true`. */
  admin: boolean;
  /** The admin's role from the custom claims (adminRoleOf); null for everyone else. */
  role: AdminRole | null;
  email: string | undefined;
  token: DecodedIdToken;
  /** True when the token was also checked against revocation (admin routes). */
  revocationChecked: boolean;
}

const callerKey = 'caller';

/** The caller that requireUser (or requireOwner / requireAdmin) verified. */
export function currentCaller(res: Response): Caller {
  const caller = res.locals[callerKey] as Caller | undefined;
  if (!caller) throw new Error('currentCaller() used on a route without requireUser');
  return caller;
}

function bearerToken(req: Request): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(req.get('authorization') ?? '');
  return match?.[1];
}

/**
 * Verifies `Authorization: Bearer <Firebase ID token>` once per request. With
 * FIREBASE_AUTH_EMULATOR_HOST set, firebase-admin accepts the Auth emulator's tokens. `checkRevoked`
 * also refuses a token issued before the account's sessions were revoked (a role change or removal,
 * admin:revoke, a password change) or of a disabled or deleted account: it asks Auth, one lookup
 * (docs/benchmarks.md, "Revocation check"). Every route that acts on an account or with admin power
 * pays for it (docs/decisions.md rules 34 and 71); an ID token lives an hour otherwise. Only
 * optionalCaller, on public routes that merely count a visitor's tries, skips it.
 */
async function authenticate(req: Request, res: Response, checkRevoked: boolean): Promise<Caller> {
  const known = res.locals[callerKey] as Caller | undefined;
  if (known && (known.revocationChecked || !checkRevoked)) return known;
  const idToken = bearerToken(req);
  if (!idToken) {
    throw unauthenticated('Sign-in required: send the header Authorization: Bearer <Firebase ID token>');
  }
  let token: DecodedIdToken;
  try {
    token = await getAuth(adminApp()).verifyIdToken(idToken, checkRevoked);
  } catch (error) {
    const reason = (error as { code?: string }).code ?? (error instanceof Error ? error.message : 'unknown');
    logs.idTokenRejected(requestPath(req), reason);
    if (
      reason === 'auth/id-token-revoked' ||
      reason === 'auth/user-disabled' ||
      reason === 'auth/user-not-found'
    ) {
      throw unauthenticated('This session has been ended; sign in again');
    }
    throw unauthenticated('The ID token is invalid or has expired; sign in again');
  }
  const caller: Caller = {
    uid: token.uid,
    admin: token.admin === true,
    role: adminRoleOf(token),
    email: token.email,
    token,
    revocationChecked: checkRevoked,
  };
  res.locals[callerKey] = caller;
  return caller;
}

/**
 * The caller when the request carries a valid ID token, otherwise undefined: for public routes that
 * treat a signed-in visitor differently (the abuse limits count per visitor) but never refuse one.
 */
export async function optionalCaller(req: Request, res: Response): Promise<Caller | undefined> {
  if (!bearerToken(req)) return undefined;
  try {
    return await authenticate(req, res, false);
  } catch {
    return undefined;
  }
}

/** Lets an async check report failures through next() under any Express version. */
export function check(run: (req: Request, res: Response) => Promise<void> | void): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    Promise.resolve()
      .then(() => run(req, res))
      .then(() => next(), next);
  };
}

/**
 * 401 unless the request carries a valid Firebase ID token (anonymous visitors have one too) of a
 * session that has not been ended: a disabled or deleted account, a removed admin or a session ended
 * by a password change is refused on its next request (docs/decisions.md rules 34 and 71).
 */
export const requireUser: RequestHandler = check(async (req, res) => {
  await authenticate(req, res, true);
});

/**
 * 403 unless the caller's uid is the `field` the request names (a route parameter and/or a body
 * field; every place that names it must match). 400 when the request names no such user at all. A
 * visitor's cart, wishlist, payments and orders are theirs alone: admins have no pass here, they read
 * what their role allows through the admin routes (docs/decisions.md rule 71). Verifies the token
 * itself (against revocation) when requireUser did not run first.
 */
export function requireOwner(field: string): RequestHandler {
  return check(async (req, res) => {
    const caller = await authenticate(req, res, true);
    const body: unknown = req.body;
    const named = [
      req.params[field],
      typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[field] : undefined,
    ].filter((value) => value !== undefined);
    if (named.length === 0 || named.some((value) => typeof value !== 'string' || value === '')) {
      throw invalidRequest(`${field} is required`, [{ path: field, message: `${field} is required` }]);
    }
    if (named.some((value) => value !== caller.uid)) {
      logs.accessDenied(caller.uid, requestPath(req), 'owner');
      throw forbidden(`This ${field} belongs to another user`);
    }
  });
}

/** 403 unless the caller's ID token carries the custom claim `admin: true` (401 without a token). */
export const requireAdmin: RequestHandler = check(async (req, res) => {
  const caller = await authenticate(req, res, true);
  if (!caller.admin) {
    logs.accessDenied(caller.uid, requestPath(req), 'admin');
    throw forbidden('This is for shop administrators only');
  }
});

/**
 * After requireAdmin, on the routes the role table gives the owner (http/admin-route-roles.ts): 403
 * for staff (docs/decisions.md rule 58).
 */
export const requireShopOwner: RequestHandler = check(async (req, res) => {
  const caller = await authenticate(req, res, true);
  if (caller.role !== 'owner') {
    logs.accessDenied(caller.uid, requestPath(req), 'shop owner');
    throw forbidden("This is for the shop's owner only; ask the owner to do it");
  }
});

/**
 * 400 with the offending field paths in `details` unless the JSON body matches `schema`; on success
 * the handler sees the parsed (trimmed, normalised) body in `req.body`.
 */
export function validateBody<Schema extends z.ZodType>(schema: Schema): RequestHandler {
  return (req, _res, next) => {
    const result = schema.safeParse(req.body ?? {});
    if (!result.success) {
      next(validationError(result.error));
      return;
    }
    req.body = result.data;
    next();
  };
}
