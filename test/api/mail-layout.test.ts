// Every mail to a shopper, in the shop's layout (docs/decisions.md rule 82): each one's HTML parses without a single
// WHATWG parse error (parse5, the parser browsers follow), every picture is one of the pipeline's
// 320/640 px variants with its size and alt text, the footer names the shop, and the text part is
// complete: every address the HTML links to, and every piece's name, is in it too.
import {
  DEMO_SHOP_IDENTITY,
  type CheckoutReminder,
  type MailDoc,
  type MailList,
  type RefundDoc,
  type ReturnRequest,
  type StoreContactParsed,
  type StoreProduct,
  type StoreReturnRequestParsed,
  type WithId,
} from '@shop/domain';
import { Timestamp } from 'firebase-admin/firestore';
import { en } from '../../domain/src/dictionaries/en';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { describe, expect, it } from 'vitest';
import { accountDeletedMail } from '../../functions/src/mail/account-deleted';
import { accountVerificationMail } from '../../functions/src/mail/account-verification';
import { backInStockMail, notifyMeConfirmationMail } from '../../functions/src/mail/back-in-stock';
import { contactReceiptMail } from '../../functions/src/mail/contact-receipt';
import {
  newsletterConfirmationMail,
  newsletterWelcomeMail,
} from '../../functions/src/mail/newsletter-welcome';
import { orderCancelledMail } from '../../functions/src/mail/order-cancelled';
import { orderConfirmationMail, orderRefundMail } from '../../functions/src/mail/order-payment';
import { orderRefundedMail } from '../../functions/src/mail/order-refund';
import { orderStatusMail } from '../../functions/src/mail/order-status';
import { returnRejectedMail } from '../../functions/src/mail/return-rejected';
import { returnRequestReceiptMail } from '../../functions/src/mail/return-request-receipt';
import { checkoutReminderMail } from '../../functions/src/mail/checkout-reminder';
import { wishlistAlertMail } from '../../functions/src/mail/wishlist-alert';
import { buildOrder } from './factories';

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

const order = buildOrder({
  userId: 'visitor-1',
  lines: [
    {
      productId: 'bag-1',
      sku: 'S1',
      title: 'Re-Edition bag',
      image: '/demo/bag-1.jpg',
      size: null,
      unitPrice: 150_000,
      qty: 1,
      lineTotal: 150_000,
    },
    {
      productId: 'belt-2',
      sku: 'S2',
      title: 'Belt',
      image: 'https://cdn.example/belt.jpg',
      size: '90',
      unitPrice: 20_000,
      qty: 2,
      lineTotal: 40_000,
    },
  ],
  totals: { goods: 190_000, discount: 0, shipping: 0, vat: 32_975, payable: 190_000, vatFree: false },
  totalItems: 3,
  status: 'Out for Delivery',
  paymentIntentId: 'pi_1',
  orderNumber: 'MB-2026-000042',
  shipment: {
    carrier: 'PostNL',
    trackingNumber: '3SABCD1234567',
    trackingUrl: 'https://jouw.postnl.nl/track-and-trace/3SABCD1234567-NL-1015AA',
    shippedAt: Timestamp.now(),
  },
});
const orderPieces = ['1 x Re-Edition bag', '2 x Belt (size 90)'];
const refund = { amount: 40_000, lineQty: [0, 2] } as RefundDoc;
const returnRequest = {
  orderId: 'MB-2026-000042',
  email: 'anna@example.nl',
  items: 'Belt\nScarf',
  reason: 'Too long',
  language: 'en',
};

interface MailCase {
  name: string;
  mail: MailDoc;
  /** The pieces it shows, by their pictures' alt text. */
  pieces: string[];
  /** The list a marketing or alert mail unsubscribes from. */
  list?: MailList;
}

