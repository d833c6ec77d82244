/**
 * The storefront's route modules and how to load each one, without React: main.tsx imports this
 * first, so the current route's module and first data (preloadRoute) are requested while React,
 * Chakra and the app shell are still being evaluated. router.tsx makes its lazy pages from it.
 */
import type { ComponentType } from 'react';
import { paths } from '@/config/paths';

export type RouteModule = {
  Component: ComponentType;
  /** Starts the page's first reads from its URL's query, before it renders (preloadRoute). */
  preload?: (params: URLSearchParams) => void;
};
export type RouteLoader = () => Promise<RouteModule>;

export const loadHome: RouteLoader = () => import('./routes/storefront/home');
export const storefrontLoaders: [string, RouteLoader][] = [
  [paths.homeAlias.path, loadHome],
  [paths.products.path, () => import('./routes/storefront/products')],
  [paths.newIn.path, () => import('./routes/storefront/new-in')],
  [paths.sale.path, () => import('./routes/storefront/sale')],
  [paths.designers.path, () => import('./routes/storefront/designers')],
  [paths.product.path, () => import('./routes/storefront/product')],
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
 * Starts loading the route at `location` (its module, then its first data through the module's
 * `preload`) before React renders, so neither waits for the render before it (issue 12). A failure
 * is left to the render, which shows it.
 */
export function preloadRoute({ pathname, search }: { pathname: string; search: string }): void {
  const path = pathname === '/' ? paths.homeAlias.path : pathname.replace(/\/+$/, '');
  const load = storefrontLoaders.find(([route]) => route === path)?.[1];
  load?.()
    .then((module) => module.preload?.(new URLSearchParams(search)))
    .catch(() => undefined);
}
