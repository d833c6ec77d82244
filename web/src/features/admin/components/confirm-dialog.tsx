import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { AdminDialog } from './admin-dialog';

/** Asks before an action that cannot be undone; Cancel (or Escape) does nothing. */
export function ConfirmDialog({
  open,
  title,
  question,
  confirmLabel,
  busy,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  question: string;
  confirmLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <AdminDialog open={open} title={title} onClose={onCancel}>
      <Text mb="6">{question}</Text>
      <Flex gap="3" justify="flex-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button onClick={onConfirm} loading={busy}>
          {confirmLabel}
        </Button>
      </Flex>
    </AdminDialog>
  );
}
