import type { Dictionary } from '../../dictionary';
import type { enBrowsing } from '../en/browsing';

/**
 * The French words of the search page, the designers' index and the pages a shop mail's link opens;
 * the keys are the English part's.
 */
export const frBrowsing: Pick<Dictionary, keyof typeof enBrowsing> = {
  searchPage: {
    title: 'Recherche',
    titleFor: 'Recherche : {text}',
    description: 'Recherchez parmi nos sacs et accessoires de créateurs par créateur, produit ou catégorie.',
    resultsFor: 'Résultats de recherche pour « {text} »',
    hint: 'Recherchez par créateur, produit ou catégorie, par exemple « cabas Prada » ou « portefeuille ».',
    searching: 'Recherche en cours…',
    failed: 'La recherche n’a pas pu être effectuée. Veuillez réessayer.',
    correctedTo: 'Résultats pour {words}.',
    correction: '« {term} » au lieu de « {typed} »',
    someWords: 'Aucun produit ne contient tous les mots saisis ; ceux-ci en contiennent certains.',
    truncated:
      'Voici les {count} premiers produits contenant ces mots. Ajoutez un mot pour affiner votre recherche.',
    noneFound: 'Aucun produit trouvé pour « {text} ». Essayez un autre mot, ou parcourez :',
    firstPage: 'Aller à la première page de résultats',
  },
  designerIndex: {
    unavailable: 'Les créateurs ne sont pas disponibles pour le moment',
    none: 'Aucun créateur pour le moment. Revenez bientôt.',
    byLetter: 'Créateurs par lettre',
    bagsOne: '{count} sac',
    bagsOther: '{count} sacs',
    accessoriesOne: '{count} accessoire',
    accessoriesOther: '{count} accessoires',
    kindOf: '{designer} : {kind}',
  },
  designerList: {
    all: 'Tous les créateurs de A à Z',
    loading: 'Chargement des créateurs…',
    failed: 'Les créateurs n’ont pas pu être chargés. Veuillez réessayer dans un instant.',
  },
  mailLinks: {
    continueShopping: 'Continuer mes achats',
    confirming: 'Confirmation en cours…',
    unsubscribing: 'Désinscription en cours…',
    incomplete: 'Ce lien est incomplet ou a été modifié : veuillez l’ouvrir à nouveau depuis l’e-mail.',
    unknownUnsubscribe: 'Ce lien de désinscription n’est pas valide, ou l’adresse était déjà désinscrite.',
    tooMany: 'Trop de tentatives. Veuillez patienter un instant et réessayer.',
    network: 'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
    failed: 'Une erreur est survenue. Veuillez réessayer.',
    newsletterConfirmTitle: 'Confirmez votre inscription',
    newsletterConfirmText: 'Confirmez que vous souhaitez recevoir la newsletter à cette adresse.',
    newsletterConfirmAction: 'Confirmer mon inscription',
    newsletterConfirmed: 'Votre inscription est confirmée. Bienvenue dans la newsletter de {shop}.',
    newsletterLinkExpired:
      'Ce lien de confirmation a expiré ou a déjà été utilisé. Veuillez vous inscrire à nouveau en bas de n’importe quelle page.',
    newsletterUnsubscribeTitle: 'Se désinscrire de la newsletter',
    newsletterUnsubscribed: 'Votre désinscription est enregistrée. Vous ne recevrez plus la newsletter.',
    notifyMeConfirmTitle: 'Confirmez votre adresse',
    notifyMeConfirmText:
      'Confirmez que nous pouvons écrire une fois à cette adresse lorsque l’article demandé sera de nouveau en stock.',
    notifyMeConfirmAction: 'Confirmer mon adresse',
    notifyMeConfirmed:
      'Votre adresse est confirmée. Nous vous écrirons une fois lorsque l’article sera de nouveau en stock.',
    notifyMeLinkExpired:
      'Ce lien de confirmation a expiré ou a déjà été utilisé. Rien ne vous sera envoyé : faites une nouvelle demande sur la page du produit si cet article vous intéresse toujours.',
    notifyMeUnsubscribeTitle: 'Ne plus recevoir d’e-mails de retour en stock',
    unsubscribeTitle: 'Se désinscrire',
    unsubscribedNewsletter: 'Votre adresse est désinscrite de la newsletter.',
    unsubscribedNotifyMe:
      'Votre désinscription est enregistrée. Nous ne vous écrirons plus au sujet des articles de retour en stock.',
    unsubscribedWishlistAlerts:
      'Votre désinscription est enregistrée. Nous ne vous écrirons plus au sujet de votre liste de souhaits.',
    unsubscribedCheckoutReminder:
      'Votre désinscription est enregistrée. Nous ne vous rappellerons plus une commande non réglée.',
  },
};
