import type { StoreDeleteAccountBody, StoreDeleteAccountResponse, StoreMyData } from '@shop/domain';
import { pageLanguage } from '@/app/i18n/page-language';
import { accountChangeFailureMessage } from '@/features/auth/api/auth-errors';
import { api } from '@/lib/api-client';
import { signOutVisitor } from '@/lib/firebase/auth';
import { confirmPassword } from '@/lib/firebase/account';

/** Download my data: GET mydata, saved by the browser as my-data.json (docs/decisions.md rule 33). */
export async function downloadMyData(): Promise<void> {
  const { data } = await api.get<StoreMyData>('mydata');
  const file = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const href = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = href;
  link.download = 'my-data.json';
  link.click();
  // The click has handed the file to the browser's download; the URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

/**
 * Delete my account: confirms the password (the server asks for a recent sign-in), POST
 * deleteaccount (its goodbye mail in the page's language, docs/decisions.md rule 79), then signs out
 * of the account that no longer exists. Throws an Error whose message can be shown as is.
 */
export async function deleteAccount(currentPassword: string): Promise<StoreDeleteAccountResponse> {
  try {
    await confirmPassword(currentPassword);
  } catch (error) {
    throw new Error(accountChangeFailureMessage(error), { cause: error });
  }
  const body: StoreDeleteAccountBody = { confirm: 'DELETE', language: pageLanguage() };
  const { data } = await api.post<StoreDeleteAccountResponse>('deleteaccount', body);
  await signOutVisitor();
  return data;
}
