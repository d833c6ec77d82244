import { useId, useState, type FormEvent } from 'react';
import { failureText } from '@/app/i18n/form-words';
import { loadLateWordGroup } from '@/app/i18n/late-words';
import { pageLanguage, words } from '@/app/i18n/page-language';
import { DEFAULT_LANGUAGE } from '@shop/domain';
import { subscribeNewsletter } from '../api/subscribe-newsletter';
import styles from './newsletter-form.module.css';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'done'; message: string }
  | { kind: 'failed'; message: string };

/**
 * The answers' words on a Dutch, German or French page (docs/decisions.md rule 79), loaded as the
 * shopper subscribes (no page's first render needs them); null where they could not load: the API's
 * English is shown then, as on an English page.
 */
const answerWords = () =>
  loadLateWordGroup('notices').then(
    () => words().newsletterAnswers,
    () => null,
  );

/**
 * The footer's newsletter box: an e-mail field and Join us; shows what the server answered. Plain HTML
 * and a CSS module: the footer is on every page, and this box was what made every page load Chakra.
 * The field is the browser's own (uncontrolled): in a page rendered on the server it takes typing
 * before this hydrates, and what it shows is what is sent.
 */
export function NewsletterForm() {
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();
  const sending = outcome.kind === 'sending';
  const { footer } = words();

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const form = event.currentTarget;
    const email = String(new FormData(form).get('email') ?? '');
    setOutcome({ kind: 'sending' });
    const answers = pageLanguage() === DEFAULT_LANGUAGE ? Promise.resolve(null) : answerWords();
    try {
      const message = await subscribeNewsletter(email.trim());
      setOutcome({ kind: 'done', message: (await answers)?.confirmationSent ?? message });
      form.reset();
    } catch (error) {
      const text = await answers;
      const message = text
        ? failureText(
            error,
            {
              'invalid-request': words().forms.email,
              'too-many-requests': text.tooMany,
              network: text.network,
            },
            text.failed,
          )
        : error instanceof Error
          ? error.message
          : String(error);
      setOutcome({ kind: 'failed', message });
    }
  }

  return (
    <section aria-labelledby={`${inputId}-heading`}>
      <h2 id={`${inputId}-heading`} className={styles.heading}>
        {footer.newsletter}
      </h2>
      <p className={styles.intro}>{footer.newsletterIntro}</p>
      <form className={styles.form} onSubmit={submit}>
        <label htmlFor={inputId} className={styles.label}>
          {footer.newsletterEmail}
        </label>
        <div className={styles.row}>
          <input
            id={inputId}
            className={styles.input}
            type="email"
            name="email"
            autoComplete="email"
            required
            aria-describedby={outcome.kind === 'done' || outcome.kind === 'failed' ? messageId : undefined}
            aria-invalid={outcome.kind === 'failed' || undefined}
            placeholder="you@example.com"
          />
          {/* aria-disabled, not disabled, while sending: the button keeps its focus and says why. */}
          <button type="submit" className={styles.button} aria-disabled={sending || undefined}>
            {sending ? footer.joining : footer.join}
          </button>
        </div>
        <div id={messageId} className={styles.message} aria-live="polite">
          {outcome.kind === 'done' && <p className={styles.done}>{outcome.message}</p>}
          {outcome.kind === 'failed' && (
            <p role="alert" className={styles.failed}>
              {outcome.message}
            </p>
          )}
        </div>
      </form>
    </section>
  );
}
