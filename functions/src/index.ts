// Wiring only: which handler serves which trigger. Handlers live in http/, images/, payments/, jobs/
// and data/, and each is imported when its function first runs (`lazily`): an instance loads the code
// of the function it serves, not every function's. The whole bundle took 1.2 s of CPU to load before
// a first request could be answered (firebase-admin's Firestore alone 0.7 s), while the picture
// function needs sharp and none of it, and a page asks for a dozen pictures at once: in a cold start
// each may be a new instance's first (in the Functions emulator, each request in flight is a worker's).
import { onRequest, type Request } from 'firebase-functions/https';
import { setGlobalOptions } from 'firebase-functions/options';
import { onSchedule } from 'firebase-functions/scheduler';
import { onDocumentCreated, onDocumentDeleted, onDocumentWritten } from 'firebase-functions/firestore';
import type { Response } from 'express';
import type { ListingDocument } from './data/listings';
import {
  collections,
  restockedSizes,
  wishlistAlertReason,
  type Customer,
  type Order,
  type StoreProduct,
} from '@shop/domain';
import {
  apiMinInstances,
  maxInstances,
  region,
  stripeSecretKey,
  stripeWebhookSecret,
  supplierFeedToken,
} from './config';

type HttpHandler = (req: Request, res: Response) => void | Promise<void>;

/** An HTTP handler made on its function's first request from the modules `load` imports. */
function lazily(load: () => Promise<HttpHandler>): HttpHandler {
  let handler: Promise<HttpHandler> | undefined;
  return async (req, res) => {
    handler ??= load().catch((error: unknown) => {
      handler = undefined; // a failed import is tried again by the next request
      throw error;
    });
    const serve = await handler;
    await serve(req, res);
  };
}

/** What both server-rendered pages answer with: the SPA's index.html and the web's renderer. */
async function pageParts() {
  const [{ spaIndexHtml }, { renderStorefrontPage }] = await Promise.all([
    import('./http/spa-index'),
    import('./http/storefront-renderer'),
  ]);
  return [spaIndexHtml, renderStorefrontPage] as const;
}

setGlobalOptions({ region, maxInstances });

/**
 * The /api/v1/main API; Firebase Hosting rewrites /api/v1/main/** here, keeping the full path. It
 * reads the Stripe secrets: charges creates PaymentIntents, the test payment provider signs events.
 * API_MIN_INSTANCES keeps one instance started in production (docs/decisions.md rule 78).
 */
export const api = onRequest(
  {
    region,
    invoker: 'public',
    secrets: [stripeSecretKey, stripeWebhookSecret],
    minInstances: apiMinInstances,
  },
  lazily(async () => (await import('./http/app')).app),
);

/**
 * Shareable product pages: Hosting rewrites /view here; the answer is the SPA's index.html with the
 * product's title, description, canonical URL, Open Graph tags and JSON-LD in its <head>, and the
 * product page rendered in (web/src/server.tsx).
 */
export const productPage = onRequest(
  { region, invoker: 'public', memory: '512MiB' },
  lazily(async () => {
    const [{ createProductPageHandler }, parts] = await Promise.all([
      import('./http/product-page'),
      pageParts(),
    ]);
    return createProductPageHandler(...parts);
  }),
);

/**
 * The listings and the home page, rendered on the server: Hosting rewrites /, /products, /newin, /sale
 * here, in each language, and any other address under a language prefix (its not-found page).
 */
export const storefrontPage = onRequest(
  { region, invoker: 'public', memory: '512MiB' },
  lazily(async () => {
    const [{ createStorefrontPageHandler }, parts] = await Promise.all([
      import('./http/storefront-page'),
      pageParts(),
    ]);
    return createStorefrontPageHandler(...parts);
  }),
);

/**
 * Product pictures (docs/decisions.md rule 40): Hosting rewrites /img/** here; each answer is one
 * variant (width x format) of an allowed source, cached for a year by Hosting's CDN and browsers.
 */
export const image = onRequest(
  { region, invoker: 'public', memory: '1GiB', concurrency: 8, timeoutSeconds: 30 },
  lazily(async () => {
    const [{ createPictureHandler }, { pictureSources }, { PICTURE_MISS_LIMIT, takeAddressSlot }] =
      await Promise.all([
        import('./images/picture-handler'),
        import('./images/sources'),
        import('./http/abuse-limits'),
      ]);
    return createPictureHandler({
      sources: pictureSources,
      takeMissSlot: (req) => takeAddressSlot('picturemiss', req, PICTURE_MISS_LIMIT),
    });
  }),
);

/** Stripe's webhook endpoint (https://<region>-<project>.cloudfunctions.net/stripeWebhook): marks orders paid. */
export const stripeWebhook = onRequest(
  { region, invoker: 'public', secrets: [stripeSecretKey, stripeWebhookSecret] },
  lazily(async () => (await import('./payments/webhook')).stripeWebhookHandler),
);

/** The daily supplier sync (docs/decisions.md rule 13), early in the morning, Dutch time: it starts a job. */
export const dailySupplierSync = onSchedule(
  { region, schedule: 'every day 04:00', timeZone: 'Europe/Amsterdam' },
  async () => (await import('./jobs/scheduled-sync')).scheduledSupplierSync(),
);

/**
 * The daily retention job (docs/decisions.md rule 32): idle visitors' wishlists (their carts are
 * TTL policies' work), and the personal data of orders past the seven years of the books.
 */
