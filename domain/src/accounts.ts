import { z } from 'zod';
import { CART_MAX_ITEMS } from './cart';
import { formatCount } from './money';
import { emailSchema, languageSchema } from './schemas';

/**
 * Customer accounts (docs/decisions.md rules 1 and 22): the register, sign-in and password-reset forms, the
 * account API's bodies and answers, and how signing in merges an anonymous visitor's cart into the
 * account's. The forms are checked with these schemas before anything reaches Firebase Auth, so the
 * shopper sees the same messages the API would give.
 */

/**
 * The shop's minimum password length for a new password (above Firebase Auth's default of 6; the
 * project's Auth password policy should say 8 too, so the server refuses what this form refuses).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Firebase Auth refuses longer passwords. */
export const PASSWORD_MAX_LENGTH = 4096;

function personName(label: string) {
  return z
    .string({
      error: (issue) => (issue.input === undefined ? `${label} is required` : `${label} must be text`),
    })
    .trim()
    .min(1, `${label} is required`)
    .max(100, `${label} can be at most 100 characters`);
}

/**
 * A new password as typed: never trimmed (spaces are characters), at least PASSWORD_MIN_LENGTH
 * characters, within Firebase's limit. How hard it is to guess is checked apart, with the account's
 * own words (passwords.ts, weakPasswordMessage): its scorer is loaded only where a password is set.
 */
