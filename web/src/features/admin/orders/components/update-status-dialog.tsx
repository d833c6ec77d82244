import { useId, useState, type FormEvent } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_STATUSES,
  orderReference,
  type AdminOrder,
  type AdminOrderStatus,
} from '@shop/domain';
import { AdminDialog } from '../../components/admin-dialog';

const isAdminStatus = (value: string): value is AdminOrderStatus =>
  (ADMIN_ORDER_STATUSES as readonly string[]).includes(value);

/** The Update Status dialog (admin.md section 4): -- SELECT OPTION --, then one of the three statuses. */
export function UpdateStatusDialog({
  order,
  busy,
  onSubmit,
  onCancel,
}: {
  /** The order being updated; null closes the dialog. */
  order: AdminOrder | null;
  busy: boolean;
  onSubmit: (status: AdminOrderStatus) => void;
  onCancel: () => void;
}) {
  const selectId = useId();
  const errorId = useId();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);

  function close() {
    setChoice('');
    setError(null);
    onCancel();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isAdminStatus(choice)) {
      setError(ADMIN_ORDER_MESSAGES.chooseStatus);
      return;
    }
    setChoice('');
    setError(null);
    onSubmit(choice);
  }

  return (
    <AdminDialog open={order !== null} title="Update Status" onClose={close}>
      {order && (
        <chakra.form onSubmit={submit} noValidate>
          <Text fontSize="sm" color="fg.muted" mb="4">
            Order {orderReference(order)} for {order.customer.fullName}, now: {order.status}
          </Text>
          <chakra.label htmlFor={selectId} display="block" fontSize="sm" mb="1">
            Status
          </chakra.label>
          <chakra.select
            id={selectId}
            value={choice}
            onChange={(event) => {
              setChoice(event.target.value);
              setError(null);
            }}
            aria-invalid={error !== null}
            aria-describedby={error ? errorId : undefined}
            w="full"
            h="10"
            px="3"
            borderWidth="1px"
            borderColor={error ? 'red.600' : 'gray.500'}
            rounded="sm"
            bg="bg"
          >
            <option value="">-- SELECT OPTION --</option>
            {ADMIN_ORDER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {status}
              </option>
            ))}
          </chakra.select>
          {error && (
            <Text id={errorId} role="alert" color="fg.error" fontSize="sm" mt="1">
              {error}
            </Text>
          )}
          <Flex gap="3" justify="flex-end" mt="6">
            <Button type="button" variant="outline" onClick={close} disabled={busy}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Update
            </Button>
          </Flex>
        </chakra.form>
      )}
    </AdminDialog>
  );
}
