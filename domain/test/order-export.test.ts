import { describe, expect, it } from 'vitest';
import declared from '../../firestore.indexes.json';
import {
  exportOrdersQuerySchema,
  ORDER_EXPORT_COLUMNS,
  ORDER_FILTERS,
  ORDER_LINE_EXPORT_COLUMNS,
  ORDER_STATUSES,
  PAYMENT_STATUSES,
  escapeSpreadsheetText,
  orderExportFileName,
  orderExportPlan,
  orderExportSheets,
  periodQuerySchema,
  phoneCell,
  shopDateTime,
  shopPeriod,
  type QueryPlan,
} from '../src/index';
import { createAdminOrder } from './factories';
import { describePlan, servingIndex, type CompositeIndex } from './firestore-index-rules';

const indexes = declared.indexes as CompositeIndex[];

describe('escapeSpreadsheetText', () => {
  it.each([
    ['=HYPERLINK("http://evil.example","x")', `'=HYPERLINK("http://evil.example","x")`],
    ['+31 6 1234 5678', "'+31 6 1234 5678"],
    ['-5', "'-5"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('escapes %j', (input, expected) => {
    expect(escapeSpreadsheetText(input)).toBe(expected);
  });

  it.each(['Anna de Vries', '', ' =not first', "'already quoted", 'a=b'])('leaves %j as it is', (input) => {
    expect(escapeSpreadsheetText(input)).toBe(input);
  });
});

describe('phoneCell', () => {
  it('keeps a phone number as typed, as a text cell', () => {
    expect(phoneCell('+31 6 1234 5678')).toEqual({ text: '+31 6 1234 5678' });
    expect(phoneCell('(020) 555-01.23')).toEqual({ text: '(020) 555-01.23' });
  });

  it('escapes anything else typed in the phone field', () => {
    expect(phoneCell('+1+cmd|"/C calc"!A0')).toBe(`'+1+cmd|"/C calc"!A0`);
    expect(phoneCell('=1+1')).toBe("'=1+1");
  });
});

describe('shopPeriod and shopDateTime', () => {
  it('covers whole days in Amsterdam, the last day included', () => {
    // Winter (UTC+1) to summer (UTC+2).
    expect(shopPeriod('2026-01-01', '2026-06-30')).toMatchObject({
      start: new Date('2025-12-31T23:00:00.000Z'),
      end: new Date('2026-06-30T22:00:00.000Z'),
    });
    expect(shopPeriod('2026-03-01', '2026-03-01')).toMatchObject({
      start: new Date('2026-02-28T23:00:00.000Z'),
      end: new Date('2026-03-01T23:00:00.000Z'),
    });
  });

  it('writes instants in shop time', () => {
    expect(shopDateTime('2025-03-14T23:30:00.000Z')).toBe('2025-03-15 00:30');
    expect(shopDateTime('2025-07-01T09:05:00.000Z')).toBe('2025-07-01 11:05');
  });
});

describe('periodQuerySchema', () => {
  it('accepts a period of whole days', () => {
    expect(periodQuerySchema.parse({ from: '2026-10-01', to: '2026-12-31' })).toEqual({
      from: '2026-10-01',
      to: '2026-12-31',
    });
  });

  it.each([
    [{ from: '2026-10-01' }, 'To must be a date (YYYY-MM-DD)'],
    [{ from: '2026-02-30', to: '2026-03-01' }, 'From is not a date that exists'],
    [{ from: '2026-03-02', to: '2026-03-01' }, 'From must be on or before To'],
    [{ from: '2024-01-01', to: '2026-01-01' }, 'A period can be at most 367 days'],
  ])('refuses %j', (query, message) => {
    const result = periodQuerySchema.safeParse(query);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('orderExportPlan', () => {
  const period = { from: '2026-11-01', to: '2026-11-30' };

  it('filters by completion, payment and status, newest first, in pages', () => {
    const plan = orderExportPlan(
      exportOrdersQuerySchema.parse({ ...period, filter: 'incomplete', payment: 'Paid' }),
    );
    expect(plan).toMatchObject({
      equal: [
        { field: 'completed', value: false },
        { field: 'payment', value: 'Paid' },
      ],
      orderBy: [{ field: 'createdAt', direction: 'desc' }],
      pageSize: 1000,
    });
  });

  it('leaves the completion filter to a status, and matches nothing when they disagree', () => {
    const query = exportOrdersQuerySchema.parse({ ...period, filter: 'complete', status: 'Order Completed' });
    expect(orderExportPlan(query)?.equal).toEqual([{ field: 'status', value: 'Order Completed' }]);
    expect(
      orderExportPlan(exportOrdersQuerySchema.parse({ ...period, filter: 'complete', status: 'Cancelled' })),
    ).toBeNull();
  });

  it('is served by a declared index in every combination of filters', () => {
    const missing: string[] = [];
    for (const filter of ORDER_FILTERS) {
      for (const payment of [undefined, ...PAYMENT_STATUSES]) {
        for (const status of [undefined, ...ORDER_STATUSES]) {
          const plan = orderExportPlan(exportOrdersQuerySchema.parse({ ...period, filter, payment, status }));
          if (!plan) continue;
          const asPlan: QueryPlan = {
            collection: 'orders' as QueryPlan['collection'],
            equal: plan.equal,
            arrayContains: null,
            ranges: [
              { field: 'createdAt', op: '>=', value: plan.period.start.getTime() },
              { field: 'createdAt', op: '<=', value: plan.period.end.getTime() },
            ],
            orderBy: plan.orderBy,
            limit: plan.pageSize,
          };
          if (servingIndex(indexes, asPlan) === null) missing.push(describePlan(asPlan));
        }
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});

describe('orderExportSheets', () => {
  it('has one row per order in sheet Orders and one per line in sheet Lines', () => {
    const sheets = orderExportSheets([createAdminOrder()]);
    expect(sheets.orders).toEqual([
      [...ORDER_EXPORT_COLUMNS],
      [
        '2025-03-14 10:30',
        'order-1',
        'Anna de Vries',
        'anna@example.nl',
        { text: '+31 6 1234 5678' },
        'Netherlands',
        3,
        950,
        15,
        0,
        162.27,
        21,
        935,
        0,
        'Card',
        'Paid',
        'Order Received',
        'SAVE15',
      ],
    ]);
    expect(sheets.lines).toEqual([
      [...ORDER_LINE_EXPORT_COLUMNS],
      ['2025-03-14 10:30', 'order-1', 'Jackie 1961 shoulder bag', 'GU-1', '', 2, 280, 560],
      ['2025-03-14 10:30', 'order-1', 'Saffiano belt', 'PR-2', '85', 1, 390, 390],
    ]);
  });

  it('escapes every text cell a customer typed; a sum of Total is the orders own total', () => {
    const sheets = orderExportSheets([
      createAdminOrder({
        customer: { ...createAdminOrder().customer, fullName: '=cmd|" /C calc"!A0', email: '@x' },
        lines: [{ ...createAdminOrder().lines[0]!, title: '=1+1' }],
      }),
      createAdminOrder({ id: 'order-2', totals: { ...createAdminOrder().totals, payable: 10_000 } }),
    ]);
    const column = (name: (typeof ORDER_EXPORT_COLUMNS)[number]) => ORDER_EXPORT_COLUMNS.indexOf(name);
    expect(sheets.orders[1]?.[column('Customer')]).toBe(`'=cmd|" /C calc"!A0`);
    expect(sheets.orders[1]?.[column('E-mail')]).toBe("'@x");
    expect(sheets.lines[1]?.[2]).toBe("'=1+1");
    const totals = sheets.orders.slice(1).map((row) => row[column('Total (EUR)')] as number);
    expect(totals).toEqual([935, 100]);
  });

  it('names an order by its number, and an order placed before numbers by its id', () => {
    const sheets = orderExportSheets([
      createAdminOrder({ orderNumber: 'MB-2026-000123' }),
      createAdminOrder(),
    ]);
    const column = ORDER_EXPORT_COLUMNS.indexOf('Order');
    expect(sheets.orders.slice(1).map((row) => row[column])).toEqual(['MB-2026-000123', 'order-1']);
    expect(sheets.lines.slice(1).map((row) => row[1])).toEqual([
      'MB-2026-000123',
      'MB-2026-000123',
      'order-1',
      'order-1',
    ]);
  });

  it('gives a non-EU order rate 0 and shows what was refunded', () => {
    const sheets = orderExportSheets([
      createAdminOrder({
        customer: { ...createAdminOrder().customer, country: 'US' },
        totals: { goods: 78_512, discount: 0, shipping: 0, vat: 0, payable: 78_512, vatFree: true },
        payment: 'Partly refunded',
        refunds: { reserved: 28_000, refunded: 28_000, lineQty: [1, 0], paidAs: 'Paid' },
      }),
    ]);
    const row = sheets.orders[1]!;
    expect(row[ORDER_EXPORT_COLUMNS.indexOf('Country')]).toBe('United States');
    expect(row[ORDER_EXPORT_COLUMNS.indexOf('VAT rate (%)')]).toBe(0);
    expect(row[ORDER_EXPORT_COLUMNS.indexOf('Refunded (EUR)')]).toBe(280);
  });

  it('names the file after the period', () => {
    expect(orderExportFileName({ from: '2026-10-01', to: '2026-12-31' })).toBe(
      'orders-2026-10-01-to-2026-12-31.xlsx',
    );
  });
});
