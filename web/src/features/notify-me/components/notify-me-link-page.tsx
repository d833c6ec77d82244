import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { confirmNotifyMe, unsubscribeNotifyMe } from '../api/notify-me';
import styles from './notify-me-link-page.module.css';

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
 * /notify-me/confirm?token=...: the single-use link of the confirmation mail. Confirming takes a
 * click (a mail scanner that opens the link confirms nobody); a used or expired link says so, and
 * nothing is sent.
 */
export function NotifyMeConfirmPage() {
  useDocumentTitle('Confirm your address');
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function confirm() {
    setOutcome({ kind: 'working' });
    try {
      setOutcome({ kind: 'done', message: await confirmNotifyMe(token) });
    } catch (error) {
      setOutcome({ kind: 'failed', message: messageOf(error) });
    }
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Confirm your address</h1>
      {outcome.kind === 'idle' || outcome.kind === 'working' ? (
        <>
          <p className={styles.text}>
            Confirm that we may e-mail this address once when the item you asked about is back in stock.
          </p>
          <button
            type="button"
            className={styles.button}
            onClick={() => void confirm()}
            disabled={outcome.kind === 'working'}
          >
            {outcome.kind === 'working' ? 'Confirming…' : 'Confirm my address'}
          </button>
        </>
      ) : (
        <>
          <OutcomeText outcome={outcome} />
          <ShopLink />
        </>
      )}
    </div>
  );
}

/** /notify-me/unsubscribe?token=...: the one-click unsubscribe of every back-in-stock mail. */
export function NotifyMeUnsubscribePage() {
  useDocumentTitle('Stop back-in-stock e-mails');
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let current = true;
    unsubscribeNotifyMe(token).then(
      (message) => current && setOutcome({ kind: 'done', message }),
      (error: unknown) => current && setOutcome({ kind: 'failed', message: messageOf(error) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>Stop back-in-stock e-mails</h1>
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
