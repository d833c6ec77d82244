import { mailDe } from './dictionaries/mail/de';
import { mailEn } from './dictionaries/mail/en';
import { mailFr } from './dictionaries/mail/fr';
import { mailNl } from './dictionaries/mail/nl';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages';
import type { MailWords } from './mail-dictionary';

export type { MailWords } from './mail-dictionary';

/** Apart from the page dictionaries, which every storefront page loads: only the functions use these. */
const MAIL_WORDS: Readonly<Record<Language, MailWords>> = { en: mailEn, nl: mailNl, de: mailDe, fr: mailFr };

/** The language an order's mails and documents are in: its own, English for one placed without. */
export const orderLanguage = (order: { language?: unknown }): Language =>
  isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE;

/** A language's mail and document words. */
export const mailWords = (language: Language): MailWords => MAIL_WORDS[language];
