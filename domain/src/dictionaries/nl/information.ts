import type { Dictionary } from '../../dictionary';
import type { enInformation } from '../en/information';

/** The Dutch words of the information pages' texts; the keys are the English part's. */
export const nlInformation: Pick<Dictionary, keyof typeof enInformation> = {
  policyTexts: {
    returnWindow: 'U kunt een artikel binnen {days} dagen na levering retourneren.',
    exchangeOnce: 'U kunt elk artikel één keer kosteloos ruilen.',
    exchangeTimes: 'U kunt elk artikel {count} keer kosteloos ruilen.',
    shippingCost:
      'Verzending is gratis binnen Europa (de EU, de EER, Zwitserland en het Verenigd Koninkrijk). Naar andere landen is verzending gratis vanaf {freeFrom} aan artikelen; daaronder kost het {flatRate}.',
    duties:
      'Bestellingen die buiten de EU worden verzonden, worden zonder btw berekend (de getoonde prijzen zijn inclusief btw); de vervoerder brengt bij levering de invoerrechten en belastingen van het land van bestemming in rekening.',
    vatOss:
      'Alle prijzen zijn in euro en in elk EU-land gelijk; ze zijn inclusief de btw van het EU-land waarnaar uw bestelling gaat (21 % in Nederland, 20 % in Frankrijk, 19 % in Duitsland), en de winkelmand en het afrekenen tonen het tarief en het bedrag.',
    vatNational: 'Alle prijzen zijn in euro en inclusief {rate} % Nederlandse btw.',
    returnConfirmation: 'We bevestigen uw retour per e-mail binnen {days} werkdagen na ontvangst.',
    refunds:
      'Terugbetalingen doen we binnen {days} werkdagen, op {weekday}. Een terugbetaling op uw kaart kan nog tot {cardDays} werkdagen extra nodig hebben om op uw rekening te staan, een PayPal-terugbetaling {paypalDays} werkdagen.',
  },
  information: {
    tooMany: 'Te veel pogingen. Wacht even en probeer het opnieuw.',
    network: 'De winkel is niet bereikbaar. Controleer uw verbinding en probeer het opnieuw.',
    invalid: 'Controleer de velden en probeer het opnieuw.',
    notSent: 'Dit kon niet worden verstuurd. Probeer het opnieuw.',
    address: 'Adres',
    email: 'E-mail',
    phone: 'Telefoon',
    openingHours: 'Openingstijden',
    companyDetails: 'Bedrijfsgegevens',
    processing: 'Verwerking',
    vatAndDuties: 'Btw en invoerrechten',
    requiredNote: 'Velden met een * zijn verplicht.',
  },
  aboutPage: {
    description:
      '{shop} is een onlinewinkel voor designertassen en -accessoires uit Nederland, met gratis verzending binnen Europa en {days} dagen retour.',
    lead: '{shop} is een onlineboetiek voor designertassen en -accessoires, gevestigd in {city}.',
    whatWeDo: 'Wat we doen',
    whatWeDoText:
      'We brengen de tassen en accessoires van de grote modehuizen en van nieuwe namen samen: shoppers, schoudertassen en clutches, riemen, portemonnees, sjaals, zonnebrillen en sieraden. Onze collectie wisselt vaak, dus er is altijd iets nieuws te ontdekken, en de stukken die u ziet, zijn de stukken die we kunnen verzenden.',
    whatYouPay: 'Wat u op de productpagina ziet, is wat u voor het artikel betaalt.',
    promiseShipping: 'Gratis verzending binnen Europa.',
    promiseDelivery: '{delivery} binnen Europa, met een expreskoerier en track-and-trace.',
    promiseReturns: 'Een retourtermijn van {days} dagen en per artikel één keer kosteloos ruilen.',
    promisePayment: 'Veilig betalen met kaart, iDEAL of PayPal.',
    promisePerson: 'Een echt mens beantwoordt uw vragen, {hours}.',
    findDesigner: 'Vind uw ontwerper',
    findDesignerText:
      'Bekijk {designers}, ontdek wat er nieuw is aan {newBags} en {newAccessories}, of vind een koopje tussen de afgeprijsde {saleBags} en {saleAccessories}.',
    allDesigners: 'al onze ontwerpers van A tot Z',
    bags: 'tassen',
    accessories: 'accessoires',
  },
  deliveryPage: {
    description: 'Levertijden, verzendkosten en track-and-trace bij {shop}: gratis verzending binnen Europa.',
    lead: 'We verzenden elke bestelling met een expreskoerier, met track-and-trace.',
    deliveryTimes: 'Levertijden',
    shippingCosts: 'Verzendkosten',
    cartShows:
      'De winkelmand toont de verzendkosten voor uw land voordat u betaalt. Zie {shipping} voor de details.',
    shippingLink: 'verzending',
    tracking: 'Uw bestelling volgen',
    trackText: 'Volg de betaling en de status van uw bestelling op {track}.',
    trackLink: 'bestelling volgen',
  },
  paymentPage: {
    description: 'Betaal bij {shop} met creditcard, iDEAL of PayPal. Alle prijzen in euro, inclusief btw.',
    lead: 'Betaal veilig in euro met creditcard, iDEAL of PayPal.',
    card: 'Creditcard',
    cardText:
      'We accepteren {brands}. Uw kaartgegevens gaan rechtstreeks naar onze betaalprovider en komen nooit op onze servers. Uw bank kan u vragen de betaling in haar app te bevestigen (3-D Secure).',
    idealText:
      'Voor klanten met een Nederlandse bankrekening (alleen Nederland): kies uw bank en bevestig de betaling in uw bankieren-app. Daarna keert u vanzelf terug naar de winkel.',
    paypalText: 'Betaal met het saldo van uw PayPal-rekening of de daaraan gekoppelde kaarten.',
    prices: 'Prijzen en kosten',
    pricesText:
      'U betaalt bij het afrekenen het totaal dat uw winkelmand toont; we rekenen geen betaalkosten. Uw bestelling is bevestigd zodra de betaling is ontvangen.',
  },
  shippingPage: {
    description:
      'Verzendkosten en levertijden per bestemming bij {shop}: gratis binnen Europa, wereldwijd gratis vanaf {freeFrom}.',
    costsAndTimes: 'Kosten en levertijden',
    caption: 'Verzending per bestemming',
    destination: 'Bestemming',
    shipping: 'Verzending',
    delivery: 'Levering',
    europe: 'Europa (EU, EER, Zwitserland, Verenigd Koninkrijk)',
    usa: 'Verenigde Staten',
    world: 'Rest van de wereld',
    free: 'Gratis',
    freeFrom: 'Gratis vanaf {freeFrom}, anders {flatRate}',
    workingDays: '{days} werkdagen',
    couponNote:
      'Voor gratis verzending buiten Europa telt de waarde van de artikelen vóór een eventuele kortingscode. De winkelmand toont de kosten voor uw land voordat u betaalt.',
  },
  returnPage: {
    description:
      'Retourneer een artikel binnen {days} dagen na levering. Zo retourneert u, en zo werken terugbetalingen en ruilen bij {shop}.',
    lead: 'Toch niet helemaal goed? {window}',
    howTo: 'Zo retourneert u een artikel',
    stepForm:
      'Vul het {form} in met uw bestelnummer, uw e-mailadres, de artikelen en de reden. U ontvangt per e-mail een referentie.',
    formLink: 'retourformulier',
    stepPack:
      'Verpak de artikelen in hun oorspronkelijke staat, ongedragen, met alle labels, stofzakken, dozen en echtheidscertificaten.',
    stepSend:
      'Leg een briefje met uw referentie in het pakket en verstuur het met track-and-trace naar het adres hieronder.',
    refunds: 'Terugbetalingen',
    refundTo: 'We betalen terug via de betaalmethode waarmee u hebt betaald.',
    exchanges: 'Ruilen',
    exchangeNote: 'Vermeld het artikel dat u in plaats daarvan wilt bij de reden op het retourformulier.',
    questions: 'Vragen',
    questionsText: 'Schrijf naar {email} of gebruik het {contact}, {hours}.',
    contactLink: 'contactformulier',
  },
  returnFormPage: {
    noOrder:
      'Wij vonden geen bestelling met dit bestelnummer en e-mailadres. Controleer beide in de bevestigingsmail van uw bestelling.',
    title: 'Retouraanvraag',
    description:
      'Een artikel retourneren dat u bij {shop} hebt gekocht: vraag uw retour aan met uw bestelnummer.',
    intro:
      'Vertel ons wat u terugstuurt en waarom. We mailen u een referentie en het retouradres. Lees het {policy} voor de voorwaarden.',
    policyLink: 'retourbeleid',
    yourReturn: 'Uw retour',
    sent: 'Retouraanvraag ontvangen',
    failed: 'Uw retouraanvraag is niet verzonden',
    submit: 'Retouraanvraag versturen',
    orderNumber: 'Bestelnummer',
    orderNumberHint: 'In de e-mail met uw orderbevestiging',
    email: 'E-mail',
    emailHint: 'Het adres waarmee u hebt besteld',
    items: 'Te retourneren artikelen',
    reason: 'Reden',
    reference: 'Uw referentie is {reference}.',
    already: 'We hebben deze retouraanvraag voor bestelling {order} al. {reference}',
    received:
      'We hebben uw retouraanvraag voor bestelling {order} ontvangen en de details naar {email} gestuurd. {reference} {confirmation}',
  },
  contactPage: {
    description:
      'Vragen over een bestelling, een product of een retour? Neem contact op met {shop}, {hours}.',
    lead: 'We staan voor u klaar, {hours}.',
    sendMessage: 'Stuur ons een bericht',
    intro: 'Vul het formulier in en we antwoorden per e-mail, meestal binnen één werkdag.',
    otherWays: 'Andere manieren om ons te bereiken',
    form: 'Contactformulier',
    sent: 'Bericht verzonden',
    failed: 'Uw bericht is niet verzonden',
    submit: 'Bericht versturen',
    name: 'Naam',
    email: 'E-mail',
    subject: 'Onderwerp',
    message: 'Bericht',
    already:
      'We hebben dit bericht al en beantwoorden het binnenkort. U hoeft het niet opnieuw te versturen.',
    thanks:
      'Dank u, {name}. We hebben uw bericht ontvangen en een bevestiging naar {email} gestuurd. We antwoorden meestal binnen één werkdag.',
  },
  disclaimerPage: {
    description: 'Over de informatie, afbeeldingen, merknamen en links op de website van {shop}.',
    lead: 'We zorgen ervoor dat deze website juist en actueel is, maar {shop} kan niet garanderen dat elk detail klopt.',
    productInfo: 'Productinformatie',
    productInfoText:
      'Kleuren op het scherm kunnen afwijken van het echte artikel, en de voorraad verandert vaak: een getoond artikel kan net verkocht zijn. Beschrijvingen en maten komen van de ontwerpers en onze leveranciers.',
    brandNames: 'Merknamen',
    brandNamesText:
      'Merknamen en logo’s zijn eigendom van hun houders. {company} verkoopt authentieke producten van deze merken en is niet aan hen verbonden, tenzij anders vermeld.',
    links: 'Links en inhoud',
    linksText:
      'We zijn niet verantwoordelijk voor de inhoud van websites waarnaar we linken. De teksten, afbeeldingen en vormgeving van deze website zijn van ons; gebruik ze niet zonder toestemming opnieuw.',
  },
  faqPage: {
    title: 'Veelgestelde vragen',
    description:
      'Antwoorden over bestellen, betalen, btw, verzending, levering, retourneren en terugbetalingen bij {shop}.',
    lead: 'Snelle antwoorden op de vragen die we het vaakst horen. Staat uw vraag er niet bij? {contact}.',
    contactUs: 'Neem contact met ons op',
    ordersTitle: 'Bestellen en betalen',
    accountQ: 'Heb ik een account nodig om te bestellen?',
    accountA:
      'Nee. U kunt als gast bestellen. Met een {account} bewaart u uw verlanglijst en bestellingen op elk apparaat.',
    accountLink: 'account',
    payQ: 'Hoe kan ik betalen?',
    payA: 'Met creditcard ({brands}), iDEAL (alleen Nederland) of PayPal. Zie {methods}.',
    methodsLink: 'betaalmethoden',
    vatQ: 'Zijn uw prijzen inclusief btw?',
    yes: 'Ja.',
    giftQ: 'Verkoopt u cadeaubonnen?',
    giftA: 'Nee, we bieden geen cadeaubonnen aan.',
    soldOutQ: 'Een artikel is uitverkocht. Komt het terug?',
    soldOutA:
      'Onze collectie wisselt vaak. Zet het artikel op uw verlanglijst en kijk binnenkort opnieuw, of {ask}.',
    askLink: 'vraag het ons',
    shippingTitle: 'Verzending en levering',
    carrierQ: 'Wie bezorgt mijn bestelling?',
    carrierA: 'We verzenden met twee expresvervoerders, met track-and-trace.',
    costQ: 'Wat kost verzending?',
    timeQ: 'Hoe lang duurt de levering?',
    dutiesQ: 'Betaal ik btw of invoerrechten buiten de EU?',
    trackQ: 'Hoe volg ik mijn bestelling?',
    trackA: 'Uw bestellingen, hun betaling en hun status vindt u op {track}.',
    trackLink: 'bestelling volgen',
    returnsTitle: 'Retourneren en terugbetalingen',
    returnQ: 'Kan ik een artikel retourneren?',
    returnA: 'Vul het {form} in en lees het {policy}.',
    formLink: 'retourformulier',
    policyLink: 'retourbeleid',
    refundQ: 'Wanneer krijg ik mijn geld terug?',
    exchangeQ: 'Kan ik een artikel ruilen?',
    serviceTitle: 'Klantenservice',
    reachQ: 'Wanneer kan ik u bereiken?',
    reachA: '{hours}, per e-mail via {email}, telefonisch op {phone} of met het {contact}.',
    contactLink: 'contactformulier',
  },
  termsPage: {
    description:
      'De algemene voorwaarden voor aankopen bij {shop}: prijzen, bestellen, betalen, levering, retourneren en aansprakelijkheid.',
    lead: 'Deze voorwaarden gelden voor elke bestelling die bij {shop} wordt geplaatst.',
    whoTitle: '1. Wie wij zijn',
    who: '{company}, {address}. Kamer van Koophandel (KvK) {kvk}, btw-nummer {vat}. E-mail {email}, telefoon {phone}.',
    pricesTitle: '2. Prijzen',
    pricesShipping: 'De verzendkosten staan in de winkelmand voordat u betaalt.',
    pricesMistakes: 'Kennelijke fouten in prijzen binden ons niet.',
    orderTitle: '3. Uw bestelling',
    order:
      'De overeenkomst komt tot stand wanneer u hebt betaald en wij uw bestelling per e-mail hebben bevestigd. Wij mogen een bestelling annuleren als een artikel niet beschikbaar blijkt te zijn; wij betalen u dan het volledige betaalde bedrag terug.',
    paymentTitle: '4. Betaling',
    payment: 'U betaalt vooraf met creditcard, iDEAL of PayPal (zie {methods}).',
    methodsLink: 'betaalmethoden',
    deliveryTitle: '5. Levering',
    risk: 'Het risico gaat bij levering op u over.',
    withdrawalTitle: '6. Herroepingsrecht en retourneren',
    withdrawal:
      'U kunt de koop zonder opgave van redenen herroepen: u kunt een artikel binnen {days} dagen na levering retourneren. Volg het {policy}.',
    policyLink: 'retourbeleid',
    liabilityTitle: '7. Garantie en aansprakelijkheid',
    liability:
      'Elk artikel is authentiek en zoals beschreven. U behoudt uw wettelijke rechten als een artikel niet aan de overeenkomst beantwoordt. Onze aansprakelijkheid is beperkt tot het voor de bestelling betaalde bedrag, behalve bij opzet of grove nalatigheid.',
    privacyTitle: '8. Privacy',
    privacy: 'Wij verwerken uw persoonsgegevens zoals beschreven in ons {privacy}.',
    privacyLink: 'privacybeleid',
    lawTitle: '9. Toepasselijk recht en geschillen',
    law: 'Op deze voorwaarden is Nederlands recht van toepassing. Neem bij een klacht eerst contact met ons op; wij antwoorden binnen 14 dagen. Consumenten in de EU behouden de bescherming van het recht van het land waar zij wonen.',
  },
  privacyPage: {
    description:
      'Hoe {shop} met uw persoonsgegevens omgaat: wat we bewaren, waarom, hoe lang, en uw rechten.',
    lead: '{company} is verantwoordelijk voor de persoonsgegevens die hier worden beschreven.',
    keepTitle: 'Wat we bewaren en waarom',
    keepVisitor:
      'Een bezoekersnummer dat uw browser bij uw eerste bezoek krijgt, zodat uw winkelmand en verlanglijst van u blijven.',
    keepOrder:
      'Uw bestelling: naam, adres, e-mailadres, telefoonnummer (optioneel), de artikelen en de betaalstatus, om haar te leveren en voor onze boekhouding.',
    keepAccount: 'Uw account, als u er een aanmaakt: naam, e-mailadres en een veilig opgeslagen wachtwoord.',
    keepNewsletter: 'Uw e-mailadres wanneer u zich aanmeldt voor de nieuwsbrief, om die naar u te sturen.',
    keepNotify:
      'Uw e-mailadres wanneer u voor een uitverkocht artikel om "Houd me op de hoogte" vraagt, met het artikel, de maat, wanneer u het vroeg, dat u toestemming gaf en waar: om u één keer te mailen zodra het terug is. Een nieuw adres wordt eerst om bevestiging gevraagd.',
    keepAlerts:
      'Als u meldingen voor uw verlanglijst inschakelt (een account met een bevestigd adres): dat u toestemming gaf, wanneer en waar, en welke bewaarde stukken sinds onze laatste e-mail in de sale gingen of terugkwamen, om u daarover hoogstens één e-mail per dag te sturen.',
    keepReminder:
      'Als u bij het afrekenen het vakje voor een herinnering aanvinkt: uw e-mailadres, voornaam en de stukken van die bestelling, met het moment van uw toestemming, om u {hours} uur later één herinnering te sturen als de bestelling dan nog niet is betaald, uw winkelmand ongewijzigd is en de stukken op voorraad zijn.',
    keepMessages:
      'Berichten via het contactformulier en retouraanvragen, om ze te beantwoorden en af te handelen.',
    useOnly:
      'We gebruiken uw gegevens alleen voor deze doelen en verkopen ze nooit. Kaartgegevens gaan rechtstreeks naar onze betaalprovider en komen nooit bij ons.',
    processorsTitle: 'Wie ze voor ons verwerkt',
    processors:
      'Onze winkel draait op Google Firebase (hosting, database, inloggen) in de Europese Unie. Betalingen worden verwerkt door Stripe en PayPal. Zij verwerken gegevens alleen in onze opdracht.',
    analytics:
      'Alleen als u analytische cookies accepteert, meet Google Analytics welke pagina’s en producten worden bekeken en gekocht, zonder advertentiefuncties (zie het {cookies}).',
    cookieLink: 'cookiebeleid',
    periodTitle: 'Hoe lang we ze bewaren',
    periodOrders:
      'Bestellingen: de cijfers {years} jaar na het einde van het jaar van de bestelling, zoals de Nederlandse belastingwet vereist. Daarna verwijderen we uw naam, adres, e-mailadres en telefoonnummer eruit; alleen het land blijft, met de bedragen.',
    periodInvoices:
      'Facturen en creditnota’s: bewaard zoals ze zijn uitgegeven, met de naam en het adres die erop staan, minstens {years} jaar na het einde van het jaar waarin ze zijn uitgegeven, zoals de Nederlandse belastingwet vereist. Het verwijderen van uw account verandert of verwijdert ze niet.',
    periodUnpaid: 'Een bestelling die nooit wordt betaald: verwijderd {days} dagen nadat ze is geplaatst.',
    periodVisitor:
      'De winkelmand en verlanglijst van een bezoek zonder account: verwijderd zodra ze {days} dagen niet zijn gewijzigd. Die van een account blijven tot u het account verwijdert.',
    periodAccount:
      'Uw account, het adresboek, de winkelmand en de verlanglijst: tot u uw account verwijdert.',
    periodMessages:
      'Contactberichten: {contact} nadat u ze hebt verstuurd. Retouraanvragen: {returns} nadat u ze hebt gedaan.',
    periodNewsletter: 'Adressen voor de nieuwsbrief: tot u zich afmeldt.',
    periodNotify:
      'Verzoeken om "Houd me op de hoogte": tot we u hebben gemaild dat het artikel terug is, u zich afmeldt of {days} dagen zijn verstreken, wat het eerst gebeurt. Naar een adres dat nooit is bevestigd, sturen we alleen de bevestiging (de link werkt {hours} uur), en het wordt met zijn verzoeken vergeten. Uw gegevensdownload vermeldt ze, en het verwijderen van uw account verwijdert ze.',
    periodAlerts:
      'Meldingen voor uw verlanglijst: tot u ze uitschakelt (op de verlanglijst, in uw account of met de link in elke melding) of uw account verwijdert; nieuws dat we niet hebben kunnen versturen, vervalt na {days} dagen.',
    periodReminder:
      'De herinnering bij het afrekenen: {period} na het afrekenen, of tot u zich afmeldt (de link in de herinnering) of uw account verwijdert; zonder uw vinkje bewaren we niets. Uw gegevensdownload vermeldt haar, net als uw meldingen voor de verlanglijst.',
    periodMails: 'De e-mails die we u sturen: {days} dagen, om een e-mail die niet aankwam te kunnen nagaan.',
    rightsTitle: 'Uw rechten',
    rights:
      'U mag uw gegevens inzien, corrigeren of laten verwijderen, bezwaar maken tegen het gebruik ervan en ze meenemen. Schrijf naar {email}. U kunt ook een klacht indienen bij de Nederlandse toezichthouder, de Autoriteit Persoonsgegevens.',
    cookies: 'Lees in ons {cookies} wat uw browser opslaat.',
    dayOne: '1 dag',
    days: '{count} dagen',
    yearOne: '1 jaar',
    years: '{count} jaar',
  },
  cookiePage: {
    descriptionAnalytics:
      '{shop} slaat in uw browser op wat de winkel nodig heeft om te werken, en Google Analytics-cookies alleen als u ze accepteert.',
    description:
      '{shop} slaat in uw browser alleen op wat de winkel nodig heeft om te werken: geen advertentie- of trackingcookies.',
    leadAnalytics:
      'We slaan op wat de winkel nodig heeft om te werken. Analytische cookies plaatsen we alleen als u ze accepteert; advertentiecookies gebruiken we niet.',
    lead: 'We slaan alleen op wat de winkel nodig heeft om te werken. Advertentie- of trackingcookies gebruiken we niet.',
    keepsTitle: 'Wat uw browser voor ons bewaart',
    keepsVisitor:
      'Uw bezoekersnummer en, als u inlogt, uw sessie (browseropslag van onze inlogdienst, Firebase Authentication). Zonder deze gegevens zouden uw winkelmand en verlanglijst op elke pagina verloren gaan.',
    keepsNote: 'De opmerking die u bij uw bestelling schrijft, tot u betaalt.',
    keepsAnswer: 'Uw antwoord over analytische cookies, zodat we het maar één keer vragen.',
    keepsStripe:
      'Tijdens het afrekenen kan onze betaalprovider Stripe cookies plaatsen om fraude te voorkomen.',
    analyticsTitle: 'Analytische cookies, alleen als u ze accepteert',
    analytics:
      'Met uw toestemming gebruiken we Google Analytics (Firebase Analytics) om bezoeken te tellen en te zien welke pagina’s en producten worden bekeken, in een winkelmand gelegd en gekocht, zodat we de winkel kunnen verbeteren. Het plaatst de cookies {ga} en {gaStream} (tot 2 jaar bewaard) en stuurt Google de pagina’s en producten die u bekijkt en, bij een bestelling, het nummer, de artikelen en de bedragen, met een anoniem nummer voor uw browser: nooit uw naam, adres of e-mailadres. Advertentiefuncties staan uit. Zonder uw toestemming wordt niets van Google geladen en wordt zo’n cookie niet geplaatst.',
    askedIn: 'We vragen het in een balk onder aan de pagina. U kunt uw antwoord op elk moment wijzigen:',
    changeAnswer: 'Uw antwoord wijzigen',
    removingTitle: 'Ze verwijderen',
    removing:
      'U kunt ze op elk moment wissen in de instellingen van uw browser. U begint dan als nieuwe bezoeker met een lege winkelmand en verlanglijst; als u inlogt op uw account, krijgt u uw verlanglijst en bestellingen terug.',
    more: 'Meer over uw gegevens: {privacy}.',
    privacyLink: 'privacybeleid',
  },
};