const mails: MailCase[] = [
  { name: 'order confirmation', mail: orderConfirmationMail(order, 'o1', SHOP), pieces: orderPieces },
  { name: 'sold-out refund', mail: orderRefundMail(order, 'o1', ['Belt'], SHOP), pieces: orderPieces },
  { name: 'shipping', mail: orderStatusMail(order, 'o1', 'Out for Delivery', SHOP), pieces: orderPieces },
  {
    name: 'cancellation',
    mail: orderCancelledMail(order, 'o1', 'Suspected fraud', true, SHOP),
    pieces: orderPieces,
  },
  { name: 'refund', mail: orderRefundedMail(order, 'o1', refund, SHOP), pieces: ['2 x Belt (size 90)'] },
  {
    name: 'return rejected',
    mail: returnRejectedMail(
      { ...returnRequest, state: 'Rejected' } as ReturnRequest,
      'R1',
      'Worn',
      'MB-2026-000042',
      SHOP,
    ),
    pieces: [],
  },
  {
    name: 'return receipt',
    mail: returnRequestReceiptMail(returnRequest as StoreReturnRequestParsed, 'R1', SHOP, en),
    pieces: [],
  },
  {
    name: 'contact receipt',
    mail: contactReceiptMail({ email: 'anna@example.nl', language: 'en' } as StoreContactParsed, SHOP, en),
    pieces: [],
  },
  {
    name: 'newsletter confirmation',
    mail: newsletterConfirmationMail('anna@example.nl', TOKEN, SHOP, 'en'),
    pieces: [],
  },
  {
    name: 'newsletter welcome',
    mail: newsletterWelcomeMail('anna@example.nl', TOKEN, SHOP, 'en'),
    pieces: [],
    list: 'newsletter',
  },
  {
    name: 'account verification',
    mail: accountVerificationMail(
      'anna@example.nl',
      'Anna',
      `${SHOP}/__/auth/action?mode=verifyEmail`,
      'en',
      SHOP,
    ),
    pieces: [],
  },
  { name: 'account deleted', mail: accountDeletedMail('anna@example.nl', 2, 'en', SHOP), pieces: [] },
  {
    name: 'notify me confirmation',
    mail: notifyMeConfirmationMail('anna@example.nl', TOKEN, SHOP, 'en'),
    pieces: [],
  },
  {
    name: 'back in stock',
    mail: backInStockMail({ email: 'anna@example.nl', size: 'M' }, bag, TOKEN, SHOP),
    pieces: ['PRADA Re-Edition <2005> "nylon" bag'],
    list: 'notify-me',
  },
  {
    name: 'wishlist alert',
    mail: wishlistAlertMail(
      'anna@example.nl',
      [
        { product: bag, reason: 'sale' },
        { product: { ...bag, id: 'bag-2', title: 'Cleo' }, reason: 'restock' },
      ],
      TOKEN,
      SHOP,
    ),
    pieces: ['PRADA Re-Edition <2005> "nylon" bag', 'PRADA Cleo'],
    list: 'wishlist-alerts',
  },
  {
    name: 'checkout reminder',
    mail: checkoutReminderMail(reminder, SHOP),
    pieces: ['Re-Edition bag', 'Belt & buckle'],
    list: 'checkout-reminder',
  },
];

describe.each(mails)('the $name mail', ({ mail, pieces, list }) => {
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
      .map((link) => (attribute(link, 'href') ?? '').replace(/^mailto:/, ''))
      .filter((href) => href !== `${SHOP}/`);
    expect(links.length).toBeGreaterThan(0);
    for (const href of links) expect(mail.message.text).toContain(href);
    for (const piece of pieces) expect(mail.message.text).toContain(piece);
    // Text a shopper's product name carries is escaped in the HTML, never markup.
    expect(mail.message.html).not.toContain('<2005>');
  });

  it('unsubscribes in one click when it is a marketing or alert mail (RFC 8058)', () => {
    if (!list) {
      expect(mail.message.headers).toBeUndefined();
      return;
    }
    expect(mail.message.headers?.['List-Unsubscribe']).toBe(
      `<https://shop.example/api/v1/main/oneclickunsubscribe?list=${list}&token=${TOKEN}>`,
    );
    expect(mail.message.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  });
});
