import type { Dictionary } from '../../dictionary';
import type { enInformation } from '../en/information';

/** The German words of the information pages' texts; the keys are the English part's. */
export const deInformation: Pick<Dictionary, keyof typeof enInformation> = {
  policyTexts: {
    returnWindow: 'Sie können einen Artikel innerhalb von {days} Tagen nach der Lieferung zurückgeben.',
    exchangeOnce: 'Sie können jeden Artikel einmal kostenlos umtauschen.',
    exchangeTimes: 'Sie können jeden Artikel {count}-mal kostenlos umtauschen.',
    shippingCost:
      'Der Versand ist innerhalb Europas kostenlos (EU, EWR, Schweiz und Vereinigtes Königreich). In andere Länder ist der Versand ab einem Warenwert von {freeFrom} kostenlos; darunter kostet er {flatRate}.',
    duties:
      'Bestellungen mit Versand außerhalb der EU werden ohne MwSt. berechnet (die angezeigten Preise enthalten MwSt.); Einfuhrzölle und Steuern des Ziellandes erhebt der Zusteller bei der Lieferung.',
    vatOss:
      'Alle Preise sind in Euro und in jedem EU-Land gleich; sie enthalten die MwSt. des EU-Landes, in das Ihre Bestellung geht (21 % in den Niederlanden, 20 % in Frankreich, 19 % in Deutschland), und Warenkorb und Kasse zeigen Satz und Betrag.',
    vatNational: 'Alle Preise sind in Euro und enthalten {rate} % niederländische MwSt.',
    returnConfirmation:
      'Wir bestätigen Ihre Rücksendung innerhalb von {days} Werktagen nach Eingang per E-Mail.',
    refunds:
      'Erstattungen zahlen wir innerhalb von {days} Werktagen aus, jeweils am {weekday}. Eine Kartenerstattung kann bis zu {cardDays} weitere Werktage brauchen, bis sie auf Ihrem Konto ist, eine PayPal-Erstattung {paypalDays} Werktage.',
  },
  information: {
    tooMany: 'Zu viele Versuche. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    network: 'Der Shop ist nicht erreichbar. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
    invalid: 'Bitte prüfen Sie die Felder und versuchen Sie es erneut.',
    notSent: 'Das konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
    address: 'Adresse',
    email: 'E-Mail',
    phone: 'Telefon',
    openingHours: 'Öffnungszeiten',
    companyDetails: 'Angaben zum Unternehmen',
    processing: 'Bearbeitung',
    vatAndDuties: 'MwSt. und Einfuhrzölle',
    requiredNote: 'Mit * gekennzeichnete Felder sind Pflichtfelder.',
  },
  aboutPage: {
    description:
      '{shop} ist ein Onlineshop für Designertaschen und -accessoires aus den Niederlanden, mit kostenlosem Versand innerhalb Europas und {days} Tagen Rückgaberecht.',
    lead: '{shop} ist eine Onlineboutique für Designertaschen und -accessoires mit Sitz in {city}, Niederlande.',
    whatWeDo: 'Was wir tun',
    whatWeDoText:
      'Wir vereinen die Taschen und Accessoires der großen Modehäuser und neuer Namen: Shopper, Schultertaschen und Clutches, Gürtel, Geldbörsen, Schals, Sonnenbrillen und Schmuck. Unser Sortiment wechselt häufig, es gibt also immer etwas Neues zu entdecken, und die Stücke, die Sie sehen, sind die Stücke, die wir versenden können.',
    whatYouPay: 'Was Sie auf der Produktseite sehen, ist das, was Sie für den Artikel bezahlen.',
    promiseShipping: 'Kostenloser Versand innerhalb Europas.',
    promiseDelivery: '{delivery} innerhalb Europas, mit Expresskurier und Sendungsverfolgung.',
    promiseReturns: '{days} Tage Rückgaberecht und ein kostenloser Umtausch pro Artikel.',
    promisePayment: 'Sichere Zahlung per Karte, iDEAL oder PayPal.',
    promisePerson: 'Ein Mensch beantwortet Ihre Fragen, {hours}.',
    findDesigner: 'Finden Sie Ihren Designer',
    findDesignerText:
      'Entdecken Sie {designers}, sehen Sie die Neuheiten bei {newBags} und {newAccessories}, oder finden Sie ein Schnäppchen unter den reduzierten {saleBags} und {saleAccessories}.',
    allDesigners: 'alle unsere Designer von A bis Z',
    bags: 'Taschen',
    accessories: 'Accessoires',
  },
  deliveryPage: {
    description:
      'Lieferzeiten, Versandkosten und Sendungsverfolgung bei {shop}: kostenloser Versand innerhalb Europas.',
    lead: 'Wir versenden jede Bestellung per Expresskurier, mit Sendungsverfolgung.',
    deliveryTimes: 'Lieferzeiten',
    shippingCosts: 'Versandkosten',
    cartShows:
      'Der Warenkorb zeigt die Versandkosten für Ihr Land, bevor Sie bezahlen. Einzelheiten finden Sie auf der Seite {shipping}.',
    shippingLink: 'Versand',
    tracking: 'Ihre Bestellung verfolgen',
    trackText: 'Verfolgen Sie Zahlung und Status Ihrer Bestellung auf der Seite {track}.',
    trackLink: 'Bestellung verfolgen',
  },
  paymentPage: {
    description:
      'Bezahlen Sie bei {shop} per Kreditkarte, iDEAL oder PayPal. Alle Preise in Euro inklusive MwSt.',
    lead: 'Bezahlen Sie sicher in Euro per Kreditkarte, iDEAL oder PayPal.',
    card: 'Kreditkarte',
    cardText:
      'Wir akzeptieren {brands}. Ihre Kartendaten gehen direkt an unseren Zahlungsdienstleister und erreichen nie unsere Server. Ihre Bank bittet Sie eventuell, die Zahlung in ihrer App zu bestätigen (3-D Secure).',
    idealText:
      'Für Kundinnen und Kunden mit einem niederländischen Bankkonto (nur Niederlande): Wählen Sie Ihre Bank und bestätigen Sie die Zahlung in Ihrer Banking-App. Danach kehren Sie automatisch in den Shop zurück.',
    paypalText: 'Bezahlen Sie mit dem Guthaben Ihres PayPal-Kontos oder den damit verknüpften Karten.',
    prices: 'Preise und Gebühren',
    pricesText:
      'Sie zahlen an der Kasse den Betrag, den Ihr Warenkorb zeigt; Zahlungsgebühren berechnen wir nicht. Ihre Bestellung ist bestätigt, sobald die Zahlung eingegangen ist.',
  },
  shippingPage: {
    description:
      'Versandkosten und Lieferzeiten je Ziel bei {shop}: kostenlos innerhalb Europas, weltweit kostenlos ab {freeFrom}.',
    costsAndTimes: 'Kosten und Lieferzeiten',
    caption: 'Versand je Ziel',
    destination: 'Ziel',
    shipping: 'Versand',
    delivery: 'Lieferung',
    europe: 'Europa (EU, EWR, Schweiz, Vereinigtes Königreich)',
    usa: 'USA',
    world: 'Übrige Welt',
    free: 'Kostenlos',
    freeFrom: 'Kostenlos ab {freeFrom}, sonst {flatRate}',
    workingDays: '{days} Werktage',
    couponNote:
      'Für den kostenlosen Versand außerhalb Europas zählt der Warenwert vor einem Gutscheinrabatt. Der Warenkorb zeigt die Kosten für Ihr Land, bevor Sie bezahlen.',
  },
  returnPage: {
    description:
      'Geben Sie einen Artikel innerhalb von {days} Tagen nach der Lieferung zurück. Rücksendung, Erstattung und Umtausch bei {shop}.',
    lead: 'Nicht ganz das Richtige? {window}',
    howTo: 'So senden Sie einen Artikel zurück',
    stepForm:
      'Füllen Sie das {form} mit Ihrer Bestellnummer, Ihrer E-Mail-Adresse, den Artikeln und dem Grund aus. Sie erhalten eine Referenz per E-Mail.',
    formLink: 'Rücksendeformular',
    stepPack:
      'Verpacken Sie die Artikel in ihrem Originalzustand, ungetragen, mit allen Etiketten, Staubbeuteln, Schachteln und Echtheitszertifikaten.',
    stepSend:
      'Legen Sie einen Zettel mit Ihrer Referenz in das Paket und senden Sie es mit Sendungsverfolgung an die unten stehende Adresse.',
    refunds: 'Erstattungen',
    refundTo: 'Wir erstatten über die Zahlungsart, mit der Sie bezahlt haben.',
    exchanges: 'Umtausch',
    exchangeNote: 'Nennen Sie den gewünschten Ersatzartikel im Feld „Grund“ des Rücksendeformulars.',
    questions: 'Fragen',
    questionsText: 'Schreiben Sie an {email} oder nutzen Sie das {contact}, {hours}.',
    contactLink: 'Kontaktformular',
  },
  returnFormPage: {
    noOrder:
      'Wir haben keine Bestellung mit dieser Bestellnummer und E-Mail-Adresse gefunden. Bitte prüfen Sie beides in Ihrer Bestellbestätigung.',
    title: 'Rücksendeanfrage',
    description:
      'Einen bei {shop} gekauften Artikel zurückgeben: Fragen Sie Ihre Rücksendung mit Ihrer Bestellnummer an.',
    intro:
      'Sagen Sie uns, was Sie zurücksenden und warum. Wir senden Ihnen eine Referenz und die Rücksendeadresse per E-Mail. Die Bedingungen finden Sie in den {policy}.',
    policyLink: 'Rückgabebedingungen',
    yourReturn: 'Ihre Rücksendung',
    sent: 'Rücksendeanfrage erhalten',
    failed: 'Ihre Rücksendeanfrage wurde nicht gesendet',
    submit: 'Rücksendeanfrage senden',
    orderNumber: 'Bestellnummer',
    orderNumberHint: 'In Ihrer Bestellbestätigung per E-Mail',
    email: 'E-Mail',
    emailHint: 'Die Adresse, mit der Sie bestellt haben',
    items: 'Zurückzusendende Artikel',
    reason: 'Grund',
    reference: 'Ihre Referenz lautet {reference}.',
    already: 'Diese Rücksendeanfrage für die Bestellung {order} liegt uns bereits vor. {reference}',
    received:
      'Wir haben Ihre Rücksendeanfrage für die Bestellung {order} erhalten und die Einzelheiten an {email} gesendet. {reference} {confirmation}',
  },
  contactPage: {
    description:
      'Fragen zu einer Bestellung, einem Produkt oder einer Rücksendung? Kontaktieren Sie {shop}, {hours}.',
    lead: 'Wir sind für Sie da, {hours}.',
    sendMessage: 'Schreiben Sie uns',
    intro: 'Füllen Sie das Formular aus, und wir antworten per E-Mail, meist innerhalb eines Werktags.',
    otherWays: 'Weitere Wege zu uns',
    form: 'Kontaktformular',
    sent: 'Nachricht gesendet',
    failed: 'Ihre Nachricht wurde nicht gesendet',
    submit: 'Nachricht senden',
    name: 'Name',
    email: 'E-Mail',
    subject: 'Betreff',
    message: 'Nachricht',
    already:
      'Diese Nachricht liegt uns bereits vor, und wir beantworten sie bald. Sie müssen sie nicht erneut senden.',
    thanks:
      'Vielen Dank, {name}. Wir haben Ihre Nachricht erhalten und eine Bestätigung an {email} gesendet. Wir antworten meist innerhalb eines Werktags.',
  },
  disclaimerPage: {
    description: 'Zu den Informationen, Bildern, Markennamen und Links auf der Website von {shop}.',
    lead: 'Wir achten darauf, diese Website korrekt und aktuell zu halten, doch {shop} kann nicht garantieren, dass jede Angabe stimmt.',
    productInfo: 'Produktinformationen',
    productInfoText:
      'Farben auf dem Bildschirm können vom echten Artikel abweichen, und der Bestand ändert sich oft: Ein gezeigter Artikel kann gerade verkauft worden sein. Beschreibungen und Größen stammen von den Designern und unseren Lieferanten.',
    brandNames: 'Markennamen',
    brandNamesText:
      'Markennamen und Logos gehören ihren Inhabern. {company} verkauft authentische Produkte dieser Marken und ist, sofern nicht anders angegeben, nicht mit ihnen verbunden.',
    links: 'Links und Inhalte',
    linksText:
      'Für die Inhalte von Websites, auf die wir verlinken, sind wir nicht verantwortlich. Texte, Bilder und Gestaltung dieser Website gehören uns; bitte verwenden Sie sie nicht ohne Erlaubnis weiter.',
  },
  faqPage: {
    title: 'Häufige Fragen',
    description:
      'Antworten zu Bestellung, Zahlung, MwSt., Versand, Lieferung, Rücksendungen und Erstattungen bei {shop}.',
    lead: 'Schnelle Antworten auf die Fragen, die wir am häufigsten hören. Ihre Frage ist nicht dabei? {contact}.',
    contactUs: 'Kontaktieren Sie uns',
    ordersTitle: 'Bestellung und Zahlung',
    accountQ: 'Brauche ich ein Konto, um zu bestellen?',
    accountA:
      'Nein. Sie können als Gast bestellen. Mit einem {account} haben Sie Ihre Wunschliste und Bestellungen auf jedem Gerät.',
    accountLink: 'Konto',
    payQ: 'Wie kann ich bezahlen?',
    payA: 'Per Kreditkarte ({brands}), iDEAL (nur Niederlande) oder PayPal. Siehe {methods}.',
    methodsLink: 'Zahlungsarten',
    vatQ: 'Enthalten Ihre Preise die MwSt.?',
    yes: 'Ja.',
    giftQ: 'Verkaufen Sie Geschenkgutscheine?',
    giftA: 'Nein, wir bieten keine Geschenkgutscheine an.',
    soldOutQ: 'Ein Artikel ist ausverkauft. Kommt er wieder?',
    soldOutA:
      'Unser Sortiment wechselt häufig. Setzen Sie den Artikel auf Ihre Wunschliste und schauen Sie bald wieder vorbei, oder {ask}.',
    askLink: 'fragen Sie uns',
    shippingTitle: 'Versand und Lieferung',
    carrierQ: 'Wer liefert meine Bestellung?',
    carrierA: 'Wir versenden mit zwei Expresszustellern, mit Sendungsverfolgung.',
    costQ: 'Was kostet der Versand?',
    timeQ: 'Wie lange dauert die Lieferung?',
    dutiesQ: 'Zahle ich außerhalb der EU MwSt. oder Einfuhrzölle?',
    trackQ: 'Wie verfolge ich meine Bestellung?',
    trackA: 'Ihre Bestellungen, ihre Zahlung und ihren Status finden Sie auf der Seite {track}.',
    trackLink: 'Bestellung verfolgen',
    returnsTitle: 'Rücksendungen und Erstattungen',
    returnQ: 'Kann ich einen Artikel zurückgeben?',
    returnA: 'Füllen Sie das {form} aus und lesen Sie die {policy}.',
    formLink: 'Rücksendeformular',
    policyLink: 'Rückgabebedingungen',
    refundQ: 'Wann bekomme ich mein Geld zurück?',
    exchangeQ: 'Kann ich einen Artikel umtauschen?',
    serviceTitle: 'Kundenservice',
    reachQ: 'Wann erreiche ich Sie?',
    reachA: '{hours}, per E-Mail an {email}, telefonisch unter {phone} oder über das {contact}.',
    contactLink: 'Kontaktformular',
  },
  termsPage: {
    description:
      'Die Allgemeinen Geschäftsbedingungen für Einkäufe bei {shop}: Preise, Bestellung, Zahlung, Lieferung, Rücksendungen und Haftung.',
    lead: 'Diese Bedingungen gelten für jede Bestellung bei {shop}.',
    whoTitle: '1. Wer wir sind',
    who: '{company}, {address}. Handelskammer (KvK) {kvk}, USt-IdNr. {vat}. E-Mail {email}, Telefon {phone}.',
    pricesTitle: '2. Preise',
    pricesShipping: 'Die Versandkosten werden im Warenkorb angezeigt, bevor Sie bezahlen.',
    pricesMistakes: 'Offensichtliche Preisfehler binden uns nicht.',
    orderTitle: '3. Ihre Bestellung',
    order:
      'Der Vertrag kommt zustande, wenn Sie bezahlt haben und wir Ihre Bestellung per E-Mail bestätigt haben. Wir können eine Bestellung stornieren, wenn sich ein Artikel als nicht verfügbar erweist; wir erstatten Ihnen dann den gezahlten Betrag vollständig.',
    paymentTitle: '4. Zahlung',
    payment: 'Sie zahlen im Voraus per Kreditkarte, iDEAL oder PayPal (siehe {methods}).',
    methodsLink: 'Zahlungsarten',
    deliveryTitle: '5. Lieferung',
    risk: 'Die Gefahr geht mit der Lieferung auf Sie über.',
    withdrawalTitle: '6. Widerrufsrecht und Rücksendungen',
    withdrawal:
      'Sie können den Kauf ohne Angabe von Gründen widerrufen: Sie können einen Artikel innerhalb von {days} Tagen nach der Lieferung zurückgeben. Beachten Sie die {policy}.',
    policyLink: 'Rückgabebedingungen',
    liabilityTitle: '7. Gewährleistung und Haftung',
    liability:
      'Jeder Artikel ist echt und wie beschrieben. Ist ein Artikel nicht vertragsgemäß, behalten Sie Ihre gesetzlichen Rechte. Unsere Haftung ist auf den für die Bestellung gezahlten Betrag beschränkt, außer bei Vorsatz oder grober Fahrlässigkeit.',
    privacyTitle: '8. Datenschutz',
    privacy: 'Wir verarbeiten Ihre personenbezogenen Daten wie in unserer {privacy} beschrieben.',
    privacyLink: 'Datenschutzerklärung',
    lawTitle: '9. Recht und Streitigkeiten',
    law: 'Es gilt niederländisches Recht. Bitte wenden Sie sich mit einer Beschwerde zuerst an uns; wir antworten innerhalb von 14 Tagen. Verbraucher in der EU behalten den Schutz des Rechts des Landes, in dem sie wohnen.',
  },
  privacyPage: {
    description:
      'Wie {shop} mit Ihren personenbezogenen Daten umgeht: was wir speichern, warum, wie lange, und Ihre Rechte.',
    lead: '{company} ist für die hier beschriebenen personenbezogenen Daten verantwortlich.',
    keepTitle: 'Was wir speichern und warum',
    keepVisitor:
      'Eine Besuchernummer, die Ihr Browser bei Ihrem ersten Besuch erhält, damit Ihr Warenkorb und Ihre Wunschliste Ihnen gehören.',
    keepOrder:
      'Ihre Bestellung: Name, Adresse, E-Mail-Adresse, Telefonnummer (freiwillig), die Artikel und der Zahlungsstatus, um sie zu liefern und für unsere Buchhaltung.',
    keepAccount:
      'Ihr Konto, wenn Sie eines anlegen: Name, E-Mail-Adresse und ein sicher gespeichertes Passwort.',
    keepNewsletter: 'Ihre E-Mail-Adresse, wenn Sie den Newsletter abonnieren, um ihn Ihnen zu senden.',
    keepNotify:
      'Ihre E-Mail-Adresse, wenn Sie für einen ausverkauften Artikel „Benachrichtigen“ wählen, mit dem Artikel, der Größe, dem Zeitpunkt, Ihrer Einwilligung und wo Sie sie gaben: um Sie einmal per E-Mail zu benachrichtigen, sobald er wieder da ist. Eine neue Adresse wird zuerst um Bestätigung gebeten.',
    keepAlerts:
      'Wenn Sie Benachrichtigungen zur Wunschliste einschalten (ein Konto mit bestätigter Adresse): dass Sie eingewilligt haben, wann und wo, und welche gemerkten Stücke seit unserer letzten E-Mail reduziert wurden oder wieder da sind, um Ihnen dazu höchstens eine E-Mail pro Tag zu senden.',
    keepReminder:
      'Wenn Sie an der Kasse das Feld für eine Erinnerung ankreuzen: Ihre E-Mail-Adresse, Ihr Vorname und die Stücke dieser Bestellung, mit dem Zeitpunkt Ihrer Einwilligung, um Ihnen {hours} Stunden später eine Erinnerung zu senden, wenn die Bestellung dann noch nicht bezahlt, Ihr Warenkorb unverändert und die Stücke vorrätig sind.',
    keepMessages:
      'Nachrichten über das Kontaktformular und Rücksendeanfragen, um sie zu beantworten und zu bearbeiten.',
    useOnly:
      'Wir verwenden Ihre Daten nur für diese Zwecke und verkaufen sie nie. Kartendaten gehen direkt an unseren Zahlungsdienstleister und erreichen uns nie.',
    processorsTitle: 'Wer sie für uns verarbeitet',
    processors:
      'Unser Shop läuft auf Google Firebase (Hosting, Datenbank, Anmeldung) in der Europäischen Union. Zahlungen wickeln Stripe und PayPal ab. Sie verarbeiten Daten nur in unserem Auftrag.',
    analytics:
      'Nur wenn Sie Analyse-Cookies akzeptieren, misst Google Analytics, welche Seiten und Produkte angesehen und gekauft werden, ohne Werbefunktionen (siehe die {cookies}).',
    cookieLink: 'Cookie-Richtlinie',
    periodTitle: 'Wie lange wir sie speichern',
    periodOrders:
      'Bestellungen: die Zahlen {years} Jahre nach dem Ende des Jahres der Bestellung, wie es das niederländische Steuerrecht verlangt. Danach entfernen wir Ihren Namen, Ihre Adresse, E-Mail-Adresse und Telefonnummer daraus; nur das Land bleibt, mit den Beträgen.',
    periodInvoices:
      'Rechnungen und Gutschriften: so aufbewahrt, wie sie ausgestellt wurden, mit dem darauf gedruckten Namen und der Adresse, mindestens {years} Jahre nach dem Ende des Jahres ihrer Ausstellung, wie es das niederländische Steuerrecht verlangt. Das Löschen Ihres Kontos ändert oder entfernt sie nicht.',
    periodUnpaid: 'Eine Bestellung, die nie bezahlt wird: {days} Tage nach ihrer Aufgabe gelöscht.',
    periodVisitor:
      'Warenkorb und Wunschliste eines Besuchs ohne Konto: gelöscht, sobald sie sich {days} Tage nicht geändert haben. Die eines Kontos bleiben, bis Sie das Konto löschen.',
    periodAccount: 'Ihr Konto, sein Adressbuch, Warenkorb und seine Wunschliste: bis Sie Ihr Konto löschen.',
    periodMessages:
      'Kontaktnachrichten: {contact} nach dem Senden. Rücksendeanfragen: {returns} nach der Anfrage.',
    periodNewsletter: 'Newsletter-Adressen: bis Sie sich abmelden.',
    periodNotify:
      'Anfragen „Benachrichtigen“: bis wir Ihnen gemailt haben, dass der Artikel wieder da ist, Sie sich abmelden oder {days} Tage vergangen sind, je nachdem, was zuerst eintritt. An eine nie bestätigte Adresse senden wir nur die Bestätigung (ihr Link gilt {hours} Stunden), und sie wird mit ihren Anfragen vergessen. Ihr Datenexport führt sie auf, und das Löschen Ihres Kontos löscht sie.',
    periodAlerts:
      'Benachrichtigungen zur Wunschliste: bis Sie sie ausschalten (auf der Wunschliste, in Ihrem Konto oder über den Link in jeder Benachrichtigung) oder Ihr Konto löschen; Neuigkeiten, die wir nicht mehr senden konnten, verfallen nach {days} Tagen.',
    periodReminder:
      'Die Erinnerung an der Kasse: {period} nach dem Bestellvorgang, oder bis Sie sich abmelden (über den Link in der Erinnerung) oder Ihr Konto löschen; ohne Ihr Häkchen wird nichts gespeichert. Ihr Datenexport führt sie auf, ebenso Ihre Benachrichtigungen zur Wunschliste.',
    periodMails:
      'Die E-Mails, die wir Ihnen senden: {days} Tage, um einer nicht angekommenen nachgehen zu können.',
    rightsTitle: 'Ihre Rechte',
    rights:
      'Sie können Ihre Daten einsehen, berichtigen oder löschen lassen, ihrer Verwendung widersprechen und sie mitnehmen. Schreiben Sie an {email}. Sie können sich auch bei der niederländischen Datenschutzbehörde, der Autoriteit Persoonsgegevens, beschweren.',
    cookies: 'Was Ihr Browser speichert, lesen Sie in unserer {cookies}.',
    dayOne: '1 Tag',
    days: '{count} Tage',
    yearOne: '1 Jahr',
    years: '{count} Jahre',
  },
  cookiePage: {
    descriptionAnalytics:
      '{shop} speichert in Ihrem Browser, was der Shop zum Funktionieren braucht, und Google-Analytics-Cookies nur, wenn Sie sie akzeptieren.',
    description:
      '{shop} speichert in Ihrem Browser nur, was der Shop zum Funktionieren braucht: keine Werbe- oder Tracking-Cookies.',
    leadAnalytics:
      'Wir speichern, was der Shop zum Funktionieren braucht. Analyse-Cookies setzen wir nur, wenn Sie sie akzeptieren; Werbe-Cookies verwenden wir nicht.',
    lead: 'Wir speichern nur, was der Shop zum Funktionieren braucht. Werbe- oder Tracking-Cookies verwenden wir nicht.',
    keepsTitle: 'Was Ihr Browser für uns speichert',
    keepsVisitor:
      'Ihre Besuchernummer und, wenn Sie sich anmelden, Ihre Sitzung (Browserspeicher unseres Anmeldedienstes, Firebase Authentication). Ohne sie gingen Ihr Warenkorb und Ihre Wunschliste auf jeder Seite verloren.',
    keepsNote: 'Die Notiz, die Sie zu Ihrer Bestellung schreiben, bis Sie bezahlen.',
    keepsAnswer: 'Ihre Antwort zu Analyse-Cookies, damit wir nur einmal fragen.',
    keepsStripe:
      'Während des Bestellvorgangs kann unser Zahlungsdienstleister Stripe Cookies setzen, um Betrug zu verhindern.',
    analyticsTitle: 'Analyse-Cookies, nur wenn Sie sie akzeptieren',
    analytics:
      'Mit Ihrer Einwilligung verwenden wir Google Analytics (Firebase Analytics), um Besuche zu zählen und zu sehen, welche Seiten und Produkte angesehen, in den Warenkorb gelegt und gekauft werden, damit wir den Shop verbessern können. Es setzt die Cookies {ga} und {gaStream} (bis zu 2 Jahre gespeichert) und sendet Google die Seiten und Produkte, die Sie ansehen, und bei einer Bestellung deren Nummer, Artikel und Beträge, mit einer anonymen Nummer für Ihren Browser: nie Ihren Namen, Ihre Adresse oder E-Mail-Adresse. Werbefunktionen sind ausgeschaltet. Ohne Ihre Einwilligung wird nichts von Google geladen und kein solches Cookie gesetzt.',
    askedIn: 'Wir fragen in einem Banner unten auf der Seite. Sie können Ihre Antwort jederzeit ändern:',
    changeAnswer: 'Ihre Antwort ändern',
    removingTitle: 'Sie entfernen',
    removing:
      'Sie können sie jederzeit in den Einstellungen Ihres Browsers löschen. Sie beginnen dann als neuer Besucher mit leerem Warenkorb und leerer Wunschliste; wenn Sie sich in Ihrem Konto anmelden, erhalten Sie Ihre Wunschliste und Bestellungen zurück.',
    more: 'Mehr zu Ihren Daten: {privacy}.',
    privacyLink: 'Datenschutzerklärung',
  },
};
