import {
  LISTING_PAGE_SIZE,
  listingQueryPlan,
  parseListingParams,
  withoutLimit,
  type ListingPage,
  type ListingQuery,
  type QueryPlan,
  type StoreListingProduct,
  PICTURE_SIZES,
} from '@shop/domain';
import { hintImages } from '@/lib/image-hints';
import { countListing, readListing, type ListingCursor } from '@/lib/firebase/listings';

/**
 * One page of a listing and its total, read straight from Firestore through the catalogue query
 * spec. Pages are cached per filter combination with the cursor each one ends at: the next page
 * continues after it (no offset reads), and going back or forward shows a cached page at once.
 *
 * No React here: app/route-loaders.ts fetches this module beside React to start the first page's
 * reads (`preloadListing`); get-listing.ts's hook then joins them.
 */

interface CachedPage {
  products: StoreListingProduct[];
  /** The page's last document: where the next page starts. */
  end: ListingCursor | null;
}

interface CachedListing {
  pages: Map<number, CachedPage>;
  /** Reads of pages under way: a second caller (the early read, then the page) joins them. */
  loading: Map<number, Promise<CachedPage>>;
  total: Promise<number> | null;
  /** The total once it has arrived: a page rendered after it shows it at once (settledListing). */
  knownTotal: number | null;
  readAt: number;
}

/** Catalogue changes are rare; a listing read this long ago is read again. */
const CACHE_MAX_AGE_MS = 5 * 60_000;
const CACHE_MAX_LISTINGS = 30;
const cache = new Map<string, CachedListing>();
const isFresh = (listing: CachedListing) => Date.now() - listing.readAt < CACHE_MAX_AGE_MS;

function cachedListing(key: string): CachedListing {
  const known = cache.get(key);
  if (known && isFresh(known)) return known;
  if (cache.size >= CACHE_MAX_LISTINGS) {
    const oldest = cache.keys().next().value;
    if (oldest !== undefined) cache.delete(oldest);
  }
  const fresh: CachedListing = {
    pages: new Map(),
    loading: new Map(),
    total: null,
    knownTotal: null,
    readAt: Date.now(),
  };
  cache.set(key, fresh);
  return fresh;
}

async function readPage(listing: CachedListing, plan: QueryPlan, page: number): Promise<CachedPage> {
  const cached = listing.pages.get(page);
  if (cached) return cached;
  const before = listing.pages.get(page - 1);
  if (page === 1 || before) {
    if (before?.end === null) return { products: [], end: null };
    const read = await readListing(plan, before?.end ?? null);
    const loaded = { products: read.products, end: read.documents.at(-1) ?? null };
    listing.pages.set(page, loaded);
    return loaded;
  }
  // Opened on a later page (a shared link, a reload): read up to it once and keep every page's
  // cursor, so paging back and forward from here reads nothing more.
  const read = await readListing({ ...plan, limit: page * LISTING_PAGE_SIZE });
  for (let n = 1; n <= page; n++) {
    const start = (n - 1) * LISTING_PAGE_SIZE;
    const documents = read.documents.slice(start, start + LISTING_PAGE_SIZE);
    listing.pages.set(n, {
      products: read.products.slice(start, start + LISTING_PAGE_SIZE),
      end: documents.at(-1) ?? null,
    });
  }
  return listing.pages.get(page)!;
}

function loadPage(listing: CachedListing, plan: QueryPlan, page: number): Promise<CachedPage> {
  let pending = listing.loading.get(page);
  if (!pending) {
    pending = readPage(listing, plan, page).finally(() => listing.loading.delete(page));
    listing.loading.set(page, pending);
  }
  return pending;
}

function loadTotal(listing: CachedListing, plan: QueryPlan): Promise<number> {
  listing.total ??= countListing(plan).then(
    (total) => {
      listing.knownTotal = total;
      return total;
    },
    (error: unknown) => {
      listing.total = null;
      throw error;
    },
  );
  return listing.total;
}

/** A listing page's products and total, from the cache or read (`key`: the plan without its limit). */
export function listingReads(key: string, page: number): Promise<[CachedPage, number]> {
  const listing = cachedListing(key);
  const planOfKey = JSON.parse(key) as QueryPlan;
  return Promise.all([
    loadPage(listing, { ...planOfKey, limit: LISTING_PAGE_SIZE }, page),
    loadTotal(listing, planOfKey),
  ]);
}

/**
 * A listing page's products and total if both have already arrived (the first page's early read,
 * a page seen before), so the page can render them in its first paint instead of a spinner first.
 */
export function settledListing(
  key: string,
  page: number,
): { products: StoreListingProduct[]; total: number } | null {
  const listing = cache.get(key);
  const loaded = listing?.pages.get(page);
  if (!listing || !loaded || listing.knownTotal === null || !isFresh(listing)) return null;
  return { products: loaded.products, total: listing.knownTotal };
}

/** Forgets every listing read (a server render starts each page from nothing: server.tsx). */
export function forgetListings(): void {
  cache.clear();
}

export const listingKey = (page: ListingPage, query: ListingQuery) =>
  JSON.stringify(withoutLimit(listingQueryPlan(page, query)));

/** The cards a phone or a wide screen shows before scrolling: their images load first. */
export const FIRST_SCREENFUL = 4;

/**
 * Starts reading a listing page before it renders (app/route-loaders.ts), and its first screenful
 * of images once the products are known; the page joins the reads.
 */
export async function preloadListing(page: ListingPage, params: URLSearchParams): Promise<void> {
  const parsed = parseListingParams(params);
  if (!parsed.ok) return;
  await listingReads(listingKey(page, parsed.query), parsed.query.page).then(
    ([loaded]) =>
      hintImages(
        loaded.products.slice(0, FIRST_SCREENFUL).map((product) => product.displayImage),
        PICTURE_SIZES.card,
      ),
    () => undefined,
  );
}
