import { PASSWORD_MIN_LENGTH } from './accounts';
import { shopConfig } from './shop-config';

/**
 * How hard a new password is to guess (docs/decisions.md rule 72). Length alone lets `aaaaaaaa` and
 * the shop's own name with a digit through, so every new password (registration, a password change,
 * an invitation's acceptance) is also scored by zxcvbn-ts against its lists of common passwords,
 * words and names, keyboard patterns, dates and repeats, and against the words a guesser tries first
 * on this shop's accounts: the shop's name and the account's own e-mail address and names. The server
 * refuses what scores below PASSWORD_MIN_SCORE; the forms show the same verdict while it is typed.
 *
 * The scorer's dictionaries are about 1.5 MB: `loadPasswordScorer` imports them only when a form that
 * sets a password (or the API route that checks it) asks, never with the storefront's pages.
 */

/**
 * zxcvbn's score, 0 to 4: 3 is "safely unguessable" (about 10^10 guesses, beyond an online attack
 * and costly offline), the usual floor for accounts that hold addresses and orders.
 */
export const PASSWORD_MIN_SCORE = 3;

/** What the shop asks of a new password, in the words the forms show before it is typed. */
export const PASSWORD_RULE = `At least ${PASSWORD_MIN_LENGTH} characters and hard to guess: three or four unrelated words work well. Leave out the shop's name and your own.`;

/** A scorer's verdict on one password, in English, ready to show. */
export interface PasswordVerdict {
  /** 0 (guessed at once) to 4 (very hard to guess). */
  score: number;
  /** What makes it guessable, or null. */
  warning: string | null;
  /** How to make it stronger. */
  suggestions: readonly string[];
}

/** Scores a password, knowing the words of this shop and account (`ownWords`) a guesser would try. */
export type PasswordScorer = (password: string, ownWords: readonly string[]) => PasswordVerdict;

/** Who the password is for: the account's e-mail address and names, where known. */
export interface PasswordOwner {
  email?: string | null | undefined;
  names?: readonly (string | null | undefined)[];
}

/**
 * The words a guesser tries first against this account: the shop's name (written together, apart and
 * as its domain-like "maisonborsa"), the e-mail address, its name part, written together and in
 * pieces (`anna.de.vries` gives annadevries, anna, vries), and the account's names, also together. Lower case; zxcvbn also tries
 * them with capitals, l33t spellings and digits around them.
 */
export function passwordOwnWords({ email, names = [] }: PasswordOwner): string[] {
  const shop = shopConfig.name.toLowerCase();
  const words = new Set([shop, shop.replace(/[^a-z0-9]+/g, ''), ...shop.split(/[^a-z0-9]+/)]);
  const address = (email ?? '').trim().toLowerCase();
  if (address) {
    const local = address.split('@')[0] ?? '';
    words.add(address).add(local).add(together(local));
    for (const piece of local.split(/[^a-z0-9]+/)) words.add(piece);
  }
  const given = names.map((name) => (name ?? '').trim().toLowerCase()).filter(Boolean);
  if (given.length > 0) words.add(together(given.join('')));
  for (const name of given) {
    words.add(name).add(together(name));
    for (const piece of name.split(/\s+/)) words.add(piece);
  }
  // One- and two-letter pieces (the "de" of a name) would only make zxcvbn's verdicts noisy.
  return [...words].filter((word) => word.length >= 3);
}

/**
 * Null when `password` is hard enough to guess; otherwise the message that says why it is not and how
 * to make it stronger, the same in the API's 400 and beside the form's field.
 */
export function weakPasswordMessage(
  password: string,
  owner: PasswordOwner,
  score: PasswordScorer,
): string | null {
  const words = passwordOwnWords(owner);
  // zxcvbn counts each separator between guessable words as a random character: maison-borsa-1
  // scores 4 where maisonborsa1 scores 1. Without them, the weaker verdict of the two counts.
  const joined = password.replace(/[\s._-]+/g, '');
  const verdicts = [score(password, words), ...(joined !== password ? [score(joined, words)] : [])];
  const verdict = verdicts.reduce((weakest, next) => (next.score < weakest.score ? next : weakest));
  if (verdict.score >= PASSWORD_MIN_SCORE) return null;
  const why = verdict.warning ?? 'This password is easy to guess.';
  const how =
    verdict.suggestions.length > 0
      ? verdict.suggestions.join(' ')
      : 'Make it longer, for example with another word.';
  return `${why} ${how} Three or four unrelated words make a strong password that is easy to remember.`;
}

/** Letters and digits only: `anna.de.vries` and "de Vries" as a guesser types them, `annadevries`. */
function together(text: string): string {
  return text.replace(/[^\p{L}\p{N}]+/gu, '');
}

let loading: Promise<PasswordScorer> | undefined;

/**
 * The scorer: zxcvbn-ts with its common (passwords, keyboard layouts) and English (words, names,
 * Wikipedia) dictionaries, loaded on first use and kept. Levenshtein matching is off: it multiplies a
 * check's time by ten or more (hundreds of ms per keystroke on a phone) for near-misses of listed
 * passwords, which the l33t and dictionary matchers mostly catch.
 */
export function loadPasswordScorer(): Promise<PasswordScorer> {
  loading ??= Promise.all([
    import('@zxcvbn-ts/core'),
    import('@zxcvbn-ts/language-common'),
    import('@zxcvbn-ts/language-en'),
  ]).then(
    ([{ ZxcvbnFactory }, common, english]) => {
      const zxcvbn = new ZxcvbnFactory({
        dictionary: { ...common.dictionary, ...english.dictionary },
        graphs: common.adjacencyGraphs,
        translations: {
          ...english.translations,
          warnings: {
            ...english.translations.warnings,
            // zxcvbn's own words for this are "There should not be any personal or page related data."
            userInputs: "It contains the shop's name or your own name or e-mail address.",
          },
        },
        useLevenshteinDistance: false,
      });
      return (password, ownWords) => {
        const { score, feedback } = zxcvbn.check(password, [...ownWords]);
        return { score, warning: feedback.warning, suggestions: feedback.suggestions };
      };
    },
    (error: unknown) => {
      loading = undefined; // a chunk that failed to load (a dropped connection) is asked for again
      throw error;
    },
  );
  return loading;
}
