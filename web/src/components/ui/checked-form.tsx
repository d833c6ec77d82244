import type { ReactNode } from 'react';
import type { useCheckedForm } from '@/hooks/use-checked-form';
import button from './button.module.css';
import { ErrorState } from './error-state';
import styles from './checked-form.module.css';

/**
 * A form the API stores (contact, return request, the account's forms, /track's lookup) as plain
 * HTML and a CSS module, so it needs no Chakra: the outcome of its useCheckedForm above
 * the fields (the confirmation takes focus, so screen readers read it), the fields, and the submit
 * button, busy while sending.
 */
export function CheckedForm({
  label,
  form: { prepare, submit, outcome, confirmationRef },
  sentTitle,
  failedTitle,
  submitLabel,
  children,
}: {
  label: string;
  form: Pick<ReturnType<typeof useCheckedForm>, 'prepare' | 'submit' | 'outcome' | 'confirmationRef'>;
  sentTitle: string;
  failedTitle: string;
  submitLabel: string;
  children: ReactNode;
}) {
  const sending = outcome.kind === 'sending';
  return (
    <form
      // aria-disabled, not disabled, while sending: the button keeps its focus; a second press waits.
      onSubmit={(event) => (sending ? event.preventDefault() : void submit(event))}
      onFocus={prepare}
      noValidate
      aria-label={label}
    >
      {outcome.kind === 'sent' && (
        <div
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          className={styles.confirmation}
          data-testid="form-confirmation"
        >
          <p className={styles.sentTitle}>{sentTitle}</p>
          <p className={styles.sentMessage}>{outcome.message}</p>
        </div>
      )}
      {outcome.kind === 'failed' && <ErrorState title={failedTitle} message={outcome.message} />}
      <div className={styles.fields}>
        {children}
        <div>
          <button
            type="submit"
            className={`${button.button} ${button.lg} ${button.solid} ${styles.submit}`}
            aria-disabled={sending || undefined}
          >
            {sending ? (
              <>
                <span className={button.spinner} aria-hidden="true" />
                SENDING…
              </>
            ) : (
              submitLabel
            )}
          </button>
        </div>
      </div>
    </form>
  );
}
