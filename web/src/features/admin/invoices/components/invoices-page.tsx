import { useSearchParams } from 'react-router-dom';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  adminDate,
  countryName,
  formatEuroFigure,
  invoiceVatTotals,
  periodQuerySchema,
  shopDateTime,
  type AdminInvoiceEntry,
} from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { messageOf } from '../../api/error-message';
import { useAdminData } from '../../api/use-admin-data';
import { notifyAdmin } from '../../components/notify';
import { ReportPeriodForm } from '../../components/report-period-form';
import { TableRegion } from '../../components/table-region';
import { downloadDocument, downloadInvoiceList, invoicesPath, type Period } from '../api/invoices';
import { amountCell as amount, cell } from '../../components/admin-table';

/** This month so far, in shop dates: the accountant books a month at a time. */
function thisMonth(): Period {
  const today = adminDate(new Date());
  return { from: `${today.slice(0, 7)}-01`, to: today };
}

const rateText = (rate: number) => `${String(rate).replace('.', ',')} %`;

/** The period's totals per country and rate: what the VAT report's net columns say. */
function TotalsTable({ entries }: { entries: readonly AdminInvoiceEntry[] }) {
  const totals = invoiceVatTotals(entries);
  const sum = (pick: (line: (typeof totals)[number]) => number) =>
    totals.reduce((all, line) => all + pick(line), 0);
  return (
    <TableRegion label="Totals per country and VAT rate" mb="6">
      <chakra.table w="full" fontSize="sm" css={{ borderCollapse: 'collapse' }} data-testid="invoice-totals">
        <chakra.caption textAlign="start" px="3" py="2" color="fg.muted">
          Totals per country and VAT rate (invoices less credit notes)
        </chakra.caption>
        <chakra.thead bg="bg.muted">
          <tr>
            <chakra.th scope="col" {...cell}>
              Country
            </chakra.th>
            <chakra.th scope="col" {...amount}>
              VAT rate
            </chakra.th>
            <chakra.th scope="col" {...amount}>
              Net (€)
            </chakra.th>
            <chakra.th scope="col" {...amount}>
              VAT (€)
            </chakra.th>
            <chakra.th scope="col" {...amount}>
              Total (€)
            </chakra.th>
          </tr>
        </chakra.thead>
        <tbody>
          {totals.map((line) => (
            <tr key={`${line.country}-${line.rate}`} data-country={line.country}>
              <chakra.th scope="row" {...cell} fontWeight="normal">
                {countryName(line.country) ?? line.country}
              </chakra.th>
              <chakra.td {...amount}>{rateText(line.rate)}</chakra.td>
              <chakra.td {...amount}>{formatEuroFigure(line.net)}</chakra.td>
              <chakra.td {...amount}>{formatEuroFigure(line.vat)}</chakra.td>
              <chakra.td {...amount}>{formatEuroFigure(line.total)}</chakra.td>
            </tr>
          ))}
          <tr>
            <chakra.th scope="row" {...cell}>
              Total
            </chakra.th>
            <chakra.td {...amount} />
            <chakra.td {...amount} fontWeight="semibold">
              {formatEuroFigure(sum((line) => line.net))}
            </chakra.td>
            <chakra.td {...amount} fontWeight="semibold">
              {formatEuroFigure(sum((line) => line.vat))}
            </chakra.td>
            <chakra.td {...amount} fontWeight="semibold" data-testid="invoice-grand-total">
              {formatEuroFigure(sum((line) => line.total))}
            </chakra.td>
          </tr>
        </tbody>
      </chakra.table>
    </TableRegion>
  );
}

function download(entry: AdminInvoiceEntry) {
  downloadDocument(entry).then(
    (name) => notifyAdmin(`Downloaded ${entry.number} as ${name}`),
    (failure: unknown) =>
      notifyAdmin(`${entry.number} could not be downloaded: ${messageOf(failure)}`, 'error'),
  );
}

