import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { ErrorBoundary } from '@/components/ui/error-boundary';
import { SkipLink } from '@/components/ui/skip-link';
import { leaveSnackbarsBehind, Snackbars } from '@/components/ui/snackbar';
import { useServerRendered } from '@/components/ui/static-html';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { CartLink } from '@/features/cart/components/cart-link';
import { WishlistLink } from '@/features/wishlist/components/wishlist-link';
import { HeaderSearch } from '@/features/catalog/components/search-box';
import { SiteHeader } from '@/features/navigation/components/site-header';
import { useIdle } from '@/hooks/use-idle';
import { LanguageHeadLinks } from '../i18n/language-links';
import { LanguageSuggestion } from '../i18n/language-suggestion';
import styles from './storefront-layout.module.css';

const MAIN_ID = 'main-content';

let footerModule: Promise<{ default: ComponentType }> | undefined;
let loadedFooter: ComponentType | undefined;

/**
 * The footer's module (newsletter, links, company details, payment marks, cookie banner) and its
 * words, off each route's first download. boot.tsx waits for it before hydrating a page rendered on the server, whose
 * HTML has the footer: its newsletter form is then live when the page is marked ready.
 */
export function loadStorefrontFooter(): Promise<{ default: ComponentType }> {
  // The footer's words (word-groups.ts) come with its module, whose loader names their chunks.
  footerModule ??= import('./storefront-footer').then(async ({ StorefrontFooter, loadFooterWords }) => {
    await loadFooterWords();
    loadedFooter = StorefrontFooter;
    return { default: StorefrontFooter };
  });
  return footerModule;
}

const LazyFooter = lazy(loadStorefrontFooter);

/**
 * The footer is below the fold on every page. In a page rendered on the server it is there from the
 * first paint and hydrates its newsletter form only (the rest is StaticHtml); a page the browser
 * renders itself adds it once the page is shown and the browser is idle.
 */
function Footer() {
  const serverRendered = useServerRendered();
  const idle = useIdle();
  // Decided once, as the pages are (router.tsx): switching from the lazy to the loaded component
  // would mount the footer again and rebuild what hydration kept.
  const [LoadedFooter] = useState(() => loadedFooter ?? LazyFooter);
  return serverRendered || idle ? <LoadedFooter /> : null;
}

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
    // The messages of the page left behind go with it. A message names its page by the address
    // (window.location, /nl/... on a Dutch page), the router's pathname leaves out the language's
    // prefix: compared with it, a Dutch page's "Welkom terug" was dropped as it arrived.
    leaveSnackbarsBehind(window.location.pathname);
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
        <Suspense fallback={null}>
          <Footer />
        </Suspense>
      </ErrorBoundary>
      <Snackbars />
      <LanguageHeadLinks />
      <LanguageSuggestion />
    </div>
  );
}
