import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { chakra } from '@chakra-ui/react/styled-system';

/**
 * A modal dialog on the browser's own <dialog>: showModal() makes the rest of the page inert, keeps
 * focus inside, closes on Escape and returns focus to the button that opened it, without a dialog
 * component (and its recipe) in the bundle. `onClose` runs on Escape; the caller decides `open`.
 */
export function AdminDialog({
  open,
  title,
  onClose,
  children,
}: {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <chakra.dialog
      ref={ref}
      aria-labelledby={titleId}
      onCancel={(event) => {
        // Escape: let the caller close it, so `open` stays the one source of truth.
        event.preventDefault();
        onClose();
      }}
      // The page's CSS reset removes the browser's margin: auto that centres a modal dialog.
      m="auto"
      w="full"
      maxW="md"
      p="6"
      rounded="md"
      borderWidth="1px"
      borderColor="border"
      bg="bg"
      color="fg"
      boxShadow="xl"
      _backdrop={{ bg: 'blackAlpha.600' }}
    >
      {open && (
        <>
          <Heading as="h2" id={titleId} size="lg" fontWeight="normal" mb="4">
            {title}
          </Heading>
          {children}
        </>
      )}
    </chakra.dialog>
  );
}
