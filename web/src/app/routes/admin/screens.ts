import { paths } from '@/config/paths';
import type { RouteLoader } from '../../route-loaders';

const { admin } = paths;

/**
 * The admin's route table: each admin screen's module by path, plus the sign-in screen and the
 * admins-only layout. router.tsx loads this module with the first admin route, so the storefront's
 * shell carries no admin module names (scripts/bench.ts: no admin code on storefront routes).
 */
export const adminScreens: Record<string, RouteLoader> = {
  signIn: () => import('./sign-in'),
  layout: () => import('./layout'),
  acceptInvitation: () => import('./accept-invitation'),
  [admin.dashboard.path]: () => import('./dashboard'),
  [admin.store.path]: () => import('./store'),
  [admin.storeEdit.path]: () => import('./store-edit'),
  [admin.orders.path]: () => import('./orders'),
  [admin.orderDetails.path]: () => import('./order-details'),
  [admin.featured.path]: () => import('./featured'),
  [admin.supplierCatalogue.path]: () => import('./supplier-catalogue'),
  [admin.newIn.path]: () => import('./new-in'),
  [admin.sale.path]: () => import('./sale'),
  [admin.week.path]: () => import('./week'),
  [admin.recommended.path]: () => import('./recommended'),
  [admin.featuredEdit.path]: () => import('./featured-edit'),
  [admin.newInEdit.path]: () => import('./new-in-edit'),
  [admin.saleEdit.path]: () => import('./sale-edit'),
  [admin.weekEdit.path]: () => import('./week-edit'),
  [admin.recommendedEdit.path]: () => import('./recommended-edit'),
  [admin.coupons.path]: () => import('./coupons'),
  [admin.customProducts.path]: () => import('./custom-products'),
  [admin.returns.path]: () => import('./returns'),
  [admin.audit.path]: () => import('./audit'),
  [admin.vatReport.path]: () => import('./vat-report'),
  [admin.invoices.path]: () => import('./invoices'),
  [admin.lowStock.path]: () => import('./low-stock'),
  [admin.staff.path]: () => import('./staff'),
  [admin.customers.path]: () => import('./customers'),
  [admin.customer.path]: () => import('./customer'),
  [admin.salesReport.path]: () => import('./sales-report'),
};