export const dailyRetention = onSchedule(
  { region, schedule: 'every day 03:30', timeZone: 'Europe/Amsterdam', timeoutSeconds: 540 },
  async () => (await import('./jobs/retention')).runRetention(),
);

/**
 * The owners' morning summary of what needs doing (docs/decisions.md rule 59), before the shop
 * opens, Dutch time; the owner can switch it off in the admin's settings.
 */
export const dailyOwnerSummary = onSchedule(
  { region, schedule: 'every day 08:00', timeZone: 'Europe/Amsterdam' },
  async () => {
    await (await import('./jobs/daily-summary')).runDailySummary();
  },
);

/**
 * Runs a supplier sync job when UPDATE PRODUCTS or the schedule creates one (syncJobs/{jobId}).
 * Retried on an unexpected error; the run is idempotent and a finished job is never run again.
 */
export const supplierSyncJob = onDocumentCreated(
  {
    document: `${collections.syncJobs}/{jobId}`,
    region,
    retry: true,
    timeoutSeconds: 540,
    memory: '1GiB',
    secrets: [supplierFeedToken],
  },
  async (event) => (await import('./jobs/sync-job-trigger')).runSyncJob(event.params.jobId),
);

/**
 * Cancels the PaymentIntent of an order that is deleted unpaid (the 30-day TTL purge, or an admin),
 * so it can never take money later (docs/decisions.md rule 31). Retried while Stripe cannot be reached.
 */
export const purgedOrderPayment = onDocumentDeleted(
  {
    document: `${collections.orders}/{orderId}`,
    region,
    retry: true,
    secrets: [stripeSecretKey, stripeWebhookSecret],
  },
  async (event) =>
    (await import('./payments/purged-order')).cancelPurgedOrderPayment(
      event.params.orderId,
      event.data?.data() as Order | undefined,
    ),
);

/**
 * Keeps each customer's summary (docs/decisions.md rule 56) in step with its orders: an order paid,
 * refunded, or stripped of its personal data. Retried on an error; a refresh reads the order as it
 * is, so a repeated or late event leaves the summary right.
 */
export const customerOfOrder = onDocumentWritten(
  { document: `${collections.orders}/{orderId}`, region, retry: true },
  async (event) =>
    (await import('./data/customer-summaries')).refreshCustomerOfOrder(
      event.params.orderId,
      event.data?.before.data() as Order | undefined,
      event.data?.after.data() as Order | undefined,
    ),
);

/** The same for accounts: a customer's summary names its account, and an account alone is a customer. */
export const customerOfAccount = onDocumentWritten(
  { document: `${collections.customers}/{uid}`, region, retry: true },
  async (event) =>
    (await import('./data/customer-summaries')).refreshCustomerOfAccount(
      event.params.uid,
      event.data?.before.data() as Customer | undefined,
    ),
);

/**
 * The listings' facet summaries (docs/decisions.md rule 73): each write of a product or of a New In,
 * Sale or Recommended entry that changes that product's line rewrites it, whoever wrote it (admin,
 * checkout, sync).
 */
const facetSummaryOf = (source: 'products' | 'newIn' | 'sale' | 'recommended') =>
  onDocumentWritten({ document: `${source}/{productId}`, region, retry: true }, async (event) =>
    (await import('./data/listings')).refreshListingFacetEntry(source, event.params.productId, {
      before: event.data?.before.data() as ListingDocument | undefined,
      after: event.data?.after.data() as ListingDocument | undefined,
    }),
  );
export const facetsOfProduct = facetSummaryOf('products');
export const facetsOfNewIn = facetSummaryOf('newIn');
export const facetsOfSale = facetSummaryOf('sale');
export const facetsOfRecommended = facetSummaryOf('recommended');

/**
 * Back-in-stock mails (docs/decisions.md rule 77): a product write that brings a size from 0 units to
 * more mails each confirmed notify-me request for it once, whoever wrote the stock. Retried on an
 * error; each mail is queued in the transaction that ends its request, so a retry mails nobody twice.
 * The same write, when it puts the product on sale or brings it back, leaves the news for the
 * wishlist alerts of those who saved it (rule 80; recording it twice is one piece of news).
 */
export const backInStock = onDocumentWritten(
  { document: `${collections.products}/{productId}`, region, retry: true },
  async (event) => {
    const before = event.data?.before.data() as StoreProduct | undefined;
    const after = event.data?.after.data() as StoreProduct | undefined;
    const { productId } = event.params;
    // Most product writes bring nothing back and change no sale: those load no code and read nothing.
    const restocked = restockedSizes(before, after).length > 0;
    const news = wishlistAlertReason(before, after);
    await Promise.all([
      restocked &&
        import('./jobs/restock-notifications').then((job) =>
          job.mailRestockedProduct(productId, before, after),
        ),
      news !== null && import('./jobs/wishlist-alerts').then((job) => job.recordProductNews(productId, news)),
    ]);
  },
);

/**
 * The mails shoppers opted in to, every hour: wishlist alerts whose day has come (rule 80) and the
 * one reminder of a checkout left unpaid a day ago (rule 81).
 */
export const hourlyShopperMail = onSchedule(
  { region, schedule: 'every 1 hours', timeZone: 'Europe/Amsterdam', timeoutSeconds: 540 },
  async () => (await import('./jobs/shopper-mail')).runShopperMail(),
);
