import { useEffect, useSyncExternalStore } from 'react';
import { getSnapshot, LOADING, setVisitorState, subscribe, type VisitorState } from './visitor-store';

/**
 * Who is using the shop. Every visitor has a Firebase uid: an anonymous one from the first visit
 * (docs/decisions.md rule 1), or the one of the account they signed in to. Carts, wishlists and orders are
 * keyed by `uid`.
 *
 * This module is the light half: the calls the app makes, over the visitor store (visitor-store.ts). The Auth SDK lives
 * in auth-session.ts, loaded on demand, so no page waits for it before its first paint: boot.tsx
 * starts the session once the page is idle (startVisitorSessionWhenIdle), and any call that needs the uid or a token
 * (getVisitorUid, getIdToken) starts it at once, so a uid always exists before the first write.
 */
/**
 * The current visitor (`loading` until the session has started). A screen that shows who the
 * visitor is (sign-in, account, checkout, the admin) needs the session now: it starts it.
 */
export function useVisitor(): VisitorState {
  useEffect(() => startVisitorSession(), []);
  return useKnownVisitor();
}

/**
 * The visitor, for a screen that has nothing to show a browser that never had a session (the
 * wishlist): starts the session only for a returning one. A first visitor's screen shows its empty
 * state at once, instead of loading the Auth SDK and signing the visitor up while the page starts,
 * and follows the visitor once the session starts on its own (startVisitorSessionWhenIdle).
 */
export function useReturningVisitor(): VisitorState {
  useEffect(() => {
    if (hasHadVisitorSession()) startVisitorSession();
  }, []);
  return useKnownVisitor();
}

/**
 * hasHadVisitorSession for rendering: the server cannot know it and renders a returning visitor's
 * page (its loading state), so hydration does too; the browser then renders what it knows.
 */
export function useHasHadVisitorSession(): boolean {
  return useSyncExternalStore(subscribe, hasHadVisitorSession, () => true);
}

/**
 * The visitor as far as known, without starting the session: for the header's cart and wishlist
 * badges, on every page, which show once the session has started on its own
 * (startVisitorSessionWhenIdle) instead of pulling the Auth SDK into every first screen.
 */
export function useKnownVisitor(): VisitorState {
  // A server render knows no visitor: hydration renders LOADING too, then the store's visitor.
  return useSyncExternalStore(subscribe, getSnapshot, () => LOADING);
}

/**
 * The visitor for the header's cart and wishlist badges: known only once the page has settled
 * (settlePage: the shopper's first move, or 5 s after the page loaded). On a page that starts the
 * session at once (a returning visitor's /cart, /wishlist or /track, the checkout) the badges'
 * Firestore SDK and reads then wait, instead of landing on a phone's main thread beside the page's
 * own session and read; everywhere else the session starts at that moment anyway.
 */
export function useBadgeVisitor(): VisitorState {
  const visitor = useKnownVisitor();
  const settled = useSyncExternalStore(subscribeSettled, isPageSettled, () => false);
  return settled ? visitor : LOADING;
}

let pageSettled = false;
const settledListeners = new Set<() => void>();

function subscribeSettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

function isPageSettled(): boolean {
  return pageSettled;
}

function settlePage(): void {
  if (pageSettled) return;
  pageSettled = true;
  for (const listener of settledListeners) listener();
}

type Session = typeof import('./auth-session');
let session: Promise<Session> | null = null;

/** The session module, loaded and started once; a failed load is retried by the next call. */
function visitorSession(): Promise<Session> {
  session ??= import('./auth-session').then(
    (module) => {
      module.start();
      rememberVisitor();
      return module;
    },
    (error: unknown) => {
      session = null;
      const message = error instanceof Error ? error.message : String(error);
      setVisitorState({ ...LOADING, loading: false, error: `Could not start your visit: ${message}` });
      throw error;
    },
  );
  return session;
}

/** Starts the visitor session (an anonymous sign-in on the first visit) without waiting for it. */
export function startVisitorSession(): void {
  visitorSession().catch((error: unknown) => console.warn('Could not start the visitor session', error));
}

/** Set once this browser has had a visitor session: it may have orders to list (hasHadVisitorSession). */
const RETURNING_VISITOR_KEY = 'maison-borsa.returning-visitor';
/** How long the session waits for the shopper's first move before it starts anyway. */
const SESSION_DELAY_MS = 5000;

/** Marks this browser as having had a session (however it started: idle, a cart, a sign-in). */
function rememberVisitor(): void {
  try {
    localStorage.setItem(RETURNING_VISITOR_KEY, '1');
  } catch {
    // Storage blocked: the next visit is treated as a first one.
  }
}

/**
 * Whether this browser has had a visitor session (started in this page, or remembered from an
 * earlier visit). One that has not has no uid yet, and so no orders: the order list need not sign
 * a first visitor up just to find none.
 */
export function hasHadVisitorSession(): boolean {
  return getSnapshot().uid !== null || session !== null || rememberedVisitor();
}

function rememberedVisitor(): boolean {
  try {
    return localStorage.getItem(RETURNING_VISITOR_KEY) === '1';
  } catch {
    return false; // storage blocked: treated as a first visit
  }
}

/** Whether the page has asked for the session's start already (once per page load). */
let sessionAwaited = false;

/**
 * Starts the visitor session (docs/decisions.md rule 1: every visitor has a uid from the first visit) when
 * it costs the page nothing: at the shopper's first move, or a few seconds after the page works.
 * Counted from then (page-outlet.tsx calls this once the page's content is rendered or hydrated), not
 * from the load event: on a slow phone the first render can come seconds after it, and the badges'
 * reads must not start before the page shows the counts this device kept (rule 51). A first visit's
 * anonymous sign-up and a returning visitor's stored sign-in alike: loading and starting the Auth
 * SDK, and then the badges' reads and renders, are some hundred milliseconds of a phone's main
 * thread that would otherwise land while the page is still being shown and made usable (Lighthouse
 * counts them in its Total Blocking Time). A returning visitor's cart badge and saved hearts show
 * then too, even on a page that started the session sooner (useBadgeVisitor). Anything that needs
 * the uid sooner (add to cart, a wishlist heart) starts it itself (`getVisitorUid`).
 */
export function startVisitorSessionWhenIdle(): void {
  if (sessionAwaited) return;
  sessionAwaited = true;
  const moves = ['pointerdown', 'keydown', 'scroll'] as const;
  const firstMove = () => {
    window.clearTimeout(timer);
    for (const move of moves) window.removeEventListener(move, firstMove);
    const start = () => {
      settlePage();
      startVisitorSession();
    };
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 0);
  };
  const timer = window.setTimeout(firstMove, SESSION_DELAY_MS);
  for (const move of moves) window.addEventListener(move, firstMove, { once: true, passive: true });
}

/**
 * The visitor's Firebase ID token for `Authorization: Bearer` on API calls (docs/decisions.md rule 2).
 * Waits for the session, creating the anonymous visitor if there is none yet.
 */
export async function getIdToken(): Promise<string> {
  return (await visitorSession()).idToken();
}

/** The visitor's uid once known (anonymous or signed in); starts the session if needed. */
export async function getVisitorUid(): Promise<string> {
  return (await visitorSession()).visitorUid();
}

/** E-mail and password sign-in; resolves with the new visitor state (including isAdmin). */
export async function signInWithEmail(email: string, password: string): Promise<VisitorState> {
  return (await visitorSession()).signInWithEmail(email, password);
}

/** Signs out; the visitor continues as a new anonymous visitor. */
export async function signOutVisitor(): Promise<void> {
  return (await visitorSession()).signOutVisitor();
}
