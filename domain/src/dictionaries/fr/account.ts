import type { Dictionary } from '../../dictionary';
import type { enAccount } from '../en/account';

/**
 * The French words of the wishlist alerts' box, of why an invoice or credit note could not be
 * downloaded and of the account's parts and forms; the keys are the English part's.
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
  accountForms: {
    loading: 'Chargement de votre compte…',
    loadFailed: 'Votre compte n’a pas pu être chargé',
    overviewFailed:
      'Vos informations et vos commandes n’ont pas pu être chargées. Vérifiez votre connexion et réessayez.',
    name: 'Nom',
    nav: 'Votre compte',
    orders: 'Commandes',
    details: 'Coordonnées',
    addresses: 'Adresses',
    privacy: 'Confidentialité',
    changeDetails: 'Modifier vos coordonnées',
    addressBook: 'Carnet d’adresses',
    yourData: 'Vos données',
    signInToSee: 'Connectez-vous pour voir vos coordonnées et vos commandes.',
    register: 'Créer un compte',
    trackVisit: 'Suivre les commandes de cette visite',
    unconfirmed:
      'Votre adresse e-mail n’est pas encore confirmée. Ouvrez le lien de l’e-mail que nous avons envoyé à {email} pour la confirmer.',
    resend: 'Renvoyer l’e-mail',
    resent: 'Nous avons renvoyé l’e-mail à {email}.',
    resendFailed: 'L’e-mail n’a pas pu être envoyé : {reason}',
    tryLater: 'veuillez réessayer dans quelques minutes.',
    sending: 'Envoi en cours…',
    changeName: 'Modifier votre nom',
    nameChanged: 'Nom modifié',
    nameNotChanged: 'Votre nom n’a pas été modifié',
    saveName: 'Enregistrer le nom',
    nameIsNow: 'Votre nom est désormais {name}.',
    greetingKept:
      'Le nom avec lequel nous vous accueillons après la connexion reste inchangé pour le moment.',
    changeEmail: 'Modifier votre adresse e-mail',
    checkInbox: 'Consultez votre boîte de réception',
    emailNotChanged: 'Votre adresse e-mail n’a pas été modifiée',
    sendLink: 'Envoyer le lien',
    newEmail: 'Nouvelle adresse e-mail',
    currentPassword: 'Mot de passe actuel',
    linkSent:
      'Nous avons envoyé un lien à {email}. Votre adresse e-mail changera dès que vous l’aurez ouvert.',
    changePassword: 'Modifier votre mot de passe',
    passwordChanged: 'Mot de passe modifié',
    passwordNotChanged: 'Votre mot de passe n’a pas été modifié',
    savePassword: 'Enregistrer le mot de passe',
    newPassword: 'Nouveau mot de passe',
    passwordIsChanged: 'Votre mot de passe a été modifié.',
    wrongPassword: 'Votre mot de passe actuel n’est pas correct. Veuillez réessayer.',
    emailTaken: 'Cette adresse e-mail est déjà utilisée par un autre compte.',
    signInAgain:
      'Pour votre sécurité, déconnectez-vous, reconnectez-vous, puis effectuez cette modification.',
    addAddress: 'Ajouter une adresse',
    addressSaved: 'Adresse enregistrée',
    addressNotSaved: 'L’adresse n’a pas été enregistrée',
    saveAddress: 'Enregistrer l’adresse',
    addressIn: '{address} figure dans votre carnet d’adresses.',
    loadingAddresses: 'Chargement de vos adresses…',
    addressesFailed: 'Vos adresses enregistrées n’ont pas pu être chargées.',
    addressRemoved: 'Adresse supprimée',
    addressNotRemoved: 'L’adresse n’a pas pu être supprimée.',
    noAddresses:
      'Vous n’avez pas encore d’adresse enregistrée. Les adresses enregistrées vous sont proposées lors de la commande.',
    savedAddresses: 'Adresses enregistrées',
    removeAddress: 'Supprimer {address}',
    addressBookFull:
      'Votre carnet d’adresses est plein ({max} adresses). Supprimez-en une pour en ajouter une autre.',
    downloadTitle: 'Télécharger vos données',
    downloadText:
      'Tout ce que nous conservons sur votre compte (coordonnées, adresses, commandes, retours, liste de souhaits et newsletter) en un seul fichier.',
    preparing: 'Préparation…',
    download: 'Télécharger mes données',
    downloaded: 'Vos données ont été enregistrées sous my-data.json.',
    downloadFailed: 'Vos données n’ont pas pu être téléchargées',
    deleteTitle: 'Supprimer votre compte',
    deleteText:
      'Cette action efface définitivement vos coordonnées, vos adresses, votre panier, votre liste de souhaits et votre inscription à la newsletter. Les montants de vos commandes payées restent dans notre comptabilité, comme l’exige le droit fiscal néerlandais, sans votre nom, votre adresse ni votre adresse e-mail.',
    deleted: 'Compte supprimé',
    notDeleted: 'Votre compte n’a pas été supprimé',
    deleteAccount: 'Supprimer mon compte',
    confirmWord: 'SUPPRIMER',
    typeToConfirm: 'Saisissez {word} pour confirmer',
    typeToConfirmError: 'Saisissez {word} pour confirmer la suppression de votre compte',
    isDeleted: 'Votre compte a été supprimé.',
    ordersKept:
      'Les montants de vos commandes restent sept ans dans notre comptabilité, sans votre nom ni votre adresse.',
    invoicesKept:
      'Vos factures et avoirs sont conservés tels qu’ils ont été émis, comme l’exige le droit fiscal néerlandais.',
    confirmationSent: 'Nous vous avons envoyé une confirmation.',
  },
};
