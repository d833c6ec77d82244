// The e-mail a rejected return request sends the customer (docs/decisions.md rule 19), written in
// the same transaction as the rejection, in the shop's layout (rule 82).
import type { MailDoc, ReturnRequest } from '@shop/domain';
import { config } from '../config';
import { questionsBlock, shopperMail } from './layout';

/**
 * "Your return request ...": not accepted, the admin's reason, and how to reply. `order` names the
 * order as the shopper knows it (orderReference: its number, or an old order's id).
 */
export function returnRejectedMail(
  request: ReturnRequest,
  requestId: string,
  reason: string,
  order: string = request.orderId,
  shopUrl: string = config().shopBaseUrl,
): MailDoc {
  const news = `We are sorry: we cannot accept your return request ${requestId} for order ${order}.`;
  return shopperMail(
    request.email,
    {
      subject: `Your return request ${requestId} for order ${order}`,
      preview: news,
      greeting: 'Dear customer,',
      blocks: [
        { kind: 'text', text: news },
        { kind: 'text', text: `Reason: ${reason}` },
        questionsBlock('and quote your order number.'),
      ],
    },
    shopUrl,
  );
}