function DocumentsTable({ entries }: { entries: readonly AdminInvoiceEntry[] }) {
  return (
    <TableRegion label="Invoices and credit notes" mb="6">
      <chakra.table
        w="full"
        fontSize="sm"
        css={{ borderCollapse: 'collapse' }}
        data-testid="invoice-documents"
      >
        <chakra.caption textAlign="start" px="3" py="2" color="fg.muted">
          Invoices and credit notes, in the order they were issued
        </chakra.caption>
        <chakra.thead bg="bg.muted">
          <tr>
            <chakra.th scope="col" {...cell}>
              Number
            </chakra.th>
            <chakra.th scope="col" {...cell}>
              Kind
            </chakra.th>
            <chakra.th scope="col" {...cell}>
              Issued
            </chakra.th>
            <chakra.th scope="col" {...cell}>
              Order
            </chakra.th>
            <chakra.th scope="col" {...cell}>
              Country, VAT rate
            </chakra.th>
            <chakra.th scope="col" {...amount}>
              Total (€)
            </chakra.th>
            <chakra.th scope="col" {...cell}>
              PDF
            </chakra.th>
          </tr>
        </chakra.thead>
        <tbody>
          {entries.map((entry) => (
            <tr key={entry.number} data-number={entry.number}>
              <chakra.th scope="row" {...cell} fontWeight="normal" whiteSpace="nowrap">
                {entry.number}
              </chakra.th>
              <chakra.td {...cell}>{entry.kind === 'invoice' ? 'Invoice' : 'Credit note'}</chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {shopDateTime(entry.issuedAt)}
              </chakra.td>
              <chakra.td {...cell} whiteSpace="nowrap">
                {entry.orderNumber ?? entry.orderId}
              </chakra.td>
              <chakra.td {...cell}>
                {entry.vat.map((line) => `${line.country}, ${rateText(line.rate)}`).join('; ')}
              </chakra.td>
              <chakra.td {...amount}>{formatEuroFigure(entry.total)}</chakra.td>
              <chakra.td {...cell}>
                <Button size="xs" variant="outline" onClick={() => download(entry)}>
                  Download PDF<chakra.span srOnly> of {entry.number}</chakra.span>
                </Button>
              </chakra.td>
            </tr>
          ))}
        </tbody>
      </chakra.table>
    </TableRegion>
  );
}

/**
 * /admininvoices: the invoices and credit notes issued in a period (docs/decisions.md rule 67), with
 * the totals per country and VAT rate (which the VAT report's net columns equal), each PDF and the
 * list as XLSX for the accountant.
 */
export function InvoicesPage() {
  useDocumentTitle('Admin · Invoices');
  const [params, setParams] = useSearchParams();
  const asked = periodQuerySchema.safeParse({ from: params.get('from'), to: params.get('to') });
  const period: Period = asked.success ? asked.data : thisMonth();
  const { state } = useAdminData<AdminInvoiceEntry[]>(invoicesPath(period), 'The invoices');

  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="2">
        Invoices
      </Heading>
      <Text color="fg.muted" mb="6">
        Every invoice (issued when an order is paid) and credit note (issued when a refund is made or a
        dispute is lost) of the period, as issued. Days in Amsterdam time.
      </Text>
      <ReportPeriodForm
        period={period}
        reportName="invoice list"
        ready={state.status === 'ready'}
        onShow={(shown) => setParams(new URLSearchParams({ ...shown }))}
        download={() => downloadInvoiceList(period)}
      />
      {state.status === 'loading' && <LoadingState label="Loading the invoices…" />}
      {state.status === 'error' && <ErrorState title="Invoices unavailable" message={state.message} />}
      {state.status === 'ready' &&
        (state.data.length === 0 ? (
          <Text color="fg.muted">No invoices or credit notes were issued in this period.</Text>
        ) : (
          <>
            <Heading as="h2" size="md" fontWeight="semibold" mb="3">
              {period.from} to {period.to}: {state.data.length}{' '}
              {state.data.length === 1 ? 'document' : 'documents'}
            </Heading>
            <TotalsTable entries={state.data} />
            <DocumentsTable entries={state.data} />
          </>
        ))}
    </>
  );
}
