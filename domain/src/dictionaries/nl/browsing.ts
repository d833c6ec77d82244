import type { Dictionary } from '../../dictionary';
import type { enBrowsing } from '../en/browsing';

/**
 * The Dutch words of the search page, the designers' index and the pages a shop mail's link opens;
 * the keys are the English part's.
 */
export const nlBrowsing: Pick<Dictionary, keyof typeof enBrowsing> = {
  searchPage: {
    title: 'Zoeken',
    titleFor: 'Zoeken: {text}',
    description: 'Zoek in onze designertassen en accessoires op ontwerper, product of categorie.',
    resultsFor: 'Zoekresultaten voor “{text}”',
    hint: 'Zoek op ontwerper, product of categorie, bijvoorbeeld “Prada shopper” of “portemonnee”.',
    searching: 'Bezig met zoeken…',
    failed: 'De zoekopdracht kon niet worden uitgevoerd. Probeer het opnieuw.',
    correctedTo: 'Resultaten voor {words}.',
    correction: '“{term}” in plaats van “{typed}”',
    someWords: 'Geen product heeft alle woorden die u typte; deze hebben er enkele van.',
    truncated:
      'Dit zijn de eerste {count} producten met deze woorden. Voeg een woord toe om minder te vinden.',
    noneFound: 'Geen producten gevonden voor “{text}”. Probeer een ander woord, of bekijk:',
    firstPage: 'Naar de eerste pagina met resultaten',
  },
  designerIndex: {
    unavailable: 'De ontwerpers zijn nu niet beschikbaar',
    none: 'Nog geen ontwerpers. Kom binnenkort terug.',
    byLetter: 'Ontwerpers per letter',
    bagsOne: '{count} tas',
    bagsOther: '{count} tassen',
    accessoriesOne: '{count} accessoire',
    accessoriesOther: '{count} accessoires',
    kindOf: '{designer}: {kind}',
  },
  designerList: {
    all: 'Alle ontwerpers van A tot Z',
    loading: 'De ontwerpers worden geladen…',
    failed: 'De ontwerpers konden niet worden geladen. Probeer het zo meteen opnieuw.',
  },
  mailLinks: {
    continueShopping: 'Verder winkelen',
    confirming: 'Bezig met bevestigen…',
    unsubscribing: 'Bezig met uitschrijven…',
    incomplete: 'Deze link is onvolledig of gewijzigd: open hem opnieuw vanuit de e-mail.',
    unknownUnsubscribe: 'Deze uitschrijflink is niet geldig, of het adres was al uitgeschreven.',
    tooMany: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    network: 'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
    failed: 'Er ging iets mis. Probeer het opnieuw.',
    newsletterConfirmTitle: 'Bevestig uw inschrijving',
    newsletterConfirmText: 'Bevestig dat u de nieuwsbrief op dit adres wilt ontvangen.',
    newsletterConfirmAction: 'Mijn inschrijving bevestigen',
    newsletterConfirmed: 'Uw inschrijving is bevestigd. Welkom bij de nieuwsbrief van {shop}.',
    newsletterLinkExpired:
      'Deze bevestigingslink is verlopen of al gebruikt. Schrijf u opnieuw in onderaan een willekeurige pagina.',
    newsletterUnsubscribeTitle: 'Uitschrijven voor de nieuwsbrief',
    newsletterUnsubscribed: 'U bent uitgeschreven. U ontvangt de nieuwsbrief niet meer.',
    notifyMeConfirmTitle: 'Bevestig uw adres',
    notifyMeConfirmText:
      'Bevestig dat wij dit adres één keer mogen e-mailen wanneer het artikel waarnaar u vroeg weer op voorraad is.',
    notifyMeConfirmAction: 'Mijn adres bevestigen',
    notifyMeConfirmed:
      'Uw adres is bevestigd. Wij e-mailen u één keer wanneer het artikel weer op voorraad is.',
    notifyMeLinkExpired:
      'Deze bevestigingslink is verlopen of al gebruikt. U ontvangt niets: vraag het opnieuw op de productpagina als u het nog wilt horen.',
    notifyMeUnsubscribeTitle: 'Geen e-mails meer over artikelen die terug op voorraad zijn',
    unsubscribeTitle: 'Uitschrijven',
    unsubscribedNewsletter: 'U bent uitgeschreven voor de nieuwsbrief.',
    unsubscribedNotifyMe:
      'U bent uitgeschreven. Wij e-mailen u niet meer over artikelen die weer op voorraad zijn.',
    unsubscribedWishlistAlerts: 'U bent uitgeschreven. Wij e-mailen u niet meer over uw verlanglijst.',
    unsubscribedCheckoutReminder:
      'U bent uitgeschreven. Wij herinneren u niet meer aan een onbetaalde bestelling.',
  },
};
