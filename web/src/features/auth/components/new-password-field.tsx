import { pageLanguage, words } from '@/app/i18n/page-language';
import { passwordRule } from '../api/auth-errors';
import { useDeferredValue, useEffect, useState, type ComponentProps } from 'react';
import {
  DEFAULT_LANGUAGE,
  loadPasswordScorer,
  PASSWORD_MIN_LENGTH,
  weakPasswordMessage,
  type PasswordOwner,
  type PasswordScorer,
} from '@shop/domain';
import { FormField } from '@/components/ui/form-field';
import styles from './new-password-field.module.css';

/**
 * The password scorer for a form that sets a password (docs/decisions.md rule 72): its dictionaries
 * load once `wanted` (the register page at once; the account page when its password form is first
 * focused), never with a page that has no such form. `null` until loaded, or when loading failed
 * (the server still checks; the form then says nothing live).
 */
export function usePasswordScorer(wanted: boolean): PasswordScorer | null {
  const [scorer, setScorer] = useState<PasswordScorer | null>(null);
  useEffect(() => {
    if (!wanted) return;
    let mounted = true;
    loadPasswordScorer().then(
      (loaded) => mounted && setScorer(() => loaded),
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [wanted]);
  return scorer;
}

/**
 * Why `password` is too easy to guess and how to make it stronger, or null: the scorer's own reasons
 * on an English page (they are English), the shop's words on another (docs/decisions.md rule 79).
 */
function weakReason(password: string, owner: PasswordOwner, scorer: PasswordScorer): string | null {
  const weak = weakPasswordMessage(password, owner, scorer);
  return weak && pageLanguage() !== DEFAULT_LANGUAGE ? words().authForms.easyToGuess : weak;
}

/**
 * Null when `password` may be sent; otherwise why not and how to make it stronger: the API's own
 * verdict, so a refusal is shown at the field before anything is sent. Waits for the dictionaries if
 * the shopper was quicker than they were; if they cannot load, the server decides.
 */
export async function weakPasswordBeforeSending(
  password: string,
  owner: PasswordOwner,
): Promise<string | null> {
  try {
    return weakReason(password, owner, await loadPasswordScorer());
  } catch {
    return null;
  }
}

type NewPasswordFieldProps = Omit<ComponentProps<typeof FormField>, 'type' | 'hint' | 'autoComplete'> & {
  value: string;
  /** The account's e-mail address and names as typed so far: a password made of them is refused. */
  owner: PasswordOwner;
  scorer: PasswordScorer | null;
};

/**
 * A new password's field: the rule as its hint, and under it, once the password is long enough to
 * judge, the live verdict (docs/decisions.md rule 72) in a polite live region: what makes it
 * guessable and how to make it stronger, or that it is hard to guess. The field's own error (after
 * sending) stays FormField's.
 */
export function NewPasswordField({ owner, scorer, value, ...field }: NewPasswordFieldProps) {
  // Scoring takes a few ms, more for a long password: typing never waits for it.
  const typed = useDeferredValue(value);
  const judged = scorer !== null && typed.length >= PASSWORD_MIN_LENGTH && field.error === undefined;
  const weak = judged ? weakReason(typed, owner, scorer) : null;
  return (
    <div>
      <FormField {...field} value={value} type="password" autoComplete="new-password" hint={passwordRule()} />
      {/* Always in the page, so a screen reader hears each new verdict; empty while there is none. */}
      <p role="status" className={`${styles.verdict} ${weak ? styles.weak : ''}`}>
        {judged && (weak ? `${words().authForms.tooEasy} ${weak}` : words().authForms.hardToGuess)}
      </p>
    </div>
  );
}
