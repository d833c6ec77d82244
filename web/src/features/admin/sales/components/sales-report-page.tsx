import { useId, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  formatEuro,
  periodQuerySchema,
  returnRatePercent,
  SALES_GROUPING_LABELS,
  SALES_GROUPINGS,
  SALES_REPORT_AMOUNTS,
  SALES_REPORT_COLUMNS,
  shopDate,
  type SalesFigures,
  type SalesGrouping,
  type SalesReport,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminData } from '../../api/use-admin-data';
import { AdminSelect } from '../../components/admin-select';
import { ReportPeriodForm } from '../../components/report-period-form';
import { TableRegion } from '../../components/table-region';
import { downloadSalesReport, salesReportPath, type SalesReportView } from '../api/sales-report';
import { SalesChart } from './sales-chart';
import { amountCell } from '../../components/admin-table';

/** The report's cells hold figures: at the end, on one line. */
const cell = amountCell;

/** The report the address asks for: its period and grouping, else this month so far per day. */
function salesReportView(params: URLSearchParams): SalesReportView {
  const asked = periodQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const by = SALES_GROUPINGS.find((grouping) => grouping === params.get('by')) ?? 'day';
  if (asked.success) return { ...asked.data, by };
  const today = shopDate(new Date().toISOString());
  return { from: `${today.slice(0, 8)}01`, to: today, by };
}

const percent = (rate: number | null) =>
  rate === null ? '–' : `${String(returnRatePercent(rate)).replace('.', ',')} %`;

function figure(figures: SalesFigures, field: keyof SalesFigures): string {
  const value = figures[field];
  if (field === 'returnRate') return percent(figures.returnRate);
  if (value === null) return '–';
  return SALES_REPORT_AMOUNTS.has(field) ? formatEuro(value) : String(value);
}

