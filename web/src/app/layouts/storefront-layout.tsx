import { useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { SkipLink } from '@/components/ui/skip-link';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CartLink } from '@/features/cart/components/cart-link';
import { SiteFooter } from '@/features/navigation/components/site-footer';
import { SiteHeader } from '@/features/navigation/components/site-header';
import { NewsletterForm } from '@/features/newsletter/components/newsletter-form';

const MAIN_ID = 'main-content';

/** Header, main content (the matched page, `outlet`) and footer around every storefront page. */
export function StorefrontLayout({ outlet }: { outlet: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);

  // After an in-app navigation, start at the top of the new page and move focus to its content so
  // keyboard and screen reader users start there (as a full page load would), instead of staying on
  // the link they followed. Back and forward (POP) leave the browser's scroll position alone.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return (
    <Box display="flex" flexDirection="column" minH="100vh">
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader account={<AccountMenu />} cart={<CartLink />} />
      <Box as="main" ref={mainRef} id={MAIN_ID} tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        {outlet}
      </Box>
      <SiteFooter newsletter={<NewsletterForm />} />
    </Box>
  );
}
