import type { Dictionary } from '../../dictionary';
import type { enProduct } from '../en/product';

/**
 * The French words of the product page's (and a listing's quick view); the keys are the English
 * part's.
 */
export const frProduct: Pick<Dictionary, keyof typeof enProduct> = {
  product: {
    breadcrumb: 'Fil d’Ariane',
    removing: 'Retrait en cours…',
    buyNowHint: 'Choisissez une taille pour l’acheter tout de suite avec Apple Pay, Google Pay ou Link.',
    unitsLeft: 'Plus que {count} disponible(s)',
    soldOutMark: 'épuisé',
    soldOutNote: 'Cet article est épuisé. Notre stock change souvent : revenez bientôt.',
    chooseSize: 'Veuillez choisir une taille.',
    editorsNote: 'Le mot de la rédaction',
    noDescription: 'Pas encore de description.',
    deliveryAndReturns: 'Livraison et retours',
    readReturnPolicy: 'Lire notre politique de retour',
    reference: 'Référence',
    designer: 'Créateur',
    category: 'Catégorie',
    gender: 'Pour',
    colour: 'Couleur',
    madeIn: 'Fabriqué en',
    noImage: 'Aucune image disponible',
    previousImage: 'Image précédente',
    nextImage: 'Image suivante',
    chooseImage: 'Choisir une image',
    imageOf: 'Image {number} sur {count}',
    imagePosition: 'image {number} sur {count}',
    imagesOf: 'Images de {title}',
    openFullScreen: 'Ouvrir l’{image} en plein écran',
    showImage: 'Afficher l’{image}',
    carousel: 'carrousel',
    slide: 'diapositive',
    product: 'Produit',
    loading: 'Chargement du produit…',
    notFound: 'Produit introuvable',
    notFoundText: 'Ce produit n’existe pas ou ne fait plus partie de notre collection.',
    unavailable: 'Ce produit n’est pas disponible pour le moment',
    loadFailed: 'Le produit n’a pas pu être chargé. Veuillez réessayer dans un instant.',
    continueShopping: 'Continuer mes achats',
    youMayAlsoLike: 'Vous aimerez aussi',
    closeQuickView: 'Fermer l’aperçu rapide',
    loadingDetails: 'Chargement des détails…',
    detailsUnavailable: 'Les détails ne sont pas disponibles',
    noLongerInCollection: 'Ce produit ne fait plus partie de notre collection.',
    viewItem: 'Voir l’article',
  },
  notifyMe: {
    open: 'M’avertir de son retour',
    openSize: 'M’avertir du retour d’une taille',
    loading: 'Chargement…',
    heading: 'M’avertir de son retour',
    size: 'Taille',
    chooseSize: 'Choisissez une taille',
    email: 'Adresse e-mail',
    consentItem:
      'Nous vous écrivons une fois dès son retour en stock, puis oublions la demande (au plus tard après {days} jours).',
    consentSize:
      'Nous vous écrivons une fois dès le retour de cette taille en stock, puis oublions la demande (au plus tard après {days} jours).',
    consentItemTo:
      'Nous écrivons une fois à {email} dès son retour en stock, puis oublions la demande (au plus tard après {days} jours).',
    consentSizeTo:
      'Nous écrivons une fois à {email} dès le retour de cette taille en stock, puis oublions la demande (au plus tard après {days} jours).',
    confirmFirst: 'Une nouvelle adresse doit d’abord être confirmée.',
    send: 'M’avertir',
    sending: 'Envoi…',
    sizeNeeded: 'Veuillez choisir la taille dont vous souhaitez le retour.',
    waiting: 'Merci. Nous vous écrirons une fois dès son retour en stock.',
    confirmAddress:
      'Merci. Veuillez confirmer votre adresse grâce au lien que nous y avons envoyé : d’ici là, nous n’envoyons rien d’autre.',
    alreadyAsked: 'Vous l’avez déjà demandé : nous vous écrirons une fois dès son retour en stock.',
    available: 'Cet article est disponible dès maintenant.',
    unknownSize: 'Ce produit n’existe pas dans cette taille.',
    unknownProduct: 'Ce produit n’est pas dans la boutique.',
    tooMany:
      'Vous ne pouvez plus rien demander pour cette adresse pour le moment : nous gardons au plus {max} demandes ouvertes par adresse, chacune au plus {days} jours. Veuillez réessayer plus tard.',
    network: 'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
    failed: 'Votre demande n’a pas été envoyée. Veuillez réessayer.',
  },
  zoom: {
    dialog: '{title} : images en plein écran',
    close: 'Fermer',
    imageAlt: '{title}, image {number} sur {count}',
    hint: 'Pincez, touchez deux fois ou appuyez sur + et − pour zoomer',
  },
};
