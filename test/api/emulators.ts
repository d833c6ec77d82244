// Talks to the emulators the test command was started with; refuses to run anywhere else.
import { getAuth } from 'firebase-admin/auth';
import { adminApp } from '../../functions/src/firebase-app';
import { signInWithPassword as signInAgain, signUp, type EmulatorAccount } from '../../scripts/lib/shoppers';

export const projectId = process.env.GCLOUD_PROJECT ?? 'demo-maison-borsa';

function requireHost(variable: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST'): string {
  const host = process.env[variable];
  if (!host) {
    throw new Error(
      `${variable} is not set. Run the API tests through the emulator bootstrap:\n` +
        '  EMULATOR_PORT_OFFSET=3000 tsx scripts/emulators.ts --only auth,firestore -- vitest run --project api',
    );
  }
  return host;
}

if (!projectId.startsWith('demo-')) {
  throw new Error(`The API tests only run against a demo- project, not ${projectId}`);
}

export const firestoreHost = requireHost('FIRESTORE_EMULATOR_HOST');
export const authHost = requireHost('FIREBASE_AUTH_EMULATOR_HOST');

async function expectOk(response: Response, what: string): Promise<void> {
  if (!response.ok) throw new Error(`${what} failed: ${response.status} ${await response.text()}`);
}

/** Deletes every document in the Firestore emulator. */
export async function clearFirestore(): Promise<void> {
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    { method: 'DELETE' },
  );
  await expectOk(response, 'Clearing the Firestore emulator');
}

/** Deletes every account in the Auth emulator. */
export async function clearAuth(): Promise<void> {
  const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/accounts`, {
    method: 'DELETE',
  });
  await expectOk(response, 'Clearing the Auth emulator');
}

export type TestUser = EmulatorAccount;

/** A first-time visitor: an anonymous account and its ID token. */
export function signUpAnonymous(): Promise<TestUser> {
  return signUp(authHost);
}

/** A signed-in customer with e-mail and password (so the test can sign in again later). */
export async function signUpWithPassword(
  email: string,
  password = 'correct-horse-battery',
): Promise<TestUser & { email: string; password: string }> {
  return { ...(await signUp(authHost, { email, password })), email, password };
}

/** Signs in again, e.g. to get a token that carries newly set custom claims. */
export function signInWithPassword(email: string, password: string): Promise<TestUser> {
  return signInAgain(authHost, email, password);
}

/** A signed-in account whose ID token carries the custom claim `admin: true`. */
export async function createAdmin(email = 'admin@maisonborsa.example'): Promise<TestUser> {
  const account = await signUpWithPassword(email);
  await getAuth(adminApp()).setCustomUserClaims(account.uid, { admin: true });
  // A token minted before the claim was set does not carry it: sign in again.
  return signInWithPassword(account.email, account.password);
}
