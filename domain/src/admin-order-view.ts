import type { AdminOrder } from './admin-orders';
import type { Order } from './documents';

/**
 * An order as the admin screens and the admin API show it (one copy for both): the stored
 * order with its id and `createdAt` as an ISO string, the client's payment report and the hash of
 * its payment's client secret (which only the thank-you page's check needs) left out.
 */
export function toAdminOrder(id: string, order: Order): AdminOrder {
  const { createdAt, clientReport: _clientReport, clientSecretHash: _clientSecretHash, ...fields } = order;
  return { ...fields, id, createdAt: new Date(createdAt.toMillis()).toISOString() };
}
