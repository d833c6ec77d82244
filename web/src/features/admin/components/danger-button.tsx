import { useState, type ComponentProps } from 'react';
import { chakra, type HTMLChakraProps } from '@chakra-ui/react/styled-system';
import { messageOf } from '../api/error-message';
import { ConfirmDialog } from './confirm-dialog';
import { notifyAdmin } from './notify';

/** The admin's button for what cannot be undone (delete, remove, withdraw): red, outlined, small. */
export function DangerButton(props: HTMLChakraProps<'button'>) {
  return (
    <chakra.button
      type="button"
      minH="9"
      px="2.5"
      borderWidth="1px"
      borderColor="red.700"
      color="red.700"
      rounded="sm"
      cursor="pointer"
      _hover={{ bg: 'red.50' }}
      {...props}
    />
  );
}

/**
 * An action that asks first: `ask(item)` opens the confirmation, `dialog` is its ConfirmDialog's
 * state. Confirmed, the action runs; its message (or its error's) is the admin's snackbar, and the
 * dialog closes whatever the outcome (a modal dialog would cover the snackbar).
 */
export function useConfirmedAction<Item>(act: (item: Item) => Promise<string>) {
  const [pending, setPending] = useState<Item | null>(null);
  const [busy, setBusy] = useState(false);

  async function confirm(item: Item) {
    setBusy(true);
    try {
      notifyAdmin(await act(item));
    } catch (error) {
      notifyAdmin(messageOf(error), 'error');
    } finally {
      setBusy(false);
      setPending(null);
    }
  }

  const dialog = {
    open: pending !== null,
    busy,
    onConfirm: () => {
      if (pending !== null) void confirm(pending);
    },
    onCancel: () => setPending(null),
  } satisfies Partial<ComponentProps<typeof ConfirmDialog>>;
  return { pending, ask: setPending, dialog };
}
