// The visitor store: who is using the shop, as far as known. auth.ts reads it for the app;
// auth-session.ts (the Auth SDK, loaded on demand) writes the Auth SDK's user into it.
import type { AdminRole } from '@shop/domain';

export type VisitorState = {
  /** True until the first user (anonymous or not) is known. */
  loading: boolean;
  uid: string | null;
  isAnonymous: boolean;
  /** Signed in with an account whose ID token carries `admin: true` (docs/decisions.md rule 3). */
  isAdmin: boolean;
  /** The admin's role (docs/decisions.md rule 58): what the admin's screens offer; null for others. */
  adminRole: AdminRole | null;
  email: string | null;
  /** The account's address was proven by the link mailed to it (one-tap notify me, wishlist alerts). */
  emailVerified: boolean;
  displayName: string | null;
  /** Set when no visitor id could be obtained (e.g. Auth unreachable). */
  error: string | null;
};

export const LOADING: VisitorState = {
  loading: true,
  uid: null,
  isAnonymous: true,
  isAdmin: false,
  adminRole: null,
  email: null,
  emailVerified: false,
  displayName: null,
  error: null,
};

let state: VisitorState = LOADING;
const listeners = new Set<() => void>();

/** Sets the visitor store (auth-session.ts follows the Auth SDK's user into it). */
export function setVisitorState(next: VisitorState): void {
  state = next;
  for (const listener of listeners) listener();
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSnapshot(): VisitorState {
  return state;
}