function GroupsTable({ report }: { report: SalesReport }) {
  const head = SALES_GROUPING_LABELS[report.by];
  const caption = `Sales per ${head.toLowerCase()}`;
  return (
    <TableRegion label={caption} mb="6">
      <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.caption textAlign="start" px="3" py="2" color="fg.muted" fontSize="sm">
          {caption}, {report.from} to {report.to}
        </chakra.caption>
        <chakra.thead bg="bg.muted">
          <tr>
            <chakra.th scope="col" {...cell} textAlign="start">
              {head}
            </chakra.th>
            {SALES_REPORT_COLUMNS.map(([column]) => (
              <chakra.th key={column} scope="col" {...cell} fontWeight="semibold">
                {column.replace(' (EUR)', '').replace(' (%)', '')}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {report.groups.map((group) => (
            <tr key={group.key} data-group={group.key}>
              <chakra.th scope="row" {...cell} textAlign="start" fontWeight="normal" whiteSpace="normal">
                {group.label}
                {group.sku && (
                  <chakra.span display="block" color="fg.muted" fontSize="xs">
                    {group.sku}
                  </chakra.span>
                )}
              </chakra.th>
              {SALES_REPORT_COLUMNS.map(([column, field]) => (
                <chakra.td key={column} {...cell}>
                  {figure(group, field)}
                </chakra.td>
              ))}
            </tr>
          ))}
          <tr data-group="total">
            <chakra.th scope="row" {...cell} textAlign="start">
              Total
            </chakra.th>
            {SALES_REPORT_COLUMNS.map(([column, field]) => (
              <chakra.td key={column} {...cell} fontWeight="semibold">
                {figure(report.totals, field)}
              </chakra.td>
            ))}
          </tr>
        </tbody>
      </chakra.table>
    </TableRegion>
  );
}

function BestSellers({ report }: { report: SalesReport }) {
  if (report.bestSellers.length === 0) return <Text color="fg.muted">No products sold in this period.</Text>;
  return (
    <TableRegion label="Best-sellers" mb="6">
      <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }}>
        <chakra.caption textAlign="start" px="3" py="2" color="fg.muted" fontSize="sm">
          Best-sellers by units sold, with the share of those units returned since
        </chakra.caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {['Product', 'Designer', 'Units', 'Sales', 'Units returned', 'Return rate'].map(
              (column, index) => (
                <chakra.th key={column} scope="col" {...cell} textAlign={index < 2 ? 'start' : 'end'}>
                  {column}
                </chakra.th>
              ),
            )}
          </tr>
        </chakra.thead>
        <tbody>
          {report.bestSellers.map((product) => (
            <tr key={product.productId} data-product={product.productId}>
              <chakra.th scope="row" {...cell} textAlign="start" fontWeight="normal" whiteSpace="normal">
                {product.title}
                <chakra.span display="block" color="fg.muted" fontSize="xs">
                  {product.sku}
                </chakra.span>
              </chakra.th>
              <chakra.td {...cell} textAlign="start">
                {product.brand}
              </chakra.td>
              <chakra.td {...cell}>{product.units}</chakra.td>
              <chakra.td {...cell}>{formatEuro(product.sales)}</chakra.td>
              <chakra.td {...cell}>{product.unitsReturned}</chakra.td>
              <chakra.td {...cell}>{percent(product.returnRate)}</chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </TableRegion>
  );
}

/**
 * /adminsalesreport: what the shop sold in a period, per day, week, month, product, designer,
 * category or coupon: a chart of sales over time, the table with the period's total (the VAT
 * report's sales and refunds), the best-sellers with their return rate, and an XLSX download.
 */
export function SalesReportPage() {
  useDocumentTitle('Admin · Sales report');
  const id = useId();
  // The report on screen lives in the address, as every admin view does; this month per day by default.
  const [params, setParams] = useSearchParams();
  const view = salesReportView(params);
  const [by, setBy] = useState<SalesGrouping>(view.by);
  const { state } = useAdminData<SalesReport>(salesReportPath(view), 'The sales report');

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="2">
        Sales report
      </Heading>
      <Text color="fg.muted" mb="6">
        Sales of the orders placed in the period and refunds made in it, the way the VAT report counts them.
        Days in Amsterdam time; weeks from Monday.
      </Text>
      <ReportPeriodForm
        period={view}
        reportName="sales report"
        ready={state.status === 'ready'}
        onShow={(period) => setParams(new URLSearchParams({ ...period, by }))}
        download={() => downloadSalesReport(view)}
      >
        <chakra.div w="44">
          <AdminSelect
            id={`${id}-by`}
            label="Group by"
            value={by}
            options={SALES_GROUPINGS.map((grouping) => ({
              value: grouping,
              label: SALES_GROUPING_LABELS[grouping],
            }))}
            onChange={(event) => setBy(event.target.value as SalesGrouping)}
          />
        </chakra.div>
      </ReportPeriodForm>

      {state.status === 'loading' && <LoadingState label="Loading the sales report…" />}
      {state.status === 'error' && <ErrorState title="Sales report unavailable" message={state.message} />}
      {state.status === 'ready' && (
        <>
          <Heading as="h2" size="md" fontWeight="semibold" mb="3">
            Sales, {state.data.from} to {state.data.to}
          </Heading>
          <chakra.dl
            display="grid"
            gridTemplateColumns="repeat(auto-fill, minmax(10rem, 1fr))"
            gap="3"
            mb="6"
            data-testid="sales-totals"
          >
            {(
              [
                ['Orders', String(state.data.totals.orders)],
                ['Sales', formatEuro(state.data.totals.sales)],
                ['Refunded', formatEuro(state.data.totals.refunded)],
                ['Net sales', formatEuro(state.data.totals.netSales)],
                ['Average order', figure(state.data.totals, 'averageOrderValue')],
                ['Return rate', percent(state.data.totals.returnRate)],
              ] as const
            ).map(([label, value]) => (
              <chakra.div key={label} borderWidth="1px" borderColor="border" rounded="md" bg="bg" p="3">
                <chakra.dt fontSize="sm" color="fg.muted">
                  {label}
                </chakra.dt>
                <chakra.dd fontSize="lg" fontWeight="semibold">
                  {value}
                </chakra.dd>
              </chakra.div>
            ))}
          </chakra.dl>
          <SalesChart timeline={state.data.timeline} />
          <Heading as="h2" size="md" fontWeight="semibold" mb="3">
            Per {SALES_GROUPING_LABELS[state.data.by].toLowerCase()}
          </Heading>
          <GroupsTable report={state.data} />
          <Heading as="h2" size="md" fontWeight="semibold" mb="3">
            Best-sellers
          </Heading>
          <BestSellers report={state.data} />
        </>
      )}
    </>
  );
}
