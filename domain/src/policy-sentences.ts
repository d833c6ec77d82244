import { DISPATCH_WORKING_DAYS, workingDaysRange } from './delivery-promise';
import { fillText, type Dictionary } from './dictionary';
import type { Language } from './languages';
import { formatPrice } from './locale-formats';
import type { POLICY_TEXTS } from './policies';
import { shopConfig } from './shop-config';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** A weekday named in English in the shop's config ("Friday"), in `language` ("vrijdag"). */
function weekdayIn(language: Language, english: string): string {
  const index = Math.max(0, WEEKDAYS.indexOf(english));
  // 4 January 2026 is a Sunday.
  const day = new Date(Date.UTC(2026, 0, 4 + index));
  return new Intl.DateTimeFormat(language, { weekday: 'long', timeZone: 'UTC' }).format(day);
}

/**
 * The shop's opening hours in a dictionary's words ("7 days a week, 10:00 to 18:00 (CET)"), as the
 * footer, the information pages and the contact form's receipt say them.
 */
export function openingHours(words: Pick<Dictionary, 'footer'>): string {
  return fillText(words.footer.hours, shopConfig.hours);
}

/**
 * POLICY_TEXTS' sentences in `language` (docs/decisions.md rule 79), from its dictionary's words and
 * the shop's figures, for the information pages; in English they are POLICY_TEXTS word for word
 * (domain/test/policy-sentences.test.ts), so a page says the same in every language.
 */
export function policySentences(
  language: Language,
  words: Pick<Dictionary, 'policyTexts' | 'deliveryTimes'>,
): Record<keyof typeof POLICY_TEXTS, string> {
  const { policyTexts: text, deliveryTimes } = words;
  const { returns, shipping } = shopConfig;
  const price = (cents: number) => formatPrice(language, cents);
  return {
    shippingCost: fillText(text.shippingCost, {
      freeFrom: price(shipping.freeFromGoods),
      flatRate: price(shipping.flatRate),
    }),
    deliveryTimes: fillText(deliveryTimes.times, {
      europe: workingDaysRange('europe'),
      world: workingDaysRange('world'),
    }),
    processing: fillText(deliveryTimes.dispatch, { days: DISPATCH_WORKING_DAYS }),
    vat:
      shopConfig.vatScheme === 'oss'
        ? text.vatOss
        : fillText(text.vatNational, { rate: shopConfig.vatRatePercent }),
    duties: text.duties,
    returnWindow: fillText(text.returnWindow, { days: returns.days }),
    returnConfirmation: fillText(text.returnConfirmation, { days: returns.confirmationWorkingDays }),
    // Written when read: its weekday takes an Intl formatter, the first of which costs a page's main
    // thread tens of milliseconds, and the product page reads only four other sentences.
    get refunds() {
      return fillText(text.refunds, {
        days: returns.refundWorkingDays,
        weekday: weekdayIn(language, returns.refundWeekday),
        cardDays: returns.cardRefundWorkingDays,
        paypalDays: returns.paypalRefundWorkingDays,
      });
    },
    exchanges:
      returns.freeExchangesPerItem === 1
        ? text.exchangeOnce
        : fillText(text.exchangeTimes, { count: returns.freeExchangesPerItem }),
  };
}
