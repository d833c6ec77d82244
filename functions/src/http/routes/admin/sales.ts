// Admin: the sales report (docs/decisions.md rule 57), per day, week, month, product, designer,
// category or coupon, as JSON for the screen or as an XLSX.
import {
  salesReport,
  salesReportFileName,
  salesReportQuerySchema,
  salesReportSheets,
  shopPeriod,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { readSalesReportData } from '../../../data/admin/sales-report';
import type { AdminRoute } from '../../admin-routes';
import { sendFile, workbook } from './books';

/**
 * GET salesreport?from=YYYY-MM-DD&to=YYYY-MM-DD[&by=day|week|month|product|brand|category|coupon]
 * [&format=xlsx]: orders, units, goods, discounts, shipping, refunds, net sales and average order
 * per group, the period's totals (those of the VAT report), the chart's points and the best-sellers;
 * or the same as `sales-by-{by}-{from}-to-{to}.xlsx`. 400 for a bad period, grouping or format.
 */
const salesReportRoute: RequestHandler = async (req, res) => {
  const { from, to, by, format } = salesReportQuerySchema.parse(req.query);
  const { orders, refunds, products } = await readSalesReportData(shopPeriod(from, to));
  const report = salesReport({ from, to }, by, orders, refunds, products);
  if (format === 'json') {
    res.json(report);
    return;
  }
  const sheets = salesReportSheets(report);
  const file = await workbook([
    ['Sales', sheets.sales, sheets.sales[0]!.map(String)],
    ['Best-sellers', sheets.bestSellers, sheets.bestSellers[0]!.map(String)],
  ]);
  sendFile(res, file, salesReportFileName(report), {});
};

export const salesRoutes: AdminRoute[] = [
  { method: 'get', path: '/salesreport', handlers: [salesReportRoute] },
];
