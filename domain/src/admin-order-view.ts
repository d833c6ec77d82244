import type { AdminOrder } from './admin-orders';
import type { Order } from './documents';

/**
 * An order as the admin screens and the admin API show it (one copy for both): the stored
 * order with its id and `createdAt` as an ISO string, the client's payment report left out.
 */
export function toAdminOrder(id: string, order: Order): AdminOrder {
  const { createdAt, clientReport: _clientReport, ...fields } = order;
  return { ...fields, id, createdAt: new Date(createdAt.toMillis()).toISOString() };
}
