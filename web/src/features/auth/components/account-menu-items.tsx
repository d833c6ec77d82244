import { useState } from 'react';
import { Link } from '@/components/ui/link';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { fill, words } from '@/app/i18n/page-language';
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
 * What the account menu lists (account-menu.tsx): loaded the first time the menu opens with its
 * words (`accountMenu`), so the header every page renders first carries only its button.
 */
export function AccountMenuItems({ close }: { close: () => void }) {
  const visitor = useVisitor();
  const [signingOut, setSigningOut] = useState(false);
  const signedIn = !visitor.loading && visitor.uid !== null && !visitor.isAnonymous;
  const text = words().accountMenu;

  async function signOut() {
    setSigningOut(true);
    try {
      await signOutVisitor();
      close();
    } catch (error) {
      // storefront.md section 8: a failed sign-out is shown in a browser alert, in the page's words
      // (Firebase's reason is English and technical).
      console.error('Sign-out failed', error);
      window.alert(text.signOutFailed);
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
          {fill(text.signedInAs, { name: visitor.displayName ?? visitor.email ?? '' })}
        </Text>
      )}
      <chakra.ul listStyle="none" aria-label={words().header.account}>
        {signedIn ? (
          <>
            <li>
              <chakra.a asChild {...itemStyles}>
                <Link to={paths.account.href()}>{text.account}</Link>
              </chakra.a>
            </li>
            <li>
              <chakra.a asChild {...itemStyles}>
                <Link to={paths.wishlist.href()}>{text.wishlist}</Link>
              </chakra.a>
            </li>
            <li>
              <chakra.a asChild {...itemStyles}>
                <Link to={paths.checkout.href()}>{text.checkout}</Link>
              </chakra.a>
            </li>
            <li>
              <chakra.button type="button" {...itemStyles} onClick={signOut} disabled={signingOut}>
                {signingOut ? text.signingOut : text.signOut}
              </chakra.button>
            </li>
          </>
        ) : (
          <>
            <li>
              <chakra.a asChild {...itemStyles}>
                <Link to={paths.signIn.href()}>{text.signIn}</Link>
              </chakra.a>
            </li>
            <li>
              <chakra.a asChild {...itemStyles}>
                <Link to={paths.register.href()}>{text.register}</Link>
              </chakra.a>
            </li>
          </>
        )}
        <li>
          <chakra.a asChild {...itemStyles}>
            <Link to={paths.contact.href()}>{text.contact}</Link>
          </chakra.a>
        </li>
      </chakra.ul>
    </>
  );
}
