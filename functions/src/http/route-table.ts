// The API's routes as data, read from the Express routers themselves: the router checks every path
// parameter against it before any route runs (checkPathParams), answers 405 with Allow for a known
// path called with another method, and the fuzz tests walk it, so a route added anywhere is covered
// without being listed again.
import { API_ERROR_CODES, documentIdSchema } from '@shop/domain';
import type { Express, RequestHandler, Router } from 'express';
import { HttpError, invalidRequest, requestPath } from './errors';

export interface ApiRoute {
  /** Upper case: GET, POST, ... */
  method: string;
  /** Express path relative to the API's base path, e.g. `/getcartallitems/:userId`. */
  path: string;
}

/** What Express 5's router keeps per layer; only what this file reads. */
interface RouterLayer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: RouterLayer[] };
}

/**
 * Every route of `router` and of the routers it uses, in the order Express tries them. The API's
 * routers are mounted without a path of their own (app.ts), so a route's path is its full path.
 */
export function routeTable(router: Router): ApiRoute[] {
  const routes: ApiRoute[] = [];
  const walk = (stack: readonly RouterLayer[]) => {
    for (const layer of stack) {
      if (layer.route) {
        for (const [method, on] of Object.entries(layer.route.methods)) {
          if (on && method !== '_all') routes.push({ method: method.toUpperCase(), path: layer.route.path });
        }
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack);
      }
    }
  };
  walk((router as unknown as { stack: RouterLayer[] }).stack);
  return routes;
}

/**
 * The routes whose path matches `segments` (already decoded), with the parameter values. Express
 * matches paths case-insensitively, and every API path is literal segments and `:name` parameters.
 */
export function matchRoutes(
  routes: readonly ApiRoute[],
  segments: readonly string[],
): { route: ApiRoute; params: Record<string, string> }[] {
  const matches: { route: ApiRoute; params: Record<string, string> }[] = [];
  for (const route of routes) {
    const pattern = route.path.split('/').slice(1);
    if (pattern.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const fits = pattern.every((part, index) => {
      const value = segments[index] ?? '';
      if (part.startsWith(':')) {
        params[part.slice(1)] = value;
        return value !== '';
      }
      return part.toLowerCase() === value.toLowerCase();
    });
    if (fits) matches.push({ route, params });
  }
  return matches;
}

/** The request path's segments below the router's mount point, decoded; undefined on a broken % escape. */
export function decodedSegments(path: string): string[] | undefined {
  try {
    return path.split('/').slice(1).map(decodeURIComponent);
  } catch {
    return undefined;
  }
}

/**
 * Path parameters that name a Firestore document: `id`, `code` and every name ending in `Id`. Their
 * values must be document ids (documentIdSchema: not empty, no '/', not '.', '..' or `__...__`, at
 * most 128 characters), so no value can name another document, a subcollection or a reserved id.
 */
export function isDocumentIdParam(name: string): boolean {
  return name === 'id' || name === 'code' || /Id$/.test(name);
}

/**
 * The longest value of any other path parameter (brands, categories, search text, numbers). No real
 * one comes near; the bound keeps values Firestore cannot query (over 1,500 bytes) from any query.
 */
export const MAX_PARAM_LENGTH = 200;

/**
 * Mounted in front of the API's routers: a broken % escape anywhere in the path, a document-id
 * parameter that is no document id, or another parameter over MAX_PARAM_LENGTH, is a JSON 400 before
 * any route runs, so no route can forget it.
 */
export function checkPathParams(routes: readonly ApiRoute[]): RequestHandler {
  return (req, _res, next) => {
    const segments = decodedSegments(req.path);
    if (!segments) {
      next(invalidRequest('The request path has a broken % escape'));
      return;
    }
    const matches = matchRoutes(routes, segments);
    const match = matches.find(({ route }) => route.method === req.method) ?? matches[0];
    for (const [name, value] of Object.entries(match?.params ?? {})) {
      if (!isDocumentIdParam(name)) {
        if (value.length > MAX_PARAM_LENGTH) {
          const message = `${name} can be at most ${MAX_PARAM_LENGTH} characters`;
          next(invalidRequest(message, [{ path: name, message }]));
          return;
        }
        continue;
      }
      const parsed = documentIdSchema.safeParse(value);
      if (!parsed.success) {
        const message = parsed.error.issues[0]?.message ?? 'Not a valid id';
        next(invalidRequest(message, [{ path: name, message }]));
        return;
      }
    }
    next();
  };
}

/** The methods a path answers, GET also answering HEAD as Express does. */
function allowedMethods(routes: readonly ApiRoute[], path: string): string[] {
  const segments = decodedSegments(path) ?? [];
  const methods = new Set(matchRoutes(routes, segments).map(({ route }) => route.method));
  if (methods.has('GET')) methods.add('HEAD');
  return [...methods].sort();
}

/**
 * OPTIONS on a known path: 204 with Allow and no body (Express would answer its own text/plain). On
 * an unknown path the request goes on to the JSON 404.
 */
export function answerOptions(routes: readonly ApiRoute[]): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'OPTIONS') {
      next();
      return;
    }
    const allowed = allowedMethods(routes, req.path);
    if (allowed.length === 0) {
      next();
      return;
    }
    res
      .set('Allow', [...allowed, 'OPTIONS'].join(', '))
      .status(204)
      .end();
  };
}

/** After the API's routers: a known path called with another method is a JSON 405 with Allow. */
export function methodNotAllowed(routes: readonly ApiRoute[]): RequestHandler {
  return (req, res, next) => {
    const allowed = allowedMethods(routes, req.path);
    if (allowed.length === 0) {
      next();
      return;
    }
    res.set('Allow', allowed.join(', '));
    next(
      new HttpError(
        405,
        API_ERROR_CODES.methodNotAllowed,
        `${req.method} is not allowed on ${requestPath(req)}; use ${allowed.join(' or ')}`,
        { allow: allowed },
      ),
    );
  };
}

const routesKey = 'apiRoutes';

/** Keeps the API's route table on the app (createApp), for the fuzz tests and the bench. */
export function rememberRoutes(app: Express, routes: readonly ApiRoute[]): void {
  app.locals[routesKey] = routes;
}

/** The route table createApp kept, every path relative to API_BASE_PATH. */
export function routesOf(app: Express): readonly ApiRoute[] {
  return app.locals[routesKey] as readonly ApiRoute[];
}
