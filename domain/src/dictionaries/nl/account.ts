import type { Dictionary } from '../../dictionary';
import type { enAccount } from '../en/account';

/**
 * The Dutch words of the wishlist alerts' box and of why an invoice or credit note could not be
 * downloaded; the keys are the English part's.
 */
export const nlAccount: Pick<Dictionary, keyof typeof enAccount> = {
  orderDocuments: {
    notYours: 'Dit document is niet van u, of het bestaat niet.',
    notReady: 'Deze factuur is nog niet klaar. Probeer het later opnieuw.',
    signIn: 'Log opnieuw in.',
    network: 'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
  },
  wishlistAlerts: {
    consent:
      'E-mail mij wanneer een stuk op mijn verlanglijst in de sale gaat of weer op voorraad is, hoogstens één keer per dag ({hours} uur).',
    on: 'Meldingen voor uw verlanglijst staan aan: wij e-mailen u wanneer een bewaard stuk in de sale gaat of weer op voorraad is, hoogstens één keer per dag.',
    onTo: '{on} (naar {email})',
    off: 'Meldingen voor uw verlanglijst staan uit: wij sturen u geen e-mail over uw verlanglijst.',
    signInFirst: 'Log in met een account om meldingen voor uw verlanglijst per e-mail te ontvangen.',
    verifyFirst:
      'Bevestig eerst uw e-mailadres (met de link die wij stuurden toen u zich registreerde): meldingen gaan alleen naar een bevestigd adres.',
    network: 'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
    failed: 'Uw keuze is niet opgeslagen. Probeer het opnieuw.',
  },
};
