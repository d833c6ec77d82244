import { describe, expect, it } from 'vitest';
import { translationProblems } from './translations';
import {
  ACCESSORY_TYPES,
  BAG_TYPES,
  COLOURS,
  fillText,
  LANGUAGES,
  loadDictionary,
  mailWords,
  MAIL_UNSUBSCRIBE_MESSAGES,
  MAIL_UNSUBSCRIBE_UNKNOWN,
  ITEM_ALREADY_IN_WISHLIST,
  MESSAGES,
  NEWSLETTER_MESSAGES,
  NOTIFY_ME_MESSAGES,
  ORDER_STATUSES,
  PARENT_CATEGORIES,
  quantityRefusal,
  shopConfig,
  WISHLIST_ALERT_CONSENT,
  WISHLIST_ALERT_INTERVAL_HOURS,
  WISHLIST_ALERT_MESSAGES,
  type Dictionary,
} from '../src/index';

const dictionaries = Object.fromEntries(
  await Promise.all(LANGUAGES.map(async (language) => [language, await loadDictionary(language)] as const)),
) as Record<(typeof LANGUAGES)[number], Dictionary>;

describe('the dictionaries: every language says everything English says (docs/decisions.md rule 79)', () => {
  it('names every category, colour and order status of the catalogue in English', () => {
    const named = (group: Record<string, string>) => Object.keys(group).sort();
    expect(named(dictionaries.en.categories)).toEqual(
      [...PARENT_CATEGORIES, ...BAG_TYPES, ...ACCESSORY_TYPES].sort(),
    );
    expect(named(dictionaries.en.colours)).toEqual([...COLOURS].sort());
    expect(named(dictionaries.en.orderStatuses)).toEqual([...ORDER_STATUSES].sort());
  });

  for (const language of LANGUAGES) {
    it(`${language}: has every key, no other, each a non-empty text filling the English one's {names}`, () => {
      const { extraKeys, problems } = translationProblems(dictionaries.en, dictionaries[language]);
      expect(extraKeys, 'keys English does not have').toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  it('translates what a shopper reads most: the categories differ from English outside English', () => {
    expect(dictionaries.nl.categories.BAGS).toBe('Tassen');
    expect(dictionaries.de.categories.BAGS).toBe('Taschen');
    expect(dictionaries.fr.categories.BAGS).toBe('Sacs');
    expect(dictionaries.de.sizes.oneSize).toBe('Einheitsgröße');
  });

  it('says in English what the API and the domain say, so an English page reads as it did', () => {
    const { en } = dictionaries;
    // The consent is stored with the words the shopper read: English ones as they always were.
    expect(en.checkoutForm.reminderConsent).toBe(
      'E-mail me one reminder with my pieces if I leave this order unpaid.',
    );
    expect(en.newsletterAnswers.confirmationSent).toBe(NEWSLETTER_MESSAGES.confirmationSent);
    expect(en.notifyMe.waiting).toBe(NOTIFY_ME_MESSAGES.waiting);
    expect(en.notifyMe.confirmAddress).toBe(NOTIFY_ME_MESSAGES.confirmFirst);
    expect(en.notifyMe.alreadyAsked).toBe(NOTIFY_ME_MESSAGES.alreadyAsked);
    expect(en.cart.discountApplied).toBe(MESSAGES.discountApplied);
    // The cart and wishlist buttons' answers say what the API says on an English page.
    expect(en.pieceAnswers.addedToCart).toBe(MESSAGES.itemAddedToCart);
    expect(en.pieceAnswers.alreadyInCart).toBe(MESSAGES.itemAlreadyInCart);
    expect(en.pieceAnswers.savedToWishlist).toBe(MESSAGES.itemAddedToWishlist);
    expect(en.pieceAnswers.alreadyInWishlist).toBe(ITEM_ALREADY_IN_WISHLIST);
    expect(en.cart.quantityAtLeastOne).toBe(quantityRefusal(0, 3));
    expect(en.cart.soldOutLine).toBe(quantityRefusal(2, 0));
    expect(fillText(en.cart.onlyInStockLine, { count: 3 })).toBe(quantityRefusal(4, 3));
    expect(fillText(en.cart.priceChanged, { previous: '€ 910,00', price: '€ 1.410,00' })).toBe(
      'Price changed from € 910,00 to € 1.410,00',
    );
  });

  it('says on an English page what the API answers a mail’s link and the wishlist alerts’ box', () => {
    const { mailLinks, wishlistAlerts } = dictionaries.en;
    expect(fillText(mailLinks.newsletterConfirmed, { shop: shopConfig.name })).toBe(
      NEWSLETTER_MESSAGES.confirmed,
    );
    expect(mailLinks.newsletterLinkExpired).toBe(NEWSLETTER_MESSAGES.linkExpired);
    expect(mailLinks.newsletterUnsubscribed).toBe(NEWSLETTER_MESSAGES.unsubscribed);
    expect(mailLinks.unknownUnsubscribe).toBe(NEWSLETTER_MESSAGES.unknownUnsubscribe);
    expect(mailLinks.unknownUnsubscribe).toBe(MAIL_UNSUBSCRIBE_UNKNOWN);
    expect(mailLinks.notifyMeConfirmed).toBe(NOTIFY_ME_MESSAGES.confirmed);
    expect(mailLinks.notifyMeLinkExpired).toBe(NOTIFY_ME_MESSAGES.linkExpired);
    expect(mailLinks.unsubscribedNotifyMe).toBe(NOTIFY_ME_MESSAGES.unsubscribed);
    expect({
      newsletter: mailLinks.unsubscribedNewsletter,
      'notify-me': mailLinks.unsubscribedNotifyMe,
      'wishlist-alerts': mailLinks.unsubscribedWishlistAlerts,
      'checkout-reminder': mailLinks.unsubscribedCheckoutReminder,
    }).toEqual(MAIL_UNSUBSCRIBE_MESSAGES);
    // The consent the API stores is this English text, whatever the page's language.
    expect(fillText(wishlistAlerts.consent, { hours: WISHLIST_ALERT_INTERVAL_HOURS })).toBe(
      WISHLIST_ALERT_CONSENT,
    );
    expect(wishlistAlerts.on).toBe(WISHLIST_ALERT_MESSAGES.on);
    expect(wishlistAlerts.off).toBe(WISHLIST_ALERT_MESSAGES.off);
    expect(wishlistAlerts.signInFirst).toBe(WISHLIST_ALERT_MESSAGES.signInFirst);
    expect(wishlistAlerts.verifyFirst).toBe(WISHLIST_ALERT_MESSAGES.verifyFirst);
  });

  it('keeps the checkout’s consent in each language’s own words', () => {
    const consents = LANGUAGES.map((language) => dictionaries[language].checkoutForm.reminderConsent);
    expect(new Set(consents).size).toBe(LANGUAGES.length);
  });

  it('names a thing one way in a language, on its pages and in its mails', () => {
    // Every text of a dictionary, however deep, in one string.
    const texts = (words: object): string => JSON.stringify(words);
    const french = texts(dictionaries.fr) + texts(mailWords('fr'));
    const dutch = texts(dictionaries.nl) + texts(mailWords('nl'));
    expect(french).toContain('liste de souhaits');
    expect(french).not.toMatch(/liste d['’]envies/i);
    expect(dutch).toContain('winkelmand');
    expect(dutch).not.toMatch(/winkelwagen/i);
  });

  it('fills a text’s {names} and leaves an unknown one as written', () => {
    expect(fillText(dictionaries.nl.delivery.short, { europe: '3-5' })).toBe('Levering in 3-5 werkdagen');
    expect(fillText('{count} of {total}', { count: 2 })).toBe('2 of {total}');
    expect(fillText('{constructor}', {})).toBe('{constructor}');
  });
});
