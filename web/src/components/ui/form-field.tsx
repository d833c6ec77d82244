import type { ComponentProps } from 'react';
import styles from './form-field.module.css';

type FormFieldProps = Omit<ComponentProps<'input'>, 'id' | 'className'> & {
  /** The input's id; the label, hint and error are tied to it. */
  id: string;
  label: string;
  /** Shown under the field while there is no error. */
  hint?: string | undefined;
  error?: string | undefined;
};

/**
 * A labelled text input of the storefront's forms (account, sign-in, contact, returns, /track) as
 * plain HTML and a CSS module, so it needs no Chakra. The hint and the error are tied to
 * the input (aria-describedby, aria-invalid); the label reads in normal case.
 */
export function FormField({ id, label, hint, error, required, ...input }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && (
          <span aria-hidden="true" className={styles.required}>
            *
          </span>
        )}
      </label>
      <input
        {...input}
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        className={styles.input}
      />
      {hint && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      )}
    </div>
  );
}
