import { pathInLanguage } from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { sendPasswordReset } from '@/lib/firebase/account';
import { isUnknownAccount, passwordResetFailureMessage } from './auth-errors';

/**
 * 'Lost your password?' (docs/decisions.md rule 22): Firebase e-mails a link to choose a new password, which
 * then leads back to the sign-in page. An address without an account gets the same answer as one
 * with, so the form does not tell strangers who shops here. Throws an Error whose message can be
 * shown as is.
 */
export async function requestPasswordReset(email: string): Promise<void> {
  try {
    // Firebase's mail is in this page's language, and its page leads back to the sign-in page in
    // it (/nl/signin).
    const language = pageLanguage();
    const signIn = pathInLanguage(language, paths.signIn.href());
    await sendPasswordReset(email, new URL(signIn, window.location.origin).toString(), language);
  } catch (error) {
    if (isUnknownAccount(error)) return;
    throw new Error(passwordResetFailureMessage(error), { cause: error });
  }
}
