import { useId, useState } from 'react';
import { chakra } from '@chakra-ui/react/styled-system';
import { textareaRecipe } from '@chakra-ui/react/theme';
import { ORDER_NOTE_MAX_LENGTH, readOrderNote, saveOrderNote } from '../api/order-note';

const Textarea = chakra('textarea', textareaRecipe);

/** Note: special instructions, kept in this browser (localStorage `note`) and sent with the order. */
export function OrderNoteField() {
  const inputId = useId();
  const hintId = useId();
  const [note, setNote] = useState(readOrderNote);
  const [stored, setStored] = useState(true);

  return (
    <chakra.div>
      <chakra.label
        htmlFor={inputId}
        display="block"
        fontSize="sm"
        fontWeight="semibold"
        letterSpacing="0.1em"
        mb="1.5"
      >
        Note
      </chakra.label>
      <Textarea
        id={inputId}
        name="note"
        value={note}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        rows={4}
        onChange={(event) => {
          setNote(event.target.value);
          setStored(saveOrderNote(event.target.value));
        }}
        aria-describedby={hintId}
        borderColor="gray.400"
        placeholder="Special instructions for your order"
        data-testid="order-note"
      />
      <chakra.p id={hintId} fontSize="sm" color={stored ? 'fg.muted' : 'fg.error'} mt="1">
        {stored
          ? `Sent with your order. ${note.length} of ${ORDER_NOTE_MAX_LENGTH} characters.`
          : 'Your browser does not let us keep this note; it will be lost when you leave the page.'}
      </chakra.p>
    </chakra.div>
  );
}
