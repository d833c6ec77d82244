import {
  type StoreCreateAccountBody,
  type StoreCustomerProfile,
  type StoreRegisterFormParsed,
} from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { ApiError, api } from '@/lib/api-client';
import { signInWithEmail } from '@/lib/firebase/auth';
import { ensureVisitorSession } from '@/lib/firebase/account';
import { registerFailureMessage } from './auth-errors';

/**
 * CREATE: POST createaccount makes this visitor an e-mail/password account named "first last"
 * (the server checks the password rule and mails the verification link, in the page's language;
 * docs/decisions.md rules 34 and 79),
 * then the browser signs in with the password: the same uid, so cart, wishlist and orders stay.
 * Throws an Error whose message can be shown as is when the account could not be created.
 */
export async function registerCustomer(form: StoreRegisterFormParsed): Promise<void> {
  try {
    await ensureVisitorSession();
    const body: StoreCreateAccountBody = { ...form, language: pageLanguage() };
    await api.post<StoreCustomerProfile>('createaccount', body);
  } catch (error) {
    // The API's refusals are in the shop's words already; Firebase's are translated.
    throw error instanceof ApiError ? error : new Error(registerFailureMessage(error), { cause: error });
  }
  try {
    await signInWithEmail(form.email, form.password);
  } catch (error) {
    throw new Error(registerFailureMessage(error), { cause: error });
  }
}
