import { useId, useState, type KeyboardEvent } from 'react';
import { useVisitor } from '@/lib/firebase/auth';
import { askToBeNotified } from '../api/notify-me';
import styles from './notify-me.module.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The Notify me form: which sold-out size (when there are several), the address (a signed-in
 * account's, prefilled: one tap), and the consent in words. It sits inside the buying block's form,
 * so it is a group of fields with a button of its own rather than a nested <form>: Enter in its
 * field sends this, not Add to cart.
 */
export function NotifyMeForm({
  productId,
  sizes,
}: {
  productId: string;
  sizes: readonly { size: string; label: string }[];
}) {
  // The form opens on a click: the session starts now, if the page has not started it yet.
  const visitor = useVisitor();
  // A signed-in account with a verified address asks in one tap: no address field, no confirmation
  // mail (the server uses the account's own address).
  const oneTap = !visitor.isAnonymous && visitor.emailVerified && visitor.email !== null;
  // What the shopper typed; until then an account's own address.
  const [typed, setEmail] = useState<string | null>(null);
  const email = typed ?? visitor.email ?? '';
  const [size, setSize] = useState(sizes.length === 1 ? sizes[0]!.size : '');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const id = useId();
  const sending = outcome.kind === 'sending';

  async function send() {
    if (sending) return;
    if (sizes.length > 0 && size === '') {
      setOutcome({ kind: 'failed', message: 'Please choose the size you want to hear about.' });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      const answer = await askToBeNotified(
        productId,
        sizes.length > 0 ? size : undefined,
        oneTap ? undefined : email.trim(),
      );
      setOutcome({ kind: 'done', message: answer.message });
    } catch (error) {
      setOutcome({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  }

  function sendOnEnter(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void send();
  }

  if (outcome.kind === 'done') {
    return (
      <p role="status" className={styles.done} data-testid="notify-me-done">
        {outcome.message}
      </p>
    );
  }
  return (
    <div role="group" aria-labelledby={`${id}-heading`} className={styles.form} data-testid="notify-me-form">
      <p id={`${id}-heading`} className={styles.heading}>
        Notify me when it is back
      </p>
      {sizes.length > 1 && (
        <>
          <label htmlFor={`${id}-size`} className={styles.label}>
            Size
          </label>
          <select
            id={`${id}-size`}
            className={styles.input}
            value={size}
            onChange={(event) => setSize(event.target.value)}
          >
            <option value="">Choose a size</option>
            {sizes.map((option) => (
              <option key={option.size} value={option.size}>
                {option.label}
              </option>
            ))}
          </select>
        </>
      )}
      {!oneTap && (
        <>
          <label htmlFor={`${id}-email`} className={styles.label}>
            E-mail address
          </label>
          <input
            id={`${id}-email`}
            className={styles.input}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            onKeyDown={sendOnEnter}
            aria-describedby={`${id}-consent${outcome.kind === 'failed' ? ` ${id}-error` : ''}`}
            aria-invalid={outcome.kind === 'failed' || undefined}
          />
        </>
      )}
      <p id={`${id}-consent`} className={styles.consent}>
        We e-mail {oneTap ? visitor.email : 'you'} once when {sizes.length > 0 ? 'this size' : 'it'} is back
        in stock, then forget the request (at the latest after 90 days).
        {oneTap ? '' : ' A new address is asked to confirm first.'}
      </p>
      {outcome.kind === 'failed' && (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {outcome.message}
        </p>
      )}
      <button
        type="button"
        className={styles.send}
        onClick={() => void send()}
        aria-disabled={sending || undefined}
      >
        {sending ? 'Sending…' : 'Notify me'}
      </button>
    </div>
  );
}
