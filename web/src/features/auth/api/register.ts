import {
  displayNameOf,
  type StoreCustomerProfile,
  type StoreRegisterCustomerBody,
  type StoreRegisterFormParsed,
} from '@shop/domain';
import { api } from '@/lib/api-client';
import { registerWithEmail } from '@/lib/firebase/account';
import { registerFailureMessage } from './auth-errors';

/**
 * CREATE: makes this visitor an e-mail/password account named "first last" (the anonymous visitor
 * is linked, so cart, wishlist and orders stay) and stores the profile (POST registercustomer).
 * Throws an Error whose message can be shown as is when the account could not be created. Resolves
 * with the part that failed, in a sentence, when the account exists but its profile could not be stored.
 */
export async function registerCustomer(
  form: StoreRegisterFormParsed,
): Promise<{ profileFailure: string | null }> {
  try {
    await registerWithEmail(form.email, form.password, displayNameOf(form.firstName, form.lastName));
  } catch (error) {
    throw new Error(registerFailureMessage(error), { cause: error });
  }
  try {
    const body: StoreRegisterCustomerBody = { firstName: form.firstName, lastName: form.lastName };
    await api.post<StoreCustomerProfile>('registercustomer', body);
    return { profileFailure: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      profileFailure: `Your name could not be saved yet (${reason.replace(/\.$/, '')}): add it under My account.`,
    };
  }
}
