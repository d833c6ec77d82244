import { useId, useState } from 'react';
import { fill, words } from '@/app/i18n/page-language';
import plain from '@/components/ui/plain-input.module.css';
import { ORDER_NOTE_MAX_LENGTH, readOrderNote, saveOrderNote } from '../api/order-note';
import styles from './order-note-field.module.css';

/** Note: special instructions, kept in this browser (localStorage `note`) and sent with the order. */
export function OrderNoteField() {
  const inputId = useId();
  const hintId = useId();
  const [note, setNote] = useState(readOrderNote);
  const [stored, setStored] = useState(true);
  const { cart: text } = words();

  return (
    <div>
      <label htmlFor={inputId} className={styles.label}>
        {text.note}
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
        placeholder={text.notePlaceholder}
        data-testid="order-note"
      />
      <p id={hintId} className={stored ? styles.hint : styles.lost}>
        {stored ? fill(text.noteHint, { count: note.length, max: ORDER_NOTE_MAX_LENGTH }) : text.noteLost}
      </p>
    </div>
  );
}
