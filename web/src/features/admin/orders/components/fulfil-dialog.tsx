import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { adminFulfilOrderBodySchema, CARRIER_NAMES, orderReference, type AdminOrder } from '@shop/domain';
import { ApiError } from '@/lib/api-client';
import { messageOf } from '../../api/error-message';
import { AdminDialog } from '../../components/admin-dialog';
import { AdminField } from '../../components/admin-field';
import { AdminSelect } from '../../components/admin-select';
import { notifyAdmin } from '../../components/notify';
import { fulfilOrder } from '../api/fulfil-order';

/** Ship with tracking: the carrier and the parcel's number; the order goes Out for Delivery. */
export function FulfilDialog({
  order,
  open,
  onClose,
  onShipped,
}: {
  order: AdminOrder;
  open: boolean;
  onClose: () => void;
  onShipped: () => void;
}) {
  const id = useId();
  const [carrier, setCarrier] = useState<string>(order.shipment?.carrier ?? '');
  const [trackingNumber, setTrackingNumber] = useState(order.shipment?.trackingNumber ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  /** The fields' errors, and the admin taken to the first field to fix, where its error is read. */
  function showErrors(fields: readonly { path: string; message: string }[]) {
    setErrors(Object.fromEntries(fields.map((field) => [field.path, field.message])));
    document.getElementById(`${id}-${fields[0]?.path}`)?.focus();
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = adminFulfilOrderBodySchema.safeParse({ orderId: order.id, carrier, trackingNumber });
    if (!parsed.success) {
      showErrors(
        parsed.error.issues.map((issue) => ({ path: String(issue.path[0]), message: issue.message })),
      );
      return;
    }
    setErrors({});
    setBusy(true);
    try {
      await fulfilOrder(parsed.data);
      notifyAdmin(`Order ${orderReference(order)} is Out for Delivery with ${parsed.data.carrier}`);
      onShipped();
    } catch (failure) {
      // Errors of the two fields go under them; any other (the order's) is the form's.
      const fields = (failure instanceof ApiError ? failure.fields : []).filter(
        (field) => field.path === 'carrier' || field.path === 'trackingNumber',
      );
      if (fields.length > 0) showErrors(fields);
      else setErrors({ form: messageOf(failure) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AdminDialog open={open} title="Ship with tracking" onClose={onClose}>
      <chakra.form onSubmit={(event) => void submit(event)} noValidate display="grid" gap="4">
        <Text fontSize="sm" color="fg.muted">
          Order {orderReference(order)} for {order.customer.fullName}. The customer is mailed the carrier and
          a link to follow the parcel.
        </Text>
        <AdminSelect
          id={`${id}-carrier`}
          label="Carrier"
          required
          value={carrier}
          onChange={(event) => setCarrier(event.target.value)}
          options={[
            { value: '', label: '-- SELECT CARRIER --' },
            ...CARRIER_NAMES.map((name) => ({ value: name, label: name })),
          ]}
          error={errors.carrier}
        />
        <AdminField
          id={`${id}-trackingNumber`}
          label="Tracking number"
          required
          autoComplete="off"
          value={trackingNumber}
          onChange={(event) => setTrackingNumber(event.target.value)}
          error={errors.trackingNumber}
        />
        {errors.form && (
          <Text role="alert" color="fg.error" fontSize="sm">
            {errors.form}
          </Text>
        )}
        <Flex gap="3" justify="flex-end">
          <Button type="button" variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" loading={busy} loadingText="Shipping…">
            Ship
          </Button>
        </Flex>
      </chakra.form>
    </AdminDialog>
  );
}
