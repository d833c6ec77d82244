/**
 * A form's problems in the page's language (docs/decisions.md rule 79). The domain's schemas and the
 * API speak English, and an English page shows their messages as they are; on another language's
 * page a problem is told by its kind (missing, too long, not an e-mail address, ...) in the `forms`
 * words (which load with every page that has a form, word-groups.ts), or by the words a page passes for its own problems. An API refusal is told by its
 * stable code.
 */
import type { z } from 'zod';
import { DEFAULT_LANGUAGE } from '@shop/domain';
import { ApiError } from '@/lib/api-client';
import { fill, pageLanguage, words } from './page-language';

export type FormIssue = z.core.$ZodIssue;

/** A page's own words for some of its issues (undefined: the shared words decide). */
export type OwnIssueWords = (issue: FormIssue) => string | undefined;

/** What is wrong with a field, for the shopper reading this page. */
export function issueText(issue: FormIssue, own?: OwnIssueWords): string {
  if (pageLanguage() === DEFAULT_LANGUAGE) return issue.message;
  const mine = own?.(issue);
  if (mine) return mine;
  const { forms } = words();
  const field = String(issue.path[0] ?? '');
  switch (issue.code) {
    case 'invalid_type':
      return forms.required;
    case 'too_small':
      return /password/i.test(field) && Number(issue.minimum) > 1
        ? fill(forms.password, { min: Number(issue.minimum) })
        : forms.required;
    case 'too_big':
      return fill(forms.tooLong, { max: Number(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? forms.email : issue.message;
    case 'custom':
      if (field === 'phone') return forms.phone;
      if (field === 'postcode') return forms.postcode;
      return issue.message;
    default:
      return issue.message;
  }
}

/** The words of the API codes a page explains in its language, by code. */
export type ApiCodeWords = Readonly<Partial<Record<string, string>>>;

/**
 * A failed call's message for the shopper: on an English page the API's own (or the error's), on
 * another the page's words for its code, else the shared `fallback`.
 */
export function failureText(error: unknown, codes: ApiCodeWords, fallback: string): string {
  const english =
    error instanceof Error && error.message !== ''
      ? error.message
      : 'Something went wrong. Please try again.';
  if (pageLanguage() === DEFAULT_LANGUAGE) return english;
  if (error instanceof ApiError) return codes[error.code] ?? fallback;
  return fallback;
}

/**
 * Why a page could not read what it shows (the cart, /track's orders, the thank-you page's payment):
 * an API refusal as failureText says it (the API's own sentence on an English page, else the page's
 * words for its code), and anything else (no connection, an HTTP failure the API did not answer,
 * Firebase's reasons) by the page's words in every language: `codes.network` or `fallback`.
 */
export function loadFailureText(error: unknown, codes: ApiCodeWords, fallback: string): string {
  if (error instanceof ApiError && error.status >= 400 && error.code !== 'http') {
    return failureText(error, codes, fallback);
  }
  return (error instanceof ApiError ? codes[error.code] : undefined) ?? fallback;
}

/**
 * Why an order page (the cart, the checkout, /track, the thank-you page) could not read what it
 * shows, in the orders group's words: loadFailureText with the cart's words for too many tries and no
 * connection, `fallback` for anything else.
 */
export function orderReadFailure(error: unknown, fallback = words().cart.failed): string {
  const { cart } = words();
  return loadFailureText(error, { 'too-many-requests': cart.tooMany, network: cart.network }, fallback);
}

/**
 * Why an invoice or credit note could not be downloaded (GET invoice/…, creditnote/…), by the API's
 * code: on an English page the API's own sentence.
 */
export function documentFailureText(error: unknown, fallback: string): string {
  const { orderDocuments } = words();
  return failureText(
    error,
    {
      forbidden: orderDocuments.notYours,
      'not-found': orderDocuments.notYours,
      conflict: orderDocuments.notReady,
      unauthenticated: orderDocuments.signIn,
      network: orderDocuments.network,
    },
    fallback,
  );
}