const passwordSchema = z
  .string({ error: 'Password is required' })
  .min(1, { error: 'Password is required', abort: true })
  .min(PASSWORD_MIN_LENGTH, {
    error: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    abort: true,
  })
  .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters`);

/** The display name an account gets at registration: first name plus last name (storefront.md section 3). */
export function displayNameOf(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim();
}

/** /register: FIRST NAME, LAST NAME, E-MAIL, PASSWORD, all required. */
export const storeRegisterFormSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  email: emailSchema,
  password: passwordSchema,
});

/** /signin's LOGIN form. Only presence and e-mail shape: the password rules are checked at registration. */
export const storeSignInFormSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'Password is required' }).min(1, 'Password is required'),
});

/** 'Lost your password?': the address the reset e-mail goes to. */
export const storePasswordResetFormSchema = z.object({ email: emailSchema });

/**
 * POST registercustomer: the names for customers/{uid}. The e-mail is not part of the body: the
 * server takes it from the caller's ID token, so a profile always names the account's own address.
 */
export const storeRegisterCustomerBodySchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
});

/** The current password, asked again before an account's e-mail address or password changes. */
const currentPasswordSchema = z
  .string({ error: 'Your current password is required' })
  .min(1, 'Your current password is required');

/** /account: a new e-mail address, confirmed with the current password (Firebase re-authentication). */
export const storeChangeEmailFormSchema = z.object({
  email: emailSchema,
  currentPassword: currentPasswordSchema,
});

/**
 * POST createaccount: the register form as the server checks it, the password rule included, so no
 * account is made with a password the rule refuses, on the emulators as in production
 * (docs/decisions.md rule 34); `language`, the page's, is the verification mail's (rule 79).
 */
export const storeCreateAccountBodySchema = storeRegisterFormSchema.extend({ language: languageSchema });
export type StoreCreateAccountBody = z.input<typeof storeCreateAccountBodySchema>;
export type StoreCreateAccountParsed = z.output<typeof storeCreateAccountBodySchema>;

/** POST resendverification: `language`, the page's, is the verification mail's (rule 79). */
export const storeResendVerificationBodySchema = z.object({ language: languageSchema });
export type StoreResendVerificationBody = z.input<typeof storeResendVerificationBodySchema>;
export type StoreResendVerificationParsed = z.output<typeof storeResendVerificationBodySchema>;

/** POST changepassword: the new password, under the same rule (the current one was just confirmed). */
export const storeChangePasswordBodySchema = z.object({ newPassword: passwordSchema });
export type StoreChangePasswordBody = z.input<typeof storeChangePasswordBodySchema>;

/**
 * What sign-up says of an address that has an account: the one place the shop must say so (the
 * account cannot be made). Sign-in, password reset and the newsletter never tell.
 */
export const ACCOUNT_EXISTS_MESSAGE =
  'An account with this e-mail address already exists. Sign in, or use "Lost your password?" on the sign-in page.';

/** /account: a new password (Firebase's rules), confirmed with the current one. */
export const storeChangePasswordFormSchema = z.object({
  currentPassword: currentPasswordSchema,
  newPassword: passwordSchema,
});

/**
 * POST mergevisitor: the anonymous visitor's ID token, taken just before signing in. The server
 * verifies it; the caller's own token (Authorization) names the account that receives the things.
 */
export const storeMergeVisitorBodySchema = z.object({
  visitorIdToken: z
    .string({ error: "The visitor's ID token is required" })
    .trim()
    .min(1, "The visitor's ID token is required")
    .max(8192, "The visitor's ID token is too long"),
});

export type StoreRegisterFormParsed = z.output<typeof storeRegisterFormSchema>;
export type StoreSignInFormBody = z.input<typeof storeSignInFormSchema>;
export type StoreRegisterCustomerBody = z.input<typeof storeRegisterCustomerBodySchema>;
export type StoreRegisterCustomerParsed = z.output<typeof storeRegisterCustomerBodySchema>;
export type StoreMergeVisitorBody = z.input<typeof storeMergeVisitorBodySchema>;
export type StoreMergeVisitorParsed = z.output<typeof storeMergeVisitorBodySchema>;

/** POST registercustomer's answer: the stored profile (customers/{uid} without its timestamp). */
export interface StoreCustomerProfile {
  firstName: string;
  lastName: string;
  email: string;
}

// ---------------------------------------------------------------------------------------------
// Merging a visitor's cart into an account's

/** What a cart line needs for the merge decision. */
export interface MergeableCartLine {
  productId: string;
  qty: number;
}

export interface CartMergePlan<Line extends MergeableCartLine> {
  /** The visitor's lines that go into the account's cart, `qty` cut down where only part fits. */
  add: Line[];
  /** Products the account's cart already holds: the account's line stays as it is. */
  alreadyInCart: string[];
  /** Items of the visitor's cart that did not fit under the cart maximum. */
  itemsLeftOut: number;
  /** The account's cart counter after the merge. */
  items: number;
}

/**
 * Which of an anonymous visitor's cart lines go into the account's cart when the visitor signs in
 * (docs/decisions.md rules 1 and 12). Each product stays in the cart once: a product the account already has
 * keeps the account's line. The visitor's lines are taken in the order given (the caller passes them
 * oldest first) while they fit under the 10,000-item maximum; a line that only partly fits goes in
 * with the quantity that fits, and whatever is left out is counted so the shopper can be told.
 */
export function planCartMerge<Line extends MergeableCartLine>(
  accountLines: readonly MergeableCartLine[],
  visitorLines: readonly Line[],
): CartMergePlan<Line> {
  const inCart = new Set(accountLines.map((line) => line.productId));
  let items = accountLines.reduce((sum, line) => sum + line.qty, 0);
  const add: Line[] = [];
  const alreadyInCart: string[] = [];
  let itemsLeftOut = 0;
  for (const line of visitorLines) {
    if (inCart.has(line.productId)) {
      alreadyInCart.push(line.productId);
      continue;
    }
    const qty = Math.min(line.qty, Math.max(0, CART_MAX_ITEMS - items));
    itemsLeftOut += line.qty - qty;
    if (qty === 0) continue;
    add.push({ ...line, qty });
    inCart.add(line.productId);
    items += qty;
  }
  return { add, alreadyInCart, itemsLeftOut, items };
}

/** POST mergevisitor's answer: what moved from the visitor to the account. */
export interface StoreMergeVisitorResponse {
  cart: {
    /** Lines added to the account's cart. */
    added: number;
    /** The visitor's lines for products the account's cart already had. */
    alreadyInCart: number;
    /** Items that did not fit under the cart maximum. */
    itemsLeftOut: number;
  };
  wishlist: {
    added: number;
    alreadyInWishlist: number;
  };
  /** True when the visitor's coupon now applies to the account's cart (which had none). */
  couponMoved: boolean;
}

function count(n: number, one: string, many: string): string {
  return `${formatCount(n)} ${n === 1 ? one : many}`;
}

/**
 * The sentence that tells a shopper who just signed in what became of this visit's cart and
 * wishlist; null when nothing moved and nothing was left out.
 */
export function visitorMergeSummary(merge: StoreMergeVisitorResponse): string | null {
  const moved: string[] = [];
  if (merge.cart.added > 0) moved.push(`${count(merge.cart.added, 'item', 'items')} to your cart`);
  if (merge.wishlist.added > 0)
    moved.push(`${count(merge.wishlist.added, 'item', 'items')} to your wishlist`);
  const sentences: string[] = [];
  if (moved.length > 0) sentences.push(`We added ${moved.join(' and ')} from this visit.`);
  if (merge.cart.itemsLeftOut > 0) {
    sentences.push(
      `${count(merge.cart.itemsLeftOut, 'item', 'items')} did not fit: a cart can hold at most ${formatCount(CART_MAX_ITEMS)} items.`,
    );
  }
  return sentences.length > 0 ? sentences.join(' ') : null;
}
