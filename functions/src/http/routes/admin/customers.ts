// Admin: customers (docs/decisions.md rule 56). The list and its search, a customer's page, and the
// staff's private note on a customer.
import { customerNoteBodySchema, customersQuerySchema, type AdminCustomerNoteBody } from '@shop/domain';
import type { RequestHandler } from 'express';
import { recordBulkRead } from '../../../data/admin/bulk-reads';
import { getCustomerDetails, listCustomers, saveCustomerNote } from '../../../data/admin/customers';
import { actorOf, pathParam, type AdminRoute } from '../../admin-routes';
import { validateBody } from '../../middleware';

/**
 * GET customers[?q&limit=25&after={customerId}]: customers (accounts and guests, one per e-mail),
 * latest activity first, matching `q` (word starts of a name or e-mail, or an order number), with
 * their orders, spend net of refunds, first and last order; `next` asks for the next page. 400 for
 * a search with nothing to search by; 404 when `after` names no customer.
 */
const customers: RequestHandler = async (req, res) => {
  const page = await listCustomers(customersQuerySchema.parse(req.query));
  // A bulk read of personal data: counted in the audit log (docs/decisions.md rule 71).
  await recordBulkRead(actorOf(res), 'customers', page.customers.length, new Date());
  res.json(page);
};

/** GET customer/{customerId}: the customer page (orders, returns, addresses, note); 404 when unknown. */
const customer: RequestHandler = async (req, res) => {
  res.json(await getCustomerDetails(pathParam(req, 'customerId')));
};

/**
 * POST customernote {customerId, note}: replaces the staff's note on the customer ('' removes it),
 * audited; answers `{ note }`. 404 for no such customer.
 */
const customerNote: RequestHandler = async (req, res) => {
  const { customerId, note } = req.body as Required<AdminCustomerNoteBody>;
  res.json({ note: await saveCustomerNote(customerId, note, actorOf(res)) });
};

export const customerRoutes: AdminRoute[] = [
  { method: 'get', path: '/customers', handlers: [customers] },
  { method: 'get', path: '/customer/:customerId', handlers: [customer] },
  { method: 'post', path: '/customernote', handlers: [validateBody(customerNoteBodySchema), customerNote] },
];
