// The visitor's Firebase Auth session: the Auth SDK and everything that calls it. auth.ts loads this
// module on demand (after the first paint, or when the visitor first acts), so the SDK is never part
// of a page's first download (docs/architecture.md, "Performance"). Import from auth.ts, not here;
// only modules that are themselves loaded on demand (account.ts) may import `auth` directly.
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getIdTokenResult,
  initializeAuth,
  onIdTokenChanged,
  signInAnonymously,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { adminRoleOf, type AdminRole } from '@shop/domain';
import { emulatorHosts, firebaseApp, useEmulators } from './app';
import { LOADING, setVisitorState as setState, type VisitorState } from './visitor-store';

// initializeAuth with explicit persistence instead of getAuth(): getAuth() also bundles the
// popup/redirect resolver, which the shop never uses (e-mail and password only).
export const auth = initializeAuth(firebaseApp, {
  persistence: browserLocalPersistence,
});
if (useEmulators) connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });

let started = false;
let anonymousSignIn: Promise<unknown> | null = null;
// Token results resolve asynchronously; only the newest auth event may set the state.
let latestEvent = 0;

/**
 * Sign-ins, one at a time in the order they were asked for. A first visit's anonymous sign-up is
 * asked for as the page starts; an e-mail sign-in typed soon after would otherwise race it, and
 * when the sign-up's answer came second it signed the visitor in as a new anonymous visitor,
 * signing the account out (a reload then showed the sign-in page again).
 */
let signIns: Promise<unknown> = Promise.resolve();
function oneAtATime<T>(signIn: () => Promise<T>): Promise<T> {
  const next = signIns.then(signIn);
  signIns = next.catch(() => undefined);
  return next;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function ensureAnonymousVisitor(): Promise<unknown> {
  // Checked in turn: a sign-in that came first has given the visitor a user already.
  anonymousSignIn ??= oneAtATime(async () => {
    if (!auth.currentUser) await signInAnonymously(auth);
  })
    .catch((error: unknown) => {
      setState({ ...LOADING, loading: false, error: `Could not start your visit: ${messageOf(error)}` });
    })
    .finally(() => {
      anonymousSignIn = null;
    });
  return anonymousSignIn;
}

async function describe(user: User): Promise<VisitorState> {
  let isAdmin = false;
  let adminRole: AdminRole | null = null;
  if (!user.isAnonymous) {
    // Reads the cached token; no network call unless it has expired.
    const token = await getIdTokenResult(user);
    isAdmin = token.claims['admin'] === true;
    adminRole = adminRoleOf(token.claims);
  }
  return {
    loading: false,
    uid: user.uid,
    isAnonymous: user.isAnonymous,
    isAdmin,
    adminRole,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName,
    error: null,
  };
}

/** Follows the signed-in user into the visitor store; creates the anonymous visitor when there is none. */
export function start(): void {
  if (started) return;
  started = true;
  // onIdTokenChanged (not onAuthStateChanged) so a refreshed token with new claims updates isAdmin.
  onIdTokenChanged(auth, (user) => {
    const event = ++latestEvent;
    if (!user) {
      // First visit, or just signed out: every visitor gets an anonymous uid.
      setState(LOADING);
      void ensureAnonymousVisitor();
      return;
    }
    describe(user).then(
      (next) => {
        if (event === latestEvent) setState(next);
      },
      (error: unknown) => {
        if (event === latestEvent) setState({ ...LOADING, loading: false, error: messageOf(error) });
      },
    );
  });
}

/**
 * The visitor's Firebase ID token for `Authorization: Bearer` on API calls (docs/decisions.md rule 2).
 * Waits for the session, creating the anonymous visitor if there is none yet.
 */
export async function idToken(): Promise<string> {
  start();
  await auth.authStateReady();
  if (!auth.currentUser) await ensureAnonymousVisitor();
  const user = auth.currentUser;
  if (!user) throw new Error('You are not connected to the shop. Please reload the page.');
  return user.getIdToken();
}

/** The visitor's uid once known (anonymous or signed in). */
export async function visitorUid(): Promise<string> {
  start();
  await auth.authStateReady();
  if (!auth.currentUser) await ensureAnonymousVisitor();
  const user = auth.currentUser;
  if (!user) throw new Error('You are not connected to the shop. Please reload the page.');
  return user.uid;
}

/** E-mail and password sign-in; resolves with the new visitor state (including isAdmin). */
export async function signInWithEmail(email: string, password: string): Promise<VisitorState> {
  const credential = await oneAtATime(() => signInWithEmailAndPassword(auth, email, password));
  return describe(credential.user);
}

/** Signs out; the visitor continues as a new anonymous visitor. */
export async function signOutVisitor(): Promise<void> {
  await signOut(auth);
}
