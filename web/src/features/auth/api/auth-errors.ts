import { DEFAULT_LANGUAGE, PASSWORD_MIN_LENGTH } from '@shop/domain';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';

// The words are the orders group's (word-groups.ts): every page that signs in or changes an account loads them.
const CONNECTION = () => words().authForms.connection;
const TOO_MANY = () => words().authForms.tooMany;

/** The password rule in the page's words (domain's PASSWORD_RULE in English). */
export const passwordRule = () => fill(words().authForms.passwordRule, { min: PASSWORD_MIN_LENGTH });

/** The Firebase Auth error code (`auth/wrong-password`, ...) of a failure, or ''. */
function authErrorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
}

/**
 * The provider's own message without the SDK's wrapping ("Firebase: Password should be at least 6
 * characters (auth/weak-password)." becomes "Password should be at least 6 characters"). Firebase's
 * reasons are English: another language's page says something went wrong, in its words.
 */
function providerMessage(error: unknown): string {
  if (pageLanguage() !== DEFAULT_LANGUAGE) return words().cart.failed;
  const text = error instanceof Error ? error.message : String(error);
  const plain = text
    .replace(/^Firebase:\s*/, '')
    .replace(/\s*\(auth\/[a-z-]+\)\.?$/, '')
    .replace(/^Error$/, '')
    .trim();
  return plain === '' ? words().cart.failed : plain;
}

/**
 * What a failed sign-in says (storefront.md section 8's 'Invalid Credentials. Please Try Again!' in
 * the shop's words, docs/decisions.md rule 53) for any wrong e-mail or password (never which of the two), plainer words when it was not the
 * credentials at all.
 */
export function signInFailureMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/network-request-failed':
      return CONNECTION();
    case 'auth/too-many-requests':
      return TOO_MANY();
    case 'auth/user-disabled':
      return words().authForms.accountOff;
    default:
      return words().authForms.invalidCredentials;
  }
}

/**
 * What a failed registration says: the provider's message (storefront.md section 8), in the shop's
 * words where Firebase's are cryptic.
 */
export function registerFailureMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/email-already-in-use':
    case 'auth/credential-already-in-use':
      return words().authForms.emailInUse;
    case 'auth/weak-password':
      return fill(words().authForms.strongerPassword, { rule: passwordRule() });
    case 'auth/invalid-email':
      return words().authForms.invalidEmail;
    case 'auth/network-request-failed':
      return CONNECTION();
    case 'auth/too-many-requests':
      return TOO_MANY();
    case 'auth/operation-not-allowed':
      return words().authForms.registerClosed;
    default:
      return providerMessage(error);
  }
}

/** What a failed password-reset request says. */
export function passwordResetFailureMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/invalid-email':
      return words().authForms.invalidEmail;
    case 'auth/network-request-failed':
      return CONNECTION();
    case 'auth/too-many-requests':
      return TOO_MANY();
    default:
      return providerMessage(error);
  }
}

/** True when the reset was asked for an address without an account. */
export function isUnknownAccount(error: unknown): boolean {
  return authErrorCode(error) === 'auth/user-not-found';
}

/** What a failed change of name, e-mail address or password on /account says. */
export function accountChangeFailureMessage(error: unknown): string {
  switch (authErrorCode(error)) {
    case 'auth/wrong-password':
    case 'auth/invalid-credential':
    case 'auth/invalid-login-credentials':
      return words().accountForms.wrongPassword;
    case 'auth/email-already-in-use':
      return words().accountForms.emailTaken;
    case 'auth/invalid-email':
      return words().authForms.invalidEmail;
    case 'auth/weak-password':
      return fill(words().authForms.strongerPassword, { rule: passwordRule() });
    case 'auth/requires-recent-login':
      return words().accountForms.signInAgain;
    case 'auth/network-request-failed':
      return CONNECTION();
    case 'auth/too-many-requests':
      return TOO_MANY();
    default:
      return providerMessage(error);
  }
}
