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
import { useSyncExternalStore } from 'react';
import { emulatorHosts, firebaseApp, useEmulators } from './app';

// initializeAuth with explicit persistence instead of getAuth(): getAuth() also bundles the
// popup/redirect resolver, which the shop never uses (e-mail and password only).
export const auth = initializeAuth(firebaseApp, {
  persistence: browserLocalPersistence,
});
if (useEmulators) connectAuthEmulator(auth, emulatorHosts.auth, { disableWarnings: true });

/**
 * Who is using the shop. Every visitor has a Firebase uid: an anonymous one from the first visit
 * (decisions rule 1), or the one of the account they signed in to. Carts, wishlists and orders are
 * keyed by `uid`.
 */
export type VisitorState = {
  /** True until the first user (anonymous or not) is known. */
  loading: boolean;
  uid: string | null;
  isAnonymous: boolean;
  /** Signed in with an account whose ID token carries `admin: true` (decisions rule 3). */
  isAdmin: boolean;
  email: string | null;
  displayName: string | null;
  /** Set when no visitor id could be obtained (e.g. Auth unreachable). */
  error: string | null;
};

const LOADING: VisitorState = {
  loading: true,
  uid: null,
  isAnonymous: true,
  isAdmin: false,
  email: null,
  displayName: null,
  error: null,
};

let state: VisitorState = LOADING;
const listeners = new Set<() => void>();
let started = false;
let anonymousSignIn: Promise<unknown> | null = null;
// Token results resolve asynchronously; only the newest auth event may set the state.
let latestEvent = 0;

function setState(next: VisitorState): void {
  state = next;
  for (const listener of listeners) listener();
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

function ensureAnonymousVisitor(): Promise<unknown> {
  anonymousSignIn ??= signInAnonymously(auth)
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
  if (!user.isAnonymous) {
    // Reads the cached token; no network call unless it has expired.
    const token = await getIdTokenResult(user);
    isAdmin = token.claims['admin'] === true;
  }
  return {
    loading: false,
    uid: user.uid,
    isAnonymous: user.isAnonymous,
    isAdmin,
    email: user.email,
    displayName: user.displayName,
    error: null,
  };
}

function start(): void {
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

function subscribe(listener: () => void): () => void {
  start();
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): VisitorState {
  return state;
}

/** The current visitor; signs in anonymously on the first visit. */
export function useVisitor(): VisitorState {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}

/** Starts the visitor session without rendering anything (called once at app start). */
export function startVisitorSession(): void {
  start();
}

/**
 * The visitor's Firebase ID token for `Authorization: Bearer` on API calls (decisions rule 2).
 * Waits for the session, creating the anonymous visitor if there is none yet.
 */
export async function getIdToken(): Promise<string> {
  start();
  await auth.authStateReady();
  if (!auth.currentUser) await ensureAnonymousVisitor();
  const user = auth.currentUser;
  if (!user) throw new Error('You are not connected to the shop. Please reload the page.');
  return user.getIdToken();
}

/** The visitor's uid once known (anonymous or signed in). */
export async function getVisitorUid(): Promise<string> {
  start();
  await auth.authStateReady();
  if (!auth.currentUser) await ensureAnonymousVisitor();
  const user = auth.currentUser;
  if (!user) throw new Error('You are not connected to the shop. Please reload the page.');
  return user.uid;
}

/** E-mail and password sign-in; resolves with the new visitor state (including isAdmin). */
export async function signInWithEmail(email: string, password: string): Promise<VisitorState> {
  const credential = await signInWithEmailAndPassword(auth, email, password);
  return describe(credential.user);
}

/** Signs out; the visitor continues as a new anonymous visitor. */
export async function signOutVisitor(): Promise<void> {
  await signOut(auth);
}
