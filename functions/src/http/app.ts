// The storefront and admin API: one Express app under /api/v1/main, one router per area. The Cloud
// Function `api` (index.ts) serves it; tests run it in-process with app.listen(0).
import express, { type Express } from 'express';
import { API_BASE_PATH } from '@shop/domain';
import { errorHandler, unknownRoute } from './errors';
import { catalogueRouter } from './routes/catalogue';
import { healthRouter } from './routes/health';
import { homeRouter } from './routes/home';
import { newsletterRouter } from './routes/newsletter';

export function createApp(): Express {
  const app = express();
  app.disable('x-powered-by');
  // In Cloud Functions the runtime has already parsed the body (express.json then leaves it alone);
  // in-process and in tests this does it. Malformed JSON reaches errorHandler as a 400.
  app.use(express.json({ limit: '1mb' }));

  const api = express.Router();
  api.use(healthRouter);
  api.use(homeRouter);
  api.use(catalogueRouter);
  api.use(newsletterRouter);
  app.use(API_BASE_PATH, api);

  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}

export const app = createApp();
