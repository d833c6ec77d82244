// The e-mail a rejected return request sends the customer (docs/decisions.md rule 19), written in
// the same transaction as the rejection, in the shop's layout (rule 82), in the language of the page
// the request came from (rule 79; English for a request stored without one).
import { fillText, mailWords, orderLanguage, type MailDoc, type ReturnRequest } from '@shop/domain';
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
  const language = orderLanguage(request);
  const { order: orderWords, returns: words } = mailWords(language);
  const names = { reference: requestId, order };
  const news = fillText(words.rejected, names);
  return shopperMail(
    request.email,
    {
      subject: fillText(words.subject, names),
      preview: news,
      greeting: words.rejectedGreeting,
      blocks: [
        { kind: 'text', text: news },
        // The staff's reason, as they wrote it.
        { kind: 'text', text: fillText(words.rejectedReason, { reason }) },
        questionsBlock(orderWords.quoteNumber, orderWords.questions),
      ],
      language,
    },
    shopUrl,
  );
}
