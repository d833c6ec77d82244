import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  adminCancelOrderBodySchema,
  formatEuro,
  isPayable,
  orderReference,
  refundRefusal,
  type AdminOrder,
} from '@shop/domain';
import { messageOf } from '../../api/error-message';
import { AdminDialog } from '../../components/admin-dialog';
import { AdminTextarea } from '../../components/admin-textarea';
import { notifyAdmin } from '../../components/notify';
import { cancelOrder } from '../api/cancel-order';
import { useRefundLimit } from '../api/use-refund-limit';

/**
 * Cancel order: the reason (mailed to the customer); a paid order is refunded in full, so staff meet
 * their refund limit here too, said before they ask (docs/decisions.md rule 58).
 */
export function CancelDialog({
  order,
  open,
  onClose,
  onCancelled,
}: {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onCancelled: () => void;
}) {
  const id = useId();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const unpaid = isPayable(order);
  const { role, settings } = useRefundLimit();
  const overLimit = !unpaid && settings !== null ? refundRefusal(role, order.totals.payable, settings) : null;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (overLimit !== null) return;
    const parsed = adminCancelOrderBodySchema.safeParse({ orderId: order.id, reason });
    setFailure(null);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Reason is required');
      // Take the admin to the field to fix, where the error is read with it.
      document.getElementById(`${id}-reason`)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await cancelOrder(parsed.data);
      notifyAdmin(`Order ${orderReference(order)} is cancelled`);
      onCancelled();
    } catch (caught) {
      setFailure(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminDialog open={open} title="Cancel order" onClose={onClose}>
      <chakra.form onSubmit={(event) => void submit(event)} noValidate display="grid" gap="4">
        <Text fontSize="sm">
          {unpaid
            ? `Order ${orderReference(order)} is not paid: its payment is stopped and it can no longer be paid.`
            : `Order ${orderReference(order)} is refunded in full (${formatEuro(order.totals.payable)}) and its items go back into stock.`}{' '}
          The customer is mailed the reason.
        </Text>
        <AdminTextarea
          id={`${id}-reason`}
          label="Reason"
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
          error={error}
        />
        {overLimit && (
          <Text id={`${id}-limit`} color="fg.error" fontSize="sm">
            {overLimit}
          </Text>
        )}
        {failure && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {failure}
          </Text>
        )}
        <Flex gap="3" justify="flex-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Keep the order
          </Button>
          {/* White on red.700 keeps 4.5:1 under the pointer too: Chakra's red at 90 % is 4.3:1. */}
          <Button
            type="submit"
            colorPalette="red"
            bg="red.700"
            _hover={{ bg: 'red.800' }}
            loading={busy}
            loadingText="Cancelling…"
            disabled={overLimit !== null}
            aria-describedby={overLimit ? `${id}-limit` : undefined}
          >
            Cancel order
          </Button>
        </Flex>
      </chakra.form>
    </AdminDialog>
  );
}
