// How the API fails: every error leaves as JSON `{ error: { code, message, details? } }` (the domain's
// ApiErrorBody) with a status that says whose fault it is. Handlers throw an HttpError; the data,
// payment and job code below them throws the shop's own errors from @shop/domain (a DomainError, or
// a RefusalError of some kind) and never imports this module (eslint.config.js). errorHandler, the
// app's last middleware, gives each its status and writes the response.
import type { ErrorRequestHandler, Request, RequestHandler } from 'express';
import {
  API_ERROR_CODES,
  apiError,
  isDomainError,
  isRefusal,
  validationErrorBody,
  type ApiErrorCode,
  type RefusalError,
  type RefusalKind,
} from '@shop/domain';
import { ZodError } from 'zod';
import * as logs from '../logs';

export class HttpError extends Error {
  readonly status: number;
  /** One of API_ERROR_CODES, or a DomainError's own code. */
  readonly code: ApiErrorCode | (string & {});
  readonly details: unknown;

  constructor(status: number, code: ApiErrorCode | (string & {}), message: string, details?: unknown) {
    super(message);
    this.name = 'HttpError';
    this.status = status;
    this.code = code;
    this.details = details;
  }
}

export const invalidRequest = (message: string, details?: unknown) =>
  new HttpError(400, API_ERROR_CODES.invalidRequest, message, details);
export const unauthenticated = (message: string) =>
  new HttpError(401, API_ERROR_CODES.unauthenticated, message);
export const forbidden = (message: string) => new HttpError(403, API_ERROR_CODES.forbidden, message);
export const notFound = (message: string) => new HttpError(404, API_ERROR_CODES.notFound, message);
export const conflict = (message: string, details?: unknown) =>
  new HttpError(409, API_ERROR_CODES.conflict, message, details);

/** The status of each kind of refusal the shop's code below the API throws. */
const refusalStatus: Record<RefusalKind, number> = {
  invalid: 400,
  declined: 402,
  forbidden: 403,
  'not-found': 404,
  conflict: 409,
  unavailable: 503,
};

/** A refusal as the API answers it; its code is one of the API's (the type says so). */
function refusalAnswer(refusal: RefusalError): HttpError {
  const code: ApiErrorCode = refusal.code;
  return new HttpError(refusalStatus[refusal.kind], code, refusal.message, refusal.details);
}

/** A 400 for a body (or parameters) that failed a zod schema, every offending field in `details`. */
export function validationError(error: ZodError): HttpError {
  const { error: body } = validationErrorBody(error);
  return invalidRequest(body.message, body.details);
}

/** Mounted after every router: a path no router answered is a JSON 404, not Express's HTML page. */
export const unknownRoute: RequestHandler = (req, _res, next) => {
  next(notFound(`No API route ${req.method} ${requestPath(req)}`));
};

/** The request's full path without the query (req.path is relative to the router it is seen in). */
export function requestPath(req: Request): string {
  return req.originalUrl.split('?')[0] ?? req.originalUrl;
}

/** What body-parser (express.json) throws: http-errors with a `type`, a 4xx `status` and `expose`. */
interface BodyParserError {
  type: string;
  status: number;
  expose: boolean;
}

function isBodyParserError(error: unknown): error is BodyParserError {
  const candidate = error as Partial<BodyParserError> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.type === 'string' &&
    typeof candidate.status === 'number' &&
    candidate.expose === true
  );
}

const bodyParserMessages: Record<string, string> = {
  'entity.parse.failed': 'The request body is not valid JSON',
  'entity.too.large': 'The request body is too large',
  'encoding.unsupported': 'The request body encoding is not supported',
  'charset.unsupported': 'The request body character set is not supported',
};

/**
 * Firestore gave up on a transaction that kept colliding with another on the same documents (gRPC
 * ABORTED, code 10, after the SDK's retries; the emulator says "Transaction lock timeout"). Nothing
 * was written, and the same request may succeed a moment later: that is the client's to retry, not a
 * server fault.
 */
function isTransactionCollision(error: unknown): boolean {
  const candidate = error as { code?: unknown; metadata?: unknown } | null;
  return typeof candidate === 'object' && candidate?.code === 10 && candidate.metadata !== undefined;
}

function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (isRefusal(error)) return refusalAnswer(error);
  if (isTransactionCollision(error)) {
    return conflict(
      'Someone changed the same thing at the same moment; nothing was saved. Please try again.',
    );
  }
  if (isDomainError(error)) return new HttpError(400, error.code, error.message);
  if (error instanceof ZodError) return validationError(error);
  // Express's own 400 for a path parameter with a broken % escape ("Failed to decode param").
  if (error instanceof URIError && (error as URIError & { status?: number }).status === 400) {
    return invalidRequest('The request path has a broken % escape');
  }
  if (isBodyParserError(error) && error.status >= 400 && error.status < 500) {
    return new HttpError(
      error.status,
      API_ERROR_CODES.invalidRequest,
      bodyParserMessages[error.type] ?? 'The request body could not be read',
    );
  }
  return undefined;
}

/** Unexpected errors are logged in full and answered with a plain 500: no stack, no internals. */
export const errorHandler: ErrorRequestHandler = (error, req, res, next) => {
  if (res.headersSent) {
    // Too late for a JSON body; Express closes the connection.
    next(error);
    return;
  }
  const known = toHttpError(error);
  if (!known) logs.unexpectedError(req.method, requestPath(req), error);
  const failure =
    known ??
    new HttpError(500, API_ERROR_CODES.internal, 'Something went wrong on our side. Please try again.');
  res.status(failure.status).json(apiError(failure.code, failure.message, failure.details));
};
