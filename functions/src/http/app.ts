// The storefront and admin API: one Express app under /api/v1/main, one router per area. The Cloud
// Function `api` (index.ts) serves it; tests run it in-process with app.listen(0).
import express, { type Express } from 'express';
import { API_BASE_PATH } from '@shop/domain';
import { appCheckGate, type AppCheckGateSettings } from './app-check';
import { errorHandler, unknownRoute } from './errors';
import { limitBodySize, requireObjectBody } from './request-body';
import { answerOptions, checkPathParams, methodNotAllowed, rememberRoutes, routeTable } from './route-table';
import { adminRouter } from './routes/admin';
import { accountsRouter } from './routes/accounts';
import { addressBookRouter } from './routes/address-book';
import { cartRouter } from './routes/cart';
import { catalogueRouter } from './routes/catalogue';
import { listingRouter } from './routes/listing';
import { contactRouter } from './routes/contact';
import { designersRouter } from './routes/designers';
import { expressCheckoutRouter } from './routes/express-checkout';
import { healthRouter } from './routes/health';
import { homeRouter } from './routes/home';
import { invoiceRouter } from './routes/invoice';
import { newsletterRouter } from './routes/newsletter';
import { notifyMeRouter } from './routes/notify-me';
import { orderLookupRouter } from './routes/order-lookup';
import { paymentsRouter } from './routes/payments';
import { productDetailsRouter } from './routes/product-details';
import { returnRequestRouter } from './routes/return-request';
import { shopperAlertsRouter } from './routes/shopper-alerts';
import { sitemapRouter } from './routes/sitemap';
import { staffInvitationsRouter } from './routes/staff-invitations';
import { trackRouter } from './routes/track';
import { visitorCountryRouter } from './routes/visitor-country';
import { wishlistRouter } from './routes/wishlist';

export interface AppOptions {
  /** The App Check gate's settings; from config.ts (APP_CHECK) unless a test turns the gate on. */
  appCheck?: () => AppCheckGateSettings;
}

export function createApp(options: AppOptions = {}): Express {
  const app = express();
  app.disable('x-powered-by');
  // First, so a request without a valid App Check token (when enforced) costs no body parsing, no
  // abuse counter and no route.
  app.use(appCheckGate(options.appCheck));
  // In Cloud Functions the runtime has already parsed the body (express.json then leaves it alone);
  // in-process and in tests this does it. Malformed JSON reaches errorHandler as a 400.
  // strict: false parses any JSON value, so requireObjectBody can say what is wrong with `null` or `42`.
  app.use(limitBodySize, express.json({ limit: '1mb', strict: false }), requireObjectBody);

  const api = express.Router();
  api.use(healthRouter);
  api.use(homeRouter);
  api.use(catalogueRouter);
  api.use(listingRouter);
  api.use(newsletterRouter);
  api.use(notifyMeRouter);
  api.use(shopperAlertsRouter);
  api.use(cartRouter);
  api.use(wishlistRouter);
  api.use(accountsRouter);
  api.use(invoiceRouter);
  api.use(addressBookRouter);
  api.use(designersRouter);
  api.use(productDetailsRouter);
  api.use(contactRouter);
  api.use(returnRequestRouter);
  api.use(paymentsRouter);
  api.use(expressCheckoutRouter);
  api.use(trackRouter);
  api.use(visitorCountryRouter);
  api.use(orderLookupRouter);
  api.use(staffInvitationsRouter);
  // Admin calls: requireAdmin guards every one (routes/admin/index.ts).
  api.use(adminRouter);
  // Hardening around the routers, from the routes they declare: OPTIONS answered with
  // Allow, every id parameter checked against the document-id rules before any route runs, and a
  // known path with another method a 405 with Allow.
  const routes = routeTable(api);
  rememberRoutes(app, routes);
  app.use(API_BASE_PATH, answerOptions(routes), checkPathParams(routes), api, methodNotAllowed(routes));
  // Outside the API's base path: Hosting rewrites /sitemap.xml here (firebase.json).
  app.use(sitemapRouter);

  app.use(unknownRoute);
  app.use(errorHandler);
  return app;
}

export const app = createApp();
