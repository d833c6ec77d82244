import type { mailEn } from './dictionaries/mail/en';

/**
 * What every language's mail words hold: the English ones' keys, each a string (docs/decisions.md
 * rule 79). dictionaries/mail/nl.ts, de.ts and fr.ts are typed with it, so a missing key fails the
 * typecheck; domain/test/mail-words.test.ts checks the same at run time. A module of its own, as
 * dictionary.ts is, so the dictionaries and mail-words.ts import no circle.
 */
export type MailWords = typeof mailEn;
