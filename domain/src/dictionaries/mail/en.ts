// The words of an order's mails and documents in English, the model of the other languages'
// (docs/decisions.md rule 79). Not in the page dictionaries: those travel with every storefront page,
// these only with the functions. `{names}` are filled by fillText.

/**
 * An order's money in English: orderMoneyRows' and vatNote's words, which the storefront's order
 * summary uses too, so apart from the rest, which only the functions carry.
 */
export const moneyEn = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  discountWithCode: 'Discount (code {code})',
  shipping: 'Shipping',
  free: 'Free',
  vatNotCharged: 'VAT not charged (shipped outside the EU)',
  total: 'Total',
  totalPaid: 'Total paid',
  vatIncluded: 'Including {amount} VAT ({rate})',
  vatDeducted: 'Charged without VAT ({amount} VAT deducted)',
};

/** Everything an order's mails and documents say, in English. */
export const mailEn = {
  order: {
    greeting: 'Dear {name},',
    number: 'Order number: {reference}',
    follow: 'Follow your order',
    questions: 'Questions? Write to',
    quoteNumber: 'and quote your order number.',
    piece: '{qty} x {title}',
    pieceWithSize: '{qty} x {title} (size {size})',
    oneSize: 'One size',
    expected: 'between {earliest} and {latest}',
  },
  confirmation: {
    subject: 'Your {shop} order {reference}',
    thanks: 'Thank you for your order.',
    received: 'We have received your payment. Your order is expected {dates}.',
    deliveryAddress: 'Delivery address',
    invoice: 'Your VAT invoice {number} (PDF)',
  },
  soldOut: {
    subject: 'Your {shop} order {reference} is cancelled and will be refunded',
    why: 'We are sorry: an item in your order sold out while you were paying. Your order has been cancelled and the full amount will be refunded. Sold out: {items}.',
    notAccepted:
      'We are sorry: we could not accept your payment for this order. Your order has been cancelled and the full amount will be refunded.',
    refund: 'We refund {amount} to the account you paid with within {days} working days.',
  },
  status: {
    subject: 'Your order {reference}: {status}',
    now: 'The status of your order {reference} is now: {status}.',
    received: 'We have received your order and are preparing it for shipping.',
    onItsWay: 'Your order is on its way with our courier and is expected {dates}.',
    delivered: 'Your order has been delivered. We hope you enjoy it!',
    parcel: 'Your parcel travels with {carrier}, tracking number {number}.',
    trackParcel: 'Track your parcel with {carrier}',
    yourOrder: 'Your order',
    orderReceived: 'Order received',
    outForDelivery: 'Out for delivery',
    orderCompleted: 'Delivered',
  },
  cancelled: {
    subject: 'Your {shop} order {reference} is cancelled',
    news: 'We have cancelled your order {reference}.',
    reason: 'Reason: {reason}',
    refunded:
      'The full amount, {amount}, is refunded to the payment method you paid with; depending on your bank it can take 5 to 10 days to show.',
    unpaid: 'It was not paid, so nothing was charged and nothing more can be paid for it.',
  },
  refunded: {
    subject: 'Your {shop} order {reference}: {amount} refunded',
    news: 'We have refunded {amount} for your order {reference} to the payment method you paid with. Depending on your bank it can take 5 to 10 days to show.',
    items: 'Refunded items',
    payment: 'Payment: {payment}',
    creditNote: 'Your credit note {number} (PDF)',
  },
  /** The one reminder of a checkout left unpaid (docs/decisions.md rule 81), in the order's language. */
  reminder: {
    subject: 'Your pieces are still waiting at {shop}',
    unpaid:
      'You left your order unpaid yesterday. Your pieces are not reserved, but they were all still available when we wrote this:',
    piece: '{qty} x {price}',
    pieceWithSize: 'Size {size}, {qty} x {price}',
    back: 'Back to my cart',
    link: 'The link puts these pieces back in your cart on any device. Prices and stock are as the shop shows them when you open it.',
    onlyOne: 'This is the only reminder we send about this order.',
    why: 'You asked at the checkout for one reminder if you left your order unpaid.',
    unsubscribe: 'Unsubscribe',
  },
  /** What the shop's own mails (not an order's) share. */
  common: {
    hello: 'Hello,',
    visitShop: 'Visit the shop',
    linkHours: 'The link works for {hours} hours.',
  },
  /** Notify me's confirmation and the one back-in-stock mail, in the language of the page it was asked on. */
  backInStock: {
    confirmSubject: "Please confirm your address for {shop}'s back-in-stock e-mails",
    confirmPreview: 'One click, and we e-mail you when the piece is back.',
    confirmAsked:
      'Someone, hopefully you, asked {shop} to e-mail this address when a sold-out item is back in stock.',
    confirmButton: 'Confirm my address',
    notYou: 'If it was not you, ignore this e-mail: without confirmation we send nothing to this address.',
    subject: 'Back in stock: {product}',
    preview: '{product} is back, for {price}.',
    previewSized: '{product} in size {size} is back, for {price}.',
    back: '{product} is back in stock at {shop}, for {price}.',
    backSized: '{product} in size {size} is back in stock at {shop}, for {price}.',
    detailSized: 'Size {size}, {price}',
    button: 'See it and order it',
    once: 'Pieces like this are often one of a kind, so we cannot hold it for you. This is the only e-mail we send about it: your request has now ended.',
    why: 'You asked us to e-mail you when this piece was back.',
    unsubscribe: 'Stop all back-in-stock e-mails',
  },
  /** The newsletter's confirmation and welcome, in the language of the page it was asked from. */
  newsletter: {
    confirmSubject: 'Please confirm your subscription to the {shop} newsletter',
    confirmPreview: 'One click, and the newsletter is yours.',
    confirmAsked: 'Someone, hopefully you, asked to receive the {shop} newsletter at this address.',
    confirmButton: 'Confirm my subscription',
    notYou: 'If it was not you, ignore this e-mail: without confirmation the address is not subscribed.',
    welcomeSubject: 'Welcome to the {shop} newsletter',
    welcomePreview: 'New arrivals, the sale and the designers we add: you hear first.',
    welcomeThanks:
      'Thank you for subscribing to the {shop} newsletter. From now on you will be the first to hear about new arrivals, the sale and the designers we add.',
    why: 'You subscribed to our newsletter.',
    unsubscribe: 'Unsubscribe at any time with one click',
  },
  /** The return form's receipt and a rejected return (docs/decisions.md rules 19 and 22). */
  returns: {
    subject: 'Your return request {reference} for order {order}',
    preview: 'Your reference is {reference}.',
    received: 'We have received your return request for order {order}. Your reference is {reference}.',
    items: 'Items to return',
    reason: 'Reason',
    packing:
      'Please pack the items with all their labels, dust bags and boxes, put a note with the reference in the parcel and send it to:',
    address: 'Our address',
    quoteReference: 'and quote {reference}.',
    rejectedGreeting: 'Dear customer,',
    rejected: 'We are sorry: we cannot accept your return request {reference} for order {order}.',
    rejectedReason: 'Reason: {reason}',
  },
  /** The contact form's receipt (docs/decisions.md rule 22). */
  contact: {
    subject: 'We received your message to {shop}',
    preview: 'We will answer by e-mail, usually within one working day.',
    thanks:
      'Thank you for contacting {shop}. Your message has arrived and we will answer by e-mail, usually within one working day. Our customer service is open {hours}.',
    notYou: 'If you did not send us a message, you can ignore this e-mail or write to',
  },
  /**
   * An account's verification link and the confirmation of its deletion (docs/decisions.md rules 33
   * and 34), in the language of the page it was asked from.
   */
  account: {
    greeting: 'Hello {name},',
    verifySubject: 'Please confirm your e-mail address for {shop}',
    verifyPreview: 'One click confirms your address.',
    verifyWelcome: 'Welcome to {shop}. Please confirm that this is your e-mail address.',
    verifyButton: 'Confirm my e-mail address',
    verifyNotYou: 'If you did not create an account, ignore this e-mail.',
    deletedSubject: 'Your {shop} account has been deleted',
    deleted:
      'As you asked, we have deleted your {shop} account: your details, addresses, cart, wishlist, newsletter subscription, wishlist alerts and notify-me requests.',
    keptOneOrder:
      'The amounts of your order stay in our books for seven years, as Dutch tax law requires, without your name, address, e-mail address or phone number.',
    keptOrders:
      'The amounts of your {count} orders stay in our books for seven years, as Dutch tax law requires, without your name, address, e-mail address or phone number.',
    keptNothing: 'We keep nothing else about you.',
    notAsked: 'If you did not ask for this, write to us at',
  },
  /** An order's money (orderMoneyRows, vatNote). */
  money: moneyEn,
  /** The VAT invoice and the credit note as PDF. */
  invoice: {
    invoiceTitle: 'VAT invoice',
    creditNoteTitle: 'Credit note',
    number: 'Number',
    date: 'Date',
    order: 'Order',
    corrects: 'Corrects',
    correctsInvoice: 'invoice {number}',
    from: 'From',
    to: 'To',
    description: 'Description',
    qty: 'Qty',
    unitPrice: 'Unit price',
    amount: 'Amount',
    line: '{title} ({sku})',
    lineWithSize: '{title}, size {size} ({sku})',
    goods: 'Goods',
    discount: 'Discount',
    shipping: 'Shipping',
    vatNotCharged: 'VAT not charged (export)',
    totalExclVat: 'Total excl. VAT',
    vatRate: 'VAT {rate} %',
    vatExport: 'VAT 0 %, export',
    totalPaid: 'Total paid',
    totalCredited: 'Total credited',
    exportNote: 'VAT 0 %, export: goods shipped outside the European Union.',
    vatNote: 'Prices include VAT. Date of supply: the date of this invoice.',
    correctsNote: 'Corrects invoice {number}.',
    disputeLost: 'Payment taken back by the bank (dispute lost)',
    amountRefunded: 'Amount refunded',
    adjustment: 'Adjustment (discount, shipping or an agreed amount)',
  },
};
