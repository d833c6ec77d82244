import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { confirmNewsletter, unsubscribeNewsletter } from '../api/subscribe-newsletter';
import styles from './newsletter-link-page.module.css';

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
 * /newsletter/confirm?token=...: the link of the confirmation mail. Confirming takes a click (a mail
 * scanner that opens the link subscribes nobody).
 */
export function NewsletterConfirmPage() {
  useDocumentTitle('Confirm your subscription');
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function confirm() {
    setOutcome({ kind: 'working' });
    try {
      setOutcome({ kind: 'done', message: await confirmNewsletter(token) });
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) });
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Confirm your subscription</h1>
      {outcome.kind !== 'done' && (
        <p className={styles.text}>Confirm that you want to receive the newsletter at this address.</p>
      )}
      <OutcomeText outcome={outcome} />
      {outcome.kind === 'done' ? (
        <ShopLink />
      ) : (
        <button
          type="button"
          className={styles.button}
          onClick={() => void confirm()}
          disabled={outcome.kind === 'working'}
        >
          {outcome.kind === 'working' ? 'Confirming…' : 'Confirm my subscription'}
        </button>
      )}
    </div>
  );
}

/** /newsletter/unsubscribe?token=...: the one-link unsubscribe of every newsletter mail. */
export function NewsletterUnsubscribePage() {
  useDocumentTitle('Unsubscribe from the newsletter');
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let current = true;
    unsubscribeNewsletter(token).then(
      (message) => current && setOutcome({ kind: 'done', message }),
      (error: unknown) => current && setOutcome({ kind: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Unsubscribe from the newsletter</h1>
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
