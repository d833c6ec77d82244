// The sales report (docs/decisions.md rule 57): what it reads and answers (types.ts), which group
// each sale goes to (grouping.ts, time-groups.ts), the sums (arithmetic.ts) and its spreadsheet.
export {
  SALES_GROUPING_LABELS,
  SALES_GROUPINGS,
  salesReportQuerySchema,
  type SalesFigures,
  type SalesGrouping,
  type SalesOrder,
  type SalesProductFacts,
  type SalesRefund,
  type SalesReport,
} from './types';
export { salesReport } from './grouping';
export * from './sheets';
