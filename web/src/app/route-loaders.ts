/**
 * The storefront's route modules and how to load each one, without React: main.tsx imports only
 * this and starts the current route (preloadRoute) before it loads React, Chakra and the app shell
 * (boot.tsx), so the page's module, its first data and the shell all download at once (issue 12).
 * router.tsx makes its lazy pages from it.
 */
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';
import type { ListingPage } from '@shop/domain';

export type RouteModule = { Component: ComponentType };
export type RouteLoader = () => Promise<RouteModule>;
/** Starts a page's first reads from its address's query (no React: see first-reads.ts). */
type FirstReads = (params: URLSearchParams) => Promise<void>;

const listingReads =
  (page: ListingPage): FirstReads =>
  async (params) =>
    (await import('@/features/catalog/api/listing-reads')).preloadListing(page, params);
const productPageReads: FirstReads = async (params) =>
  (await import('@/features/catalog/api/first-reads')).preloadProductPage(params);
const homeReads: FirstReads = async () => (await import('@/features/catalog/api/first-reads')).preloadHome();

export const loadHome: RouteLoader = () => import('./routes/storefront/home');
export const storefrontLoaders: [string, RouteLoader, FirstReads?][] = [
  [paths.homeAlias.path, loadHome, homeReads],
  [paths.products.path, () => import('./routes/storefront/products'), listingReads('products')],
  [paths.newIn.path, () => import('./routes/storefront/new-in'), listingReads('newIn')],
  [paths.sale.path, () => import('./routes/storefront/sale'), listingReads('sale')],
  [paths.designers.path, () => import('./routes/storefront/designers')],
  [paths.product.path, () => import('./routes/storefront/product'), productPageReads],
  [paths.cart.path, () => import('./routes/storefront/cart')],
  [paths.checkout.path, () => import('./routes/storefront/checkout')],
  [paths.checkoutIdeal.path, () => import('./routes/storefront/checkout-ideal')],
  [paths.thankYou.path, () => import('./routes/storefront/thank-you')],
  [paths.track.path, () => import('./routes/storefront/track')],
  [paths.wishlist.path, () => import('./routes/storefront/wishlist')],
  [paths.signIn.path, () => import('./routes/storefront/sign-in')],
  [paths.register.path, () => import('./routes/storefront/register')],
  [paths.account.path, () => import('./routes/storefront/account')],
  [paths.about.path, () => import('./routes/storefront/about')],
  [paths.faq.path, () => import('./routes/storefront/faq')],
  [paths.contact.path, () => import('./routes/storefront/contact')],
  [paths.returnPolicy.path, () => import('./routes/storefront/return-policy')],
  [paths.returnForm.path, () => import('./routes/storefront/return-form')],
  [paths.delivery.path, () => import('./routes/storefront/delivery')],
  [paths.shipping.path, () => import('./routes/storefront/shipping')],
  [paths.terms.path, () => import('./routes/storefront/terms')],
  [paths.privacy.path, () => import('./routes/storefront/privacy')],
  [paths.disclaimer.path, () => import('./routes/storefront/disclaimer')],
  [paths.cookiePolicy.path, () => import('./routes/storefront/cookie-policy')],
  [paths.paymentMethods.path, () => import('./routes/storefront/payment-methods')],
  [paths.comingSoon.path, () => import('./routes/storefront/coming-soon')],
  [paths.search.path, () => import('./routes/storefront/search')],
];

/**
 * Starts loading the route at `location`: its module and, for pages with data to show first, their
 * first reads, neither waiting for React. A failure is left to the render, which shows it.
 */
export function preloadRoute({ pathname, search }: { pathname: string; search: string }): void {
  const path = pathname === '/' ? paths.homeAlias.path : pathname.replace(/\/+$/, '');
  const route = storefrontLoaders.find(([routePath]) => routePath === path);
  if (!route) return;
  const [, load, firstReads] = route;
  // The reads first: their small modules are then first in the browser's queue, before the page's.
  firstReads?.(new URLSearchParams(search)).catch(() => undefined);
  load().catch(() => undefined);
}
