import { useId, useState, type KeyboardEvent } from 'react';
import { DEFAULT_LANGUAGE, NOTIFY_ME_EXPIRY_DAYS, NOTIFY_ME_MAX_OPEN } from '@shop/domain';
import { failureText } from '@/app/i18n/form-words';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';
import { ApiError } from '@/lib/api-client';
import { useVisitor } from '@/lib/firebase/auth';
import { askToBeNotified } from '../api/notify-me';
import styles from './notify-me.module.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * Why the API refused, in the page's language (docs/decisions.md rule 79): its English on an English
 * page, else the words for its code, and for a 400 the field it names.
 */
function refusalText(error: unknown): string {
  const text = words().notifyMe;
  const field = error instanceof ApiError ? error.fields[0]?.path : undefined;
  return failureText(
    error,
    {
      'invalid-request': field === 'size' ? text.sizeNeeded : words().forms.email,
      conflict: text.available,
      'not-found': text.unknownProduct,
      // The address's limit of open requests or the abuse limit's, the same code: one sentence says both.
      'too-many-requests': fill(text.tooMany, { max: NOTIFY_ME_MAX_OPEN, days: NOTIFY_ME_EXPIRY_DAYS }),
      network: text.network,
    },
    text.failed,
  );
}

/** The API's answer in the page's language: its own sentence on an English page. */
function answerText(answer: Awaited<ReturnType<typeof askToBeNotified>>): string {
  if (pageLanguage() === DEFAULT_LANGUAGE) return answer.message;
  const text = words().notifyMe;
  if (!answer.asked) return text.alreadyAsked;
  return answer.status === 'waiting' ? text.waiting : text.confirmAddress;
}

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
  const text = words().notifyMe;

  async function send() {
    if (sending) return;
    if (sizes.length > 0 && size === '') {
      setOutcome({ kind: 'failed', message: text.sizeNeeded });
      return;
    }
    setOutcome({ kind: 'sending' });
    try {
      const answer = await askToBeNotified(
        productId,
        sizes.length > 0 ? size : undefined,
        oneTap ? undefined : email.trim(),
      );
      setOutcome({ kind: 'done', message: answerText(answer) });
    } catch (error) {
      setOutcome({ kind: 'failed', message: refusalText(error) });
    }
  }

  const days = NOTIFY_ME_EXPIRY_DAYS;
  const consent = oneTap
    ? fill(sizes.length > 0 ? text.consentSizeTo : text.consentItemTo, { email: visitor.email ?? '', days })
    : `${fill(sizes.length > 0 ? text.consentSize : text.consentItem, { days })} ${text.confirmFirst}`;

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
        {text.heading}
      </p>
      {sizes.length > 1 && (
        <>
          <label htmlFor={`${id}-size`} className={styles.label}>
            {text.size}
          </label>
          <select
            id={`${id}-size`}
            className={styles.input}
            value={size}
            onChange={(event) => setSize(event.target.value)}
          >
            <option value="">{text.chooseSize}</option>
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
            {text.email}
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
        {consent}
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
        {sending ? text.sending : text.send}
      </button>
    </div>
  );
}
