import type { Dictionary } from '../../dictionary';
import type { enAccount } from '../en/account';

/**
 * The German words of the wishlist alerts' box, of why an invoice or credit note could not be
 * downloaded and of the account's parts and forms; the keys are the English part's.
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
  accountForms: {
    loading: 'Ihr Konto wird geladen…',
    loadFailed: 'Ihr Konto konnte nicht geladen werden',
    overviewFailed:
      'Ihre Daten und Bestellungen konnten nicht geladen werden. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    name: 'Name',
    nav: 'Ihr Konto',
    orders: 'Bestellungen',
    details: 'Angaben',
    addresses: 'Adressen',
    privacy: 'Datenschutz',
    changeDetails: 'Ihre Angaben ändern',
    addressBook: 'Adressbuch',
    yourData: 'Ihre Daten',
    signInToSee: 'Melden Sie sich an, um Ihre Angaben und Bestellungen zu sehen.',
    register: 'Registrieren',
    trackVisit: 'Die Bestellungen dieses Besuchs verfolgen',
    unconfirmed:
      'Ihre E-Mail-Adresse ist noch nicht bestätigt. Öffnen Sie den Link in der E-Mail, die wir an {email} gesendet haben, um sie zu bestätigen.',
    resend: 'E-Mail erneut senden',
    resent: 'Wir haben die E-Mail erneut an {email} gesendet.',
    resendFailed: 'Die E-Mail konnte nicht gesendet werden: {reason}',
    tryLater: 'Bitte versuchen Sie es in einigen Minuten erneut.',
    sending: 'Wird gesendet…',
    changeName: 'Ihren Namen ändern',
    nameChanged: 'Name geändert',
    nameNotChanged: 'Ihr Name wurde nicht geändert',
    saveName: 'Namen speichern',
    nameIsNow: 'Ihr Name lautet jetzt {name}.',
    greetingKept: 'Der Name, mit dem wir Sie nach der Anmeldung begrüßen, bleibt vorerst unverändert.',
    changeEmail: 'Ihre E-Mail-Adresse ändern',
    checkInbox: 'Sehen Sie in Ihrem Postfach nach',
    emailNotChanged: 'Ihre E-Mail-Adresse wurde nicht geändert',
    sendLink: 'Link senden',
    newEmail: 'Neue E-Mail-Adresse',
    currentPassword: 'Aktuelles Passwort',
    linkSent:
      'Wir haben einen Link an {email} gesendet. Ihre E-Mail-Adresse ändert sich, sobald Sie ihn öffnen.',
    changePassword: 'Ihr Passwort ändern',
    passwordChanged: 'Passwort geändert',
    passwordNotChanged: 'Ihr Passwort wurde nicht geändert',
    savePassword: 'Passwort speichern',
    newPassword: 'Neues Passwort',
    passwordIsChanged: 'Ihr Passwort wurde geändert.',
    wrongPassword: 'Ihr aktuelles Passwort ist nicht richtig. Bitte versuchen Sie es erneut.',
    emailTaken: 'Diese E-Mail-Adresse wird bereits von einem anderen Konto verwendet.',
    signInAgain: 'Melden Sie sich zu Ihrer Sicherheit ab, wieder an und nehmen Sie die Änderung dann vor.',
    addAddress: 'Eine Adresse hinzufügen',
    addressSaved: 'Adresse gespeichert',
    addressNotSaved: 'Die Adresse wurde nicht gespeichert',
    saveAddress: 'Adresse speichern',
    addressIn: '{address} steht in Ihrem Adressbuch.',
    loadingAddresses: 'Ihre Adressen werden geladen…',
    addressesFailed: 'Ihre gespeicherten Adressen konnten nicht geladen werden.',
    addressRemoved: 'Adresse entfernt',
    addressNotRemoved: 'Die Adresse konnte nicht entfernt werden.',
    noAddresses:
      'Sie haben noch keine Adressen gespeichert. Gespeicherte Adressen werden Ihnen an der Kasse angeboten.',
    savedAddresses: 'Gespeicherte Adressen',
    removeAddress: '{address} entfernen',
    addressBookFull:
      'Ihr Adressbuch ist voll ({max} Adressen). Entfernen Sie eine, um eine andere hinzuzufügen.',
    downloadTitle: 'Ihre Daten herunterladen',
    downloadText:
      'Alles, was wir zu Ihrem Konto speichern (Angaben, Adressen, Bestellungen, Rücksendungen, Wunschliste und Newsletter), in einer Datei.',
    preparing: 'Wird vorbereitet…',
    download: 'Meine Daten herunterladen',
    downloaded: 'Ihre Daten wurden als my-data.json gespeichert.',
    downloadFailed: 'Ihre Daten konnten nicht heruntergeladen werden',
    deleteTitle: 'Ihr Konto löschen',
    deleteText:
      'Damit werden Ihre Angaben, Adressen, Ihr Warenkorb, Ihre Wunschliste und Ihr Newsletter-Abonnement endgültig gelöscht. Die Beträge Ihrer bezahlten Bestellungen bleiben, wie es das niederländische Steuerrecht verlangt, in unserer Buchhaltung, ohne Ihren Namen, Ihre Adresse oder E-Mail-Adresse.',
    deleted: 'Konto gelöscht',
    notDeleted: 'Ihr Konto wurde nicht gelöscht',
    deleteAccount: 'Mein Konto löschen',
    confirmWord: 'LÖSCHEN',
    typeToConfirm: 'Geben Sie zur Bestätigung {word} ein',
    typeToConfirmError: 'Geben Sie {word} ein, um zu bestätigen, dass Ihr Konto gelöscht werden soll',
    isDeleted: 'Ihr Konto wurde gelöscht.',
    ordersKept:
      'Die Beträge Ihrer Bestellungen bleiben sieben Jahre in unserer Buchhaltung, ohne Ihren Namen oder Ihre Adresse.',
    invoicesKept:
      'Ihre Rechnungen und Gutschriften werden so aufbewahrt, wie sie ausgestellt wurden, wie es das niederländische Steuerrecht verlangt.',
    confirmationSent: 'Wir haben Ihnen eine Bestätigung gesendet.',
  },
};
