// An order's mails in the order's language (docs/decisions.md rule 79): its words (domain's mail
// words, not the page dictionaries), its amounts and days in that language's format, and the shop's
// addresses under that language's prefix. An order placed without a language is English.
import {
  deliveryWindow,
  fillText,
  formatDayWithWeekday,
  formatPrice,
  mailWords,
  ONE_SIZE,
  orderLanguage,
  pathInLanguage,
  type Cents,
  type Language,
  type MailWords,
  type MoneyWriting,
  type Order,
} from '@shop/domain';
import { questionsBlock, type MailBlock, type MailPiece } from './layout';

export interface OrderMailWriting {
  language: Language;
  words: MailWords;
  price: (cents: Cents) => string;
  /** An order's money in these words and this format (orderMoneyRows, vatNote). */
  money: MoneyWriting;
}

export function orderMailWriting(order: Pick<Order, 'language'>): OrderMailWriting {
  const language = orderLanguage(order);
  const words = mailWords(language);
  const price = (cents: Cents) => formatPrice(language, cents);
  return { language, words, price, money: { words: words.money, price } };
}

export const fill = fillText;

/** A product's page in the shop (`shopUrl` with a language's prefix for that language's page). */
export const productPageUrl = (shopUrl: string, productId: string) =>
  `${shopUrl.replace(/\/+$/, '')}/view?id=${encodeURIComponent(productId)}`;

/** The shop's page at `path` in a mail's language: /track, /nl/track; `/` is the home page, /nl. */
export const shopPageUrl = (
  shopUrl: string,
  { language }: Pick<OrderMailWriting, 'language'>,
  path: string,
) => `${shopUrl.replace(/\/+$/, '')}${pathInLanguage(language, path)}`;

/**
 * "between Thursday 3 December 2026 and Monday 7 December 2026": the shop's one delivery promise
 * (docs/decisions.md rule 52) for the order, in its language.
 */
export function expectedDates(
  order: Pick<Order, 'createdAt' | 'customer'>,
  writing: OrderMailWriting,
): string {
  const { earliest, latest } = deliveryWindow(order.createdAt.toMillis(), order.customer.country);
  return fill(writing.words.order.expected, {
    earliest: formatDayWithWeekday(writing.language, earliest),
    latest: formatDayWithWeekday(writing.language, latest),
  });
}

/** A piece's size as a mail names it: the one-size mark (catalogue.ts ONE_SIZE) in the mail's words. */
export const mailSize = (size: string, { words }: Pick<OrderMailWriting, 'words'>): string =>
  size === ONE_SIZE ? words.order.oneSize : size;

/** The order's lines with their pictures, "1 x Belt (size 95): € 120,00" in the text. */
export function orderPieces(
  lines: readonly Pick<
    Order['lines'][number],
    'productId' | 'title' | 'image' | 'size' | 'qty' | 'lineTotal'
  >[],
  shopUrl: string,
  writing: OrderMailWriting,
): MailPiece[] {
  const { piece, pieceWithSize } = writing.words.order;
  return lines.map((line) => ({
    name: line.size
      ? fill(pieceWithSize, { qty: line.qty, title: line.title, size: mailSize(line.size, writing) })
      : fill(piece, { qty: line.qty, title: line.title }),
    picture: line.image,
    amount: writing.price(line.lineTotal),
    href: productPageUrl(shopPageUrl(shopUrl, writing, ''), line.productId),
  }));
}

/** "Questions? Write to ... and quote your order number." in the order's language. */
export const orderQuestions = ({ words }: OrderMailWriting): MailBlock =>
  questionsBlock(words.order.quoteNumber, words.order.questions);
