import { centsToEuros } from '../money';
import { escapeSpreadsheetText, type SpreadsheetCell } from '../order-export';
import { SALES_GROUPING_LABELS, type SalesFigures, type SalesReport } from './types';

// The report as a spreadsheet.

/** The report's columns for its table and its sheet, with the field each shows. */
export const SALES_REPORT_COLUMNS = [
  ['Orders', 'orders'],
  ['Units', 'units'],
  ['Goods (EUR)', 'goods'],
  ['Discounts (EUR)', 'discounts'],
  ['Shipping (EUR)', 'shipping'],
  ['VAT not charged (EUR)', 'vatNotCharged'],
  ['Sales (EUR)', 'sales'],
  ['Refunds', 'refunds'],
  ['Refunded (EUR)', 'refunded'],
  ['Net sales (EUR)', 'netSales'],
  ['Average order (EUR)', 'averageOrderValue'],
  ['Units returned', 'unitsReturned'],
  ['Return rate (%)', 'returnRate'],
] as const satisfies readonly (readonly [string, keyof SalesFigures])[];

/** Which figures are amounts in cents. */
export const SALES_REPORT_AMOUNTS: ReadonlySet<keyof SalesFigures> = new Set([
  'goods',
  'discounts',
  'shipping',
  'vatNotCharged',
  'sales',
  'refunded',
  'netSales',
  'averageOrderValue',
]);

/** A return rate in percent with one decimal (12.5), or null. */
export function returnRatePercent(rate: number | null): number | null {
  return rate === null ? null : Math.round(rate * 1000) / 10;
}

function figureCell(figures: SalesFigures, field: keyof SalesFigures): SpreadsheetCell {
  const value = figures[field];
  if (value === null) return '';
  if (field === 'returnRate') return returnRatePercent(value) ?? '';
  return SALES_REPORT_AMOUNTS.has(field) ? centsToEuros(value) : value;
}

/** The report's file name: `sales-by-brand-2026-11-01-to-2026-11-30.xlsx`. */
export function salesReportFileName(report: Pick<SalesReport, 'by' | 'from' | 'to'>): string {
  return `sales-by-${report.by}-${report.from}-to-${report.to}.xlsx`;
}

/** The report's sheets: its groups with the period's total, and the best-sellers. */
export function salesReportSheets(report: SalesReport): {
  sales: SpreadsheetCell[][];
  bestSellers: SpreadsheetCell[][];
} {
  const head = SALES_GROUPING_LABELS[report.by];
  const productColumns = report.by === 'product' ? ['SKU'] : [];
  const sales: SpreadsheetCell[][] = [
    [head, ...productColumns, ...SALES_REPORT_COLUMNS.map(([column]) => column)],
    ...report.groups.map((group) => [
      escapeSpreadsheetText(group.label),
      ...(report.by === 'product' ? [escapeSpreadsheetText(group.sku ?? '')] : []),
      ...SALES_REPORT_COLUMNS.map(([, field]) => figureCell(group, field)),
    ]),
    [
      'Total',
      ...productColumns.map(() => ''),
      ...SALES_REPORT_COLUMNS.map(([, field]) => figureCell(report.totals, field)),
    ],
  ];
  const bestSellers: SpreadsheetCell[][] = [
    ['Product', 'SKU', 'Designer', 'Units', 'Sales (EUR)', 'Units returned', 'Return rate (%)'],
    ...report.bestSellers.map((product) => [
      escapeSpreadsheetText(product.title),
      escapeSpreadsheetText(product.sku),
      escapeSpreadsheetText(product.brand),
      product.units,
      centsToEuros(product.sales),
      product.unitsReturned,
      returnRatePercent(product.returnRate) ?? '',
    ]),
  ];
  return { sales, bestSellers };
}
