// The mails in the shop's layout (docs/decisions.md rule 81): each one's HTML parses without a single
// WHATWG parse error (parse5, the parser browsers follow), every picture is one of the pipeline's
// 320/640 px variants with its size and alt text, the footer names the shop, and the text part is
// complete: every address the HTML links to, and every piece's name, is in it too.
import {
  DEMO_SHOP_IDENTITY,
  type CheckoutReminder,
  type MailDoc,
  type StoreProduct,
  type WithId,
} from '@shop/domain';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { backInStockMail, notifyMeConfirmationMail } from '../../functions/src/mail/back-in-stock';
import { checkoutReminderMail } from '../../functions/src/mail/checkout-reminder';
import { wishlistAlertMail } from '../../functions/src/mail/wishlist-alert';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const SHOP = 'https://shop.example';
const TOKEN = 'a'.repeat(64);

function elements(node: Node, name: string, found: Element[] = []): Element[] {
  if ('tagName' in node && node.tagName === name) found.push(node);
  const children = 'childNodes' in node ? node.childNodes : [];
  for (const child of children) elements(child, name, found);
  if ('content' in node && node.content) elements(node.content as Node, name, found);
  return found;
}

const attribute = (element: Element, name: string) => element.attrs.find((attr) => attr.name === name)?.value;

const bag: WithId<StoreProduct> = {
  id: 'bag-1',
  brand: 'PRADA',
  title: 'Re-Edition <2005> "nylon" bag',
  displayImage: '/demo/bag-1.jpg',
  displayPrice: 195_000,
  salePrice: 150_000,
} as WithId<StoreProduct>;

const reminder: Pick<CheckoutReminder, 'email' | 'firstName' | 'lines' | 'token'> = {
  email: 'anna@example.nl',
  firstName: 'Anna',
  token: TOKEN,
  lines: [
    {
      productId: 'bag-1',
      title: 'Re-Edition bag',
      image: '/demo/bag-1.jpg',
      size: null,
      qty: 1,
      unitPrice: 150_000,
    },
    {
      productId: 'belt-2',
      title: 'Belt & buckle',
      image: 'https://cdn.example/belt.jpg',
      size: '90',
      qty: 2,
      unitPrice: 40_000,
    },
  ],
};

const mails: [string, MailDoc, string[]][] = [
  ['notify me confirmation', notifyMeConfirmationMail('anna@example.nl', TOKEN, SHOP), []],
  [
    'back in stock',
    backInStockMail('anna@example.nl', bag, 'M', TOKEN, SHOP),
    ['PRADA Re-Edition <2005> "nylon" bag'],
  ],
  [
    'wishlist alert',
    wishlistAlertMail(
      'anna@example.nl',
      [
        { product: bag, reason: 'sale' },
        { product: { ...bag, id: 'bag-2', title: 'Cleo' }, reason: 'restock' },
      ],
      TOKEN,
      SHOP,
    ),
    ['PRADA Re-Edition <2005> "nylon" bag', 'PRADA Cleo'],
  ],
  ['checkout reminder', checkoutReminderMail(reminder, SHOP), ['Re-Edition bag', 'Belt & buckle']],
];

describe.each(mails)('the %s mail', (_name, mail, pieces) => {
  const errors: string[] = [];
  const document = parse(mail.message.html, {
    onParseError: (error) => errors.push(`${error.code} at ${error.startLine}:${error.startCol}`),
  });

  it('is HTML without a parse error, in English, titled with its subject', () => {
    expect(errors).toEqual([]);
    expect(mail.message.html.startsWith('<!DOCTYPE html')).toBe(true);
    expect(attribute(elements(document, 'html')[0]!, 'lang')).toBe('en');
    const title = elements(document, 'title')[0]?.childNodes[0];
    expect(title && 'value' in title ? title.value : null).toBe(mail.message.subject);
  });

  it("shows each piece's 320 or 640 px picture with its size and name, and the shop's identity below", () => {
    const images = elements(document, 'img');
    expect(images).toHaveLength(pieces.length);
    for (const image of images) {
      expect(attribute(image, 'src')).toMatch(/^https:\/\/shop\.example\/img\/(320|640)\/jpeg\?src=/);
      expect(Number(attribute(image, 'width'))).toBeGreaterThan(0);
      expect(Number(attribute(image, 'height'))).toBeGreaterThan(0);
      expect(pieces).toContain(attribute(image, 'alt'));
    }
    for (const line of [
      DEMO_SHOP_IDENTITY.legalName,
      `KvK ${DEMO_SHOP_IDENTITY.kvkNumber}`,
      DEMO_SHOP_IDENTITY.email,
    ]) {
      expect(mail.message.text).toContain(line);
    }
  });

  it('has a complete text part: every linked address and every piece', () => {
    const links = elements(document, 'a')
      .map((link) => attribute(link, 'href') ?? '')
      .filter((href) => href !== `${SHOP}/`);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(mail.message.text).toContain(href);
    for (const piece of pieces) expect(mail.message.text).toContain(piece);
    // Text a shopper's product name carries is escaped in the HTML, never markup.
    expect(mail.message.html).not.toContain('<2005>');
  });

  it('unsubscribes in one click when it is an alert (RFC 8058)', () => {
    if (pieces.length === 0) {
      expect(mail.message.headers).toBeUndefined();
      return;
    }
    expect(mail.message.headers?.['List-Unsubscribe']).toMatch(
      /^<https:\/\/shop\.example\/api\/v1\/main\/oneclickunsubscribe\?list=[a-z-]+&token=a{64}>$/,
    );
    expect(mail.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
