import { loadLateWordGroup } from '@/app/i18n/late-words';
import { CookieConsent } from '@/features/consent/components/cookie-consent';
import { SiteFooter } from '@/features/navigation/components/site-footer';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';
import { useIdle } from '@/hooks/use-idle';

/**
 * The footer with its newsletter box, and the cookie banner: a module of its own, off each route's
 * first download (storefront-layout.tsx). The banner is the browser's alone (it is never in the
 * server's HTML) and waits until the browser is idle.
 */
export function StorefrontFooter() {
  const idle = useIdle();
  return (
    <>
      <SiteFooter newsletter={<NewsletterForm />} />
      {idle && <CookieConsent />}
    </>
  );
}

/** The footer's words, which storefront-layout.tsx loads before it renders the footer. */
export const loadFooterWords = (): Promise<void> => loadLateWordGroup('footer');
