import type { Dictionary } from '../../dictionary';
import type { enAccount } from '../en/account';

/**
 * The German words of the wishlist alerts' box and of why an invoice or credit note could not be
 * downloaded; the keys are the English part's.
 */
export const deAccount: Pick<Dictionary, keyof typeof enAccount> = {
  orderDocuments: {
    notYours: 'Dieses Dokument gehört nicht zu Ihrem Konto, oder es existiert nicht.',
    notReady: 'Diese Rechnung ist noch nicht bereit. Bitte versuchen Sie es später erneut.',
    signIn: 'Bitte melden Sie sich erneut an.',
    network: 'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  },
  wishlistAlerts: {
    consent:
      'Bitte benachrichtigen Sie mich per E-Mail, wenn ein Stück auf meiner Wunschliste reduziert wird oder wieder vorrätig ist, höchstens einmal am Tag ({hours} Stunden).',
    on: 'Benachrichtigungen zur Wunschliste sind eingeschaltet: Wir schreiben Ihnen, wenn ein gemerktes Stück reduziert wird oder wieder vorrätig ist, höchstens einmal am Tag.',
    onTo: '{on} (an {email})',
    off: 'Benachrichtigungen zur Wunschliste sind ausgeschaltet: Wir senden Ihnen keine E-Mails zu Ihrer Wunschliste.',
    signInFirst:
      'Melden Sie sich mit einem Konto an, um Benachrichtigungen zur Wunschliste per E-Mail zu erhalten.',
    verifyFirst:
      'Bitte bestätigen Sie zuerst Ihre E-Mail-Adresse (über den Link, den wir Ihnen bei der Registrierung gesendet haben): Benachrichtigungen gehen nur an eine bestätigte Adresse.',
    network: 'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    failed: 'Ihre Auswahl wurde nicht gespeichert. Bitte versuchen Sie es erneut.',
  },
};
