// The notify-me mails, as `mail` documents the Trigger Email extension sends (rule 19), in the shop's
// layout (layout.tsx): the confirmation a guest's address gets (double opt-in; it carries nothing but
// the link), and the one "back in stock" mail per request, with the picture, the price, the product's
// link and a one-click unsubscribe (also as the List-Unsubscribe and List-Unsubscribe-Post headers,
// which mail clients show as their own button, RFC 8058), in the language of the page the request
// was made on (docs/decisions.md rule 79), its links under that language's prefix.
import {
  fillText,
  listUnsubscribeHeaders,
  mailWords,
  NOTIFY_ME_CONFIRM_HOURS,
  NOTIFY_ME_CONFIRM_PATH,
  NOTIFY_ME_UNSUBSCRIBE_PATH,
  notifyMeLink,
  ONE_SIZE,
  pricePaid,
  productFullName,
  shopConfig,
  type Language,
  type MailDoc,
  type NotifyRequest,
  type StoreProduct,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { renderShopMail } from './layout';
import { mailSize, orderMailWriting, productPageUrl, shopPageUrl } from './order-words';

/** "Please confirm your address": the single-use link that opens the address's requests. */
export function notifyMeConfirmationMail(
  to: string,
  token: string,
  shopUrl: string,
  language: Language,
): MailDoc {
  const { common, backInStock: words } = mailWords(language);
  const shop = shopConfig.name;
  const link = notifyMeLink(shopPageUrl(shopUrl, { language }, ''), NOTIFY_ME_CONFIRM_PATH, token);
  const message = renderShopMail(
    {
      subject: fillText(words.confirmSubject, { shop }),
      preview: words.confirmPreview,
      greeting: common.hello,
      blocks: [
        { kind: 'text', text: fillText(words.confirmAsked, { shop }) },
        { kind: 'button', text: words.confirmButton, href: link },
        { kind: 'text', text: fillText(common.linkHours, { hours: NOTIFY_ME_CONFIRM_HOURS }) },
        { kind: 'text', text: words.notYou },
      ],
      language,
    },
    shopIdentity(),
    shopUrl,
  );
  return { to, message };
}

/** "It is back": one per request, then the request ends; in the request's language. */
export function backInStockMail(
  { email: to, size, language }: Pick<NotifyRequest, 'email' | 'size' | 'language'>,
  product: Pick<StoreProduct, 'brand' | 'title' | 'displayImage' | 'displayPrice' | 'salePrice'> & {
    id: string;
  },
  unsubscribeToken: string,
  shopUrl: string,
): MailDoc {
  // A request made before languages has none: English.
  const writing = orderMailWriting({ language });
  const { common, backInStock: words } = writing.words;
  const shopInLanguage = shopPageUrl(shopUrl, writing, '');
  const names = {
    shop: shopConfig.name,
    product: productFullName(product),
    price: writing.price(pricePaid(product)),
    size: mailSize(size, writing),
  };
  // A one-size piece's mail names no size.
  const sized = size !== ONE_SIZE;
  const link = productPageUrl(shopInLanguage, product.id);
  const message = renderShopMail(
    {
      subject: fillText(words.subject, names),
      preview: fillText(sized ? words.previewSized : words.preview, names),
      greeting: common.hello,
      blocks: [
        { kind: 'text', text: fillText(sized ? words.backSized : words.back, names) },
        {
          kind: 'hero',
          piece: {
            name: names.product,
            picture: product.displayImage,
            detail: sized ? fillText(words.detailSized, names) : names.price,
            href: link,
          },
        },
        { kind: 'button', text: words.button, href: link },
        { kind: 'text', text: words.once },
      ],
      unsubscribe: {
        reason: words.why,
        text: words.unsubscribe,
        href: notifyMeLink(shopInLanguage, NOTIFY_ME_UNSUBSCRIBE_PATH, unsubscribeToken),
      },
      language: writing.language,
    },
    shopIdentity(),
    shopUrl,
  );
  return {
    to,
    message: { ...message, headers: listUnsubscribeHeaders(shopUrl, 'notify-me', unsubscribeToken) },
  };
}
