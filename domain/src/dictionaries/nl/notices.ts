import type { Dictionary } from '../../dictionary';
import type { enNotices } from '../en/notices';

/**
 * The Dutch words of the notices shown after a page (the cookie banner, the newsletter's answers);
 * the keys are the English part's.
 */
export const nlNotices: Pick<Dictionary, keyof typeof enNotices> = {
  cookieBanner: {
    title: 'Analytische cookies',
    question:
      'Mogen wij cookies van Google Analytics gebruiken om te zien welke pagina’s bezoekers bekijken?',
    accepted: 'Uw antwoord: u hebt analytische cookies geaccepteerd.',
    rejected: 'Uw antwoord: u hebt analytische cookies geweigerd.',
    accept: 'Analytics accepteren',
    reject: 'Analytics weigeren',
  },
  newsletterAnswers: {
    confirmationSent:
      'Dank u. Bevestig uw inschrijving met de link die wij naar uw e-mailadres hebben gestuurd.',
    tooMany: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    network: 'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
    failed: 'Inschrijven lukte nu niet. Probeer het opnieuw.',
  },
  languageSuggestion: {
    label: 'Taal',
    suggestion: 'Deze winkel is ook in het Nederlands.',
    suggestionLink: 'Verder in het Nederlands',
    dismiss: 'Nee, dank u',
  },
  accountMenu: {
    signedInAs: 'Ingelogd als {name}',
    account: 'Mijn account',
    wishlist: 'Verlanglijst',
    checkout: 'Afrekenen',
    signOut: 'Uitloggen',
    signingOut: 'Bezig met uitloggen…',
    signOutFailed: 'Uitloggen is niet gelukt. Probeer het opnieuw.',
    signIn: 'Inloggen',
    register: 'Registreren',
    contact: 'Contact',
  },
  pieceAnswers: {
    addedToCart: 'Toegevoegd aan uw winkelmand',
    alreadyInCart: 'Staat al in uw winkelmand',
    savedToWishlist: 'Bewaard op uw verlanglijst',
    alreadyInWishlist: 'Staat al op uw verlanglijst',
    removedFromWishlist: 'Verwijderd van uw verlanglijst',
    undo: 'Ongedaan maken',
    outOfStock: 'Dit artikel is niet meer in dit aantal beschikbaar.',
    cartFull: 'Uw winkelmand is vol.',
    gone: 'Dit artikel is niet meer beschikbaar.',
    tooMany: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    network: 'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
    failed: 'Er ging iets mis. Probeer het opnieuw.',
  },
};
