import {
  CART_MAX_ITEMS,
  DEFAULT_LANGUAGE,
  visitorMergeSummary,
  type StoreMergeVisitorBody,
  type StoreMergeVisitorResponse,
  type StoreSignInFormBody,
} from '@shop/domain';
import { fill, formatNumber, pageLanguage, words } from '@/app/i18n/page-language';
import { api } from '@/lib/api-client';
import { anonymousVisitorToken } from '@/lib/firebase/account';
import { signInWithEmail } from '@/lib/firebase/auth';
import { signInFailureMessage } from './auth-errors';

export type SignInOutcome = {
  /** How to greet the customer: the account's display name, else its e-mail. */
  name: string;
  /** What became of this visit's cart and wishlist; null when there was nothing to move. */
  merged: string | null;
  /** Set when the sign-in worked but this visit's cart and wishlist could not be moved. */
  mergeFailure: string | null;
};

/** What became of this visit's cart and wishlist, in the page's language (the domain's on an English page). */
function mergeSummary(merge: StoreMergeVisitorResponse): string | null {
  if (pageLanguage() === DEFAULT_LANGUAGE) return visitorMergeSummary(merge);
  const text = words().authForms;
  const counted = (count: number, one: string, other: string) =>
    count === 1
      ? fill(one, { max: formatNumber(CART_MAX_ITEMS) })
      : fill(other, { count: formatNumber(count), max: formatNumber(CART_MAX_ITEMS) });
  const sentences = [
    merge.cart.added > 0 && counted(merge.cart.added, text.cartAddedOne, text.cartAddedOther),
    merge.cart.itemsLeftOut > 0 && counted(merge.cart.itemsLeftOut, text.leftOutOne, text.leftOutOther),
    merge.wishlist.added > 0 && counted(merge.wishlist.added, text.wishlistAddedOne, text.wishlistAddedOther),
  ].filter((sentence) => sentence !== false);
  return sentences.length > 0 ? sentences.join(' ') : null;
}

/**
 * LOGIN: signs in to an existing account and has the server move this visit's cart, wishlist and
 * coupon into it (docs/decisions.md rule 1; POST mergevisitor with the anonymous visitor's ID token, taken
 * before the visitor's session ends). Throws an Error whose message can be shown as is when the
 * sign-in itself fails.
 */
export async function signInCustomer({ email, password }: StoreSignInFormBody): Promise<SignInOutcome> {
  let visitorIdToken: string | null;
  let name: string;
  try {
    visitorIdToken = await anonymousVisitorToken();
    const account = await signInWithEmail(email, password);
    name = account.displayName ?? account.email ?? email;
  } catch (error) {
    throw new Error(signInFailureMessage(error), { cause: error });
  }
  if (!visitorIdToken) return { name, merged: null, mergeFailure: null };
  try {
    const body: StoreMergeVisitorBody = { visitorIdToken };
    const { data } = await api.post<StoreMergeVisitorResponse>('mergevisitor', body);
    return { name, merged: mergeSummary(data), mergeFailure: null };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return {
      name,
      merged: null,
      mergeFailure:
        pageLanguage() === DEFAULT_LANGUAGE
          ? `The cart and wishlist of this visit could not be added to your account (${reason.replace(/\.$/, '')}).`
          : words().authForms.mergeFailed,
    };
  }
}
