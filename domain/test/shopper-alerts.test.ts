// The rules of the mails a shopper opts in to besides notify me: wishlist alerts (rule 80), the
// unpaid checkout's reminder (rule 81) and the one-click unsubscribe headers (rule 82).
import { describe, expect, it } from 'vitest';
import {
  cartContents,
  checkoutReminderDue,
  checkoutReminderLink,
  checkoutReminderVerdict,
  freshWishlistNews,
  listUnsubscribeHeaders,
  mailUnsubscribePageUrl,
  mostWanted,
  nextWishlistAlertAt,
  storeNotifyMeBodySchema,
  storeWishlistAlertsBodySchema,
  wishlistAlertReason,
  withWishlistNews,
  WISHLIST_ALERT_MAX_PIECES,
  type Variant,
} from '../src/index';
import { createSize, createSizedProduct, instant } from './factories';

const product = (variants: Variant[], prices: { displayPrice?: number; salePrice?: number | null } = {}) =>
  createSizedProduct(variants, {
    displayPrice: prices.displayPrice ?? 100_000,
    salePrice: prices.salePrice ?? null,
  });

describe('wishlistAlertReason', () => {
  it('is restock when nothing was in stock and something is now, in any size', () => {
    expect(
      wishlistAlertReason(
        product([createSize('S', 0), createSize('M', 0)]),
        product([createSize('S', 0), createSize('M', 1)]),
      ),
    ).toBe('restock');
  });

  it('is sale when a sale price appears or goes lower, and nothing for a sale that ends or a price that rises', () => {
    const sizes = [createSize('M', 2)];
    expect(wishlistAlertReason(product(sizes), product(sizes, { salePrice: 80_000 }))).toBe('sale');
    expect(
      wishlistAlertReason(product(sizes, { salePrice: 80_000 }), product(sizes, { salePrice: 70_000 })),
    ).toBe('sale');
    expect(wishlistAlertReason(product(sizes, { salePrice: 80_000 }), product(sizes))).toBeNull();
    expect(wishlistAlertReason(product(sizes), product(sizes, { displayPrice: 90_000 }))).toBeNull();
  });

  it('is nothing for a product still in stock, one sold out on sale, offline, new or deleted', () => {
    expect(wishlistAlertReason(product([createSize('M', 1)]), product([createSize('M', 3)]))).toBeNull();
    expect(
      wishlistAlertReason(product([createSize('M', 0)]), product([createSize('M', 0)], { salePrice: 1 })),
    ).toBeNull();
    expect(
      wishlistAlertReason(product([createSize('M', 0)]), { ...product([createSize('M', 1)]), online: false }),
    ).toBeNull();
    expect(wishlistAlertReason(undefined, product([createSize('M', 1)]))).toBeNull();
    expect(wishlistAlertReason(product([createSize('M', 0)]), undefined)).toBeNull();
  });
});

describe('the wishlist alert mail: at most one a day', () => {
  const now = new Date('2026-03-10T12:00:00Z');

  it('may go at once without an earlier mail, else a day after the last', () => {
    expect(nextWishlistAlertAt(null, now)).toEqual(now);
    const lastMorning = instant('2026-03-10T08:00:00Z');
    expect(nextWishlistAlertAt(lastMorning, now)).toEqual(new Date('2026-03-11T08:00:00Z'));
    expect(nextWishlistAlertAt(instant('2026-03-09T11:00:00Z'), now)).toEqual(now);
  });

  it('keeps one piece of news per product (the newest), at most WISHLIST_ALERT_MAX_PIECES, and drops stale news', () => {
    const at = instant('2026-03-10T10:00:00Z');
    let news = withWishlistNews([], { productId: 'a', reason: 'sale', at });
    news = withWishlistNews(news, { productId: 'a', reason: 'restock', at });
    expect(news).toEqual([{ productId: 'a', reason: 'restock', at }]);
    for (let index = 0; index < WISHLIST_ALERT_MAX_PIECES + 3; index += 1) {
      news = withWishlistNews(news, { productId: `p${index}`, reason: 'sale', at });
    }
    expect(news).toHaveLength(WISHLIST_ALERT_MAX_PIECES);
    expect(news.at(-1)?.productId).toBe(`p${WISHLIST_ALERT_MAX_PIECES + 2}`);
    const old = { productId: 'old', reason: 'sale' as const, at: instant('2026-03-01T10:00:00Z') };
    expect(freshWishlistNews([old, ...news], now)).toEqual(news);
  });

  it('is switched on or off with where it was done, and nothing else', () => {
    expect(storeWishlistAlertsBodySchema.parse({ enabled: true, source: 'account' })).toEqual({
      enabled: true,
      source: 'account',
    });
    expect(storeWishlistAlertsBodySchema.safeParse({ enabled: 'yes', source: 'account' }).success).toBe(
      false,
    );
    expect(storeWishlistAlertsBodySchema.safeParse({ enabled: true, source: 'mail' }).success).toBe(false);
  });
});

