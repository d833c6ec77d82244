import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
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
 * What the account menu lists (account-menu.tsx): loaded the first time the menu opens, so the
 * header every page renders first carries only its button.
 */
export function AccountMenuItems({ close }: { close: () => void }) {
  const visitor = useVisitor();
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
    <>
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
      <chakra.ul listStyle="none" aria-label={words().header.account}>
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
                {signingOut ? 'Signing out…' : 'Sign out'}
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
    </>
  );
}
