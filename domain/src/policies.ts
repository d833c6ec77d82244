import { DELIVERY_PROMISE } from './delivery-promise';
import { formatEuro } from './money';
import { shopConfig } from './shop-config';

/**
 * The shop's promises as sentences, written once from the figures in shopConfig (docs/decisions.md rules 10
 * and 24), so the product page's DELIVERY & RETURN text, the policy pages, the FAQ and the e-mails
 * can never quote different figures. Where the spec's pages disagree, the delivery page wins:
 * € 25 below € 400 outside Europe (not the shipping page's € 35).
 */
const { returns, shipping } = shopConfig;

export const POLICY_TEXTS = {
  shippingCost:
    'Shipping is free within Europe (the EU, the EEA, Switzerland and the United Kingdom). ' +
    `To other countries shipping is free from ${formatEuro(shipping.freeFromGoods)} of goods; ` +
    `below that it costs ${formatEuro(shipping.flatRate)}.`,
  // docs/decisions.md rule 52: one delivery promise, from delivery.ts.
  deliveryTimes: DELIVERY_PROMISE.times,
  processing: DELIVERY_PROMISE.dispatch,
  // docs/decisions.md rule 36: one shelf price in the EU, the VAT inside it the destination's under OSS.
  vat:
    shopConfig.vatScheme === 'oss'
      ? 'Every price is in euro and the same in every EU country; it includes the VAT of the EU country ' +
        'your order goes to (21 % in the Netherlands, 20 % in France, 19 % in Germany), and the cart and ' +
        'the checkout show the rate and the amount.'
      : `Every price is in euro and includes ${shopConfig.vatRatePercent} % Dutch VAT.`,
  duties:
    `Orders shipped outside the EU are charged without VAT (prices shown include VAT); ` +
    'the carrier charges the import duties and taxes of the destination country on delivery.',
  returnWindow: `You can return an item within ${returns.days} days of delivery.`,
  returnConfirmation: `We confirm your return by e-mail within ${returns.confirmationWorkingDays} working days of receiving it.`,
  refunds:
    `Refunds are paid within ${returns.refundWorkingDays} working days, on ${returns.refundWeekday}s. ` +
    `A card refund can take up to ${returns.cardRefundWorkingDays} more working days to reach your account, ` +
    `a PayPal refund ${returns.paypalRefundWorkingDays} working days.`,
  exchanges:
    returns.freeExchangesPerItem === 1
      ? 'You can exchange each item once free of charge.'
      : `You can exchange each item ${returns.freeExchangesPerItem} times free of charge.`,
} as const;

/** The product page's "Delivery & returns": what a shopper wants to know before buying (policySentences' keys). */
export const DELIVERY_AND_RETURN = [
  'shippingCost',
  'deliveryTimes',
  'returnWindow',
  'exchanges',
] as const satisfies readonly (keyof typeof POLICY_TEXTS)[];
