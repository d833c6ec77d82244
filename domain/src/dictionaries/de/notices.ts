import type { Dictionary } from '../../dictionary';
import type { enNotices } from '../en/notices';

/**
 * The German words of the notices shown after a page (the cookie banner, the newsletter's answers);
 * the keys are the English part's.
 */
export const deNotices: Pick<Dictionary, keyof typeof enNotices> = {
  cookieBanner: {
    title: 'Analyse-Cookies',
    question: 'Dürfen wir Cookies von Google Analytics verwenden, um zu sehen, welche Seiten besucht werden?',
    accepted: 'Ihre Antwort: Sie haben Analyse-Cookies akzeptiert.',
    rejected: 'Ihre Antwort: Sie haben Analyse-Cookies abgelehnt.',
    accept: 'Analyse akzeptieren',
    reject: 'Analyse ablehnen',
  },
  newsletterAnswers: {
    confirmationSent:
      'Vielen Dank. Bitte bestätigen Sie Ihre Anmeldung über den Link, den wir an Ihre E-Mail-Adresse gesendet haben.',
    tooMany: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    network: 'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    failed: 'Die Anmeldung ist gerade nicht möglich. Bitte versuchen Sie es erneut.',
  },
  languageSuggestion: {
    label: 'Sprache',
    suggestion: 'Diesen Shop gibt es auch auf Deutsch.',
    suggestionLink: 'Weiter auf Deutsch',
    dismiss: 'Nein, danke',
  },
  accountMenu: {
    signedInAs: 'Angemeldet als {name}',
    account: 'Mein Konto',
    wishlist: 'Wunschliste',
    checkout: 'Zur Kasse',
    signOut: 'Abmelden',
    signingOut: 'Abmeldung läuft…',
    signOutFailed: 'Die Abmeldung ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    signIn: 'Anmelden',
    register: 'Registrieren',
    contact: 'Kontakt',
  },
  pieceAnswers: {
    addedToCart: 'In Ihren Warenkorb gelegt',
    alreadyInCart: 'Bereits in Ihrem Warenkorb',
    savedToWishlist: 'Auf Ihrer Wunschliste gespeichert',
    alreadyInWishlist: 'Bereits auf Ihrer Wunschliste',
    removedFromWishlist: 'Von Ihrer Wunschliste entfernt',
    undo: 'Rückgängig',
    outOfStock: 'Dieser Artikel ist in dieser Menge nicht mehr verfügbar.',
    cartFull: 'Ihr Warenkorb ist voll.',
    gone: 'Dieser Artikel ist nicht mehr verfügbar.',
    tooMany: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    network: 'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    failed: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
  },
};
