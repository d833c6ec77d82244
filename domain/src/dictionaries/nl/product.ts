import type { Dictionary } from '../../dictionary';
import type { enProduct } from '../en/product';

/**
 * The Dutch words of the product page's (and a listing's quick view); the keys are the English
 * part's.
 */
export const nlProduct: Pick<Dictionary, keyof typeof enProduct> = {
  product: {
    breadcrumb: 'Kruimelpad',
    removing: 'Bezig met verwijderen…',
    buyNowHint: 'Kies een maat om direct te kopen met Apple Pay, Google Pay of Link.',
    unitsLeft: 'Nog maar {count} beschikbaar',
    soldOutMark: 'uitverkocht',
    soldOutNote: 'Dit artikel is uitverkocht. Onze voorraad verandert vaak: kijk binnenkort nog eens.',
    chooseSize: 'Kies een maat.',
    editorsNote: 'Van de redactie',
    noDescription: 'Nog geen beschrijving.',
    deliveryAndReturns: 'Levering en retour',
    readReturnPolicy: 'Lees ons retourbeleid',
    reference: 'Referentie',
    designer: 'Ontwerper',
    category: 'Categorie',
    gender: 'Voor',
    colour: 'Kleur',
    madeIn: 'Gemaakt in',
    noImage: 'Geen afbeelding beschikbaar',
    previousImage: 'Vorige afbeelding',
    nextImage: 'Volgende afbeelding',
    chooseImage: 'Kies een afbeelding',
    imageOf: 'Afbeelding {number} van {count}',
    imagePosition: 'afbeelding {number} van {count}',
    imagesOf: 'Afbeeldingen van {title}',
    openFullScreen: '{image} schermvullend openen',
    showImage: 'Toon {image}',
    carousel: 'carrousel',
    slide: 'dia',
    product: 'Product',
    loading: 'Het product wordt geladen…',
    notFound: 'Product niet gevonden',
    notFoundText: 'Dit product bestaat niet of hoort niet meer bij onze collectie.',
    unavailable: 'Dit product is nu niet beschikbaar',
    loadFailed: 'Het product kon niet worden geladen. Probeer het zo meteen opnieuw.',
    continueShopping: 'Verder winkelen',
    youMayAlsoLike: 'Misschien ook iets voor u',
    closeQuickView: 'Snel bekijken sluiten',
    loadingDetails: 'De details worden geladen…',
    detailsUnavailable: 'De details zijn niet beschikbaar',
    noLongerInCollection: 'Dit product hoort niet meer bij onze collectie.',
    viewItem: 'Bekijk artikel',
  },
  notifyMe: {
    open: 'Mail mij als het terug is',
    openSize: 'Mail mij als een maat terug is',
    loading: 'Laden…',
    heading: 'Mail mij als het terug is',
    size: 'Maat',
    chooseSize: 'Kies een maat',
    email: 'E-mailadres',
    consentItem:
      'Wij mailen u één keer zodra het weer op voorraad is en vergeten het verzoek daarna (uiterlijk na {days} dagen).',
    consentSize:
      'Wij mailen u één keer zodra deze maat weer op voorraad is en vergeten het verzoek daarna (uiterlijk na {days} dagen).',
    consentItemTo:
      'Wij mailen {email} één keer zodra het weer op voorraad is en vergeten het verzoek daarna (uiterlijk na {days} dagen).',
    consentSizeTo:
      'Wij mailen {email} één keer zodra deze maat weer op voorraad is en vergeten het verzoek daarna (uiterlijk na {days} dagen).',
    confirmFirst: 'Een nieuw adres vragen wij eerst te bevestigen.',
    send: 'Mail mij',
    sending: 'Versturen…',
    sizeNeeded: 'Kies de maat waarover u bericht wilt krijgen.',
    waiting: 'Dank u. Wij mailen u één keer zodra het weer op voorraad is.',
    confirmAddress:
      'Dank u. Bevestig uw adres met de link die wij ernaar hebben gestuurd: tot dan sturen wij niets anders.',
    alreadyAsked: 'U hebt dit al gevraagd: wij mailen u één keer zodra het weer op voorraad is.',
    available: 'Dit artikel is nu beschikbaar.',
    unknownSize: 'Dit product bestaat niet in die maat.',
    unknownProduct: 'Dit product is niet in de winkel.',
    tooMany:
      'Voor dit adres kunt u nu niets meer aanvragen: wij bewaren hoogstens {max} openstaande verzoeken per adres, elk hoogstens {days} dagen. Probeer het later opnieuw.',
    network: 'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
    failed: 'Uw verzoek is niet verstuurd. Probeer het opnieuw.',
  },
  zoom: {
    dialog: '{title}: afbeeldingen schermvullend',
    close: 'Sluiten',
    imageAlt: '{title}, afbeelding {number} van {count}',
    hint: 'Knijp, tik twee keer of druk op + en − om te zoomen',
  },
};
