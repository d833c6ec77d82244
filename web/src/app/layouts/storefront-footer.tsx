import { CookieConsent } from '@/features/consent/components/cookie-consent';
import { SiteFooter } from '@/features/navigation/components/site-footer';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

/** The footer with its newsletter box: a module of its own so the layout can load it after the page. */
export function StorefrontFooter() {
  return (
    <>
      <SiteFooter newsletter={<NewsletterForm />} />
      <CookieConsent />
    </>
  );
}
