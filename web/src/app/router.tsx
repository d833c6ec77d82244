import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { paths } from '@/config/paths';
import { StorefrontLayout } from './layouts/storefront-layout';
import { loadHome, storefrontLoaders, type RouteLoader } from './route-loaders';
import { PageOutlet } from './page-outlet';

/**
 * Every route of both specs. Each screen is its own lazily loaded module (exporting `Component`);
 * admin screens live under routes/admin and features/admin and are only loaded by an admin route,
 * so shoppers never download admin code (vite.config.ts keeps them in chunks of their own).
 *
 * Declarative routes (BrowserRouter + Routes) rather than a data router: the SPA reads its data in
 * components, and the data router's extra ~18 KiB gzipped would push every page over its JS budget.
 */
const page = (load: RouteLoader): LazyExoticComponent<ComponentType> =>
  lazy(() => load().then((module) => ({ default: module.Component })));

const Home = page(loadHome);
const storefrontPages = storefrontLoaders.map(
  ([path, load]) => [path, load === loadHome ? Home : page(load)] as const,
);

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
