/** The English words of the information pages' texts (en.ts puts the parts together). */
export const enInformation = {
  /** The policies' full sentences, as the information pages say them (POLICY_TEXTS in English). */
  policyTexts: {
    returnWindow: 'You can return an item within {days} days of delivery.',
    exchangeOnce: 'You can exchange each item once free of charge.',
    exchangeTimes: 'You can exchange each item {count} times free of charge.',
    shippingCost:
      'Shipping is free within Europe (the EU, the EEA, Switzerland and the United Kingdom). To other countries shipping is free from {freeFrom} of goods; below that it costs {flatRate}.',
    duties:
      'Orders shipped outside the EU are charged without VAT (prices shown include VAT); the carrier charges the import duties and taxes of the destination country on delivery.',
    vatOss:
      'Every price is in euro and the same in every EU country; it includes the VAT of the EU country your order goes to (21 % in the Netherlands, 20 % in France, 19 % in Germany), and the cart and the checkout show the rate and the amount.',
    vatNational: 'Every price is in euro and includes {rate} % Dutch VAT.',
    returnConfirmation: 'We confirm your return by e-mail within {days} working days of receiving it.',
    refunds:
      'Refunds are paid within {days} working days, on {weekday}s. A card refund can take up to {cardDays} more working days to reach your account, a PayPal refund {paypalDays} working days.',
  },
  /** What the information pages share: the shop's details. */
  information: {
    tooMany: 'Too many attempts. Please wait a moment and try again.',
    network: 'The shop could not be reached. Check your connection and try again.',
    invalid: 'Please check the fields and try again.',
    notSent: 'This could not be sent. Please try again.',
    address: 'Address',
    email: 'E-mail',
    phone: 'Phone',
    openingHours: 'Opening hours',
    companyDetails: 'Company details',
    processing: 'Processing',
    vatAndDuties: 'VAT and import duties',
    requiredNote: 'Fields marked * are required.',
  },
  aboutPage: {
    description:
      '{shop} is an online shop for designer bags and accessories from the Netherlands, with free shipping within Europe and {days}-day returns.',
    lead: '{shop} is an online boutique for designer bags and accessories, based in {city}, the Netherlands.',
    whatWeDo: 'What we do',
    whatWeDoText:
      'We bring together the bags and accessories of the great fashion houses and of new names: totes, shoulder bags and clutches, belts, wallets, scarves, sunglasses and jewellery. Our stock changes often, so there is always something new to discover, and the pieces you see are the pieces we can ship.',
    whatYouPay: 'What you see on the product page is what you pay for the item.',
    promiseShipping: 'Free shipping within Europe.',
    promiseDelivery: '{delivery} within Europe, with an express courier and tracking.',
    promiseReturns: 'A {days}-day return period and one free exchange per item.',
    promisePayment: 'Secure payment by card, iDEAL or PayPal.',
    promisePerson: 'A real person answers your questions, {hours}.',
    findDesigner: 'Find your designer',
    findDesignerText:
      'Browse {designers}, see what is new in {newBags} and {newAccessories}, or find a bargain among the {saleBags} and {saleAccessories} on sale.',
    allDesigners: 'all our designers from A to Z',
    bags: 'bags',
    accessories: 'accessories',
  },
  deliveryPage: {
    description: 'Delivery times, shipping costs and tracking at {shop}: free shipping within Europe.',
    lead: 'We ship every order with an express courier, with tracking.',
    deliveryTimes: 'Delivery times',
    shippingCosts: 'Shipping costs',
    cartShows:
      'The cart shows the shipping cost for your country before you pay. See {shipping} for the details.',
    shippingLink: 'shipping',
    tracking: 'Tracking your order',
    trackText: "Follow your order's payment and status on {track}.",
    trackLink: 'track your order',
  },
  paymentPage: {
    description: 'Pay at {shop} by credit card, iDEAL or PayPal. All prices in euro including VAT.',
    lead: 'Pay safely in euro by credit card, iDEAL or PayPal.',
    card: 'Credit card',
    cardText:
      'We accept {brands}. Your card details go straight to our payment provider and never reach our servers. Your bank may ask you to confirm the payment in its app (3-D Secure).',
    idealText:
      'For shoppers with a Dutch bank account (Netherlands only): choose your bank and confirm the payment in your banking app. You then return to the shop automatically.',
    paypalText: 'Pay with your PayPal account balance or the cards linked to it.',
    prices: 'Prices and charges',
    pricesText:
      'You pay the total shown in your cart at checkout; we charge no payment fees. Your order is confirmed once the payment has been received.',
  },
  shippingPage: {
    description:
      'Shipping costs and times per destination at {shop}: free within Europe, free worldwide from {freeFrom}.',
    costsAndTimes: 'Costs and times',
    caption: 'Shipping per destination',
    destination: 'Destination',
    shipping: 'Shipping',
    delivery: 'Delivery',
    europe: 'Europe (EU, EEA, Switzerland, United Kingdom)',
    usa: 'USA',
    world: 'Rest of the world',
    free: 'Free',
    freeFrom: 'Free from {freeFrom}, otherwise {flatRate}',
    workingDays: '{days} working days',
    couponNote:
      'Free shipping outside Europe counts the value of the goods before any coupon discount. The cart shows the cost for your country before you pay.',
  },
  returnPage: {
    description:
      'Return an item within {days} days of delivery. How to return, refunds and exchanges at {shop}.',
    lead: 'Not quite right? {window}',
    howTo: 'How to return an item',
    stepForm:
      'Fill in the {form} with your order number, your e-mail address, the items and the reason. You receive a reference by e-mail.',
    formLink: 'return form',
    stepPack:
      'Pack the items in their original condition, unworn, with all labels, dust bags, boxes and authenticity cards.',
    stepSend: 'Put a note with your reference in the parcel and send it with tracking to the address below.',
    refunds: 'Refunds',
    refundTo: 'We refund to the payment method you paid with.',
    exchanges: 'Exchanges',
    exchangeNote: 'Mention the item you would like instead in the reason on the return form.',
    questions: 'Questions',
    questionsText: 'Write to {email} or use the {contact}, {hours}.',
    contactLink: 'contact form',
  },
  /** /returnform and its form. */
  returnFormPage: {
    noOrder:
      'We could not find an order with this order number and e-mail address. Please check both in your order confirmation e-mail.',
    title: 'Return request',
    description: 'Return an item bought at {shop}: request your return with your order number.',
    intro:
      'Tell us what you are sending back and why. We e-mail you a reference and the return address. Read the {policy} for the conditions.',
    policyLink: 'return policy',
    yourReturn: 'Your return',
    sent: 'Return request received',
    failed: 'Your return request was not sent',
    submit: 'Send return request',
    orderNumber: 'Order number',
    orderNumberHint: 'In your order confirmation e-mail',
    email: 'E-mail',
    emailHint: 'The address you ordered with',
    items: 'Items to return',
    reason: 'Reason',
    reference: 'Your reference is {reference}.',
    already: 'We already have this return request for order {order}. {reference}',
    received:
      'We have received your return request for order {order} and sent the details to {email}. {reference} {confirmation}',
  },
  /** /contact and its form. */
  contactPage: {
    description: 'Questions about an order, a product or a return? Contact {shop}, {hours}.',
    lead: 'We are here for you {hours}.',
    sendMessage: 'Send us a message',
    intro: 'Fill in the form and we answer by e-mail, usually within one working day.',
    otherWays: 'Other ways to reach us',
    form: 'Contact form',
    sent: 'Message sent',
    failed: 'Your message was not sent',
    submit: 'Send message',
    name: 'Name',
    email: 'E-mail',
    subject: 'Subject',
    message: 'Message',
    already: 'We already have this message and will answer it soon. There is no need to send it again.',
    thanks:
      'Thank you, {name}. We have received your message and sent a confirmation to {email}. We usually answer within one working day.',
  },
  disclaimerPage: {
    description: 'About the information, images, brand names and links on the {shop} website.',
    lead: 'We take care to keep this website correct and up to date, but {shop} cannot guarantee that every detail is.',
    productInfo: 'Product information',
    productInfoText:
      'Colours on screen can differ from the real item, and stock changes often: an item shown may have just been sold. Descriptions and sizes come from the designers and our suppliers.',
    brandNames: 'Brand names',
    brandNamesText:
      'Brand names and logos belong to their owners. {company} sells authentic products of these brands and is not affiliated with them unless stated.',
    links: 'Links and content',
    linksText:
      'We are not responsible for the content of websites we link to. The texts, images and design of this website are ours; please do not reuse them without permission.',
  },
  faqPage: {
    title: 'Frequently asked questions',
    description: 'Answers about ordering, payment, VAT, shipping, delivery, returns and refunds at {shop}.',
    lead: "Quick answers to the questions we hear most. Can't find yours? {contact}.",
    contactUs: 'Contact us',
    ordersTitle: 'Orders and payment',
    accountQ: 'Do I need an account to order?',
    accountA:
      'No. You can order as a guest. With an {account} you keep your wishlist and orders on every device.',
    accountLink: 'account',
    payQ: 'How can I pay?',
    payA: 'By credit card ({brands}), iDEAL (Netherlands only) or PayPal. See {methods}.',
    methodsLink: 'payment methods',
    vatQ: 'Do your prices include VAT?',
    yes: 'Yes.',
    giftQ: 'Do you sell gift cards?',
    giftA: 'No, we do not offer gift cards.',
    soldOutQ: 'An item is sold out. Will it come back?',
    soldOutA: 'Our stock changes frequently. Add the item to your wishlist and check back soon, or {ask}.',
    askLink: 'ask us',
    shippingTitle: 'Shipping and delivery',
    carrierQ: 'Who delivers my order?',
    carrierA: 'We ship with two express carriers, with tracking.',
    costQ: 'What does shipping cost?',
    timeQ: 'How long does delivery take?',
    dutiesQ: 'Do I pay VAT or import duties outside the EU?',
    trackQ: 'How do I track my order?',
    trackA: 'Your orders, their payment and their status are on {track}.',
    trackLink: 'track your order',
    returnsTitle: 'Returns and refunds',
    returnQ: 'Can I return an item?',
    returnA: 'Fill in the {form} and read the {policy}.',
    formLink: 'return form',
    policyLink: 'return policy',
    refundQ: 'When do I get my money back?',
    exchangeQ: 'Can I exchange an item?',
    serviceTitle: 'Customer service',
    reachQ: 'When can I reach you?',
    reachA: '{hours}, by e-mail at {email}, by phone at {phone} or with the {contact}.',
    contactLink: 'contact form',
  },
  termsPage: {
    description:
      'The terms and conditions for buying at {shop}: prices, ordering, payment, delivery, returns and liability.',
    lead: 'These terms apply to every order placed at {shop}.',
    whoTitle: '1. Who we are',
    who: '{company}, {address}. Chamber of Commerce (KvK) {kvk}, VAT number {vat}. E-mail {email}, phone {phone}.',
    pricesTitle: '2. Prices',
    pricesShipping: 'Shipping costs are shown in the cart before you pay.',
    pricesMistakes: 'Obvious mistakes in prices do not bind us.',
    orderTitle: '3. Your order',
    order:
      'The contract is made when you have paid and we have confirmed your order by e-mail. We may cancel an order if an item turns out to be unavailable; we then refund what you paid in full.',
    paymentTitle: '4. Payment',
    payment: 'You pay in advance by credit card, iDEAL or PayPal (see {methods}).',
    methodsLink: 'payment methods',
    deliveryTitle: '5. Delivery',
    risk: 'The risk passes to you on delivery.',
    withdrawalTitle: '6. Right of withdrawal and returns',
    withdrawal:
      'You may withdraw from the purchase without giving a reason: you can return an item within {days} days of delivery. Follow the {policy}.',
    policyLink: 'return policy',
    liabilityTitle: '7. Guarantee and liability',
    liability:
      'Every item is authentic and as described. You keep your statutory rights if an item does not conform to the contract. Our liability is limited to the amount paid for the order, except in case of intent or gross negligence.',
    privacyTitle: '8. Privacy',
    privacy: 'We handle your personal data as described in our {privacy}.',
    privacyLink: 'privacy policy',
    lawTitle: '9. Law and disputes',
    law: 'Dutch law applies. Please contact us first with any complaint; we answer within 14 days. Consumers in the EU keep the protection of the law of the country they live in.',
  },
  privacyPage: {
    description: 'How {shop} handles your personal data: what we keep, why, for how long, and your rights.',
    lead: '{company} is responsible for the personal data described here.',
    keepTitle: 'What we keep and why',
    keepVisitor:
      'A visitor number your browser receives on your first visit, so your cart and wishlist stay yours.',
    keepOrder:
      'Your order: name, address, e-mail address, phone number (optional), the items and the payment status, to deliver it and for our accounts.',
    keepAccount: 'Your account, if you make one: name, e-mail address and a securely stored password.',
    keepNewsletter: 'Your e-mail address when you join the newsletter, to send it to you.',
    keepNotify:
      'Your e-mail address when you ask "Notify me" for a sold-out item, with the item, the size, when you asked, that you agreed and where: to e-mail you once when it is back. A new address is asked to confirm first.',
    keepAlerts:
      'If you switch on wishlist alerts (an account with a confirmed address): that you agreed, when and where, and which saved pieces went on sale or came back since our last e-mail, to send you at most one e-mail a day about them.',
    keepReminder:
      'If you tick the reminder box at the checkout: your e-mail address, first name and the pieces of that order, with when you agreed, to send you one reminder {hours} hours later if the order is still unpaid, your cart unchanged and the pieces in stock.',
    keepMessages: 'Messages from the contact form and return requests, to answer and handle them.',
    useOnly:
      'We use your data only for these purposes and never sell it. Card details go straight to our payment provider and never reach us.',
    processorsTitle: 'Who processes it for us',
    processors:
      'Our shop runs on Google Firebase (hosting, database, sign-in) in the European Union. Payments are handled by Stripe and PayPal. They process data only on our instructions.',
    analytics:
      'Only if you accept analytics cookies, Google Analytics measures which pages and products are viewed and bought, without advertising features (see the {cookies}).',
    cookieLink: 'cookie policy',
    periodTitle: 'How long we keep it',
    periodOrders:
      'Orders: the figures for {years} years after the end of the year of the order, as Dutch tax law requires. After that we remove your name, address, e-mail address and phone number from them; only the country stays, with the amounts.',
    periodInvoices:
      'Invoices and credit notes: kept as they were issued, with the name and address printed on them, for at least {years} years after the end of the year they were issued in, as Dutch tax law requires. Deleting your account does not change or remove them.',
    periodUnpaid: 'An order that is never paid: deleted {days} days after it was placed.',
    periodVisitor:
      'The cart and wishlist of a visit without an account: deleted once they have not changed for {days} days. Those of an account stay until you delete the account.',
    periodAccount: 'Your account, its address book, cart and wishlist: until you delete your account.',
    periodMessages:
      'Contact messages: {contact} after you sent them. Return requests: {returns} after you made them.',
    periodNewsletter: 'Newsletter addresses: until you unsubscribe.',
    periodNotify:
      '"Notify me" requests: until we have e-mailed you that the item is back, you unsubscribe, or {days} days have passed, whichever comes first. An address that was never confirmed is sent nothing but the confirmation (its link works {hours} hours) and is forgotten with its requests. Your data download lists them, and deleting your account deletes them.',
    periodAlerts:
      'Wishlist alerts: until you switch them off (on the wishlist, in your account, or with the link in every alert) or delete your account; news we did not get to send is dropped after {days} days.',
    periodReminder:
      "A checkout's reminder: {period} after the checkout, or until you unsubscribe (the link in the reminder) or delete your account; none is kept without your tick. Your data download lists it and your wishlist alerts.",
    periodMails: 'The e-mails we send you: {days} days, to look into one that did not arrive.',
    rightsTitle: 'Your rights',
    rights:
      'You may see, correct or delete your data, object to its use and take it with you. Write to {email}. You can also complain to the Dutch data protection authority, the Autoriteit Persoonsgegevens.',
    cookies: 'Read about what your browser stores in our {cookies}.',
    dayOne: '1 day',
    days: '{count} days',
    yearOne: '1 year',
    years: '{count} years',
  },
  cookiePage: {
    descriptionAnalytics:
      '{shop} stores what the shop needs to work in your browser, and Google Analytics cookies only if you accept them.',
    description:
      '{shop} stores only what the shop needs to work in your browser: no advertising or tracking cookies.',
    leadAnalytics:
      'We store what the shop needs to work. Analytics cookies are set only if you accept them; we use no advertising cookies.',
    lead: 'We store only what the shop needs to work. We use no advertising or tracking cookies.',
    keepsTitle: 'What your browser keeps for us',
    keepsVisitor:
      'Your visitor number and, if you sign in, your session (browser storage of our sign-in service, Firebase Authentication). Without it your cart and wishlist would be lost on every page.',
    keepsNote: 'The note you write for your order, until you pay.',
    keepsAnswer: 'Your answer about analytics cookies, so we ask only once.',
    keepsStripe: 'During checkout our payment provider Stripe may set cookies to prevent fraud.',
    analyticsTitle: 'Analytics cookies, only if you accept',
    analytics:
      'With your consent we use Google Analytics (Firebase Analytics) to count visits and see which pages and products are viewed, added to carts and bought, so we can improve the shop. It sets the cookies {ga} and {gaStream} (kept up to 2 years) and sends Google the pages and products you view and, for an order, its number, items and amounts, with an anonymous number for your browser: never your name, address or e-mail address. Advertising features are off. Without your consent nothing is loaded from Google and no such cookie is set.',
    askedIn: 'We ask in a banner at the bottom of the page. You can change your answer at any time:',
    changeAnswer: 'Change your answer',
    removingTitle: 'Removing them',
    removing:
      "You can clear them in your browser's settings at any time. You then start as a new visitor with an empty cart and wishlist; signing in to your account brings your wishlist and orders back.",
    more: 'More about your data: {privacy}.',
    privacyLink: 'privacy policy',
  },
};
