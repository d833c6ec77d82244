import { useId, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { chakra } from '@chakra-ui/react/styled-system';
import { paths } from '@/config/paths';
import { MenuIcon } from '@/components/ui/icons';
import styles from '@/components/ui/icon-button.module.css';
import { Link } from '@/components/ui/link';
import { SkipLink } from '@/components/ui/skip-link';
import { Snackbars } from '@/components/ui/snackbar';
import { WIDE_SCREEN } from '@/hooks/use-media-query';
import { signOutVisitor, useVisitor } from '@/lib/firebase/auth';
import { adminDrawerLinks, adminPageName, ownerOnlyHrefs } from '../admin-links';
import { AdminTopBar } from './admin-top-bar';

const DRAWER_WIDTH = '240px';

/** Whether a menu link names the current screen: its own address or one of its sub-pages. */
const isCurrent = (href: string, pathname: string) =>
  pathname === href || pathname.startsWith(href.endsWith('/') ? href : `${href}/`);

/**
 * Every admin page: the Dashboard top bar and a collapsible 240 px navigation drawer. The drawer is a
 * persistent side panel toggled from the top bar (open by default on wide screens), not a modal.
 */
export function AdminLayout({ outlet }: { outlet: ReactNode }) {
  // Below the wide-screen breakpoint the drawer overlays the page, so following a link closes it.
  const [drawerOpen, setDrawerOpen] = useState(() => window.matchMedia(WIDE_SCREEN).matches);
  const [signOutError, setSignOutError] = useState<string | null>(null);
  const drawerId = useId();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { adminRole } = useVisitor();
  const links = adminDrawerLinks.filter((link) => adminRole === 'owner' || !ownerOnlyHrefs.has(link.href));

  async function signOut() {
    setSignOutError(null);
    try {
      await signOutVisitor();
      navigate(paths.admin.signIn.href(), { replace: true });
    } catch (error) {
      setSignOutError(error instanceof Error ? error.message : String(error));
    }
  }

  return (
    <Box minH="100vh" bg="bg.subtle">
      <SkipLink targetId="admin-main" />
      <AdminTopBar
        page={adminPageName(pathname)}
        start={
          <chakra.button
            className={styles.iconButton}
            _hover={{ bg: 'whiteAlpha.200' }}
            type="button"
            aria-label={drawerOpen ? 'Close navigation' : 'Open navigation'}
            aria-expanded={drawerOpen}
            aria-controls={drawerId}
            onClick={() => setDrawerOpen((open) => !open)}
          >
            <MenuIcon />
          </chakra.button>
        }
        end={
          <Button
            size="sm"
            variant="outline"
            color="white"
            borderColor="gray.500"
            _hover={{ bg: 'whiteAlpha.200' }}
            onClick={signOut}
          >
            Sign out
          </Button>
        }
      />
      {signOutError && (
        <Box role="alert" bg="red.50" color="fg.error" px="4" py="2">
          Could not sign out: {signOutError}
        </Box>
      )}
      <Flex align="stretch">
        <chakra.nav
          id={drawerId}
          aria-label="Admin"
          hidden={!drawerOpen}
          w={DRAWER_WIDTH}
          flexShrink="0"
          bg="bg"
          borderRightWidth="1px"
          borderColor="border"
          minH="calc(100vh - 3.5rem)"
          position={{ base: 'absolute', lg: 'static' }}
          zIndex={{ base: 'overlay', lg: 'auto' }}
          shadow={{ base: 'lg', lg: 'none' }}
        >
          <chakra.ul listStyle="none" py="2">
            {links.map((link) => (
              <li key={link.href}>
                <chakra.a
                  asChild
                  display="block"
                  px="5"
                  py="2.5"
                  fontSize="sm"
                  _hover={{ bg: 'bg.muted' }}
                  css={{
                    '&[aria-current=page]': {
                      fontWeight: 'semibold',
                      bg: 'gold.100',
                      borderLeft: '3px solid',
                      borderColor: 'gold.700',
                    },
                  }}
                >
                  <Link
                    to={link.href}
                    aria-current={isCurrent(link.href, pathname) ? 'page' : undefined}
                    onClick={() => {
                      if (!window.matchMedia(WIDE_SCREEN).matches) setDrawerOpen(false);
                    }}
                  >
                    {link.label}
                  </Link>
                </chakra.a>
              </li>
            ))}
          </chakra.ul>
        </chakra.nav>
        <Box
          as="main"
          id="admin-main"
          tabIndex={-1}
          flex="1"
          minW="0"
          p={{ base: '4', md: '8' }}
          _focus={{ outline: 'none' }}
        >
          {outlet}
        </Box>
      </Flex>
      {/* The outcome of every admin action (notifyAdmin, showSnackbar). */}
      <Snackbars />
    </Box>
  );
}
