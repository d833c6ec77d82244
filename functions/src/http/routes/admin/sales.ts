// Admin: the sales report (docs/decisions.md rule 57), per day, week, month, product, designer,
// category or coupon, as JSON for the screen or as an XLSX; and Today's sales (rule 69).
import {
  salesOf,
  salesReport,
  salesReportFileName,
  salesReportQuerySchema,
  salesReportSheets,
  shopPeriod,
  todaySalesDays,
  type AdminTodaySales,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { readWindowSales, saleOrder, saleRefund } from '../../../data/admin/sales';
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

/**
 * GET todaysales: AdminTodaySales, today's and the last 7 days' sales, refunds and net, as the sales
 * report and the VAT report count those days (docs/decisions.md rule 69). One read of the week.
 */
const todaySalesRoute: RequestHandler = async (_req, res) => {
  const { today, weekFrom } = todaySalesDays(new Date());
  const week = await readWindowSales(shopPeriod(weekFrom, today));
  const { amounts } = salesOf(shopPeriod(today, today), week.orders, week.refunds, {
    order: saleOrder,
    refund: saleRefund,
  });
  const answer: AdminTodaySales = {
    today: { from: today, to: today, ...amounts },
    week: { from: weekFrom, to: today, ...week.amounts },
  };
  res.json(answer);
};

export const salesRoutes: AdminRoute[] = [
  { method: 'get', path: '/salesreport', handlers: [salesReportRoute] },
  { method: 'get', path: '/todaysales', handlers: [todaySalesRoute] },
];
