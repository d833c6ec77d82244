import { Suspense, useId, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { DELIVERY_PROMISE_SHORT, shopConfig } from '@shop/domain';
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

  return (
    <header className={styles.header}>
      {/* Each promise is one unbreakable item: a phone shows the first two on one line, never "14-/day". */}
      <ul className={styles.promises} aria-label="Our promises">
        <li>Free shipping in Europe</li>
        <li>{DELIVERY_PROMISE_SHORT}</li>
        <li className={styles.wideOnly}>{shopConfig.returns.days}-day returns</li>
        <li className={styles.wideOnly}>VAT included</li>
      </ul>
      <div className={styles.bar}>
        <button
          className={`${iconButton.iconButton} ${styles.phoneOnly}`}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpenFor(mobileOpen ? null : location.key)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </button>

        <Link className={styles.logo} to={paths.home.href()} aria-label={`${shopConfig.name}, home`}>
          {shopConfig.name}
        </Link>

        <nav aria-label="Main menu" className={styles.wideMenu}>
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
          <Suspense fallback={<LoadingState label="Loading the menu" />}>
            <MobileMenu id={mobileMenuId} />
          </Suspense>
        </div>
      )}
    </header>
  );
}
