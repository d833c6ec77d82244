import type { Dictionary } from '../../dictionary';
import type { enBrowsing } from '../en/browsing';

/**
 * The German words of the search page, the designers' index and the pages a shop mail's link opens;
 * the keys are the English part's.
 */
export const deBrowsing: Pick<Dictionary, keyof typeof enBrowsing> = {
  searchPage: {
    title: 'Suche',
    titleFor: 'Suche: {text}',
    description:
      'Durchsuchen Sie unsere Designertaschen und Accessoires nach Designer, Produkt oder Kategorie.',
    resultsFor: 'Suchergebnisse für „{text}“',
    hint: 'Suchen Sie nach Designer, Produkt oder Kategorie, zum Beispiel „Prada Tasche“ oder „Portemonnaie“.',
    searching: 'Suche läuft…',
    failed: 'Die Suche konnte nicht ausgeführt werden. Bitte versuchen Sie es erneut.',
    correctedTo: 'Ergebnisse für {words}.',
    correction: '„{term}“ statt „{typed}“',
    someWords: 'Kein Produkt enthält alle eingegebenen Wörter; diese enthalten einige davon.',
    truncated:
      'Dies sind die ersten {count} Produkte mit diesen Wörtern. Fügen Sie ein Wort hinzu, um die Auswahl einzugrenzen.',
    noneFound: 'Keine Produkte für „{text}“ gefunden. Versuchen Sie ein anderes Wort oder stöbern Sie hier:',
    firstPage: 'Zur ersten Ergebnisseite',
  },
  designerIndex: {
    unavailable: 'Die Designer sind gerade nicht verfügbar',
    none: 'Noch keine Designer. Bitte schauen Sie bald wieder vorbei.',
    byLetter: 'Designer nach Buchstaben',
    bagsOne: '{count} Tasche',
    bagsOther: '{count} Taschen',
    accessoriesOne: '{count} Accessoire',
    accessoriesOther: '{count} Accessoires',
    kindOf: '{designer}: {kind}',
  },
  designerList: {
    all: 'Alle Designer von A bis Z',
    loading: 'Die Designer werden geladen…',
    failed: 'Die Designer konnten nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
  },
  mailLinks: {
    continueShopping: 'Weiter einkaufen',
    confirming: 'Wird bestätigt…',
    unsubscribing: 'Abmeldung läuft…',
    incomplete:
      'Dieser Link ist unvollständig oder wurde verändert: Bitte öffnen Sie ihn erneut aus der E-Mail.',
    unknownUnsubscribe: 'Dieser Abmeldelink ist ungültig, oder die Adresse wurde bereits abgemeldet.',
    tooMany: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    network: 'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    failed: 'Etwas ist schiefgegangen. Bitte versuchen Sie es erneut.',
    newsletterConfirmTitle: 'Bestätigen Sie Ihre Anmeldung',
    newsletterConfirmText: 'Bestätigen Sie, dass Sie den Newsletter an diese Adresse erhalten möchten.',
    newsletterConfirmAction: 'Meine Anmeldung bestätigen',
    newsletterConfirmed: 'Ihre Anmeldung ist bestätigt. Willkommen beim Newsletter von {shop}.',
    newsletterLinkExpired:
      'Dieser Bestätigungslink ist abgelaufen oder wurde bereits verwendet. Bitte melden Sie sich unten auf einer beliebigen Seite erneut an.',
    newsletterUnsubscribeTitle: 'Vom Newsletter abmelden',
    newsletterUnsubscribed: 'Sie sind abgemeldet. Sie erhalten den Newsletter nicht mehr.',
    notifyMeConfirmTitle: 'Bestätigen Sie Ihre Adresse',
    notifyMeConfirmText:
      'Bestätigen Sie, dass wir diese Adresse einmal benachrichtigen dürfen, sobald der gewünschte Artikel wieder vorrätig ist.',
    notifyMeConfirmAction: 'Meine Adresse bestätigen',
    notifyMeConfirmed:
      'Ihre Adresse ist bestätigt. Wir benachrichtigen Sie einmal per E-Mail, sobald der Artikel wieder vorrätig ist.',
    notifyMeLinkExpired:
      'Dieser Bestätigungslink ist abgelaufen oder wurde bereits verwendet. Sie erhalten nichts: Fragen Sie auf der Produktseite erneut an, wenn Sie weiterhin benachrichtigt werden möchten.',
    notifyMeUnsubscribeTitle: 'Keine E-Mails mehr zu wieder vorrätigen Artikeln',
    unsubscribeTitle: 'Abmelden',
    unsubscribedNewsletter: 'Sie sind vom Newsletter abgemeldet.',
    unsubscribedNotifyMe:
      'Sie sind abgemeldet. Wir schreiben Ihnen nicht mehr zu Artikeln, die wieder vorrätig sind.',
    unsubscribedWishlistAlerts: 'Sie sind abgemeldet. Wir schreiben Ihnen nicht mehr zu Ihrer Wunschliste.',
    unsubscribedCheckoutReminder:
      'Sie sind abgemeldet. Wir erinnern Sie nicht mehr an eine unbezahlte Bestellung.',
  },
};
