// The notify-me mails, as `mail` documents the Trigger Email extension sends (rule 19): the
// confirmation a guest's address gets (double opt-in; it carries nothing but the link), and the one
// "back in stock" mail per request, with the picture, the price, the product's link and a one-click
// unsubscribe (also as the List-Unsubscribe header, which mail clients show as their own button).
import {
  formatEuro,
  NOTIFY_ME_CONFIRM_HOURS,
  NOTIFY_ME_CONFIRM_PATH,
  NOTIFY_ME_UNSUBSCRIBE_PATH,
  notifyMeLink,
  pictureVariantUrl,
  pricePaid,
  productFullName,
  shopConfig,
  sizeLabel,
  type MailDoc,
  type StoreProduct,
} from '@shop/domain';
import { escapeHtml } from './html';

const absolute = (shopUrl: string, path: string) => `${shopUrl.replace(/\/+$/, '')}${path}`;

/** "Please confirm your address": the single-use link that opens the address's requests. */
export function notifyMeConfirmationMail(to: string, token: string, shopUrl: string): MailDoc {
  const { name } = shopConfig;
  const link = notifyMeLink(shopUrl, NOTIFY_ME_CONFIRM_PATH, token);
  const subject = `Please confirm your address for ${name}'s back-in-stock e-mails`;
  const text = [
    'Hello,',
    '',
    `Someone, hopefully you, asked ${name} to e-mail this address when a sold-out item is back in stock.`,
    `To confirm, open this link within ${NOTIFY_ME_CONFIRM_HOURS} hours:`,
    link,
    '',
    'If it was not you, ignore this e-mail: without confirmation we send nothing to this address.',
    '',
    name,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p>Someone, hopefully you, asked ${escapeHtml(name)} to e-mail this address when a sold-out item is back in stock.</p>`,
    `<p><a href="${escapeHtml(link)}">Confirm my address</a> (the link works for ${NOTIFY_ME_CONFIRM_HOURS} hours)</p>`,
    '<p>If it was not you, ignore this e-mail: without confirmation we send nothing to this address.</p>',
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return { to, message: { subject, text, html } };
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
  const link = absolute(shopUrl, `/view?id=${encodeURIComponent(product.id)}`);
  const unsubscribe = notifyMeLink(shopUrl, NOTIFY_ME_UNSUBSCRIBE_PATH, unsubscribeToken);
  const price = formatEuro(pricePaid(product));
  const sized = size === 'UNI' ? '' : ` in size ${sizeLabel(size)}`;
  const picture = absolute(shopUrl, pictureVariantUrl(product.displayImage, 320, 'jpeg'));
  const picture2x = absolute(shopUrl, pictureVariantUrl(product.displayImage, 640, 'jpeg'));
  const subject = `Back in stock: ${productName}`;
  const text = [
    'Hello,',
    '',
    `${productName}${sized} is back in stock at ${name}, for ${price}.`,
    `See it and order it here: ${link}`,
    '',
    'Pieces like this are often one of a kind, so we cannot hold it for you.',
    'This is the only e-mail we send about it: your request has now ended.',
    '',
    `Stop all back-in-stock e-mails with one click: ${unsubscribe}`,
    '',
    name,
  ].join('\n');
  const html = [
    '<p>Hello,</p>',
    `<p><a href="${escapeHtml(link)}"><img src="${escapeHtml(picture)}" srcset="${escapeHtml(picture)} 1x, ${escapeHtml(picture2x)} 2x" width="320" height="400" alt="${escapeHtml(productName)}"></a></p>`,
    `<p><strong>${escapeHtml(productName)}</strong>${escapeHtml(sized)} is back in stock, for ${escapeHtml(price)}.</p>`,
    `<p><a href="${escapeHtml(link)}">See it in the shop</a></p>`,
    '<p>Pieces like this are often one of a kind, so we cannot hold it for you. This is the only e-mail we send about it: your request has now ended.</p>',
    `<p><a href="${escapeHtml(unsubscribe)}">Stop all back-in-stock e-mails</a></p>`,
    `<p>${escapeHtml(name)}</p>`,
  ].join('\n');
  return {
    to,
    message: {
      subject,
      text,
      html,
      headers: { 'List-Unsubscribe': `<${unsubscribe}>` },
    },
  };
}
