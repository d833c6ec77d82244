// Admin routes are declared as a table and mounted through adminRouter, which puts requireAdmin in
// front of every one of them: an admin call cannot be added without the check (docs/decisions.md rule 3),
// and the API tests walk the same table to prove every call refuses non-admins. The role each route
// needs comes from the one role table (admin-route-roles.ts, docs/decisions.md rule 58): owner routes
// add requireShopOwner, and so does any route the table does not name.
import { Router, type Request, type RequestHandler, type Response } from 'express';
import type { Actor } from '../data/admin/audit';
import { invalidRequest } from './errors';
import { declaredRole, routeKey } from './admin-route-roles';
import { currentCaller, requireAdmin, requireShopOwner } from './middleware';
import * as logs from '../logs';

export interface AdminRoute {
  method: 'get' | 'post' | 'patch' | 'delete';
  /** Express path, relative to /api/v1/main. */
  path: string;
  /** Body validation (validateBody) and the handler, in order. */
  handlers: RequestHandler[];
}

/**
 * A router for the table; requireAdmin runs before every route's own handlers, and requireShopOwner
 * too where the role table says `owner` or says nothing.
 */
export function adminRouter(routes: readonly AdminRoute[]): Router {
  const router = Router();
  for (const { method, path, handlers } of routes) {
    const role = declaredRole(method, path);
    if (role === undefined) logs.adminRouteWithoutRole(routeKey(method, path));
    const guards = role === 'staff' ? [requireAdmin] : [requireAdmin, requireShopOwner];
    router[method](path, ...guards, ...handlers);
  }
  return router;
}

/** The signed-in admin, as the audit log records them. */
export function actorOf(res: Response): Actor {
  const caller = currentCaller(res);
  return { uid: caller.uid, email: caller.email ?? null, role: caller.role ?? 'owner' };
}

/** A path parameter (Express has already URL-decoded it). */
export function pathParam(req: Request, name: string): string {
  const value = req.params[name];
  if (typeof value !== 'string' || value.trim() === '') {
    throw invalidRequest(`${name} is required`, [{ path: name, message: `${name} is required` }]);
  }
  return value.trim();
}

/** A whole number from the path or query within [min, max]; `fallback` when absent. */
export function wholeNumberParam(
  value: unknown,
  name: string,
  min: number,
  max: number,
  fallback?: number,
): number {
  if ((value === undefined || value === '') && fallback !== undefined) return fallback;
  const number =
    typeof value === 'string' && /^\d{1,9}$/.test(value.trim()) ? Number(value.trim()) : Number.NaN;
  if (!(number >= min && number <= max)) {
    const message = `${name} must be a whole number from ${min} to ${max}`;
    throw invalidRequest(message, [{ path: name, message }]);
  }
  return number;
}
