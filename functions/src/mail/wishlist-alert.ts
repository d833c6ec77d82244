// The wishlist alert (docs/decisions.md rule 80): one mail with the saved pieces that went on sale or
// came back in stock since the last one, at most one a day, with the one-click unsubscribe (the
// storefront's page in the footer, and the List-Unsubscribe headers for the mail client's button).
import {
  formatEuro,
  listUnsubscribeHeaders,
  mailUnsubscribePageUrl,
  pricePaid,
  productFullName,
  shopConfig,
  WISHLIST_ALERT_REASONS,
  type MailDoc,
  type StoreProduct,
  type WishlistAlertReason,
} from '@shop/domain';
import { shopIdentity } from '../config';
import { productPageUrl } from './order-words';
import { renderShopMail } from './layout';

export interface WishlistAlertPiece {
  product: Pick<StoreProduct, 'brand' | 'title' | 'displayImage' | 'displayPrice' | 'salePrice'> & {
    id: string;
  };
  reason: WishlistAlertReason;
}

export function wishlistAlertMail(
  to: string,
  pieces: readonly WishlistAlertPiece[],
  unsubscribeToken: string,
  shopUrl: string,
): MailDoc {
  const { name } = shopConfig;
  const [first] = pieces;
  const names = pieces.map(({ product }) => productFullName(product));
  const subject =
    pieces.length === 1 && first
      ? `${WISHLIST_ALERT_REASONS[first.reason]}: ${names[0]}`
      : `${pieces.length} pieces in your wishlist: on sale or back in stock`;
  const unsubscribe = mailUnsubscribePageUrl(shopUrl, 'wishlist-alerts', unsubscribeToken);
  const message = renderShopMail(
    {
      subject,
      preview: names.join(', '),
      greeting: 'Hello,',
      blocks: [
        {
          kind: 'text',
          text:
            pieces.length === 1
              ? `A piece you saved at ${name} has news:`
              : `${pieces.length} pieces you saved at ${name} have news:`,
        },
        {
          kind: 'pieces',
          pieces: pieces.map(({ product, reason }, index) => ({
            name: names[index]!,
            picture: product.displayImage,
            detail: `${WISHLIST_ALERT_REASONS[reason]}: ${formatEuro(pricePaid(product))}`,
            href: productPageUrl(shopUrl, product.id),
          })),
        },
        {
          kind: 'button',
          text: 'See your wishlist',
          href: `${shopUrl.replace(/\/+$/, '')}/wishlist`,
        },
        {
          kind: 'text',
          text: 'Pieces like these are often one of a kind, so we cannot hold them for you.',
        },
      ],
      unsubscribe: {
        reason: 'You switched on wishlist alerts (at most one e-mail a day).',
        text: 'Switch them off',
        href: unsubscribe,
      },
    },
    shopIdentity(),
    shopUrl,
  );
  return {
    to,
    message: { ...message, headers: listUnsubscribeHeaders(shopUrl, 'wishlist-alerts', unsubscribeToken) },
  };
}
