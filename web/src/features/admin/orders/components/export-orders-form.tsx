import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  ORDER_EXPORT_MESSAGES,
  ORDER_FILTER_LABELS,
  adminDate,
  adminPeriod,
  type OrderFilter,
  type PaymentStatus,
} from '@shop/domain';
import { OwnerOnlyReason, useIsShopOwner } from '../../auth/components/owner-only';
import { messageOf } from '../../api/error-message';
import { notifyAdmin } from '../../components/notify';
import { PeriodFields } from '../../components/period-fields';
import { downloadOrders } from '../api/download-orders';

/** Today and the first of this month, as shop dates. */
function thisMonth(): { from: string; to: string } {
  const today = adminDate(new Date());
  return { from: `${today.slice(0, 8)}01`, to: today };
}

/**
 * Download as XLSX: every order of a chosen period with the filters the table shows,
 * built by the server (GET exportorders), with progress while it is prepared and received.
 */
export function ExportOrdersForm({
  filter,
  payment,
}: {
  filter: OrderFilter;
  payment: PaymentStatus | null;
}) {
  const id = useId();
  const isOwner = useIsShopOwner();
  const [period, setPeriod] = useState(thisMonth);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<string | null>(null);

  const filters = [
    filter === 'all' ? null : ORDER_FILTER_LABELS[filter].toLowerCase(),
    payment === null ? null : `payment ${payment}`,
  ].filter(Boolean);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const typed = adminPeriod(period);
    if ('error' in typed) {
      setError(typed.error);
      // Take the admin to From, where the error is shown and read with the field.
      document.getElementById(`${id}-from`)?.focus();
      return;
    }
    setError(null);
    setProgress('Preparing the export…');
    try {
      const { count, fileName } = await downloadOrders({ ...typed.period, filter, payment }, (share) =>
        setProgress(`Downloading… ${Math.round(share * 100)} %`),
      );
      if (count === 0) notifyAdmin(ORDER_EXPORT_MESSAGES.nothingToExport, 'info');
      else notifyAdmin(ORDER_EXPORT_MESSAGES.exported(count, fileName));
    } catch (failure) {
      notifyAdmin(`The orders could not be downloaded: ${messageOf(failure)}`, 'error');
    } finally {
      setProgress(null);
    }
  }

  return (
    <chakra.form
      aria-label="Download orders"
      onSubmit={submit}
      display="flex"
      gap="2"
      flexWrap="wrap"
      alignItems="flex-start"
      mb="4"
      noValidate
    >
      <PeriodFields id={id} value={period} onChange={setPeriod} error={error} />
      <Button
        type="submit"
        mt="7"
        loading={progress !== null}
        loadingText="Preparing…"
        disabled={!isOwner}
        aria-describedby={isOwner ? undefined : `${id}-owner-only`}
      >
        Download as XLSX
      </Button>
      {isOwner ? (
        <chakra.p role="status" fontSize="sm" color="fg.muted" w="full">
          {progress ??
            `Every order of the period${filters.length > 0 ? ` (${filters.join(', ')})` : ''}, dates in Amsterdam time.`}
        </chakra.p>
      ) : (
        // The export holds customers' personal data (docs/decisions.md rule 58).
        <OwnerOnlyReason id={`${id}-owner-only`} action="Downloading the orders (customers' personal data)" />
      )}
    </chakra.form>
  );
}
