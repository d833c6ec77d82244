// The e-mail an admin's status change sends the customer (docs/decisions.md rules 17 and 19), as a `mail`
// document written in the same transaction as the change, in the shop's layout (rule 82), in the
// order's language (rule 79).
import { type AdminOrderStatus, type MailDoc, type Order, orderReference } from '@shop/domain';
import { shopperMail, type MailBlock } from './layout';
import {
  expectedDates,
  fill,
  orderMailWriting,
  orderPieces,
  orderQuestions,
  shopPageUrl,
  type OrderMailWriting,
} from './order-words';

/**
 * What each status means for the customer, in one sentence; on its way, the days it is expected by the
 * shop's one delivery promise (docs/decisions.md rule 52).
 */
function statusNews(order: Order, status: AdminOrderStatus, writing: OrderMailWriting): string {
  const words = writing.words.status;
  switch (status) {
    case 'Order Received':
      return words.received;
    case 'Out for Delivery':
      return fill(words.onItsWay, { dates: expectedDates(order, writing) });
    case 'Order Completed':
      return words.delivered;
  }
}

/** The shopper's words for a status (docs/decisions.md rule 74); the stored value stays. */
function statusLabel(status: AdminOrderStatus, { words }: OrderMailWriting): string {
  switch (status) {
    case 'Order Received':
      return words.status.orderReceived;
    case 'Out for Delivery':
      return words.status.outForDelivery;
    case 'Order Completed':
      return words.status.orderCompleted;
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
  const writing = orderMailWriting(order);
  const words = writing.words.status;
  // Out for Delivery with a shipment (POST fulfilorder): where the parcel is, on the carrier's page.
  const shipment = status === 'Out for Delivery' ? order.shipment : undefined;
  const label = statusLabel(status, writing);
  const news = statusNews(order, status, writing);
  return shopperMail(
    order.customer.email,
    {
      subject: fill(words.subject, { reference, status: label }),
      preview: news,
      greeting: fill(writing.words.order.greeting, { name: order.customer.fullName }),
      blocks: [
        { kind: 'text', text: fill(words.now, { reference, status: label }) },
        { kind: 'text', text: news },
        ...(shipment
          ? [
              {
                kind: 'link',
                before: fill(words.parcel, { carrier: shipment.carrier, number: shipment.trackingNumber }),
                text: fill(words.trackParcel, { carrier: shipment.carrier }),
                href: shipment.trackingUrl,
              } satisfies MailBlock,
            ]
          : []),
        { kind: 'heading', text: words.yourOrder },
        { kind: 'pieces', pieces: orderPieces(order.lines, shopUrl, writing) },
        { kind: 'button', text: writing.words.order.follow, href: shopPageUrl(shopUrl, writing, '/track') },
        orderQuestions(writing),
      ],
      language: writing.language,
    },
    shopUrl,
  );
}
