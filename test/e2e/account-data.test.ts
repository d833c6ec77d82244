// A customer's data rights on /account (docs/decisions.md rule 33), in the browser: downloading
// their data as a JSON file and deleting the account, with an axe check on every state shown.
import { readFile } from 'node:fs/promises';
import { collections, type StoreMyData } from '@shop/domain';
import { getAuth } from 'firebase-admin/auth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { db } from '../../functions/src/data/firestore';
import { adminApp } from '../../functions/src/firebase-app';
import { expectAccessible, openBrowser, visit, type BrowserSession } from './support/browser';
import { createCustomer } from './support/journeys';

const WAIT = { timeout: 20_000 };

describe('account data', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowser();
  });
  afterAll(async () => {
    await session?.close();
  });

  it("downloads the customer's data and deletes the account", { timeout: 240_000 }, async () => {
    const { page } = session;
    const email = `erase.${Date.now()}@example.nl`;
    const password = 'maison-borsa-erase-1';
    const { uid } = await createCustomer(email, password, 'Eva Visser');
    await db().collection(collections.customers).doc(uid).set({
      firstName: 'Eva',
      lastName: 'Visser',
      email,
      createdAt: new Date(),
    });

    await visit(page, '/signin');
    const login = page.getByRole('form', { name: 'Sign in' });
    await login.getByLabel('E-mail').fill(email);
    await login.getByLabel('Password').fill(password);
    await login.getByRole('button', { name: 'Sign in' }).click();
    // Signing in also asks the API to merge this visit's things: a cold functions emulator can be slow.
    await page.waitForURL((url) => url.pathname !== '/signin', { timeout: 90_000 });

    await visit(page, '/account#privacy');
    await page.getByRole('heading', { name: 'Your data', exact: true }).waitFor(WAIT);
    await expectAccessible(page);

    // Download my data: one JSON file with the account's details.
    const [download] = await Promise.all([
      page.waitForEvent('download', WAIT),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as StoreMyData;
    expect(data.account).toMatchObject({ uid, email, emailVerified: false });
    expect(data.profile).toEqual({ firstName: 'Eva', lastName: 'Visser', email });
    await page.getByText('Your data has been saved as my-data.json.').waitFor(WAIT);
    await expectAccessible(page);

    // Delete my account: without DELETE typed, the form says what it needs and nothing is sent.
    const form = page.getByRole('form', { name: 'Delete your account' });
    await form.getByLabel('Current password').fill(password);
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await form.getByText('Type DELETE to confirm that your account should be deleted').waitFor(WAIT);
    await expectAccessible(page);
    expect((await getAuth(adminApp()).getUser(uid)).email).toBe(email);

    await form.getByLabel('Type DELETE to confirm').fill('DELETE');
    await form.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByTestId('account-deleted').waitFor(WAIT);
    expect(await page.getByTestId('account-deleted').innerText()).toContain('Your account has been deleted.');
    await expectAccessible(page);
    await expect(getAuth(adminApp()).getUser(uid)).rejects.toMatchObject({ code: 'auth/user-not-found' });
    expect((await db().collection(collections.customers).doc(uid).get()).exists).toBe(false);
  });
});
