// Admin: the books. The orders export an accountant reads, built on the server from every
// order of a period (no 100-row cap), and the VAT report (per country and rate, for the OSS return).
import {
  centsToEuros,
  escapeSpreadsheetText,
  exportOrdersQuerySchema,
  periodQuerySchema,
  shopPeriod,
  vatReport,
  VAT_REPORT_AMOUNTS,
  VAT_REPORT_COLUMNS,
  VAT_RETURN_NAMES,
  VAT_SCHEME_NAMES,
  vatReportSchemeNote,
  type VatReport,
  type VatReportLine,
  type VatReportTotals,
  EXPORT_MAX_ORDERS,
  ORDER_EXPORT_COLUMNS,
  ORDER_EXPORT_MESSAGES,
  ORDER_LINE_EXPORT_COLUMNS,
  orderExportFileName,
  orderExportPlan,
  orderExportSheets,
  type SpreadsheetCell,
} from '@shop/domain';
import type { RequestHandler, Response } from 'express';
import { z } from 'zod';
import { countPlanOrders, readPlanOrders } from '../../../data/admin/order-export';
import { readVatReportData } from '../../../data/admin/vat-report';
import type { AdminRoute } from '../../admin-routes';
import { invalidRequest } from '../../errors';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The cell values SheetJS writes: a text cell (a phone number) is a plain string, never a formula. */
const plain = (rows: SpreadsheetCell[][]) =>
  rows.map((row) => row.map((cell) => (typeof cell === 'object' ? cell.text : cell)));

type Sheet = readonly [name: string, rows: SpreadsheetCell[][], columns: readonly string[]];

/** A workbook of these sheets, with readable column widths (the sales report's too). */
export async function workbook(sheets: readonly Sheet[]): Promise<Buffer> {
  // Loaded on the first export only: the other calls of this function never pay for SheetJS. The ES
  // module build: the CommonJS one requires Node's `stream` at load, which the ESM bundle cannot.
  const XLSX = await import('xlsx/xlsx.mjs');
  const book = XLSX.utils.book_new();
  for (const [name, rows, columns] of sheets) {
    const sheet = XLSX.utils.aoa_to_sheet(plain(rows));
    sheet['!cols'] = columns.map((column) => ({ wch: Math.max(12, column.length + 2) }));
    XLSX.utils.book_append_sheet(book, sheet, name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

export function sendFile(
  res: Response,
  file: Buffer,
  fileName: string,
  headers: Record<string, string>,
): void {
  res
    .status(200)
    .set({
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Content-Length': String(file.length),
      'Cache-Control': 'private, no-store',
      ...headers,
    })
    .end(file);
}

/**
 * GET exportorders?from=YYYY-MM-DD&to=YYYY-MM-DD[&payment&status&filter]: every matching order of
 * the period (shop days, `to` included) as `orders-{from}-to-{to}.xlsx`; `X-Order-Count` says how
 * many. 400 for a bad period or filter, and when the period holds more than EXPORT_MAX_ORDERS
 * (Hosting gives a rewritten call 60 s), before anything is read.
 */
const exportOrders: RequestHandler = async (req, res) => {
  const query = exportOrdersQuerySchema.parse(req.query);
  const plan = orderExportPlan(query);
  const count = plan ? await countPlanOrders(plan) : 0;
  if (count > EXPORT_MAX_ORDERS) {
    throw invalidRequest(ORDER_EXPORT_MESSAGES.tooMany(count));
  }
  const orders = plan ? await readPlanOrders(plan) : [];
  const sheets = orderExportSheets(orders);
  const file = await workbook([
    ['Orders', sheets.orders, ORDER_EXPORT_COLUMNS],
    ['Lines', sheets.lines, ORDER_LINE_EXPORT_COLUMNS],
  ]);
  sendFile(res, file, orderExportFileName(query), {
    'X-Order-Count': String(orders.length),
    'Access-Control-Expose-Headers': 'X-Order-Count, Content-Disposition',
  });
};

const vatReportQuerySchema = periodQuerySchema.and(
  z.object({ format: z.enum(['json', 'xlsx'], { error: 'format must be json or xlsx' }).default('json') }),
);

/** The VAT report as sheet rows: lines, their total, then the sales without VAT and theirs. */
function vatReportRows(report: VatReport): SpreadsheetCell[][] {
  const row = (
    line: VatReportTotals & Partial<Pick<VatReportLine, 'countryName' | 'rate' | 'scheme' | 'declaredIn'>>,
    label?: string,
  ) =>
    VAT_REPORT_COLUMNS.map(([, field]) => {
      if (field === 'countryName') return escapeSpreadsheetText(label ?? line.countryName ?? '');
      if (field === 'rate') return line.rate ?? '';
      if (field === 'scheme') return line.scheme ? VAT_SCHEME_NAMES[line.scheme] : '';
      if (field === 'declaredIn') return line.declaredIn ? VAT_RETURN_NAMES[line.declaredIn] : '';
      return VAT_REPORT_AMOUNTS.has(field) ? centsToEuros(line[field]) : line[field];
    });
  return [
    VAT_REPORT_COLUMNS.map(([column]) => column),
    ...report.lines.map((line) => row(line)),
    row(report.totals, 'Total with VAT'),
    [],
    ...report.withoutVat.map((line) => row(line)),
    row(report.withoutVatTotals, 'Total without VAT (outside the EU)'),
    [],
    [escapeSpreadsheetText(vatReportSchemeNote(report))],
  ];
}

/**
 * GET vatreport?from=YYYY-MM-DD&to=YYYY-MM-DD[&format=xlsx]: per country and VAT rate, the sales of
 * the orders paid in the period and the refunds made in it (docs/decisions.md rule 69), as JSON or
 * as `vat-{from}-to-{to}.xlsx`. 400 for a bad period.
 */
const vatReportRoute: RequestHandler = async (req, res) => {
  const { from, to, format } = vatReportQuerySchema.parse(req.query);
  const period = shopPeriod(from, to);
  const { orders, refunds } = await readVatReportData(period);
  const report: VatReport = vatReport({ from, to }, orders, refunds);
  if (format === 'json') {
    res.json(report);
    return;
  }
  const file = await workbook([['VAT report', vatReportRows(report), VAT_REPORT_COLUMNS.map(([c]) => c)]]);
  sendFile(res, file, `vat-${from}-to-${to}.xlsx`, {});
};

export const bookRoutes: AdminRoute[] = [
  { method: 'get', path: '/exportorders', handlers: [exportOrders] },
  { method: 'get', path: '/vatreport', handlers: [vatReportRoute] },
];
