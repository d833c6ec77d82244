import {
  initializeAnalytics,
  logEvent,
  setAnalyticsCollectionEnabled,
  setConsent,
  type Analytics,
} from 'firebase/analytics';
import type {
  AnalyticsEventName,
  EcommerceEventParams,
  WebVitalEventParams,
  WebVitalName,
} from '@shop/domain';
import { firebaseApp } from './app';

/**
 * Firebase Analytics (GA4). Imported only by features/consent's event module, which is loaded only
 * once the shopper has accepted analytics cookies: until then neither this SDK nor Google's gtag.js
 * is downloaded and no cookie is set.
 */
let analytics: Analytics | null = null;

/**
 * Starts (or restarts) Analytics on this page: loads gtag.js and sends the page view. The shopper
 * allowed analytics only: advertising storage and signals stay off.
 */
export function startAnalytics(): Analytics {
  setConsent({
    analytics_storage: 'granted',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  });
  if (analytics) {
    setAnalyticsCollectionEnabled(analytics, true);
  } else {
    analytics = initializeAnalytics(firebaseApp, {
      config: { allow_google_signals: false, allow_ad_personalization_signals: false },
    });
  }
  return analytics;
}

/** Sends one of the shop's ecommerce events (domain/src/analytics.ts builds the parameters). */
export function logAnalyticsEvent(name: AnalyticsEventName, params: EcommerceEventParams): void {
  // logEvent's overloads are per event name; the parameters are GA4's for each of these names.
  logEvent(analytics ?? startAnalytics(), name as string, params);
}

/** Sends one Core Web Vitals measurement (features/consent/api/web-vitals.ts). */
export function logWebVitalEvent(name: WebVitalName, params: WebVitalEventParams): void {
  logEvent(analytics ?? startAnalytics(), name, params);
}

/** After consent is withdrawn: gtag.js sends nothing more from this page (a reload no longer loads it). */
export function stopAnalytics(): void {
  setConsent({ analytics_storage: 'denied' });
  if (analytics) setAnalyticsCollectionEnabled(analytics, false);
}
