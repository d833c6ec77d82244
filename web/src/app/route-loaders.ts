/**
 * The storefront's route modules and how to load each one, without React: main.tsx imports only
 * this and starts the current route (preloadRoute) before it loads React, Chakra and the app shell
 * (boot.tsx), so the page's module, its first data and the shell all download at once (issue 12).
 * router.tsx makes its lazy pages from it.
 */
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { ListingPage } from '@shop/domain';
import { preloadHome, preloadProductPage } from '@/features/catalog/api/first-reads';
import { preloadListing } from '@/features/catalog/api/listing-reads';

export type RouteModule = { Component: ComponentType };
export type RouteLoader = () => Promise<RouteModule>;
/** Starts a page's first reads from its address's query (no React: see first-reads.ts). */
type FirstReads = (params: URLSearchParams) => Promise<void>;

const listingReads =
  (page: ListingPage): FirstReads =>
  (params) =>
    preloadListing(page, params);

const loadedModules = new WeakMap<RouteLoader, RouteModule>();

/** A route's loader that remembers its module once loaded (loadedRoute). */
function route(importModule: () => Promise<RouteModule>): RouteLoader {
  const load: RouteLoader = () =>
    importModule().then((module) => {
      loadedModules.set(load, module);
      return module;
    });
  return load;
}

/**
 * The route's module if it has already loaded, as the current page's usually has by the first
 * render (preloadRoute starts it before the shell): router.tsx then renders it at once, in the same
 * paint as the shell, rather than a spinner first.
 */
export const loadedRoute = (load: RouteLoader): RouteModule | undefined => loadedModules.get(load);

export const loadHome: RouteLoader = route(() => import('./routes/storefront/home'));
export const storefrontLoaders: [string, RouteLoader, FirstReads?][] = [
  [paths.homeAlias.path, loadHome, preloadHome],
  [paths.products.path, route(() => import('./routes/storefront/products')), listingReads('products')],
  [paths.newIn.path, route(() => import('./routes/storefront/new-in')), listingReads('newIn')],
  [paths.sale.path, route(() => import('./routes/storefront/sale')), listingReads('sale')],
  [paths.designers.path, route(() => import('./routes/storefront/designers'))],
  [paths.product.path, route(() => import('./routes/storefront/product')), preloadProductPage],
  [paths.cart.path, route(() => import('./routes/storefront/cart'))],
  [paths.checkout.path, route(() => import('./routes/storefront/checkout'))],
  [paths.checkoutIdeal.path, route(() => import('./routes/storefront/checkout-ideal'))],
  [paths.thankYou.path, route(() => import('./routes/storefront/thank-you'))],
  [paths.track.path, route(() => import('./routes/storefront/track'))],
  [paths.wishlist.path, route(() => import('./routes/storefront/wishlist'))],
  [paths.signIn.path, route(() => import('./routes/storefront/sign-in'))],
  [paths.register.path, route(() => import('./routes/storefront/register'))],
  [paths.account.path, route(() => import('./routes/storefront/account'))],
  [paths.about.path, route(() => import('./routes/storefront/about'))],
  [paths.faq.path, route(() => import('./routes/storefront/faq'))],
  [paths.contact.path, route(() => import('./routes/storefront/contact'))],
  [paths.returnPolicy.path, route(() => import('./routes/storefront/return-policy'))],
  [paths.returnForm.path, route(() => import('./routes/storefront/return-form'))],
  [paths.newsletterConfirm.path, route(() => import('./routes/storefront/newsletter-confirm'))],
  [paths.newsletterUnsubscribe.path, route(() => import('./routes/storefront/newsletter-unsubscribe'))],
  [paths.delivery.path, route(() => import('./routes/storefront/delivery'))],
  [paths.shipping.path, route(() => import('./routes/storefront/shipping'))],
  [paths.terms.path, route(() => import('./routes/storefront/terms'))],
  [paths.privacy.path, route(() => import('./routes/storefront/privacy'))],
  [paths.disclaimer.path, route(() => import('./routes/storefront/disclaimer'))],
  [paths.cookiePolicy.path, route(() => import('./routes/storefront/cookie-policy'))],
  [paths.paymentMethods.path, route(() => import('./routes/storefront/payment-methods'))],
  [paths.comingSoon.path, route(() => import('./routes/storefront/coming-soon'))],
  [paths.search.path, route(() => import('./routes/storefront/search'))],
];

/**
 * Starts loading the route at `location`: its module and, for pages with data to show first, their
 * first reads, neither waiting for React. Settles when both have (a server render, and the browser's
 * hydration of it, wait for that); a failure is left to the render, which shows it.
 */
export async function preloadRoute({
  pathname,
  search,
}: {
  pathname: string;
  search: string;
}): Promise<void> {
  const path = pathname === '/' ? paths.homeAlias.path : pathname.replace(/\/+$/, '');
  const match = storefrontLoaders.find(([routePath]) => routePath === path);
  if (!match) return;
  const [, load, firstReads] = match;
  // The reads first: their small modules are then first in the browser's queue, before the page's.
  const reads = firstReads?.(new URLSearchParams(search));
  await Promise.all([reads, load().catch(() => undefined)]);
}
