// What every request body must be, checked before any route: a JSON object of at most 1 MB. In Cloud
// Functions (and its emulator) the runtime has parsed the body already, with its own, larger limit,
// before the app sees the request, so these checks look at what it produced rather than at the bytes.
import type { RequestHandler } from 'express';
import { HttpError, invalidRequest } from './errors';
import { API_ERROR_CODES } from '@shop/domain';

/** The largest body the API reads (docs/api.md, "Requests"). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** 413 for a body over MAX_BODY_BYTES, whether it was declared (Content-Length) or already read. */
export const limitBodySize: RequestHandler = (req, _res, next) => {
  const declared = Number(req.get('content-length') ?? 0);
  const read = (req as { rawBody?: Buffer }).rawBody?.length ?? 0;
  if (declared > MAX_BODY_BYTES || read > MAX_BODY_BYTES) {
    next(new HttpError(413, API_ERROR_CODES.invalidRequest, 'The request body is too large (at most 1 MB)'));
    return;
  }
  next();
};

/**
 * A body, when there is one, must be a JSON object: `null`, an array, a string or a number (or the
 * text and bytes the Functions runtime makes of other content types) is a 400, never a handler's crash.
 */
export const requireObjectBody: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  const isObject =
    typeof body === 'object' && body !== null && !Array.isArray(body) && !Buffer.isBuffer(body);
  if (body !== undefined && !isObject && !(typeof body === 'string' && body === '')) {
    next(invalidRequest('The request body must be a JSON object'));
    return;
  }
  next();
};
