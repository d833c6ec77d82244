// Who may call each admin route (docs/decisions.md rule 58): the one table of roles. adminRouter looks
// every route up here; a route missing from it is the owner's only (closed until it is declared), and
// test/api/admin-roles.test.ts fails for it, so a new admin route cannot go out without a decision.
// `staff`: the owner and staff; `owner`: the owner alone.
import type { AdminRole } from '@shop/domain';

/** The key of a route: upper-case method, a space, the Express path (e.g. `GET /lowstock`). */
export const routeKey = (method: string, path: string): string => `${method.toUpperCase()} ${path}`;

export const ADMIN_ROUTE_ROLES: Readonly<Record<string, AdminRole>> = {
  // ---- The store's products (catalogue) ----
  'GET /getallproductmainstorecount': 'staff',
  'GET /getallproductmainstore/:limit/:skip': 'staff',
  'GET /getallproductsmainstorefilterscount/:gender': 'staff',
  'GET /getallproductsmainstorefilters/:gender/:limit/:skip': 'staff',
  'GET /searchmainproductstore/:text': 'staff',
  'GET /getitemdetailsmainstore/:id': 'staff',
  'POST /updateproductmainstore': 'staff',
  'GET /deleteproductmainstore/:id': 'owner',
  'POST /addproduct': 'staff',
  'POST /addreturnproducttomainstore': 'staff',
  // Taking a product offline and back deletes nothing (docs/decisions.md rule 64).
  'POST /productvisibility': 'staff',

  // ---- Curated lists (catalogue; taking an entry off a list deletes no product) ----
  'POST /addfeaturedproductmainstore': 'staff',
  'POST /addweekproductmainstore': 'staff',
  'POST /addrecommendedproductmainstore': 'staff',
  'POST /addproductotherstore': 'staff',
  'GET /getfeaturedproduct/:id': 'staff',
  'POST /updatefeatured': 'staff',
  'PATCH /hidefeatured/:id': 'staff',
  'PATCH /unhidefeatured/:id': 'staff',
  'GET /getallfeaturedproductmainstore': 'staff',
  'GET /removefeaturedproduct/:id': 'staff',
  'GET /searchfeaturedproductstore/:text': 'staff',
  'GET /getfeaturedproductother/:id/:type': 'staff',
  'GET /getfeaturedproductother/:id': 'staff',
  'POST /updatefeaturedother': 'staff',
  'PATCH /hidenew/:id': 'staff',
  'PATCH /unhidenew/:id': 'staff',
  'PATCH /hidesale/:id': 'staff',
  'PATCH /unhidesale/:id': 'staff',
  'GET /getallfeaturedproductmainstoreother/:type': 'staff',
  'GET /removefeaturedproductother/:id/:type': 'staff',
  'GET /searchnewinproductstore/:text': 'staff',
  'GET /searchsaleproductstore/:text': 'staff',
  'GET /getweekproduct/:id': 'staff',
  'POST /updateweekproduct': 'staff',
  'PATCH /hideweek/:id': 'staff',
  'PATCH /unhideweek/:id': 'staff',
  'GET /getallweekproductmainstore': 'staff',
  'GET /removeweekproduct/:id': 'staff',
  'GET /searchweekproductstore/:text': 'staff',
  'GET /getrecommendproduct/:id': 'staff',
  'POST /updaterecommendproduct': 'staff',
  'PATCH /hiderecommended/:id': 'staff',
  'PATCH /unhiderecommended/:id': 'staff',
  'GET /getallrecommendedproductmainstoreother': 'staff',
  'DELETE /removerecommendedproductmainstore/:id': 'staff',
  'GET /removerecommendedproductmainstore/:id': 'staff',
  'GET /searchrecommendedproductstore/:text': 'staff',

  // ---- The supplier's catalogue and its sync (catalogue) ----
  'GET /getproductsmainstoreagain/:category': 'staff',
  'GET /getproductsmainstoreagainbrands/:category': 'staff',
  'GET /getproductsmainstoreagainskip/:category/:skip': 'staff',
  'GET /getproductsmainstoreagainapplyfilters/:category/:brand/:subcategory/:gender': 'staff',
  'GET /findproducts/:text/:category': 'staff',
  'GET /pricefilteradmindashboard/:category/:order': 'staff',
  'POST /updateproducts': 'staff',
  'GET /updateproductsstatus': 'staff',

  // ---- Stock (catalogue) ----
  'POST /updatestock': 'staff',
  'GET /lowstock': 'staff',
  'GET /stockcounts': 'staff',

  // ---- Orders, shipping and returns ----
  // All Orders for staff, who may not list customers' orders in Firestore (docs/decisions.md rule 71).
  'GET /adminorders': 'staff',
  'GET /ordersoverview': 'staff',
  'GET /getalltheordersmainstore': 'staff',
  'GET /getalltheordersmainstorecomp': 'staff',
  'GET /getalltheordersmainstorenotcomp': 'staff',
  'GET /getorderdetails/:userId/:orderId': 'staff',
  'GET /getuserdetails/:userId': 'staff',
  'POST /updateorderstatusmainstore': 'staff',
  // Staff cancel and refund up to the owner's limit (the routes check the amount: refundRefusal).
  'POST /cancelorder': 'staff',
  'POST /refundorder': 'staff',
  'POST /fulfilorder': 'staff',
  'DELETE /deleteorder/:orderId': 'owner',
  'GET /deleteorder/:orderId': 'owner',
  'POST /archiveorder': 'staff',
  'GET /getreturnrequests': 'staff',
  'GET /getorderrefunds/:orderId': 'staff',
  'POST /approvereturnrequest': 'staff',
  'POST /rejectreturnrequest': 'staff',

  // ---- Customers: staff look a customer up to help them and keep the note (no export) ----
  'GET /customers': 'staff',
  'GET /customer/:customerId': 'staff',
  'POST /customernote': 'staff',

  // ---- Coupons: staff see them (to help a shopper); giving money away is the owner's ----
  'GET /getcouponitems': 'staff',
  'POST /couponitems': 'owner',
  'DELETE /deletecouponitems/:id': 'owner',
  'GET /deletecouponitems/:id': 'owner',

  // ---- The owner's: the books, the personal-data export, oversight, the team and settings ----
  'GET /exportorders': 'owner',
  'GET /vatreport': 'owner',
  'GET /salesreport': 'owner',
  // Today's sales figures are the books too (docs/decisions.md rule 69).
  'GET /todaysales': 'owner',

  // The issued invoices and credit notes: staff answer customers' questions about theirs (rule 67).
  'GET /invoices': 'staff',
  'GET /getauditlog': 'owner',
  'GET /staff': 'owner',
  'POST /staff': 'owner',
  'DELETE /staff/:userId': 'owner',
  'GET /staffinvitations': 'owner',
  'POST /staffinvitations/:invitationId/resend': 'owner',
  'DELETE /staffinvitations/:invitationId': 'owner',
  // Staff read the settings so their screens can say what their refund limit is.
  'GET /settings': 'staff',
  'POST /settings': 'owner',
};

/** The role a route needs; undefined when the table does not declare it. */
export function declaredRole(method: string, path: string): AdminRole | undefined {
  return ADMIN_ROUTE_ROLES[routeKey(method, path)];
}
