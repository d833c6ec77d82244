import { onCLS, onINP, onLCP, type Metric } from 'web-vitals';
import { webVitalEventParams, type WebVitalName } from '@shop/domain';
import { logWebVitalEvent } from '@/lib/firebase/analytics';
import { analyticsAllowed } from './consent-choice';

let started = false;

/** The performance mark set once the Web Vitals reports are listening. */
export const WEB_VITALS_MARK = 'shop:web-vitals';

/**
 * Core Web Vitals from real shoppers: LCP, INP and CLS of this page load, measured by
 * Google's `web-vitals` library and sent as GA4 events named after the metric. Part of the
 * analytics module, so it loads only once the shopper has accepted analytics (shop-analytics.ts).
 * That is usually after the page has loaded: the library reads the browser's buffered performance
 * entries, so the page's largest paint and its layout shifts so far still count. Each metric is
 * reported when it is final, at the latest when the page is hidden, and only while consent holds.
 */
export function startWebVitals(): void {
  if (started) return;
  started = true;
  const report = (metric: Metric) => {
    if (!analyticsAllowed()) return;
    const name = metric.name as WebVitalName;
    logWebVitalEvent(name, webVitalEventParams({ ...metric, name }));
  };
  onLCP(report);
  onINP(report);
  onCLS(report);
  // When field measurement began on this page (in the browser's performance timeline, for traces and tests).
  performance.mark(WEB_VITALS_MARK);
}
