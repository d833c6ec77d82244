import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { SkipLink } from '@/components/ui/skip-link';
import { Snackbars } from '@/components/ui/snackbar';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CartLink } from '@/features/cart/components/cart-link';
import { WishlistLink } from '@/features/wishlist/components/wishlist-link';
import { HeaderSearch } from '@/features/catalog/components/search-box';
import { SiteHeader } from '@/features/navigation/components/site-header';
import { useIdle } from '@/hooks/use-idle';
import styles from './storefront-layout.module.css';

const MAIN_ID = 'main-content';

// The footer (newsletter, links, company details, payment marks) is below the fold on every page:
// it loads once the page is shown and the browser is idle, off each route's first download.
const StorefrontFooter = lazy(() =>
  import('./storefront-footer').then((module) => ({ default: module.StorefrontFooter })),
);

/** Header, main content (the matched page, `outlet`) and footer around every storefront page. */
export function StorefrontLayout({ outlet }: { outlet: ReactNode }) {
  const mainRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const firstRender = useRef(true);
  const idle = useIdle();

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
    <div className={styles.page}>
      <SkipLink targetId={MAIN_ID} />
      <SiteHeader
        account={<AccountMenu />}
        cart={<CartLink />}
        wishlist={<WishlistLink />}
        search={<HeaderSearch />}
      />
      {/* At least a screen high: the footer starts below the fold on every page, so nothing the page
          loads later (its module, its data, the footer itself) can push visible content around. */}
      <main ref={mainRef} id={MAIN_ID} tabIndex={-1} className={styles.main}>
        {outlet}
      </main>
      {/* A footer that fails to load leaves the page usable; the error is logged by the boundary. */}
      <ErrorBoundary fallback={() => null}>
        <Suspense fallback={null}>{idle && <StorefrontFooter />}</Suspense>
      </ErrorBoundary>
      <Snackbars />
    </div>
  );
}
