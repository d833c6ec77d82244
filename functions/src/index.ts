// Wiring only: which handler serves which trigger. Handlers live in http/ (and later payments/, jobs/).
import { onRequest } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { maxInstances, region } from './config';
import { app } from './http/app';

setGlobalOptions({ region, maxInstances });

/** The /api/v1/main API; Firebase Hosting rewrites /api/v1/main/** here, keeping the full path. */
export const api = onRequest({ region, invoker: 'public' }, app);
