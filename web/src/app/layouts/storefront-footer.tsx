import { Suspense } from 'react';
import { lazyWithChakra } from '@/components/ui/lazy-chakra';
import { CookieConsent } from '@/features/consent/components/cookie-consent';
import { SiteFooter } from '@/features/navigation/components/site-footer';

// The newsletter form still renders Chakra components: it brings Chakra's context with it.
const NewsletterForm = lazyWithChakra(() =>
  import('@/features/newsletter/components/newsletter-form').then((module) => module.NewsletterForm),
);

/** The footer with its newsletter box: a module of its own so the layout can load it after the page. */
export function StorefrontFooter() {
  return (
    <>
      <SiteFooter
        newsletter={
          <Suspense fallback={null}>
            <NewsletterForm />
          </Suspense>
        }
      />
      <CookieConsent />
    </>
  );
}
