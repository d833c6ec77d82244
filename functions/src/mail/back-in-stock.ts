// The notify-me mails, as `mail` documents the Trigger Email extension sends (rule 19), in the shop's
// layout (layout.tsx): the confirmation a guest's address gets (double opt-in; it carries nothing but
// the link), and the one "back in stock" mail per request, with the picture, the price, the product's
// link and a one-click unsubscribe (also as the List-Unsubscribe and List-Unsubscribe-Post headers,
// which mail clients show as their own button, RFC 8058).
import {
  formatEuro,
  listUnsubscribeHeaders,
  NOTIFY_ME_CONFIRM_HOURS,
  NOTIFY_ME_CONFIRM_PATH,
  NOTIFY_ME_UNSUBSCRIBE_PATH,
  notifyMeLink,
  pricePaid,
  productFullName,
  shopConfig,
  sizeLabel,
  type MailDoc,
  type StoreProduct,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { renderShopMail } from './layout';

/** A product's page in the shop. */
export const productPageUrl = (shopUrl: string, productId: string) =>
  `${shopUrl.replace(/\/+$/, '')}/view?id=${encodeURIComponent(productId)}`;

/** "Please confirm your address": the single-use link that opens the address's requests. */
export function notifyMeConfirmationMail(to: string, token: string, shopUrl: string): MailDoc {
  const { name } = shopConfig;
  const link = notifyMeLink(shopUrl, NOTIFY_ME_CONFIRM_PATH, token);
  const message = renderShopMail(
    {
      subject: `Please confirm your address for ${name}'s back-in-stock e-mails`,
      preview: 'One click, and we e-mail you when the piece is back.',
      greeting: 'Hello,',
      blocks: [
        {
          kind: 'text',
          text: `Someone, hopefully you, asked ${name} to e-mail this address when a sold-out item is back in stock.`,
        },
        { kind: 'button', text: 'Confirm my address', href: link },
        { kind: 'text', text: `The link works for ${NOTIFY_ME_CONFIRM_HOURS} hours.` },
        {
          kind: 'text',
          text: 'If it was not you, ignore this e-mail: without confirmation we send nothing to this address.',
        },
      ],
    },
    shopIdentity(),
    shopUrl,
  );
  return { to, message };
}

/** "It is back": one per request, then the request ends. */
export function backInStockMail(
  to: string,
  product: Pick<StoreProduct, 'brand' | 'title' | 'displayImage' | 'displayPrice' | 'salePrice'> & {
    id: string;
  },
  size: string,
  unsubscribeToken: string,
  shopUrl: string,
): MailDoc {
  const { name } = shopConfig;
  const productName = productFullName(product);
  const link = productPageUrl(shopUrl, product.id);
  const price = formatEuro(pricePaid(product));
  const sized = size === 'UNI' ? '' : ` in size ${sizeLabel(size)}`;
  const message = renderShopMail(
    {
      subject: `Back in stock: ${productName}`,
      preview: `${productName}${sized} is back, for ${price}.`,
      greeting: 'Hello,',
      blocks: [
        { kind: 'text', text: `${productName}${sized} is back in stock at ${name}, for ${price}.` },
        {
          kind: 'hero',
          piece: {
            name: productName,
            picture: product.displayImage,
            detail: `${sized ? `Size ${sizeLabel(size)}, ` : ''}${price}`,
            href: link,
          },
        },
        { kind: 'button', text: 'See it and order it', href: link },
        {
          kind: 'text',
          text: 'Pieces like this are often one of a kind, so we cannot hold it for you. This is the only e-mail we send about it: your request has now ended.',
        },
      ],
      unsubscribe: {
        reason: 'You asked us to e-mail you when this piece was back.',
        text: 'Stop all back-in-stock e-mails',
        href: notifyMeLink(shopUrl, NOTIFY_ME_UNSUBSCRIBE_PATH, unsubscribeToken),
      },
    },
    shopIdentity(),
    shopUrl,
  );
  return {
    to,
    message: { ...message, headers: listUnsubscribeHeaders(shopUrl, 'notify-me', unsubscribeToken) },
  };
}
