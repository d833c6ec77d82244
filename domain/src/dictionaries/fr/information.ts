import type { Dictionary } from '../../dictionary';
import type { enInformation } from '../en/information';

/** The French words of the information pages' texts; the keys are the English part's. */
export const frInformation: Pick<Dictionary, keyof typeof enInformation> = {
  policyTexts: {
    returnWindow: 'Vous pouvez retourner un article dans les {days} jours suivant la livraison.',
    exchangeOnce: 'Vous pouvez échanger chaque article une fois gratuitement.',
    exchangeTimes: 'Vous pouvez échanger chaque article {count} fois gratuitement.',
    shippingCost:
      'La livraison est offerte en Europe (l’UE, l’EEE, la Suisse et le Royaume-Uni). Vers les autres pays, elle est offerte dès {freeFrom} d’articles ; en dessous, elle coûte {flatRate}.',
    duties:
      'Les commandes expédiées hors de l’UE sont facturées sans TVA (les prix affichés incluent la TVA) ; le transporteur perçoit à la livraison les droits et taxes d’importation du pays de destination.',
    vatOss:
      'Tous les prix sont en euros et identiques dans chaque pays de l’UE ; ils incluent la TVA du pays de l’UE où votre commande est livrée (21 % aux Pays-Bas, 20 % en France, 19 % en Allemagne), et le panier comme la page de commande indiquent le taux et le montant.',
    vatNational: 'Tous les prix sont en euros et incluent la TVA néerlandaise de {rate} %.',
    returnConfirmation:
      'Nous confirmons votre retour par e-mail dans les {days} jours ouvrés suivant sa réception.',
    refunds:
      'Les remboursements sont effectués sous {days} jours ouvrés, le {weekday}. Un remboursement par carte peut mettre jusqu’à {cardDays} jours ouvrés de plus à parvenir sur votre compte, un remboursement PayPal {paypalDays} jours ouvrés.',
  },
  information: {
    tooMany: 'Trop de tentatives. Patientez un instant et réessayez.',
    network: 'La boutique est injoignable. Vérifiez votre connexion et réessayez.',
    invalid: 'Veuillez vérifier les champs et réessayer.',
    notSent: 'L’envoi n’a pas abouti. Veuillez réessayer.',
    address: 'Adresse',
    email: 'E-mail',
    phone: 'Téléphone',
    openingHours: 'Horaires',
    companyDetails: 'Informations sur la société',
    processing: 'Préparation',
    vatAndDuties: 'TVA et droits d’importation',
    requiredNote: 'Les champs marqués d’un * sont obligatoires.',
  },
  aboutPage: {
    description:
      '{shop} est une boutique en ligne de sacs et accessoires de créateurs basée aux Pays-Bas, avec livraison offerte en Europe et retours sous {days} jours.',
    lead: '{shop} est une boutique en ligne de sacs et accessoires de créateurs, établie à {city}, aux Pays-Bas.',
    whatWeDo: 'Ce que nous faisons',
    whatWeDoText:
      'Nous réunissons les sacs et accessoires des grandes maisons de mode et de nouveaux noms : cabas, sacs portés épaule et pochettes, ceintures, portefeuilles, foulards, lunettes de soleil et bijoux. Notre sélection change souvent : il y a toujours quelque chose de nouveau à découvrir, et les pièces que vous voyez sont celles que nous pouvons expédier.',
    whatYouPay: 'Le prix affiché sur la page du produit est celui que vous payez pour l’article.',
    promiseShipping: 'Livraison offerte en Europe.',
    promiseDelivery: '{delivery} en Europe, par coursier express avec suivi.',
    promiseReturns: 'Un délai de retour de {days} jours et un échange gratuit par article.',
    promisePayment: 'Paiement sécurisé par carte, iDEAL ou PayPal.',
    promisePerson: 'Une vraie personne répond à vos questions, {hours}.',
    findDesigner: 'Trouvez votre créateur',
    findDesignerText:
      'Parcourez {designers}, découvrez les nouveautés en {newBags} et en {newAccessories}, ou dénichez une bonne affaire parmi les {saleBags} et {saleAccessories} en solde.',
    allDesigners: 'tous nos créateurs de A à Z',
    bags: 'sacs',
    accessories: 'accessoires',
  },
  deliveryPage: {
    description: 'Délais de livraison, frais de port et suivi chez {shop} : livraison offerte en Europe.',
    lead: 'Nous expédions chaque commande par coursier express, avec suivi.',
    deliveryTimes: 'Délais de livraison',
    shippingCosts: 'Frais de port',
    cartShows:
      'Le panier indique les frais de port pour votre pays avant le paiement. Voir la page {shipping} pour le détail.',
    shippingLink: 'livraison',
    tracking: 'Suivre votre commande',
    trackText: 'Suivez le paiement et le statut de votre commande sur la page {track}.',
    trackLink: 'suivre votre commande',
  },
  paymentPage: {
    description:
      'Payez chez {shop} par carte bancaire, iDEAL ou PayPal. Tous les prix en euros, TVA incluse.',
    lead: 'Payez en toute sécurité en euros par carte bancaire, iDEAL ou PayPal.',
    card: 'Carte bancaire',
    cardText:
      'Nous acceptons {brands}. Les données de votre carte sont transmises directement à notre prestataire de paiement et n’atteignent jamais nos serveurs. Votre banque peut vous demander de confirmer le paiement dans son application (3-D Secure).',
    idealText:
      'Pour les clients disposant d’un compte bancaire néerlandais (Pays-Bas uniquement) : choisissez votre banque et confirmez le paiement dans votre application bancaire. Vous revenez ensuite automatiquement sur la boutique.',
    paypalText: 'Payez avec le solde de votre compte PayPal ou les cartes qui y sont associées.',
    prices: 'Prix et frais',
    pricesText:
      'Vous payez à la commande le total indiqué dans votre panier ; nous ne facturons aucuns frais de paiement. Votre commande est confirmée dès réception du paiement.',
  },
  shippingPage: {
    description:
      'Frais et délais de livraison par destination chez {shop} : offerte en Europe, offerte dans le monde entier dès {freeFrom}.',
    costsAndTimes: 'Frais et délais',
    caption: 'Livraison par destination',
    destination: 'Destination',
    shipping: 'Livraison',
    delivery: 'Délai',
    europe: 'Europe (UE, EEE, Suisse, Royaume-Uni)',
    usa: 'États-Unis',
    world: 'Reste du monde',
    free: 'Offerte',
    freeFrom: 'Offerte dès {freeFrom}, sinon {flatRate}',
    workingDays: '{days} jours ouvrés',
    couponNote:
      'Pour la livraison offerte hors d’Europe, c’est la valeur des articles avant toute remise d’un code promo qui compte. Le panier indique les frais pour votre pays avant le paiement.',
  },
  returnPage: {
    description:
      'Retournez un article dans les {days} jours suivant la livraison. Comment retourner un article, remboursements et échanges chez {shop}.',
    lead: 'Ce n’est pas tout à fait ça ? {window}',
    howTo: 'Comment retourner un article',
    stepForm:
      'Remplissez le {form} avec votre numéro de commande, votre adresse e-mail, les articles et le motif. Vous recevez une référence par e-mail.',
    formLink: 'formulaire de retour',
    stepPack:
      'Emballez les articles dans leur état d’origine, non portés, avec toutes les étiquettes, housses, boîtes et certificats d’authenticité.',
    stepSend:
      'Glissez une note avec votre référence dans le colis et envoyez-le avec suivi à l’adresse ci-dessous.',
    refunds: 'Remboursements',
    refundTo: 'Nous remboursons sur le moyen de paiement que vous avez utilisé.',
    exchanges: 'Échanges',
    exchangeNote: 'Indiquez l’article que vous souhaitez à la place dans le motif du formulaire de retour.',
    questions: 'Questions',
    questionsText: 'Écrivez à {email} ou utilisez le {contact}, {hours}.',
    contactLink: 'formulaire de contact',
  },
  returnFormPage: {
    noOrder:
      'Nous n’avons trouvé aucune commande avec ce numéro et cette adresse e-mail. Veuillez vérifier les deux dans l’e-mail de confirmation de votre commande.',
    title: 'Demande de retour',
    description:
      'Retourner un article acheté chez {shop} : faites votre demande de retour avec votre numéro de commande.',
    intro:
      'Dites-nous ce que vous renvoyez et pourquoi. Nous vous envoyons par e-mail une référence et l’adresse de retour. Consultez la {policy} pour les conditions.',
    policyLink: 'politique de retour',
    yourReturn: 'Votre retour',
    sent: 'Demande de retour reçue',
    failed: 'Votre demande de retour n’a pas été envoyée',
    submit: 'Envoyer la demande de retour',
    orderNumber: 'Numéro de commande',
    orderNumberHint: 'Dans l’e-mail de confirmation de votre commande',
    email: 'E-mail',
    emailHint: 'L’adresse avec laquelle vous avez commandé',
    items: 'Articles à retourner',
    reason: 'Motif',
    reference: 'Votre référence est {reference}.',
    already: 'Nous avons déjà cette demande de retour pour la commande {order}. {reference}',
    received:
      'Nous avons bien reçu votre demande de retour pour la commande {order} et en avons envoyé le détail à {email}. {reference} {confirmation}',
  },
  contactPage: {
    description: 'Une question sur une commande, un produit ou un retour ? Contactez {shop}, {hours}.',
    lead: 'Nous sommes à votre écoute {hours}.',
    sendMessage: 'Envoyez-nous un message',
    intro: 'Remplissez le formulaire et nous vous répondons par e-mail, en général sous un jour ouvré.',
    otherWays: 'Autres moyens de nous joindre',
    form: 'Formulaire de contact',
    sent: 'Message envoyé',
    failed: 'Votre message n’a pas été envoyé',
    submit: 'Envoyer le message',
    name: 'Nom',
    email: 'E-mail',
    subject: 'Objet',
    message: 'Message',
    already: 'Nous avons déjà reçu ce message et y répondrons bientôt. Inutile de l’envoyer à nouveau.',
    thanks:
      'Merci, {name}. Nous avons bien reçu votre message et envoyé une confirmation à {email}. Nous répondons en général sous un jour ouvré.',
  },
  disclaimerPage: {
    description: 'À propos des informations, images, noms de marque et liens du site de {shop}.',
    lead: 'Nous veillons à ce que ce site soit exact et à jour, mais {shop} ne peut garantir l’exactitude de chaque détail.',
    productInfo: 'Informations sur les produits',
    productInfoText:
      'Les couleurs à l’écran peuvent différer de l’article réel, et le stock change souvent : un article présenté peut venir d’être vendu. Les descriptions et les tailles proviennent des créateurs et de nos fournisseurs.',
    brandNames: 'Noms de marque',
    brandNamesText:
      'Les noms de marque et logos appartiennent à leurs titulaires. {company} vend des produits authentiques de ces marques et n’y est pas affiliée, sauf mention contraire.',
    links: 'Liens et contenus',
    linksText:
      'Nous ne sommes pas responsables du contenu des sites vers lesquels nous renvoyons. Les textes, images et la conception de ce site nous appartiennent ; merci de ne pas les réutiliser sans autorisation.',
  },
  faqPage: {
    title: 'Questions fréquentes',
    description:
      'Réponses sur la commande, le paiement, la TVA, l’expédition, la livraison, les retours et les remboursements chez {shop}.',
    lead: 'Des réponses rapides aux questions que l’on nous pose le plus. Vous ne trouvez pas la vôtre ? {contact}.',
    contactUs: 'Contactez-nous',
    ordersTitle: 'Commandes et paiement',
    accountQ: 'Faut-il un compte pour commander ?',
    accountA:
      'Non. Vous pouvez commander en tant qu’invité. Avec un {account}, vous retrouvez votre liste de souhaits et vos commandes sur tous vos appareils.',
    accountLink: 'compte',
    payQ: 'Comment puis-je payer ?',
    payA: 'Par carte bancaire ({brands}), iDEAL (Pays-Bas uniquement) ou PayPal. Voir les {methods}.',
    methodsLink: 'moyens de paiement',
    vatQ: 'Vos prix incluent-ils la TVA ?',
    yes: 'Oui.',
    giftQ: 'Vendez-vous des cartes cadeaux ?',
    giftA: 'Non, nous ne proposons pas de cartes cadeaux.',
    soldOutQ: 'Un article est épuisé. Reviendra-t-il ?',
    soldOutA:
      'Notre sélection change souvent. Ajoutez l’article à votre liste de souhaits et revenez bientôt, ou {ask}.',
    askLink: 'posez-nous la question',
    shippingTitle: 'Expédition et livraison',
    carrierQ: 'Qui livre ma commande ?',
    carrierA: 'Nous expédions avec deux transporteurs express, avec suivi.',
    costQ: 'Combien coûte la livraison ?',
    timeQ: 'Quel est le délai de livraison ?',
    dutiesQ: 'Dois-je payer la TVA ou des droits d’importation hors de l’UE ?',
    trackQ: 'Comment suivre ma commande ?',
    trackA: 'Vos commandes, leur paiement et leur statut figurent sur la page {track}.',
    trackLink: 'suivre votre commande',
    returnsTitle: 'Retours et remboursements',
    returnQ: 'Puis-je retourner un article ?',
    returnA: 'Remplissez le {form} et lisez la {policy}.',
    formLink: 'formulaire de retour',
    policyLink: 'politique de retour',
    refundQ: 'Quand serai-je remboursé ?',
    exchangeQ: 'Puis-je échanger un article ?',
    serviceTitle: 'Service client',
    reachQ: 'Quand puis-je vous joindre ?',
    reachA: '{hours}, par e-mail à {email}, par téléphone au {phone} ou via le {contact}.',
    contactLink: 'formulaire de contact',
  },
  termsPage: {
    description:
      'Les conditions générales de vente de {shop} : prix, commande, paiement, livraison, retours et responsabilité.',
    lead: 'Ces conditions s’appliquent à toute commande passée chez {shop}.',
    whoTitle: '1. Qui nous sommes',
    who: '{company}, {address}. Chambre de commerce (KvK) {kvk}, numéro de TVA {vat}. E-mail {email}, téléphone {phone}.',
    pricesTitle: '2. Prix',
    pricesShipping: 'Les frais de port sont indiqués dans le panier avant le paiement.',
    pricesMistakes: 'Les erreurs manifestes de prix ne nous engagent pas.',
    orderTitle: '3. Votre commande',
    order:
      'Le contrat est conclu lorsque vous avez payé et que nous avons confirmé votre commande par e-mail. Nous pouvons annuler une commande si un article s’avère indisponible ; nous vous remboursons alors intégralement la somme payée.',
    paymentTitle: '4. Paiement',
    payment: 'Vous payez d’avance par carte bancaire, iDEAL ou PayPal (voir les {methods}).',
    methodsLink: 'moyens de paiement',
    deliveryTitle: '5. Livraison',
    risk: 'Les risques vous sont transférés à la livraison.',
    withdrawalTitle: '6. Droit de rétractation et retours',
    withdrawal:
      'Vous pouvez vous rétracter de l’achat sans avoir à donner de motif : vous pouvez retourner un article dans les {days} jours suivant la livraison. Suivez la {policy}.',
    policyLink: 'politique de retour',
    liabilityTitle: '7. Garantie et responsabilité',
    liability:
      'Chaque article est authentique et conforme à sa description. Vous conservez vos droits légaux si un article n’est pas conforme au contrat. Notre responsabilité est limitée au montant payé pour la commande, sauf en cas de faute intentionnelle ou de faute lourde.',
    privacyTitle: '8. Données personnelles',
    privacy: 'Nous traitons vos données personnelles comme décrit dans notre {privacy}.',
    privacyLink: 'politique de confidentialité',
    lawTitle: '9. Droit applicable et litiges',
    law: 'Le droit néerlandais s’applique. En cas de réclamation, veuillez d’abord nous contacter ; nous répondons sous 14 jours. Les consommateurs de l’UE conservent la protection du droit du pays dans lequel ils résident.',
  },
  privacyPage: {
    description:
      'Comment {shop} traite vos données personnelles : ce que nous conservons, pourquoi, combien de temps, et vos droits.',
    lead: '{company} est responsable des données personnelles décrites ici.',
    keepTitle: 'Ce que nous conservons et pourquoi',
    keepVisitor:
      'Un numéro de visiteur que votre navigateur reçoit lors de votre première visite, pour que votre panier et votre liste de souhaits restent les vôtres.',
    keepOrder:
      'Votre commande : nom, adresse, adresse e-mail, numéro de téléphone (facultatif), les articles et le statut du paiement, pour la livrer et pour notre comptabilité.',
    keepAccount:
      'Votre compte, si vous en créez un : nom, adresse e-mail et un mot de passe stocké de façon sécurisée.',
    keepNewsletter: 'Votre adresse e-mail lorsque vous vous inscrivez à la newsletter, pour vous l’envoyer.',
    keepNotify:
      'Votre adresse e-mail lorsque vous demandez « M’avertir » pour un article épuisé, avec l’article, la taille, la date de la demande, votre consentement et où vous l’avez donné : pour vous écrire une fois lorsqu’il est de retour. Une nouvelle adresse doit d’abord être confirmée.',
    keepAlerts:
      'Si vous activez les alertes de liste de souhaits (un compte avec une adresse confirmée) : votre consentement, quand et où vous l’avez donné, et les pièces enregistrées passées en solde ou revenues depuis notre dernier e-mail, pour vous envoyer au plus un e-mail par jour à leur sujet.',
    keepReminder:
      'Si vous cochez la case de rappel lors de la commande : votre adresse e-mail, votre prénom et les pièces de cette commande, avec la date de votre consentement, pour vous envoyer un rappel {hours} heures plus tard si la commande n’est toujours pas payée, votre panier inchangé et les pièces en stock.',
    keepMessages:
      'Les messages du formulaire de contact et les demandes de retour, pour y répondre et les traiter.',
    useOnly:
      'Nous n’utilisons vos données qu’à ces fins et ne les vendons jamais. Les données de carte sont transmises directement à notre prestataire de paiement et ne nous parviennent jamais.',
    processorsTitle: 'Qui les traite pour nous',
    processors:
      'Notre boutique fonctionne sur Google Firebase (hébergement, base de données, connexion) dans l’Union européenne. Les paiements sont traités par Stripe et PayPal. Ils ne traitent les données que sur nos instructions.',
    analytics:
      'Uniquement si vous acceptez les cookies de mesure d’audience, Google Analytics mesure les pages et produits consultés et achetés, sans fonctions publicitaires (voir la {cookies}).',
    cookieLink: 'politique relative aux cookies',
    periodTitle: 'Combien de temps nous les conservons',
    periodOrders:
      'Commandes : les montants pendant {years} ans après la fin de l’année de la commande, comme l’exige le droit fiscal néerlandais. Nous en retirons ensuite votre nom, votre adresse, votre adresse e-mail et votre numéro de téléphone ; seul le pays reste, avec les montants.',
    periodInvoices:
      'Factures et avoirs : conservés tels qu’ils ont été émis, avec le nom et l’adresse qui y figurent, pendant au moins {years} ans après la fin de l’année de leur émission, comme l’exige le droit fiscal néerlandais. La suppression de votre compte ne les modifie ni ne les supprime.',
    periodUnpaid: 'Une commande jamais payée : supprimée {days} jours après avoir été passée.',
    periodVisitor:
      'Le panier et la liste de souhaits d’une visite sans compte : supprimés dès qu’ils n’ont pas changé pendant {days} jours. Ceux d’un compte restent jusqu’à la suppression du compte.',
    periodAccount:
      'Votre compte, son carnet d’adresses, son panier et sa liste de souhaits : jusqu’à la suppression de votre compte.',
    periodMessages:
      'Messages de contact : {contact} après leur envoi. Demandes de retour : {returns} après leur dépôt.',
    periodNewsletter: 'Adresses de la newsletter : jusqu’à votre désinscription.',
    periodNotify:
      'Demandes « M’avertir » : jusqu’à ce que nous vous ayons écrit que l’article est de retour, que vous vous désinscriviez ou que {days} jours se soient écoulés, selon ce qui arrive en premier. Une adresse jamais confirmée ne reçoit que la confirmation (son lien est valable {hours} heures) et est oubliée avec ses demandes. Le téléchargement de vos données les mentionne, et la suppression de votre compte les supprime.',
    periodAlerts:
      'Alertes de liste de souhaits : jusqu’à ce que vous les désactiviez (sur la liste de souhaits, dans votre compte ou avec le lien de chaque alerte) ou supprimiez votre compte ; les nouvelles que nous n’avons pas pu envoyer sont abandonnées après {days} jours.',
    periodReminder:
      'Le rappel de commande : {period} après la commande, ou jusqu’à votre désinscription (le lien du rappel) ou la suppression de votre compte ; rien n’est conservé sans votre case cochée. Le téléchargement de vos données le mentionne, ainsi que vos alertes de liste de souhaits.',
    periodMails:
      'Les e-mails que nous vous envoyons : {days} jours, pour pouvoir retrouver un e-mail qui n’est pas arrivé.',
    rightsTitle: 'Vos droits',
    rights:
      'Vous pouvez consulter, rectifier ou faire supprimer vos données, vous opposer à leur utilisation et les emporter. Écrivez à {email}. Vous pouvez aussi adresser une réclamation à l’autorité néerlandaise de protection des données, l’Autoriteit Persoonsgegevens.',
    cookies: 'Découvrez ce que votre navigateur enregistre dans notre {cookies}.',
    dayOne: '1 jour',
    days: '{count} jours',
    yearOne: '1 an',
    years: '{count} ans',
  },
  cookiePage: {
    descriptionAnalytics:
      '{shop} enregistre dans votre navigateur ce dont la boutique a besoin pour fonctionner, et des cookies Google Analytics uniquement si vous les acceptez.',
    description:
      '{shop} n’enregistre dans votre navigateur que ce dont la boutique a besoin pour fonctionner : aucun cookie publicitaire ou de suivi.',
    leadAnalytics:
      'Nous enregistrons ce dont la boutique a besoin pour fonctionner. Les cookies de mesure d’audience ne sont déposés que si vous les acceptez ; nous n’utilisons aucun cookie publicitaire.',
    lead: 'Nous n’enregistrons que ce dont la boutique a besoin pour fonctionner. Nous n’utilisons aucun cookie publicitaire ou de suivi.',
    keepsTitle: 'Ce que votre navigateur conserve pour nous',
    keepsVisitor:
      'Votre numéro de visiteur et, si vous vous connectez, votre session (stockage du navigateur de notre service de connexion, Firebase Authentication). Sans eux, votre panier et votre liste de souhaits seraient perdus à chaque page.',
    keepsNote: 'La note que vous écrivez pour votre commande, jusqu’au paiement.',
    keepsAnswer:
      'Votre réponse concernant les cookies de mesure d’audience, pour ne vous la demander qu’une fois.',
    keepsStripe:
      'Pendant la commande, notre prestataire de paiement Stripe peut déposer des cookies pour prévenir la fraude.',
    analyticsTitle: 'Cookies de mesure d’audience, uniquement si vous les acceptez',
    analytics:
      'Avec votre consentement, nous utilisons Google Analytics (Firebase Analytics) pour compter les visites et voir quelles pages et quels produits sont consultés, ajoutés au panier et achetés, afin d’améliorer la boutique. Il dépose les cookies {ga} et {gaStream} (conservés jusqu’à 2 ans) et envoie à Google les pages et produits que vous consultez et, pour une commande, son numéro, ses articles et ses montants, avec un numéro anonyme pour votre navigateur : jamais votre nom, votre adresse ni votre adresse e-mail. Les fonctions publicitaires sont désactivées. Sans votre consentement, rien n’est chargé depuis Google et aucun cookie de ce type n’est déposé.',
    askedIn:
      'Nous vous le demandons dans un bandeau en bas de la page. Vous pouvez modifier votre réponse à tout moment :',
    changeAnswer: 'Modifier votre réponse',
    removingTitle: 'Les supprimer',
    removing:
      'Vous pouvez les effacer à tout moment dans les réglages de votre navigateur. Vous repartez alors comme un nouveau visiteur, avec un panier et une liste de souhaits vides ; en vous connectant à votre compte, vous retrouvez votre liste de souhaits et vos commandes.',
    more: 'En savoir plus sur vos données : {privacy}.',
    privacyLink: 'politique de confidentialité',
  },
};
