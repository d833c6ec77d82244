import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useVisitor } from '@/lib/firebase/auth';
import { useAccountOverview } from '../api/get-account';
import { AccountSettings } from './account-settings';
import { AddressBook } from './address-book';
import { OrderHistory } from './order-history';
import { YourData } from './your-data';

const linkStyles = { textDecoration: 'underline', textUnderlineOffset: '3px' } as const;

function SectionHeading({ id, children }: { id: string; children: string }) {
  return (
    <Heading
      as="h2"
      id={id}
      size="md"
      fontWeight="normal"
      borderBottomWidth="1px"
      borderColor="border"
      pb="2"
      mb="4"
    >
      {children}
    </Heading>
  );
}

/** The signed-in customer's orders first (what a returning customer comes for), then details and addresses. */
function AccountOverview({
  uid,
  displayName,
  email,
  onDeleted,
}: {
  uid: string;
  displayName: string | null;
  email: string | null;
  onDeleted: (message: string) => void;
}) {
  const { overview, reload, refresh } = useAccountOverview(uid);
  const detailsId = useId();
  const settingsId = useId();
  const addressesId = useId();
  const ordersId = useId();
  const dataId = useId();

  if (overview.status === 'loading') return <LoadingState label="Loading your account…" />;
  if (overview.status === 'failed') {
    return (
      <ErrorState title="Your account could not be loaded" message={overview.message}>
        <Button mt="3" size="sm" variant="outline" onClick={reload}>
          Try again
        </Button>
      </ErrorState>
    );
  }
  const { profile, orders } = overview;
  const name = profile ? `${profile.firstName} ${profile.lastName}` : (displayName ?? '');
  return (
    <>
      <Box as="section" aria-labelledby={ordersId} mb="12">
        <SectionHeading id={ordersId}>Your orders</SectionHeading>
        <OrderHistory orders={orders} />
      </Box>
      <Box as="section" aria-labelledby={detailsId} mb="12">
        <SectionHeading id={detailsId}>Your details</SectionHeading>
        <chakra.dl
          display="grid"
          gridTemplateColumns="max-content minmax(0, 1fr)"
          columnGap={{ base: '4', md: '8' }}
          rowGap="2"
          overflowWrap="anywhere"
        >
          <chakra.dt color="fg.muted">Name</chakra.dt>
          <chakra.dd data-testid="account-name">{name || '—'}</chakra.dd>
          <chakra.dt color="fg.muted">E-mail</chakra.dt>
          <chakra.dd data-testid="account-email">{profile?.email ?? email ?? '—'}</chakra.dd>
        </chakra.dl>
      </Box>
      <Box as="section" aria-labelledby={settingsId} mb="12">
        <SectionHeading id={settingsId}>Change your details</SectionHeading>
        <AccountSettings
          onChanged={refresh}
          owner={{
            email: profile?.email ?? email,
            names: [profile?.firstName, profile?.lastName, displayName],
          }}
        />
      </Box>
      <Box as="section" aria-labelledby={addressesId} mb="12">
        <SectionHeading id={addressesId}>Address book</SectionHeading>
        <AddressBook uid={uid} />
      </Box>
      <Box as="section" aria-labelledby={dataId}>
        <SectionHeading id={dataId}>Your data</SectionHeading>
        <YourData onDeleted={onDeleted} />
      </Box>
    </>
  );
}

/**
 * /account (beyond the spec): name, e-mail, the forms that change them and the password, the
 * address book, the order history, and the download of their data and deletion of the account
 * (docs/decisions.md rule 33) of a signed-in customer. A visitor
 * without an account is pointed to sign-in, registration and /track.
 */
export function AccountPage() {
  const visitor = useVisitor();
  const signedIn = visitor.uid !== null && !visitor.isAnonymous;
  // Said once the account is gone (the visitor is signed out at the same moment).
  const [deleted, setDeleted] = useState<string | null>(null);
  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="10">
        My account
      </Heading>
      {deleted ? (
        <Text role="status" data-testid="account-deleted">
          {deleted}
        </Text>
      ) : visitor.loading ? (
        <LoadingState label="Loading your account…" />
      ) : signedIn && visitor.uid ? (
        <AccountOverview
          key={visitor.uid}
          uid={visitor.uid}
          displayName={visitor.displayName}
          email={visitor.email}
          onDeleted={setDeleted}
        />
      ) : (
        <Box>
          <Text mb="4">Sign in to see your details and your orders.</Text>
          <Flex gap="6" wrap="wrap">
            <chakra.a asChild {...linkStyles}>
              <Link to={paths.signIn.href()}>Sign in</Link>
            </chakra.a>
            <chakra.a asChild {...linkStyles}>
              <Link to={paths.register.href()}>Register</Link>
            </chakra.a>
            <chakra.a asChild {...linkStyles}>
              <Link to={paths.track.href()}>Track the orders of this visit</Link>
            </chakra.a>
          </Flex>
        </Box>
      )}
    </Container>
  );
}
