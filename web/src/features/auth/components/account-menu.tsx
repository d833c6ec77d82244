import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { paths } from '@/config/paths';
import { UserIcon } from '@/components/ui/icons';
import { iconButtonStyles } from '@/components/ui/icon-button-styles';
import { useDisclosure } from '@/hooks/use-disclosure';
import { signOutVisitor, useVisitor } from '@/lib/firebase/auth';

const itemStyles = {
  display: 'block',
  width: 'full',
  textAlign: 'start',
  px: '4',
  py: '2.5',
  fontSize: 'sm',
  cursor: 'pointer',
  _hover: { bg: 'bg.muted' },
} as const;

/**
 * The account menu (storefront.md section 2): Wishlist, Check Out and Sign Out for a signed-in
 * account, plus My Account (beyond the spec); Sign In and Register for everyone else (anonymous
 * visitors included); Contact always. Signing out leaves a fresh anonymous visitor (auth.ts).
 */
export function AccountMenu() {
  const visitor = useVisitor();
  const location = useLocation();
  const { containerRef, buttonProps, panelProps, close } = useDisclosure(location.key);
  const [signingOut, setSigningOut] = useState(false);
  const signedIn = !visitor.loading && visitor.uid !== null && !visitor.isAnonymous;

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutVisitor();
      close();
    } catch (error) {
      // storefront.md section 8: a failed sign-out is shown in a browser alert.
      window.alert(error instanceof Error ? error.message : String(error));
    } finally {
      setSigningOut(false);
    }
  }

  return (
    <Box ref={containerRef} position="relative">
      <chakra.button {...iconButtonStyles} {...buttonProps} aria-label="Account menu">
        <UserIcon />
      </chakra.button>
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
        {signedIn && (
          <Text
            px="4"
            py="2"
            fontSize="xs"
            color="fg.muted"
            borderBottomWidth="1px"
            borderColor="border"
            mb="1"
          >
            Signed in as {visitor.displayName ?? visitor.email}
          </Text>
        )}
        <chakra.ul listStyle="none" aria-label="Account">
          {signedIn ? (
            <>
              <li>
                <chakra.a asChild {...itemStyles}>
                  <Link to={paths.account.href()}>My Account</Link>
                </chakra.a>
              </li>
              <li>
                <chakra.a asChild {...itemStyles}>
                  <Link to={paths.wishlist.href()}>Wishlist</Link>
                </chakra.a>
              </li>
              <li>
                <chakra.a asChild {...itemStyles}>
                  <Link to={paths.checkout.href()}>Check Out</Link>
                </chakra.a>
              </li>
              <li>
                <chakra.button type="button" {...itemStyles} onClick={signOut} disabled={signingOut}>
                  {signingOut ? 'Signing out…' : 'Sign Out'}
                </chakra.button>
              </li>
            </>
          ) : (
            <>
              <li>
                <chakra.a asChild {...itemStyles}>
                  <Link to={paths.signIn.href()}>Sign In</Link>
                </chakra.a>
              </li>
              <li>
                <chakra.a asChild {...itemStyles}>
                  <Link to={paths.register.href()}>Register</Link>
                </chakra.a>
              </li>
            </>
          )}
          <li>
            <chakra.a asChild {...itemStyles}>
              <Link to={paths.contact.href()}>Contact</Link>
            </chakra.a>
          </li>
        </chakra.ul>
      </Box>
    </Box>
  );
}
