import { useSearchParams } from 'react-router-dom';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  adminDate,
  formatEuro,
  formatEuroFigure,
  periodQuerySchema,
  VAT_REPORT_AMOUNTS,
  VAT_REPORT_COLUMNS,
  VAT_RETURN_NAMES,
  VAT_SCHEME_NAMES,
  vatReportSchemeNote,
  type VatReport,
  type VatReportLine,
  type VatReportTotals,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useAdminData } from '../../api/use-admin-data';
import { ReportPeriodForm } from '../../components/report-period-form';
import { TableRegion } from '../../components/table-region';
import { downloadVatReport, vatReportPath, type Period } from '../api/vat-report';
import { amountCell } from '../../components/admin-table';

// Tight cells, headings that wrap and amounts without the euro sign (the heading says €): the
// fifteen columns fit an admin's 1280 px screen beside the navigation.
/** The report's cells hold figures: at the end, on one line, narrow (the report has many columns). */
const cell = { ...amountCell, px: '2' } as const;

/** This quarter so far, in shop dates: the One-Stop-Shop return is quarterly. */
function thisQuarter(): Period {
  const today = adminDate(new Date());
  const month = Number(today.slice(5, 7));
  const first = String(month - ((month - 1) % 3)).padStart(2, '0');
  return { from: `${today.slice(0, 4)}-${first}-01`, to: today };
}

type Row = VatReportTotals & Partial<Pick<VatReportLine, 'countryName' | 'rate' | 'scheme' | 'declaredIn'>>;

function value(row: Row, field: (typeof VAT_REPORT_COLUMNS)[number][1]): string {
  if (field === 'countryName') return row.countryName ?? '';
  if (field === 'rate') return row.rate === undefined ? '' : `${String(row.rate).replace('.', ',')} %`;
  if (field === 'scheme') return row.scheme ? VAT_SCHEME_NAMES[row.scheme] : '';
  if (field === 'declaredIn') return row.declaredIn ? VAT_RETURN_NAMES[row.declaredIn] : '';
  return VAT_REPORT_AMOUNTS.has(field) ? formatEuroFigure(row[field]) : String(row[field]);
}

function ReportTable({
  caption,
  lines,
  totals,
  totalLabel,
}: {
  caption: string;
  lines: readonly VatReportLine[];
  totals: VatReportTotals;
  totalLabel: string;
}) {
  return (
    <TableRegion label={caption} mb="6">
      <chakra.table w="full" fontSize="xs" css={{ borderCollapse: 'collapse' }}>
        <chakra.caption textAlign="start" px="3" py="2" color="fg.muted" fontSize="sm">
          {caption}
        </chakra.caption>
        <chakra.thead bg="bg.muted">
          <tr>
            {VAT_REPORT_COLUMNS.map(([column]) => (
              <chakra.th
                key={column}
                scope="col"
                {...cell}
                whiteSpace="normal"
                verticalAlign="bottom"
                fontWeight="semibold"
              >
                {column.replace(' (EUR)', ' (€)')}
              </chakra.th>
            ))}
          </tr>
        </chakra.thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.country}-${line.rate}-${line.scheme}`} data-country={line.country}>
              {VAT_REPORT_COLUMNS.map(([column, field], index) =>
                index === 0 ? (
                  <chakra.th
                    key={column}
                    scope="row"
                    {...cell}
                    textAlign="start"
                    whiteSpace="normal"
                    fontWeight="normal"
                  >
                    {value(line, field)}
                  </chakra.th>
                ) : (
                  <chakra.td
                    key={column}
                    {...cell}
                    whiteSpace={field === 'scheme' || field === 'declaredIn' ? 'normal' : 'nowrap'}
                  >
                    {value(line, field)}
                  </chakra.td>
                ),
              )}
            </tr>
          ))}
          <tr>
            {VAT_REPORT_COLUMNS.map(([column, field], index) =>
              index === 0 ? (
                <chakra.th key={column} scope="row" {...cell} textAlign="start">
                  {totalLabel}
                </chakra.th>
              ) : (
                <chakra.td key={column} {...cell} fontWeight="semibold">
                  {field === 'rate' || field === 'scheme' || field === 'declaredIn'
                    ? ''
                    : value(totals, field)}
                </chakra.td>
              ),
            )}
          </tr>
        </tbody>
      </chakra.table>
    </TableRegion>
  );
}

/**
 * /adminvatreport: per destination country and VAT rate, the sales of the orders placed
 * in a period and the refunds made in it, net, with totals; sales outside the EU apart, without VAT.
 * Downloadable as XLSX for the accountant.
 */
export function VatReportPage() {
  useDocumentTitle('Admin · VAT report');
  // The period lives in the address (Today's sales cards link to theirs); this quarter by default.
  const [params, setParams] = useSearchParams();
  const asked = periodQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const period: Period = asked.success ? asked.data : thisQuarter();
  const { state } = useAdminData<VatReport>(vatReportPath(period), 'The VAT report');

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="2">
        VAT report
      </Heading>
      <Text color="fg.muted" mb="6">
        Per country and VAT rate: sales of the orders placed in the period, refunds made in it, and what
        remains. Days in Amsterdam time.
      </Text>
      <ReportPeriodForm
        period={period}
        reportName="VAT report"
        ready={state.status === 'ready'}
        onShow={(shown) => setParams(new URLSearchParams({ ...shown }))}
        download={() => downloadVatReport(period)}
      />

      {state.status === 'loading' && <LoadingState label="Loading the VAT report…" />}
      {state.status === 'error' && <ErrorState title="VAT report unavailable" message={state.message} />}
      {state.status === 'ready' && (
        <>
          <Heading as="h2" size="md" fontWeight="semibold" mb="3">
            Sales with VAT, {state.data.from} to {state.data.to}
          </Heading>
          <Text mb="3" data-testid="vat-report-scheme">
            {vatReportSchemeNote(state.data)}
          </Text>
          {/* The period's sales with and without VAT, as Today and the sales report count them (rule 69). */}
          <Text mb="3" data-testid="vat-report-sales">
            All sales: {formatEuro(state.data.sales.sales)} ({state.data.sales.orders}{' '}
            {state.data.sales.orders === 1 ? 'order' : 'orders'}), refunds{' '}
            {formatEuro(state.data.sales.refunded)}, net {formatEuro(state.data.sales.net)}.
          </Text>
          {state.data.lines.length === 0 ? (
            <Text color="fg.muted" mb="6">
              No sales or refunds with VAT in this period.
            </Text>
          ) : (
            <ReportTable
              caption="VAT per country and rate"
              lines={state.data.lines}
              totals={state.data.totals}
              totalLabel="Total"
            />
          )}
          <Heading as="h2" size="md" fontWeight="semibold" mb="3">
            Sales outside the EU (no VAT)
          </Heading>
          {state.data.withoutVat.length === 0 ? (
            <Text color="fg.muted">No sales outside the EU in this period.</Text>
          ) : (
            <ReportTable
              caption="Sales charged without VAT, per country"
              lines={state.data.withoutVat}
              totals={state.data.withoutVatTotals}
              totalLabel="Total"
            />
          )}
        </>
      )}
    </>
  );
}
