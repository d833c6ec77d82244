// The shop's own mails as `mail` documents (docs/decisions.md rule 59): the content is domain's
// (domain/src/shop-mails.ts); here they get their addressees.
import { orderReference, paidOrderShopMail, type MailDoc, type Order } from '@shop/domain';
import { shopIdentity } from '../config';

/** To the shop's service address: an order is paid. */
export function paidOrderMail(order: Order, orderId: string, shopUrl: string): MailDoc {
  const message = paidOrderShopMail(
    {
      orderId,
      userId: order.userId,
      reference: orderReference({ id: orderId, orderNumber: order.orderNumber }),
      total: order.totals.payable,
      country: order.customer.country,
      lines: order.lines,
    },
    shopUrl,
  );
  return { to: shopIdentity().email, message };
}
