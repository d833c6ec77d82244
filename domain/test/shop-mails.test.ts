import { describe, expect, it } from 'vitest';
import {
  adminOrderUrl,
  DAILY_SUMMARY_LIST_MAX,
  dailySummary,
  dailySummaryMail,
  escapeHtml,
  isWaitingToShip,
  paidOrderShopMail,
  type DailySummaryInput,
  type SummaryOrder,
} from '../src';

const SHOP = 'https://maisonborsa.example';
const NOW = new Date('2026-11-28T07:00:00Z');

describe('paidOrderShopMail', () => {
  const mail = paidOrderShopMail(
    {
      orderId: 'o1',
      userId: 'u 1',
      reference: 'MB-2026-000123',
      total: 125_000,
      country: 'DE',
      lines: [
        { qty: 1, title: 'Saffiano tote', size: null, lineTotal: 100_000 },
        { qty: 2, title: 'Belt <b>', size: '95', lineTotal: 25_000 },
      ],
    },
    SHOP,
  );

  it('names the order, its total and where it goes', () => {
    expect(mail.subject).toBe('New order MB-2026-000123: € 1.250,00 to Germany');
  });

  it('lists every line, the total, the country and a link to the order in the admin', () => {
    expect(mail.text).toBe(
      [
        'Order MB-2026-000123 is paid.',
        '',
        '1 x Saffiano tote: € 1.000,00',
        '2 x Belt <b> (size 95): € 250,00',
        'Total paid: € 1.250,00',
        'Ships to: Germany',
        '',
        `Open the order in the admin: ${SHOP}/adminmainstoreordersdetails?id=u+1&orderId=o1`,
      ].join('\n'),
    );
  });

  it('escapes what it puts in the HTML', () => {
    expect(mail.html).toContain('2 x Belt &lt;b&gt; (size 95)');
    expect(mail.html).toContain(`href="${SHOP}/adminmainstoreordersdetails?id=u+1&amp;orderId=o1"`);
  });
});

describe('adminOrderUrl and escapeHtml', () => {
  it('builds the order details link and escapes the five HTML characters', () => {
    expect(adminOrderUrl(SHOP, 'u1', 'o1')).toBe(`${SHOP}/adminmainstoreordersdetails?id=u1&orderId=o1`);
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;');
  });
});

describe('what needs doing', () => {
  it('counts a paid order waiting to ship until it is out for delivery', () => {
    expect(isWaitingToShip({ payment: 'Paid', status: 'Order Received' })).toBe(true);
    expect(isWaitingToShip({ payment: 'Partly refunded', status: 'Order Received' })).toBe(true);
    expect(isWaitingToShip({ payment: 'Paid', status: 'Out for Delivery' })).toBe(false);
    expect(isWaitingToShip({ payment: 'Pending', status: 'Order Received' })).toBe(false);
    expect(isWaitingToShip({ payment: 'Refunded', status: 'Order Received' })).toBe(false);
  });
});

const order = (n: number, daysAgo: number): SummaryOrder => ({
  orderId: `o${n}`,
  userId: `u${n}`,
  reference: `MB-2026-${String(n).padStart(6, '0')}`,
  placedAt: new Date(NOW.getTime() - daysAgo * 86_400_000),
  total: 10_000 * n,
});

const NO_SALES = {
  from: '2026-11-27',
  to: '2026-11-27',
  orders: 0,
  sales: 0,
  refunds: 0,
  refunded: 0,
  net: 0,
};

const nothing: DailySummaryInput = {
  toShip: [],
  toShipCount: 0,
  openReturns: [],
  lowStock: [],
  lowStockCount: 0,
  sales: NO_SALES,
};

describe('dailySummary', () => {
  it('is null when nothing needs doing and no money moved yesterday', () => {
    expect(dailySummary(nothing, NOW)).toBeNull();
  });

  it("is made for yesterday's sales or refunds alone", () => {
    const refundOnly = { ...NO_SALES, refunds: 1, refunded: 5_000, net: -5_000 };
    expect(dailySummary({ ...nothing, sales: refundOnly }, NOW)?.sales).toEqual(refundOnly);
  });

  it('lists the oldest first, at most DAILY_SUMMARY_LIST_MAX of each, and counts them all', () => {
    const many = Array.from({ length: DAILY_SUMMARY_LIST_MAX + 5 }, (_, i) => order(i + 1, i));
    const summary = dailySummary({ ...nothing, toShip: many, toShipCount: 40 }, NOW);
    expect(summary?.day).toBe('2026-11-28');
    expect(summary?.toShip.count).toBe(40);
    expect(summary?.toShip.oldest).toHaveLength(DAILY_SUMMARY_LIST_MAX);
    expect(summary?.toShip.oldest[0]?.reference).toBe(`MB-2026-0000${DAILY_SUMMARY_LIST_MAX + 5}`);
  });

  it('is made for low stock alone', () => {
    const summary = dailySummary(
      {
        ...nothing,
        lowStock: [{ title: 'Belt', brand: 'GUCCI', sizes: [{ size: '95', quantity: 1 }] }],
        lowStockCount: 1,
      },
      NOW,
    );
    expect(summary?.lowStock).toEqual({
      count: 1,
      first: [{ title: 'Belt', brand: 'GUCCI', sizes: [{ size: '95', quantity: 1 }] }],
    });
  });
});

describe('dailySummaryMail', () => {
  const summary = dailySummary(
    {
      toShip: [order(2, 1), order(1, 3)],
      toShipCount: 25,
      openReturns: [
        {
          orderReference: 'MB-2026-000007',
          state: 'Approved',
          requestedAt: new Date('2026-11-20T10:00:00Z'),
        },
      ],
      lowStock: [
        {
          title: 'Belt',
          brand: 'GUCCI',
          sizes: [
            { size: '95', quantity: 1 },
            { size: '85', quantity: 0 },
          ],
        },
      ],
      lowStockCount: 1,
      sales: { ...NO_SALES, orders: 3, sales: 123_456, refunds: 1, refunded: 23_456, net: 100_000 },
    },
    NOW,
  )!;
  const mail = dailySummaryMail(summary, 'Maison Borsa', SHOP);

  it('says in its subject how much of each there is', () => {
    expect(mail.subject).toBe(
      'Maison Borsa on 2026-11-28: 25 orders to ship, 1 open return, 1 product low in stock',
    );
  });

  it('lists each kind with a link to its list in the admin, and what is left unlisted', () => {
    expect(mail.text).toContain(
      'Paid, not yet shipped: 25\n- MB-2026-000001, placed 2026-11-25, € 100,00\n- MB-2026-000002',
    );
    expect(mail.text).toContain('... and 23 more');
    expect(mail.text).toContain('- MB-2026-000007: approved, refund still to make (since 2026-11-20)');
    expect(mail.text).toContain('- GUCCI Belt: 95 1 left, 85 0 left');
    expect(mail.text).toContain(
      'Sales on 2026-11-27: € 1.000,00 net\n- Sales: € 1.234,56 (3 orders paid)\n- Refunds: € 234,56 (1 refund)\n- Net: € 1.000,00',
    );
    expect(mail.text).toContain(`Open the list: ${SHOP}/adminsalesreport?from=2026-11-27&to=2026-11-27`);
    for (const list of ['adminmainstoreorders', 'adminreturns', 'adminlowstock']) {
      expect(mail.text).toContain(`Open the list: ${SHOP}/${list}`);
      expect(mail.html).toContain(`href="${SHOP}/${list}"`);
    }
  });
});
