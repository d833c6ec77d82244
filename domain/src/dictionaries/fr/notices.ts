import type { Dictionary } from '../../dictionary';
import type { enNotices } from '../en/notices';

/**
 * The French words of the notices shown after a page (the cookie banner, the newsletter's answers);
 * the keys are the English part's.
 */
export const frNotices: Pick<Dictionary, keyof typeof enNotices> = {
  cookieBanner: {
    title: 'Cookies de mesure d’audience',
    question:
      'Pouvons-nous utiliser les cookies de Google Analytics pour voir quelles pages sont consultées ?',
    accepted: 'Votre réponse : vous avez accepté les cookies de mesure d’audience.',
    rejected: 'Votre réponse : vous avez refusé les cookies de mesure d’audience.',
    accept: 'Accepter la mesure d’audience',
    reject: 'Refuser la mesure d’audience',
  },
  newsletterAnswers: {
    confirmationSent:
      'Merci. Veuillez confirmer votre inscription grâce au lien que nous avons envoyé à votre adresse e-mail.',
    tooMany: 'Trop de tentatives. Patientez un instant et réessayez.',
    network: 'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
    failed: 'Votre inscription n’a pas pu aboutir. Veuillez réessayer.',
  },
  languageSuggestion: {
    label: 'Langue',
    suggestion: 'Cette boutique existe aussi en français.',
    suggestionLink: 'Continuer en français',
    dismiss: 'Non, merci',
  },
  accountMenu: {
    signedInAs: 'Compte connecté : {name}',
    account: 'Mon compte',
    wishlist: 'Liste de souhaits',
    checkout: 'Passer commande',
    signOut: 'Se déconnecter',
    signingOut: 'Déconnexion…',
    signOutFailed: 'La déconnexion a échoué. Veuillez réessayer.',
    signIn: 'Se connecter',
    register: 'Créer un compte',
    contact: 'Contact',
  },
  pieceAnswers: {
    addedToCart: 'Ajouté à votre panier',
    alreadyInCart: 'Déjà dans votre panier',
    savedToWishlist: 'Enregistré dans votre liste de souhaits',
    alreadyInWishlist: 'Déjà dans votre liste de souhaits',
    removedFromWishlist: 'Retiré de votre liste de souhaits',
    undo: 'Annuler',
    outOfStock: 'Cet article n’est plus disponible dans cette quantité.',
    cartFull: 'Votre panier est plein.',
    gone: 'Cet article n’est plus disponible.',
    tooMany: 'Trop de tentatives. Patientez un instant et réessayez.',
    network: 'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
    failed: 'Une erreur est survenue. Veuillez réessayer.',
  },
};
