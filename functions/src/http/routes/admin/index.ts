// Every admin call, in one table (app.ts mounts it; the API tests walk it to prove that each one
// refuses anonymous visitors and signed-in non-admins).
import { adminRouter as routerFor, type AdminRoute } from '../../admin-routes';
import { auditRoutes } from './audit';
import { bookRoutes } from './books';
import { couponRoutes } from './coupons';
import { invoiceRoutes } from './invoices';
import { listRoutes } from './lists';
import { staffRoutes } from './staff';
import { orderListRoutes } from './order-list';
import { orderRoutes } from './orders';
import { productVisibilityRoutes } from './product-visibility';
import { customerRoutes } from './customers';
import { salesRoutes } from './sales';
import { stockRoutes } from './stock';
import { storeRoutes } from './store';
import { supplierRoutes } from './supplier';
import { syncRoutes } from './sync';

export const adminRoutes: readonly AdminRoute[] = [
  ...orderRoutes,
  ...orderListRoutes,
  ...couponRoutes,
  ...storeRoutes,
  ...listRoutes,
  ...supplierRoutes,
  ...syncRoutes,
  ...auditRoutes,
  ...bookRoutes,
  ...invoiceRoutes,
  ...stockRoutes,
  ...staffRoutes,
  ...productVisibilityRoutes,
  ...customerRoutes,
  ...salesRoutes,
];

export const adminRouter = routerFor(adminRoutes);
