import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StorefrontLayout } from './layouts/storefront-layout';
import { PageOutlet } from './page-outlet';

/**
 * Every route of both specs. Each screen is its own lazily loaded module (exporting `Component`);
 * admin screens live under routes/admin and features/admin and are only loaded by an admin route,
 * so shoppers never download admin code (vite.config.ts keeps them in chunks of their own).
 *
 * Declarative routes (BrowserRouter + Routes) rather than a data router: the SPA reads its data in
 * components, and the data router's extra ~18 KiB gzipped would push every page over its JS budget.
 */
type RouteModule = { Component: ComponentType };
const page = (load: () => Promise<RouteModule>): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const Home = page(() => import('./routes/storefront/home'));
const storefrontPages: [string, LazyExoticComponent<ComponentType>][] = [
  [paths.homeAlias.path, Home],
  [paths.products.path, page(() => import('./routes/storefront/products'))],
  [paths.newIn.path, page(() => import('./routes/storefront/new-in'))],
  [paths.sale.path, page(() => import('./routes/storefront/sale'))],
  [paths.designers.path, page(() => import('./routes/storefront/designers'))],
  [paths.product.path, page(() => import('./routes/storefront/product'))],
  [paths.cart.path, page(() => import('./routes/storefront/cart'))],
  [paths.checkout.path, page(() => import('./routes/storefront/checkout'))],
  [paths.checkoutIdeal.path, page(() => import('./routes/storefront/checkout-ideal'))],
  [paths.thankYou.path, page(() => import('./routes/storefront/thank-you'))],
  [paths.track.path, page(() => import('./routes/storefront/track'))],
  [paths.wishlist.path, page(() => import('./routes/storefront/wishlist'))],
  [paths.signIn.path, page(() => import('./routes/storefront/sign-in'))],
  [paths.register.path, page(() => import('./routes/storefront/register'))],
  [paths.account.path, page(() => import('./routes/storefront/account'))],
  [paths.about.path, page(() => import('./routes/storefront/about'))],
  [paths.faq.path, page(() => import('./routes/storefront/faq'))],
  [paths.contact.path, page(() => import('./routes/storefront/contact'))],
  [paths.returnPolicy.path, page(() => import('./routes/storefront/return-policy'))],
  [paths.returnForm.path, page(() => import('./routes/storefront/return-form'))],
  [paths.delivery.path, page(() => import('./routes/storefront/delivery'))],
  [paths.shipping.path, page(() => import('./routes/storefront/shipping'))],
  [paths.terms.path, page(() => import('./routes/storefront/terms'))],
  [paths.privacy.path, page(() => import('./routes/storefront/privacy'))],
  [paths.disclaimer.path, page(() => import('./routes/storefront/disclaimer'))],
  [paths.cookiePolicy.path, page(() => import('./routes/storefront/cookie-policy'))],
  [paths.paymentMethods.path, page(() => import('./routes/storefront/payment-methods'))],
  [paths.comingSoon.path, page(() => import('./routes/storefront/coming-soon'))],
  [paths.search.path, page(() => import('./routes/storefront/search'))],
];
const NotFound = page(() => import('./routes/storefront/not-found'));

const { admin } = paths;
const AdminSignIn = page(() => import('./routes/admin/sign-in'));
const AdminRoot = page(() => import('./routes/admin/layout'));
const adminPages: [string, LazyExoticComponent<ComponentType>][] = [
  [admin.dashboard.path, page(() => import('./routes/admin/dashboard'))],
  [admin.store.path, page(() => import('./routes/admin/store'))],
  [admin.storeEdit.path, page(() => import('./routes/admin/store-edit'))],
  [admin.orders.path, page(() => import('./routes/admin/orders'))],
  [admin.orderDetails.path, page(() => import('./routes/admin/order-details'))],
  [admin.featured.path, page(() => import('./routes/admin/featured'))],
  [admin.supplierCatalogue.path, page(() => import('./routes/admin/supplier-catalogue'))],
  [admin.newIn.path, page(() => import('./routes/admin/new-in'))],
  [admin.sale.path, page(() => import('./routes/admin/sale'))],
  [admin.week.path, page(() => import('./routes/admin/week'))],
  [admin.recommended.path, page(() => import('./routes/admin/recommended'))],
  [admin.featuredEdit.path, page(() => import('./routes/admin/featured-edit'))],
  [admin.newInEdit.path, page(() => import('./routes/admin/new-in-edit'))],
  [admin.saleEdit.path, page(() => import('./routes/admin/sale-edit'))],
  [admin.weekEdit.path, page(() => import('./routes/admin/week-edit'))],
  [admin.recommendedEdit.path, page(() => import('./routes/admin/recommended-edit'))],
  [admin.coupons.path, page(() => import('./routes/admin/coupons'))],
  [admin.customProducts.path, page(() => import('./routes/admin/custom-products'))],
  [admin.returns.path, page(() => import('./routes/admin/returns'))],
  [admin.audit.path, page(() => import('./routes/admin/audit'))],
];

function AppRoutes() {
  return (
    <Routes>
      <Route element={<StorefrontLayout outlet={<PageOutlet />} />}>
        <Route index element={<Home />} />
        {storefrontPages.map(([path, Page]) => (
          <Route key={path} path={path} element={<Page />} />
        ))}
        <Route path="*" element={<NotFound />} />
      </Route>
      <Route element={<PageOutlet asMain />}>
        <Route path={admin.signIn.path} element={<AdminSignIn />} />
        <Route element={<AdminRoot />}>
          {adminPages.map(([path, Page]) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Route>
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
