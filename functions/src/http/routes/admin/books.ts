// Admin: the books (issue 22). The orders export an accountant reads, built on the server from every
// order of a period (no 100-row cap), and the VAT report.
import {
  exportOrdersQuerySchema,
  EXPORT_MAX_ORDERS,
  ORDER_EXPORT_COLUMNS,
  ORDER_EXPORT_MESSAGES,
  ORDER_LINE_EXPORT_COLUMNS,
  orderExportFileName,
  orderExportPlan,
  orderExportSheets,
  type AdminOrder,
  type SpreadsheetCell,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { countPlanOrders, readPlanOrders } from '../../../data/admin/order-export';
import type { AdminRoute } from '../../admin-routes';
import { invalidRequest } from '../../errors';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The cell values SheetJS writes: a text cell (a phone number) is a plain string, never a formula. */
const plain = (rows: SpreadsheetCell[][]) =>
  rows.map((row) => row.map((cell) => (typeof cell === 'object' ? cell.text : cell)));

/** The workbook: sheet Orders (one row per order) and sheet Lines, with readable column widths. */
async function workbook(orders: readonly AdminOrder[]): Promise<Buffer> {
  // Loaded on the first export only: the other calls of this function never pay for SheetJS.
  const XLSX = await import('xlsx');
  const sheets = orderExportSheets(orders);
  const book = XLSX.utils.book_new();
  for (const [name, rows, columns] of [
    ['Orders', sheets.orders, ORDER_EXPORT_COLUMNS],
    ['Lines', sheets.lines, ORDER_LINE_EXPORT_COLUMNS],
  ] as const) {
    const sheet = XLSX.utils.aoa_to_sheet(plain(rows));
    sheet['!cols'] = columns.map((column) => ({ wch: Math.max(12, column.length + 2) }));
    XLSX.utils.book_append_sheet(book, sheet, name);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
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
  const file = await workbook(orders);
  res
    .status(200)
    .set({
      'Content-Type': XLSX_TYPE,
      'Content-Disposition': `attachment; filename="${orderExportFileName(query)}"`,
      'Content-Length': String(file.length),
      'Cache-Control': 'private, no-store',
      'X-Order-Count': String(orders.length),
      'Access-Control-Expose-Headers': 'X-Order-Count, Content-Disposition',
    })
    .end(file);
};

export const bookRoutes: AdminRoute[] = [{ method: 'get', path: '/exportorders', handlers: [exportOrders] }];
