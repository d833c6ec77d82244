/**
 * The storefront's route modules and how to load each one, without React: main.tsx imports only
 * this and starts the current page's first reads before it loads React and the app shell
 * (boot.tsx), so the page's module, its first data and the shell all download at once.
 * router.tsx makes its lazy pages from it; server.tsx names the page's chunks (pageModuleFile).
 */
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import { languageOfPath, type ListingPage } from '@shop/domain';
import { preloadHome, preloadProductPage } from '@/features/catalog/api/first-reads';
import { preloadListing } from '@/features/catalog/api/listing-reads';
import { loadPageWords } from './i18n/page-language';

export type RouteModule = { Component: ComponentType };
export type RouteLoader = () => Promise<RouteModule>;
/** Starts a page's first reads from its address's query (no React: see first-reads.ts). */
type FirstReads = (params: URLSearchParams) => Promise<void>;

const listingReads =
  (page: ListingPage): FirstReads =>
  (params) =>
    preloadListing(page, params);

const loadedModules = new WeakMap<RouteLoader, RouteModule>();

/**
 * Every storefront page's module by its file, each a lazily loaded chunk. The server names the
 * current page's chunks in the page it renders (pageModuleFile; server.tsx), so the browser
 * downloads them beside React rather than after the route table has run.
 */
const pageModules = import.meta.glob<RouteModule>(['./*.tsx', '!./not-found.tsx'], {
  base: './routes/storefront',
});
const pageLoaders = new Map<string, RouteLoader>();

/**
 * The loader of routes/storefront/<name>.tsx, one per page, which remembers its module once loaded
 * (loadedRoute). It loads the page's own words beside it (word-groups.ts): the module is only
 * rendered once both are in.
 */
function pageLoader(name: string): RouteLoader {
  const known = pageLoaders.get(name);
  if (known) return known;
  const importModule = pageModules[`./${name}.tsx`];
  if (!importModule) throw new Error(`There is no page module routes/storefront/${name}.tsx`);
  const load: RouteLoader = () =>
    Promise.all([importModule(), loadPageWords(name)]).then(([module]) => {
      loadedModules.set(load, module);
      return module;
    });
  pageLoaders.set(name, load);
  return load;
}

/**
 * The route's module if it has already loaded, as the current page's usually has by the first
 * render (main.tsx asks for it before it starts the shop): router.tsx then renders it at once, in
 * the same paint as the shell, rather than a spinner first.
 */
export const loadedRoute = (load: RouteLoader): RouteModule | undefined => loadedModules.get(load);

/** Each storefront path with its page (routes/storefront/<page>.tsx) and, if it has them, its first reads. */
const storefrontPages: [path: string, page: string, firstReads?: FirstReads][] = [
  [paths.homeAlias.path, 'home', preloadHome],
  [paths.products.path, 'products', listingReads('products')],
  [paths.newIn.path, 'new-in', listingReads('newIn')],
  [paths.sale.path, 'sale', listingReads('sale')],
  [paths.designers.path, 'designers'],
  [paths.product.path, 'product', preloadProductPage],
  [paths.cart.path, 'cart'],
  [paths.checkout.path, 'checkout'],
  [paths.checkoutIdeal.path, 'checkout-ideal'],
  [paths.thankYou.path, 'thank-you'],
  [paths.track.path, 'track'],
  [paths.wishlist.path, 'wishlist'],
  [paths.signIn.path, 'sign-in'],
  [paths.register.path, 'register'],
  [paths.account.path, 'account'],
  [paths.about.path, 'about'],
  [paths.faq.path, 'faq'],
  [paths.contact.path, 'contact'],
  [paths.returnPolicy.path, 'return-policy'],
  [paths.returnForm.path, 'return-form'],
  [paths.newsletterConfirm.path, 'newsletter-confirm'],
  [paths.newsletterUnsubscribe.path, 'newsletter-unsubscribe'],
  [paths.notifyMeConfirm.path, 'notify-me-confirm'],
  [paths.notifyMeUnsubscribe.path, 'notify-me-unsubscribe'],
  [paths.mailUnsubscribe.path, 'mail-unsubscribe'],
  [paths.delivery.path, 'delivery'],
  [paths.shipping.path, 'shipping'],
  [paths.terms.path, 'terms'],
  [paths.privacy.path, 'privacy'],
  [paths.disclaimer.path, 'disclaimer'],
  [paths.cookiePolicy.path, 'cookie-policy'],
  [paths.paymentMethods.path, 'payment-methods'],
  [paths.comingSoon.path, 'coming-soon'],
  [paths.search.path, 'search'],
];

export const loadHome: RouteLoader = pageLoader('home');
export const storefrontLoaders: [string, RouteLoader][] = storefrontPages.map(([path, page]) => [
  path,
  pageLoader(page),
]);

type Location = { pathname: string; search: string };

function pageAt(location: Location) {
  // A Dutch, German or French address is its English page under a prefix (docs/decisions.md rule 79).
  const { path: pathname } = languageOfPath(location.pathname);
  const path = pathname === '/' ? paths.homeAlias.path : pathname.replace(/\/+$/, '');
  return storefrontPages.find(([pagePath]) => pagePath === path);
}

/** The module file (as the build's manifest names it) of the storefront page at `location`, if any. */
export function pageModuleFile(location: Location): string | undefined {
  const page = pageAt(location);
  return page && `src/app/routes/storefront/${page[1]}.tsx`;
}

/**
 * Starts the first reads of the page at `location`, for pages with data to show first, without
 * waiting for React. Settles when they have; a failure is left to the render, which shows it.
 */
export async function startFirstReads(location: Location): Promise<void> {
  const firstReads = pageAt(location)?.[2];
  await firstReads?.(new URLSearchParams(location.search));
}

/** Loads (and runs) the module of the page at `location`; a failure is left to the render. */
export async function loadPageModule(location: Location): Promise<void> {
  const page = pageAt(location);
  if (page) await pageLoader(page[1])().catch(() => undefined);
}

/**
 * Starts loading the route at `location`: its first reads and its module, neither waiting for
 * React. Settles when both have (a server render, and a browser render of a page the server did not
 * render, wait for that).
 */
export async function preloadRoute(location: Location): Promise<void> {
  // The reads first: their small modules are then first in the browser's queue, before the page's.
  const reads = startFirstReads(location);
  await Promise.all([reads, loadPageModule(location)]);
}
