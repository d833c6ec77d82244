// One setup for every API test file: `const api = useApi()` at the top of the file serves the API
// in-process on a free port for the file's tests and empties the emulators before each test;
// `useWebhook()` serves the Stripe webhook's handler beside it. The data comes from the factories
// (factories.ts, admin-factories.ts, checkout-support.ts), a checkout's body from chargeBody.
import type { Express } from 'express';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { app } from '../../functions/src/http/app';
import { serveWebhook } from './checkout-support';
import { clearAuth, clearFirestore } from './emulators';
import { serve, type RunningServer } from './server';

export { chargeBody } from '../../scripts/lib/shoppers';

/** A server the file's tests call; its origin is known once the file's beforeAll has run. */
export interface ServedForFile {
  /** e.g. http://127.0.0.1:53124 */
  readonly origin: string;
}

export interface ServedApi extends ServedForFile {
  /** The address of an API route: url('charges') is `${origin}/api/v1/main/charges`. */
  url(path: string): string;
}

export interface UseApiOptions {
  /** What each test starts without: Firestore's documents (the default), Auth's accounts too, or nothing. */
  clear?: 'firestore' | 'firestore and auth' | 'nothing';
  /** Another app than the API's own, e.g. one createApp makes with other settings. */
  app?: () => Express;
}

/** Serves `start()` for the file's tests: started before the first, closed after the last. */
function servedForFile(start: () => Promise<RunningServer>): ServedForFile {
  let server: RunningServer | undefined;
  beforeAll(async () => {
    server = await start();
  });
  afterAll(() => server?.close());
  return {
    get origin() {
      if (!server) throw new Error('The server is not started yet: call it from a test or a hook');
      return server.origin;
    },
  };
}

/** The API app for this file's tests (call it at the top of the file, before the file's own hooks). */
export function useApi({ clear = 'firestore', app: makeApp }: UseApiOptions = {}): ServedApi {
  const served = servedForFile(() => serve(makeApp ? makeApp() : app));
  if (clear === 'firestore') beforeEach(clearFirestore);
  if (clear === 'firestore and auth')
    beforeEach(async () => {
      await Promise.all([clearFirestore(), clearAuth()]);
    });
  return {
    get origin() {
      return served.origin;
    },
    url: (path) => `${served.origin}/api/v1/main/${path}`,
  };
}

/** Another app than the API (a rendering function's, a throwaway one) for this file's tests. */
export function useServer(makeApp: () => Express): ServedForFile {
  return servedForFile(() => serve(makeApp()));
}

/** The stripeWebhook function's handler for this file's tests, keeping the raw body as Cloud Functions does. */
export function useWebhook(): ServedForFile {
  return servedForFile(serveWebhook);
}
