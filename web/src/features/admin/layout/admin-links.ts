import { paths } from '@/config/paths';

/**
 * The drawer's links, in admin.md's order and with its labels; `page` names the page in the top bar
 * where the link's label alone would not.
 */
export const adminDrawerLinks: readonly { label: string; href: string; page?: string }[] = [
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
  // Today's overview sits on top of All Orders: the page the admin lands on after signing in.
  { label: 'Orders', href: paths.admin.orders.href(), page: 'Today and orders' },
  { label: 'Returns', href: paths.admin.returns.href() },
  { label: 'Customers', href: paths.admin.customers.href() },
  { label: 'Sales report', href: paths.admin.salesReport.href() },
  { label: 'VAT report', href: paths.admin.vatReport.href() },
  { label: 'Invoices', href: paths.admin.invoices.href() },
  { label: 'Audit log', href: paths.admin.audit.href() },
  { label: 'Staff and settings', href: paths.admin.staff.href() },
];

/** The pages reached from another (not in the drawer), named for the top bar. */
const innerPages: Readonly<Record<string, string>> = {
  [paths.admin.storeEdit.path]: 'Edit store item',
  [paths.admin.orderDetails.path]: 'Order details',
  [paths.admin.supplierCatalogue.path]: 'Supplier catalogue',
  [paths.admin.featuredEdit.path]: 'Edit featured product',
  [paths.admin.newInEdit.path]: 'Edit New In product',
  [paths.admin.saleEdit.path]: 'Edit sale product',
  [paths.admin.weekEdit.path]: 'Edit product of the week',
  [paths.admin.recommendedEdit.path]: 'Edit recommended product',
  [paths.admin.customer.path]: 'Customer',
};

/** The name of the admin page at `pathname`, for the top bar ("Dashboard" for one not named here). */
export function adminPageName(pathname: string): string {
  const link = adminDrawerLinks.find((entry) => entry.href === pathname);
  return link ? (link.page ?? link.label) : (innerPages[pathname] ?? 'Dashboard');
}

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
