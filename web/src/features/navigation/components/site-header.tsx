import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { CloseIcon, MenuIcon } from '@/components/ui/icons';
import { iconButtonStyles } from '@/components/ui/icon-button-styles';
import { LoadingState } from '@/components/ui/loading-state';
import { useMediaQuery, WIDE_SCREEN } from '@/hooks/use-media-query';

// Each menu loads when it is first shown: the wide-screen one on wide screens only, the phone's when
// it is opened. The header every page renders first carries neither.
const DesktopNavLinks = lazy(() =>
  import('./desktop-nav').then((module) => ({ default: module.DesktopNavLinks })),
);
const MobileMenu = lazy(() => import('./mobile-menu').then((module) => ({ default: module.MobileMenu })));

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
    <Box
      as="header"
      bg="bg"
      borderBottomWidth="1px"
      borderColor="border"
      position="sticky"
      top="0"
      zIndex="sticky"
    >
      <Box bg="ink" color="white" textAlign="center" fontSize="xs" letterSpacing="0.06em" py="1.5" px="4">
        Free shipping within Europe · Delivery within {shopConfig.delivery.promiseHours} hours ·{' '}
        {shopConfig.returns.days}-day returns · Prices include {shopConfig.vatRatePercent}% VAT
      </Box>
      <Flex
        position="relative"
        maxW="7xl"
        mx="auto"
        px={{ base: '2', md: '6' }}
        h="16"
        align="center"
        gap={{ base: '0', sm: '2' }}
      >
        <chakra.button
          {...iconButtonStyles}
          display={{ base: 'inline-flex', lg: 'none' }}
          type="button"
          aria-expanded={mobileOpen}
          aria-controls={mobileMenuId}
          aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMobileOpenFor(mobileOpen ? null : location.key)}
        >
          {mobileOpen ? <CloseIcon /> : <MenuIcon />}
        </chakra.button>

        <chakra.a
          asChild
          fontFamily="heading"
          // Small phones (320 px) fit the logo beside the menu, search, account and cart buttons.
          fontSize={{ base: 'md', sm: 'xl', md: '2xl' }}
          letterSpacing={{ base: '0.04em', sm: '0.12em' }}
          textTransform="uppercase"
          whiteSpace="nowrap"
          px={{ base: '1', sm: '2' }}
          mr={{ base: 'auto', lg: '6' }}
        >
          <Link to={paths.home.href()} aria-label={`${shopConfig.name}, home`}>
            {shopConfig.name}
          </Link>
        </chakra.a>

        <chakra.nav aria-label="Main menu" display={{ base: 'none', lg: 'block' }} flex="1">
          {wideScreen && (
            <Suspense fallback={null}>
              <DesktopNavLinks />
            </Suspense>
          )}
        </chakra.nav>

        <Flex align="center" gap={{ base: '0', sm: '1' }}>
          {search}
          {account}
          {wishlist}
          {cart}
        </Flex>
      </Flex>
      {mobileOpen && (
        <Box display={{ lg: 'none' }}>
          <Suspense fallback={<LoadingState label="Loading the menu" />}>
            <MobileMenu id={mobileMenuId} />
          </Suspense>
        </Box>
      )}
    </Box>
  );
}
