// The e-mail an admin's status change sends the customer (docs/decisions.md rules 17 and 19), as a `mail`
// document written in the same transaction as the change, in the shop's layout (rule 82).
import {
  deliveryDates,
  ORDER_STATUS_LABELS,
  type AdminOrderStatus,
  type MailDoc,
  type Order,
  orderReference,
} from '@shop/domain';
import { questionsBlock, shopperMail, type MailBlock } from './layout';
import { orderPieces } from './order-payment';

/**
 * What each status means for the customer, in one sentence; on its way, the days it is expected by the
 * shop's one delivery promise (docs/decisions.md rule 52).
 */
function statusNews(order: Order, status: AdminOrderStatus): string {
  switch (status) {
    case 'Order Received':
      return 'We have received your order and are preparing it for shipping.';
    case 'Out for Delivery':
      return `Your order is on its way with our courier and is expected ${deliveryDates(order.createdAt.toMillis(), order.customer.country)}.`;
    case 'Order Completed':
      return 'Your order has been delivered. We hope you enjoy it!';
  }
}

/** "Your order ...: Out for delivery": the new status, the items, and where to follow the order. */
export function orderStatusMail(
  order: Order,
  orderId: string,
  status: AdminOrderStatus,
  shopUrl: string,
): MailDoc {
  const reference = orderReference({ id: orderId, orderNumber: order.orderNumber });
  const trackUrl = `${shopUrl}/track`;
  // Out for Delivery with a shipment (POST fulfilorder): where the parcel is, on the carrier's page.
  const shipment = status === 'Out for Delivery' ? order.shipment : undefined;
  // The shopper's words for the status (docs/decisions.md rule 74); the stored value stays.
  const label = ORDER_STATUS_LABELS[status];
  return shopperMail(
    order.customer.email,
    {
      subject: `Your order ${reference}: ${label}`,
      preview: statusNews(order, status),
      greeting: `Dear ${order.customer.fullName},`,
      blocks: [
        { kind: 'text', text: `The status of your order ${reference} is now: ${label}.` },
        { kind: 'text', text: statusNews(order, status) },
        ...(shipment
          ? [
              {
                kind: 'link',
                before: `Your parcel travels with ${shipment.carrier}, tracking number ${shipment.trackingNumber}.`,
                text: `Track your parcel with ${shipment.carrier}`,
                href: shipment.trackingUrl,
              } satisfies MailBlock,
            ]
          : []),
        { kind: 'heading', text: 'Your order' },
        { kind: 'pieces', pieces: orderPieces(order.lines, shopUrl) },
        { kind: 'button', text: 'Follow your order', href: trackUrl },
        questionsBlock('and quote your order number.'),
      ],
    },
    shopUrl,
  );
}
