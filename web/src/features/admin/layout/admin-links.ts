import { paths } from '@/config/paths';

/** The drawer's links, in admin.md's order and with its labels. */
export const adminDrawerLinks = [
  { label: 'API items', href: paths.admin.dashboard.href() },
  { label: 'My store items', href: paths.admin.store.href() },
  { label: 'Featured products', href: paths.admin.featured.href() },
  { label: 'New In products', href: paths.admin.newIn.href() },
  { label: 'Sale', href: paths.admin.sale.href() },
  { label: 'Products of the week', href: paths.admin.week.href() },
  { label: 'Recommended', href: paths.admin.recommended.href() },
  { label: 'Coupons', href: paths.admin.coupons.href() },
  { label: 'Custom products', href: paths.admin.customProducts.href() },
  { label: 'Low stock', href: paths.admin.lowStock.href() },
  { label: 'Orders', href: paths.admin.orders.href() },
  { label: 'Returns', href: paths.admin.returns.href() },
  { label: 'Customers', href: paths.admin.customers.href() },
  { label: 'Sales report', href: paths.admin.salesReport.href() },
  { label: 'VAT report', href: paths.admin.vatReport.href() },
  { label: 'Invoices', href: paths.admin.invoices.href() },
  { label: 'Audit log', href: paths.admin.audit.href() },
  { label: 'Staff and settings', href: paths.admin.staff.href() },
] as const;

/**
 * The screens only the owner opens (their API routes are the owner's in the role table,
 * functions/src/http/admin-route-roles.ts): the drawer leaves them out for staff.
 */
export const ownerOnlyHrefs: ReadonlySet<string> = new Set([
  paths.admin.audit.href(),
  paths.admin.vatReport.href(),
  paths.admin.salesReport.href(),
  paths.admin.staff.href(),
]);
