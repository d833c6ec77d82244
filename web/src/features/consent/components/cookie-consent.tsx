import { ConsentManager } from './consent-manager';

/**
 * Analytics consent: the cookie banner until the shopper answers, then Analytics if accepted.
 * Mounted once, in the footer module the storefront layout loads after the page, so none of it is
 * in a page's first download. Nothing at all where no measurement id is configured (the local stack):
 * there is nothing to consent to.
 */
export function CookieConsent() {
  return __SHOP_ANALYTICS__ ? <ConsentManager /> : null;
}
