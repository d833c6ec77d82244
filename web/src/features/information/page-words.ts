import { openingHours, policySentences } from '@shop/domain';
import { failureText, type ApiCodeWords } from '@/app/i18n/form-words';
import { pageLanguage, words } from '@/app/i18n/page-language';

/** The policies' sentences with the shop's figures, in the page's language (POLICY_TEXTS in English). */
export const pagePolicies = () => policySentences(pageLanguage(), words());

/** The shop's opening hours in the page's language: "7 days a week, 10:00 to 18:00 (CET)". */
export const shopHours = (): string => openingHours(words());

/**
 * The contact and return forms' refusal in the page's language (docs/decisions.md rule 79): the
 * API's English on an English page, else the page's words for its stable code, `own` a form's own.
 */
export function formRefusal(error: unknown, own: ApiCodeWords = {}): Error {
  const text = words().information;
  const codes = { 'invalid-request': text.invalid, 'too-many-requests': text.tooMany, network: text.network };
  return new Error(failureText(error, { ...codes, ...own }, text.notSent));
}
