import type { Dictionary } from '../../dictionary';
import type { enProduct } from '../en/product';

/**
 * The German words of the product page's (and a listing's quick view); the keys are the English
 * part's.
 */
export const deProduct: Pick<Dictionary, keyof typeof enProduct> = {
  product: {
    breadcrumb: 'Brotkrümelnavigation',
    removing: 'Wird entfernt…',
    buyNowHint: 'Wählen Sie eine Größe, um direkt mit Apple Pay, Google Pay oder Link zu kaufen.',
    unitsLeft: 'Nur noch {count} verfügbar',
    soldOutMark: 'ausverkauft',
    soldOutNote:
      'Dieser Artikel ist ausverkauft. Unser Bestand ändert sich oft: Schauen Sie bald wieder vorbei.',
    chooseSize: 'Bitte wählen Sie eine Größe.',
    editorsNote: 'Aus der Redaktion',
    noDescription: 'Noch keine Beschreibung.',
    deliveryAndReturns: 'Lieferung & Rückgabe',
    readReturnPolicy: 'Unsere Rückgaberichtlinie lesen',
    reference: 'Artikelnummer',
    designer: 'Designer',
    category: 'Kategorie',
    gender: 'Für',
    colour: 'Farbe',
    madeIn: 'Hergestellt in',
    noImage: 'Kein Bild verfügbar',
    previousImage: 'Vorheriges Bild',
    nextImage: 'Nächstes Bild',
    chooseImage: 'Bild auswählen',
    imageOf: 'Bild {number} von {count}',
    imagePosition: 'Bild {number} von {count}',
    imagesOf: 'Bilder von {title}',
    openFullScreen: '{image} im Vollbild öffnen',
    showImage: '{image} zeigen',
    carousel: 'Karussell',
    slide: 'Folie',
    product: 'Produkt',
    loading: 'Das Produkt wird geladen…',
    notFound: 'Produkt nicht gefunden',
    notFoundText: 'Dieses Produkt gibt es nicht oder es gehört nicht mehr zu unserer Kollektion.',
    unavailable: 'Dieses Produkt ist gerade nicht verfügbar',
    loadFailed: 'Das Produkt konnte nicht geladen werden. Bitte versuchen Sie es gleich noch einmal.',
    continueShopping: 'Weiter einkaufen',
    youMayAlsoLike: 'Das könnte Ihnen auch gefallen',
    closeQuickView: 'Schnellansicht schließen',
    loadingDetails: 'Die Details werden geladen…',
    detailsUnavailable: 'Die Details sind nicht verfügbar',
    noLongerInCollection: 'Dieses Produkt gehört nicht mehr zu unserer Kollektion.',
    viewItem: 'Artikel ansehen',
  },
  notifyMe: {
    open: 'Benachrichtigen, wenn wieder verfügbar',
    openSize: 'Benachrichtigen, wenn eine Größe wieder verfügbar ist',
    loading: 'Wird geladen…',
    heading: 'Benachrichtigen, wenn wieder verfügbar',
    size: 'Größe',
    chooseSize: 'Größe wählen',
    email: 'E-Mail-Adresse',
    consentItem:
      'Wir schreiben Ihnen einmal, sobald der Artikel wieder vorrätig ist, und löschen die Anfrage dann (spätestens nach {days} Tagen).',
    consentSize:
      'Wir schreiben Ihnen einmal, sobald diese Größe wieder vorrätig ist, und löschen die Anfrage dann (spätestens nach {days} Tagen).',
    consentItemTo:
      'Wir schreiben einmal an {email}, sobald der Artikel wieder vorrätig ist, und löschen die Anfrage dann (spätestens nach {days} Tagen).',
    consentSizeTo:
      'Wir schreiben einmal an {email}, sobald diese Größe wieder vorrätig ist, und löschen die Anfrage dann (spätestens nach {days} Tagen).',
    confirmFirst: 'Eine neue Adresse bitten wir zuerst um Bestätigung.',
    send: 'Benachrichtigen',
    sending: 'Wird gesendet…',
    sizeNeeded: 'Bitte wählen Sie die Größe, über die Sie informiert werden möchten.',
    waiting: 'Vielen Dank. Wir schreiben Ihnen einmal, sobald der Artikel wieder vorrätig ist.',
    confirmAddress:
      'Vielen Dank. Bitte bestätigen Sie Ihre Adresse über den Link, den wir an sie gesendet haben: bis dahin senden wir nichts weiter.',
    alreadyAsked:
      'Sie haben bereits angefragt: Wir schreiben Ihnen einmal, sobald der Artikel wieder vorrätig ist.',
    available: 'Dieser Artikel ist jetzt verfügbar.',
    unknownSize: 'Dieses Produkt gibt es nicht in dieser Größe.',
    unknownProduct: 'Dieses Produkt ist nicht im Shop.',
    tooMany:
      'Für diese Adresse können Sie gerade nichts mehr anfragen: Wir speichern höchstens {max} offene Anfragen pro Adresse, jede höchstens {days} Tage. Bitte versuchen Sie es später erneut.',
    network: 'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    failed: 'Ihre Anfrage wurde nicht gesendet. Bitte versuchen Sie es erneut.',
  },
  zoom: {
    dialog: '{title}: Bilder im Vollbild',
    close: 'Schließen',
    imageAlt: '{title}, Bild {number} von {count}',
    hint: 'Zum Zoomen mit zwei Fingern ziehen, doppelt tippen oder + und − drücken',
  },
};
