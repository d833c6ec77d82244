/**
 * Firebase calls only the account screens need (/signin, /register, /account): the visitor session
 * registering starts from, the password-reset e-mail, re-authentication and the account's own reads. Kept out of auth.ts so the storefront's
 * shared chunk does not carry them; only those lazily loaded routes import this module.
 */
import {
  EmailAuthProvider,
  reauthenticateWithCredential,
  sendPasswordResetEmail,
  updateProfile,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import { collection, doc, getDoc, getDocs, orderBy, query, where } from 'firebase/firestore/lite';
import { collections, type Customer, type Language, type Order, type WithId } from '@shop/domain';
import { auth, visitorUid } from './auth-session';
import { db } from './firestore-lite';

/**
 * The current visitor's ID token while they are an anonymous visitor, else null. Taken before
 * signing in to an account: afterwards the visitor's session is gone, and the server needs this
 * token to move the visitor's cart and wishlist into the account (POST mergevisitor).
 */
export async function anonymousVisitorToken(): Promise<string | null> {
  await auth.authStateReady();
  const user = auth.currentUser;
  return user?.isAnonymous ? user.getIdToken() : null;
}

/**
 * The anonymous visitor's session, started if there is none yet: POST createaccount turns this
 * visitor into the account (docs/decisions.md rule 1: the uid stays, so cart, wishlist and orders are
 * the account's at once).
 */
export async function ensureVisitorSession(): Promise<void> {
  await visitorUid();
}

/**
 * Asks Firebase for its mails in `language` (the page's, docs/decisions.md rule 79): the Auth SDK
 * sends it with every request (X-Firebase-Locale), and Firebase writes the password reset and the
 * address change in that language's template, where the project has one.
 */
function mailsIn(language: Language): void {
  auth.languageCode = language;
}

/**
 * Sends Firebase's password-reset e-mail in `language`; its link leads back to `continueUrl` (the
 * sign-in page) once the new password is set.
 */
export async function sendPasswordReset(
  email: string,
  continueUrl: string,
  language: Language,
): Promise<void> {
  mailsIn(language);
  await sendPasswordResetEmail(auth, email, { url: continueUrl });
}

/** The signed-in account, confirmed again with its current password (Firebase asks for a recent sign-in). */
async function reauthenticated(currentPassword: string): Promise<User> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user?.email || user.isAnonymous) throw new Error('Sign in to change your account.');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  return user;
}

/**
 * Confirms the current password again and takes a fresh ID token, whose recent sign-in the server
 * asks for before it deletes the account or changes its password.
 */
export async function confirmPassword(currentPassword: string): Promise<void> {
  const user = await reauthenticated(currentPassword);
  await user.getIdToken(true);
}

/** The signed-in account's e-mail address. */
export async function currentAccountEmail(): Promise<string> {
  await auth.authStateReady();
  const email = auth.currentUser?.email;
  if (!email) throw new Error('Sign in to change your account.');
  return email;
}

/** Whether the signed-in account's address is confirmed (its verification link was followed). */
export async function accountEmailVerified(): Promise<boolean> {
  await auth.authStateReady();
  return auth.currentUser?.emailVerified ?? false;
}

/** Sets the account's display name and refreshes its token, so the header greets it by the new name. */
export async function changeDisplayName(displayName: string): Promise<void> {
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user || user.isAnonymous) throw new Error('Sign in to change your account.');
  await updateProfile(user, { displayName });
  await user.getIdToken(true);
}

/**
 * Sends a verification link to `newEmail` in `language`; the account's address changes only once it
 * is followed (Firebase's verifyBeforeUpdateEmail), which then leads back to `continueUrl`.
 */
export async function changeEmail(
  currentPassword: string,
  newEmail: string,
  continueUrl: string,
  language: Language,
): Promise<void> {
  const user = await reauthenticated(currentPassword);
  mailsIn(language);
  await verifyBeforeUpdateEmail(user, newEmail, { url: continueUrl });
}

/** customers/{uid}, or null when the account has no profile (yet). */
export async function getCustomerProfile(uid: string): Promise<Customer | null> {
  const snapshot = await getDoc(doc(db, collections.customers, uid));
  return snapshot.exists() ? (snapshot.data() as Customer) : null;
}

/**
 * The account's orders, newest first. The `userId` filter is what the security rules require of a
 * shopper's order query; the (userId, createdAt) index in firestore.indexes.json serves it.
 */
export async function listOrdersOf(uid: string): Promise<WithId<Order>[]> {
  const snapshot = await getDocs(
    query(collection(db, collections.orders), where('userId', '==', uid), orderBy('createdAt', 'desc')),
  );
  return snapshot.docs.map((order) => ({ ...(order.data() as Order), id: order.id }));
}
