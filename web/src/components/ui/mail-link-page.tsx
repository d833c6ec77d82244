import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { failureText } from '@/app/i18n/form-words';
import { words } from '@/app/i18n/page-language';
import { Link } from '@/components/ui/link';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import styles from './mail-link-page.module.css';

// The pages a shop mail's link opens (the newsletter's and notify me's confirm and unsubscribe
// links, `?token=...`): one heading, one sentence, one action, and what the server answered, in the
// page's words (`mailLinks`, the browsing group's): a success by the page's own sentence, which in
// English is the API's, a failure by the API's code (the API's English on an English page).

type Outcome =
  | { kind: 'idle' }
  | { kind: 'working' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/** Why the link did not work: `notFound` for a link the API does not know (used, expired, unsubscribed). */
function failureOf(error: unknown, notFound: string): string {
  const { mailLinks } = words();
  return failureText(
    error,
    {
      'not-found': notFound,
      'invalid-request': mailLinks.incomplete,
      'too-many-requests': mailLinks.tooMany,
      network: mailLinks.network,
    },
    mailLinks.failed,
  );
}

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
      {words().mailLinks.continueShopping}
    </Link>
  </p>
);

/**
 * A link that acts only on a click (a confirmation: a mail scanner that opens the link confirms
 * nothing). `confirm` sends the link's token; `done` is said when it has, `expired` when the API
 * no longer knows the link.
 */
export function ConfirmByClickPage({
  title,
  text,
  action,
  done,
  expired,
  confirm,
}: {
  title: string;
  text: string;
  action: string;
  done: string;
  expired: string;
  confirm: (token: string) => Promise<void>;
}) {
  useDocumentTitle(title);
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  async function run() {
    setOutcome({ kind: 'working' });
    try {
      await confirm(token);
      setOutcome({ kind: 'done', message: done });
    } catch (error) {
      setOutcome({ kind: 'failed', message: failureOf(error, expired) });
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
          {outcome.kind === 'working' ? words().mailLinks.confirming : action}
        </button>
      )}
    </div>
  );
}

/**
 * A link that acts as it opens (a one-click unsubscribe): `act` sends the token; `done` is said
 * when it has, and `mailLinks.unknownUnsubscribe` when the API does not know the link.
 */
export function ActOnOpenPage({
  title,
  done,
  act,
}: {
  title: string;
  done: string;
  act: (token: string) => Promise<void>;
}) {
  useDocumentTitle(title);
  const token = useSearchParams()[0].get('token') ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });

  useEffect(() => {
    let current = true;
    act(token).then(
      () => current && setOutcome({ kind: 'done', message: done }),
      (error: unknown) =>
        current &&
        setOutcome({ kind: 'failed', message: failureOf(error, words().mailLinks.unknownUnsubscribe) }),
    );
    return () => {
      current = false;
    };
  }, [act, done, token]);

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{title}</h1>
      {outcome.kind === 'working' && (
        <p role="status" className={styles.text}>
          {words().mailLinks.unsubscribing}
        </p>
      )}
      <OutcomeText outcome={outcome} />
      <ShopLink />
    </div>
  );
}
