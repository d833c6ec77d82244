import { useEffect, useState } from 'react';
import {
  displayNameOf,
  type StoreChangePasswordBody,
  type StoreCustomerProfile,
  type StoreRegisterCustomerBody,
  type StoreRegisterCustomerParsed,
  type StoreResendVerificationBody,
} from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { accountChangeFailureMessage } from '@/features/auth/api/auth-errors';
import { api } from '@/lib/api-client';
import { signInWithEmail } from '@/lib/firebase/auth';
import {
  accountEmailVerified,
  changeDisplayName,
  changeEmail,
  confirmPassword,
  currentAccountEmail,
} from '@/lib/firebase/account';

/** Runs a Firebase Auth change, turning its failure into an Error whose message can be shown as is. */
async function inShopWords(change: () => Promise<void>): Promise<void> {
  try {
    await change();
  } catch (error) {
    throw new Error(accountChangeFailureMessage(error), { cause: error });
  }
}

/**
 * The account's name: the profile (POST registercustomer, whose repeat updates the names and keeps
 * the rest), which the account page shows, then the Auth display name ("first last"). The profile
 * goes first so a refusal there changes nothing; resolves with the part that did not change when
 * only the display name failed, so the page says exactly what happened.
 */
export async function changeName(names: StoreRegisterCustomerParsed): Promise<{ partFailed: string | null }> {
  const body: StoreRegisterCustomerBody = { firstName: names.firstName, lastName: names.lastName };
  await api.post<StoreCustomerProfile>('registercustomer', body);
  try {
    await inShopWords(() => changeDisplayName(displayNameOf(names.firstName, names.lastName)));
    return { partFailed: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      partFailed: `The name we greet you with after signing in stays as it was for now (${reason.replace(/\.$/, '')}).`,
    };
  }
}

/**
 * Whether the account's address is confirmed, from the Auth SDK (read once the account page shows:
 * the visitor store every page carries does not hold it). A failed read counts as confirmed: no
 * notice rather than a wrong one.
 */
export function useAddressConfirmed(): boolean {
  const [confirmed, setConfirmed] = useState(true);
  useEffect(() => {
    let current = true;
    accountEmailVerified().then(
      (verified) => current && setConfirmed(verified),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return confirmed;
}

/**
 * POST resendverification: the account's verification link mailed again (docs/decisions.md rule 74),
 * in the page's language (rule 79).
 */
export async function resendVerificationMail(): Promise<void> {
  const body: StoreResendVerificationBody = { language: pageLanguage() };
  await api.post<{ sent: true }>('resendverification', body);
}

/**
 * Sends the verification link to the new address, in the page's language; the address changes once
 * it is followed.
 */
export function changeEmailAddress(
  currentPassword: string,
  email: string,
  continueUrl: string,
): Promise<void> {
  return inShopWords(() => changeEmail(currentPassword, email, continueUrl, pageLanguage()));
}

/**
 * Confirms the current password, then POST changepassword (the server checks the rule and ends the
 * account's sessions: docs/decisions.md rule 34), then signs in again with the new password.
 */
export async function changeAccountPassword(currentPassword: string, newPassword: string): Promise<void> {
  await inShopWords(() => confirmPassword(currentPassword));
  const body: StoreChangePasswordBody = { newPassword };
  await api.post<{ changed: true }>('changepassword', body);
  const email = await currentAccountEmail();
  await inShopWords(async () => {
    await signInWithEmail(email, newPassword);
  });
}
