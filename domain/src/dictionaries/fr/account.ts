import type { Dictionary } from '../../dictionary';
import type { enAccount } from '../en/account';

/**
 * The French words of the wishlist alerts' box and of why an invoice or credit note could not be
 * downloaded; the keys are the English part's.
 */
export const frAccount: Pick<Dictionary, keyof typeof enAccount> = {
  orderDocuments: {
    notYours: 'Ce document n’est pas le vôtre, ou il n’existe pas.',
    notReady: 'Cette facture n’est pas encore prête. Veuillez réessayer plus tard.',
    signIn: 'Veuillez vous reconnecter.',
    network: 'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
  },
  wishlistAlerts: {
    consent:
      'Je souhaite recevoir un e-mail lorsqu’une pièce de ma liste de souhaits passe en solde ou revient en stock, au plus une fois par jour ({hours} heures).',
    on: 'Les alertes de votre liste de souhaits sont activées : nous vous écrivons lorsqu’une pièce enregistrée passe en solde ou revient en stock, au plus une fois par jour.',
    onTo: '{on} (à {email})',
    off: 'Les alertes de votre liste de souhaits sont désactivées : nous ne vous envoyons aucun e-mail au sujet de votre liste de souhaits.',
    signInFirst:
      'Connectez-vous à un compte pour recevoir les alertes de votre liste de souhaits par e-mail.',
    verifyFirst:
      'Veuillez d’abord confirmer votre adresse e-mail (avec le lien envoyé lors de votre inscription) : les alertes ne sont envoyées qu’à une adresse confirmée.',
    network: 'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
    failed: 'Votre choix n’a pas été enregistré. Veuillez réessayer.',
  },
};
