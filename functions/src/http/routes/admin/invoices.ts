// Admin: the invoices and credit notes issued in a period, for the accountant (docs/decisions.md
// rule 67). Read from the stored records only; the period's totals per country and rate are the
// VAT report's (domain/src/invoices.ts invoiceVatTotals).
import {
  centsToEuros,
  documentIdSchema,
  escapeSpreadsheetText,
  INVOICE_LIST_COLUMNS,
  invoiceVatTotals,
  periodQuerySchema,
  shopDateTime,
  shopPeriod,
  type AdminInvoiceEntry,
  type SpreadsheetCell,
} from '@shop/domain';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { listIssuedDocuments } from '../../../data/invoices';
import type { AdminRoute } from '../../admin-routes';
import { sendFile, workbook } from './books';

const invoicesQuerySchema = periodQuerySchema.and(
  z.object({
    orderId: documentIdSchema.optional(),
    format: z.enum(['json', 'xlsx'], { error: 'format must be json or xlsx' }).default('json'),
  }),
);

const TOTAL_COLUMNS = ['Country', 'VAT rate (%)', 'Net (EUR)', 'VAT (EUR)', 'Total (EUR)'] as const;

/** Sheet "Documents": one row per document and VAT line. */
function documentRows(entries: readonly AdminInvoiceEntry[]): SpreadsheetCell[][] {
  return entries.flatMap((entry) =>
    entry.vat.map((line) => [
      escapeSpreadsheetText(entry.number),
      entry.kind === 'invoice' ? 'Invoice' : 'Credit note',
      shopDateTime(entry.issuedAt),
      escapeSpreadsheetText(entry.orderNumber ?? entry.orderId),
      line.country,
      line.rate,
      centsToEuros(line.net),
      centsToEuros(line.vat),
      centsToEuros(line.net + line.vat),
    ]),
  );
}

/** Sheet "Totals": the period per country and rate. */
function totalRows(entries: readonly AdminInvoiceEntry[]): SpreadsheetCell[][] {
  return invoiceVatTotals(entries).map((line) => [
    line.country,
    line.rate,
    centsToEuros(line.net),
    centsToEuros(line.vat),
    centsToEuros(line.total),
  ]);
}

/**
 * GET invoices?from=YYYY-MM-DD&to=YYYY-MM-DD[&orderId=][&format=xlsx]: the invoices and credit notes
 * issued in the period (shop days, `to` included), oldest first, as JSON
 * `[{ number, kind, orderId, orderNumber, issuedAt, total, vat: [{ country, rate, net, vat }], pdf }]`
 * or as `invoices-{from}-to-{to}.xlsx`. 400 for a bad period (from after to, over a year and a day).
 */
const listInvoices: RequestHandler = async (req, res) => {
  const { from, to, orderId, format } = invoicesQuerySchema.parse(req.query);
  const entries = await listIssuedDocuments(shopPeriod(from, to), orderId);
  if (format === 'json') {
    res.json(entries);
    return;
  }
  const file = await workbook([
    ['Documents', [[...INVOICE_LIST_COLUMNS], ...documentRows(entries)], INVOICE_LIST_COLUMNS],
    ['Totals', [[...TOTAL_COLUMNS], ...totalRows(entries)], TOTAL_COLUMNS],
  ]);
  sendFile(res, file, `invoices-${from}-to-${to}.xlsx`, {});
};

export const invoiceRoutes: AdminRoute[] = [{ method: 'get', path: '/invoices', handlers: [listInvoices] }];
