import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { UserIcon } from '@/components/ui/icons';
import styles from '@/components/ui/icon-button.module.css';
import { LoadingState } from '@/components/ui/loading-state';
import { useDisclosure } from '@/hooks/use-disclosure';

// The menu's items load the first time it opens.
const AccountMenuItems = lazy(() =>
  import('./account-menu-items').then((module) => ({ default: module.AccountMenuItems })),
);

/**
 * The account menu (storefront.md section 2): Wishlist, Check Out and Sign out for a signed-in
 * account, plus My Account (beyond the spec); Sign In and Register for everyone else (anonymous
 * visitors included); Contact always. Signing out leaves a fresh anonymous visitor (auth.ts).
 */
export function AccountMenu() {
  const location = useLocation();
  const { open, containerRef, buttonProps, panelProps, close } = useDisclosure(location.key);

  return (
    <Box ref={containerRef} position="relative">
      <button className={styles.iconButton} {...buttonProps} aria-label="Account menu">
        <UserIcon />
      </button>
      <Box
        {...panelProps}
        position="absolute"
        right="0"
        top="calc(100% + 8px)"
        minW="56"
        bg="bg"
        borderWidth="1px"
        borderColor="border"
        shadow="lg"
        rounded="md"
        py="2"
        zIndex="dropdown"
      >
        {open && (
          <Suspense fallback={<LoadingState label="Loading the account menu" />}>
            <AccountMenuItems close={close} />
          </Suspense>
        )}
      </Box>
    </Box>
  );
}