describe('checkoutReminderVerdict', () => {
  const checkoutAt = new Date('2026-03-10T12:00:00Z');
  const lines = [
    { productId: 'bag', size: null, qty: 1, title: 'Bag', image: '/bag.jpg', unitPrice: 100_000 },
    { productId: 'belt', size: '90', qty: 2, title: 'Belt', image: '/belt.jpg', unitPrice: 20_000 },
  ];
  const reminder = {
    consent: 'E-mail me one reminder',
    dueAt: instant(checkoutReminderDue(checkoutAt).toISOString()),
    lines,
  };
  const unpaid = { payment: 'Pending' as const, status: 'Pending payment' as const };
  const inStock = () => 5;
  const dayLater = new Date('2026-03-11T12:30:00Z');

  it('sends a day after the checkout, while the order is unpaid (or its payment failed), the cart the same and the stock there', () => {
    expect(checkoutReminderDue(checkoutAt)).toEqual(new Date('2026-03-11T12:00:00Z'));
    expect(checkoutReminderVerdict(reminder, unpaid, lines, inStock, dayLater)).toBe('send');
    const failed = { payment: 'Failed' as const, status: 'Payment failed' as const };
    expect(checkoutReminderVerdict(reminder, failed, [...lines].reverse(), inStock, dayLater)).toBe('send');
  });

  it('waits until it is due, and gives up once it is days late', () => {
    expect(checkoutReminderVerdict(reminder, unpaid, lines, inStock, new Date('2026-03-11T11:59:00Z'))).toBe(
      'not-yet',
    );
    expect(checkoutReminderVerdict(reminder, unpaid, lines, inStock, new Date('2026-03-15T12:00:00Z'))).toBe(
      'too-late',
    );
    expect(checkoutReminderVerdict({ ...reminder, dueAt: null }, unpaid, lines, inStock, dayLater)).toBe(
      'too-late',
    );
  });

  it('sends nothing without the consent, for a paid, cancelled or deleted order, a changed cart or stock gone', () => {
    expect(checkoutReminderVerdict({ ...reminder, consent: '' }, unpaid, lines, inStock, dayLater)).toBe(
      'no-consent',
    );
    const paid = { payment: 'Paid' as const, status: 'Order Received' as const };
    expect(checkoutReminderVerdict(reminder, paid, lines, inStock, dayLater)).toBe('settled');
    expect(checkoutReminderVerdict(reminder, null, lines, inStock, dayLater)).toBe('settled');
    const cancelled = { payment: 'Pending' as const, status: 'Cancelled' as const };
    expect(checkoutReminderVerdict(reminder, cancelled, lines, inStock, dayLater)).toBe('settled');
    const oneLess = [lines[0]!, { ...lines[1]!, qty: 1 }];
    expect(checkoutReminderVerdict(reminder, unpaid, oneLess, inStock, dayLater)).toBe('cart-changed');
    expect(checkoutReminderVerdict(reminder, unpaid, [], inStock, dayLater)).toBe('cart-changed');
    const beltLow = (productId: string) => (productId === 'belt' ? 1 : 5);
    expect(checkoutReminderVerdict(reminder, unpaid, lines, beltLow, dayLater)).toBe('stock-gone');
    expect(checkoutReminderVerdict(reminder, unpaid, lines, () => null, dayLater)).toBe('stock-gone');
  });

  it('compares carts by product, size and quantity', () => {
    expect(cartContents([{ productId: 'a', size: 'S', qty: 1 }])).not.toEqual(
      cartContents([{ productId: 'a', size: 'M', qty: 1 }]),
    );
    expect(checkoutReminderLink('https://shop.example/', 'ab')).toBe('https://shop.example/cart?restore=ab');
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('names the API address with the list and token, and says it takes a one-click POST', () => {
    const token = 'a'.repeat(64);
    expect(listUnsubscribeHeaders('https://shop.example/', 'wishlist-alerts', token)).toEqual({
      'List-Unsubscribe': `<https://shop.example/api/v1/main/oneclickunsubscribe?list=wishlist-alerts&token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(mailUnsubscribePageUrl('https://shop.example', 'checkout-reminder', token)).toBe(
      `https://shop.example/unsubscribe?list=checkout-reminder&token=${token}`,
    );
  });
});

describe('notify me in one tap', () => {
  it("takes a body without an address (the account's verified one is used), and still checks one given", () => {
    expect(storeNotifyMeBodySchema.parse({ productId: 'bag-1', size: 'S' })).toEqual({
      productId: 'bag-1',
      size: 'S',
      // The page's language, for the mails: English when not given.
      language: 'en',
    });
    expect(storeNotifyMeBodySchema.safeParse({ productId: 'bag-1', size: 'S', language: 'es' }).success).toBe(
      false,
    );
    expect(storeNotifyMeBodySchema.safeParse({ productId: 'bag-1', email: 'not an address' }).success).toBe(
      false,
    );
  });
});

describe('mostWanted', () => {
  it('orders the sold-out sizes by who waits, most first, and names at most ten', () => {
    const piece = (title: string, size: string, waiting: number) => ({
      productId: title,
      title,
      brand: 'GUCCI',
      size,
      waiting,
    });
    expect(
      mostWanted([
        piece('Belt', 'UNI', 1),
        piece('Bag', 'M', 3),
        piece('Bag', 'S', 3),
        piece('Scarf', 'UNI', 0),
      ]),
    ).toEqual([piece('Bag', 'M', 3), piece('Bag', 'S', 3), piece('Belt', 'UNI', 1)]);
    expect(
      mostWanted(Array.from({ length: 15 }, (_, index) => piece(`P${index}`, 'UNI', index + 1))),
    ).toHaveLength(10);
  });
});
