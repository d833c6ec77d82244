import { useCallback, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useWordGroup } from '@/app/i18n/use-word-group';
import { afterPageLoad } from '@/lib/after-page-load';
import { recordConsentChoice, useConsentChoice, type ConsentChoice } from '../api/consent-choice';
import {
  followConsentChoice,
  trackAddToCart,
  trackBeginCheckout,
  trackPurchase,
  trackViewItem,
} from '../api/shop-analytics';
import type { ShopEvent, ShopEvents } from '../api/shop-events';
import { CookieBanner } from './cookie-banner';

type AnalyticsEventName = Exclude<keyof ShopEvents, 'cookie_settings'>;

/** What each page event becomes: a GA4 event, sent only if the shopper has accepted. */
const TRACKERS: { [Name in AnalyticsEventName]: (detail: ShopEvents[Name]) => void } = {
  view_item: ({ product, unitPrice }) => trackViewItem(product, unitPrice),
  add_to_cart: ({ productId, size }) => trackAddToCart(productId, size),
  begin_checkout: ({ cart }) => trackBeginCheckout(cart),
  purchase: ({ order }) => trackPurchase(order),
};

/**
 * Handles the events the pages pushed onto `window.shopEvents` before this ran, then each one as it
 * is pushed (the queue's push is `handle` until the component unmounts).
 */
function useShopEvents(handle: (event: ShopEvent) => void): void {
  useEffect(() => {
    const queue = (window.shopEvents ??= []);
    queue.splice(0).forEach(handle);
    queue.push = (...events) => {
      events.forEach(handle);
      return queue.length;
    };
    return () => {
      // Queue again, as before.
      Reflect.deleteProperty(queue, 'push');
    };
  }, [handle]);
}

/**
 * The banner's place: the start of the page, before the skip link, so that keyboard and screen
 * reader users meet the question first, wherever it shows on screen (at the bottom).
 */
function useStartOfPage(): HTMLElement {
  const [place] = useState(() => document.createElement('div'));
  useEffect(() => {
    document.body.prepend(place);
    return () => place.remove();
  }, [place]);
  return place;
}

/**
 * The cookie banner while the shopper has not answered, or when /cookie asks to change the answer;
 * then the answer applies, here and whenever it changes (also in another tab): accepted starts
 * Analytics once the page has loaded, so Google's script never competes with the page; rejected
 * stops it. The pages' events (api/shop-events.ts) become GA4 events here. The banner's words are a
 * group of their own (docs/decisions.md rule 79), loaded when it is to show.
 */
export function ConsentManager() {
  const choice = useConsentChoice();
  const [changing, setChanging] = useState(false);
  const place = useStartOfPage();

  useEffect(() => {
    if (choice === 'accepted') return afterPageLoad(() => followConsentChoice('accepted'));
    if (choice === 'rejected') followConsentChoice('rejected');
  }, [choice]);

  useShopEvents(
    useCallback((event: ShopEvent) => {
      if (event.name === 'cookie_settings') setChanging(true);
      else (TRACKERS[event.name] as (detail: ShopEvent['detail']) => void)(event.detail);
    }, []),
  );

  function choose(answer: ConsentChoice) {
    recordConsentChoice(answer);
    setChanging(false);
  }

  const asking = choice === null || changing;
  const wordsLoaded = useWordGroup('notices', asking);
  if (!asking || !wordsLoaded) return null;
  return createPortal(<CookieBanner answer={choice} onChoose={choose} />, place);
}
