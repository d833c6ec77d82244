// Firebase App Check with reCAPTCHA Enterprise, loaded by app-check.ts on the first API call when a
// site key is configured. Import app-check.ts, not this module: a static import would put the SDK
// into every page that can call the API.
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider, type AppCheck } from 'firebase/app-check';
import { firebaseApp } from './app';

let appCheck: AppCheck | null = null;

/** A current App Check token: the SDK's cached one until it nears expiry, then a fresh one. */
export async function appCheckToken(siteKey: string): Promise<string> {
  appCheck ??= initializeAppCheck(firebaseApp, {
    provider: new ReCaptchaEnterpriseProvider(siteKey),
    // Tokens are only needed on API calls: getToken fetches one then if the last has expired, where
    // a background refresh would spend reCAPTCHA assessments on tabs left open.
    isTokenAutoRefreshEnabled: false,
  });
  return (await getToken(appCheck)).token;
}
