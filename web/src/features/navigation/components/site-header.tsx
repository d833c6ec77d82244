import { Suspense, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { shopConfig, workingDaysRange } from '@shop/domain';
import { LanguageSwitcher } from '@/app/i18n/language-switcher';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import iconButton from '@/components/ui/icon-button.module.css';
import { lazyWithChakra } from '@/components/ui/lazy-chakra';
import { LoadingState } from '@/components/ui/loading-state';
import { useMediaQuery, WIDE_SCREEN } from '@/hooks/use-media-query';
import styles from './site-header.module.css';

// Each menu loads when it is first shown: the wide-screen one on wide screens only, the phone's when
// it is opened. The header every page renders first carries neither.
// Both still render Chakra components and bring its context along (lazy-chakra.tsx).
const DesktopNavLinks = lazyWithChakra(() =>
  import('./desktop-nav').then((module) => module.DesktopNavLinks),
);
const MobileMenu = lazyWithChakra(() => import('./mobile-menu').then((module) => module.MobileMenu));

type SiteHeaderProps = {
  /** The account menu (features/auth), composed by the layout. */
  account: ReactNode;
  /** The cart link with its badge (features/cart), composed by the layout. */
  cart: ReactNode;
  /** The wishlist heart with its count (features/wishlist), composed by the layout. */
  wishlist: ReactNode;
  /** The product search (features/catalog), composed by the layout. */
  search?: ReactNode;
};

/** Shop header: promises, logo, category menus, New In / Sale / Designers, account, wishlist and cart. */
export function SiteHeader({ account, cart, wishlist, search }: SiteHeaderProps) {
  const location = useLocation();
  // Opened for one location: following a link closes the menu.
  const [mobileOpenFor, setMobileOpenFor] = useState<string | null>(null);
  const mobileOpen = mobileOpenFor === location.key;
  const mobileMenuId = useId();
  const wideScreen = useMediaQuery(WIDE_SCREEN);
  const { header, policies, delivery } = words();

  return (
    <header className={styles.header}>
      <div className={styles.topline}>
        {/* Each promise is one unbreakable item: a phone shows the first two on one line, never "14-/day". */}
        <ul className={styles.promises} aria-label={header.promises}>
          <li>{policies.freeShippingEurope}</li>
          <li>{fill(delivery.short, { europe: workingDaysRange('europe') })}</li>
          <li className={styles.wideOnly}>
            {fill(policies.returnsShort, { days: shopConfig.returns.days })}
          </li>
          <li className={styles.wideOnly}>{policies.vatIncluded}</li>
        </ul>
        <LanguageSwitcher className={styles.languages} />
      </div>
      <div className={styles.bar}>
        <button
          className={`${iconButton.iconButton} ${styles.phoneOnly}`}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          aria-label={mobileOpen ? header.closeMenu : header.openMenu}
          onClick={() => setMobileOpenFor(mobileOpen ? null : location.key)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <Link
          className={styles.logo}
          to={paths.home.href()}
          aria-label={fill(header.home, { shop: shopConfig.name })}
        >
          {shopConfig.name}
        </Link>

        <nav aria-label={header.mainMenu} className={styles.wideMenu}>
          {wideScreen && (
            <Suspense fallback={null}>
              <DesktopNavLinks />
            </Suspense>
          )}
        </nav>

        <div className={styles.actions}>
          {search}
          {account}
          {wishlist}
          {cart}
        </div>
      </div>
      {mobileOpen && (
        <div className={styles.phoneOnly}>
          <Suspense fallback={<LoadingState label={header.loadingMenu} />}>
            <MobileMenu id={mobileMenuId} />
          </Suspense>
        </div>
      )}
    </header>
  );
}
