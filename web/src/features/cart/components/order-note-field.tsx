import { useId, useState } from 'react';
import plain from '@/components/ui/plain-input.module.css';
import { ORDER_NOTE_MAX_LENGTH, readOrderNote, saveOrderNote } from '../api/order-note';
import styles from './order-note-field.module.css';

/** Note: special instructions, kept in this browser (localStorage `note`) and sent with the order. */
export function OrderNoteField() {
  const inputId = useId();
  const hintId = useId();
  const [note, setNote] = useState(readOrderNote);
  const [stored, setStored] = useState(true);

  return (
    <div>
      <label htmlFor={inputId} className={styles.label}>
        Note
      </label>
      <textarea
        id={inputId}
        className={plain.textarea}
        name="note"
        value={note}
        maxLength={ORDER_NOTE_MAX_LENGTH}
        rows={4}
        onChange={(event) => {
          setNote(event.target.value);
          setStored(saveOrderNote(event.target.value));
        }}
        aria-describedby={hintId}
        placeholder="Special instructions for your order"
        data-testid="order-note"
      />
      <p id={hintId} className={stored ? styles.hint : styles.lost}>
        {stored
          ? `Sent with your order. ${note.length} of ${ORDER_NOTE_MAX_LENGTH} characters.`
          : 'Your browser does not let us keep this note; it will be lost when you leave the page.'}
      </p>
    </div>
  );
}
