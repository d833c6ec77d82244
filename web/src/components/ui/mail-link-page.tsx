import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './mail-link-page.module.css';

// The pages a shop mail's link opens (the newsletter's and notify me's confirm and unsubscribe
// links, `?token=...`): one heading, one sentence, one action, and what the server answered.

type Outcome =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message !== '' ? error.message : 'Something went wrong. Please try again.';

/** The outcome, announced: a status for success, an alert for a failure. */
function OutcomeText({ outcome }: { outcome: Outcome }) {
  if (outcome.kind === 'done')
    return (
      <p role="status" className={styles.success}>
        {outcome.message}
      </p>
    );
  if (outcome.kind === 'failed')
    return (
      <p role="alert" className={styles.error}>
        {outcome.message}
      </p>
    );
  return null;
}

const ShopLink = () => (
  <p>
    <Link to={paths.home.href()} className={styles.link}>
      Continue shopping
    </Link>
  </p>
);

/**
 * A link that acts only on a click (a confirmation: a mail scanner that opens the link confirms
 * nothing). `confirm` sends the link's token and resolves with the sentence to show.
 */
export function ConfirmByClickPage({
  title,
  text,
  action,
  confirm,
}: {
  title: string;
  text: string;
  action: string;
  confirm: (token: string) => Promise<string>;
}) {
  useDocumentTitle(title);
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function run() {
    setOutcome({ kind: 'working' });
    try {
      setOutcome({ kind: 'done', message: await confirm(token) });
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) });
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {outcome.kind !== 'done' && <p className={styles.text}>{text}</p>}
      <OutcomeText outcome={outcome} />
      {outcome.kind === 'done' ? (
        <ShopLink />
      ) : (
        <button
          type="button"
          className={styles.button}
          onClick={() => void run()}
          disabled={outcome.kind === 'working'}
        >
          {outcome.kind === 'working' ? 'Confirming…' : action}
        </button>
      )}
    </div>
  );
}

/** A link that acts as it opens (a one-click unsubscribe): `act` sends the token, resolves with the sentence. */
export function ActOnOpenPage({ title, act }: { title: string; act: (token: string) => Promise<string> }) {
  useDocumentTitle(title);
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let current = true;
    act(token).then(
      (message) => current && setOutcome({ kind: 'done', message }),
      (error: unknown) => current && setOutcome({ kind: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [act, token]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {outcome.kind === 'working' && (
        <p role="status" className={styles.text}>
          Unsubscribing…
        </p>
      )}
      <OutcomeText outcome={outcome} />
      <ShopLink />
    </div>
  );
}
