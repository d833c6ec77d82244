import { useId, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';
import { Link } from '@/components/ui/link';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { DEFAULT_LANGUAGE } from '@shop/domain';
import { chakra } from '@chakra-ui/react/styled-system';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { paths } from '@/config/paths';
import { useVisitor } from '@/lib/firebase/auth';
import { resendVerificationMail, useAddressConfirmed } from '../api/change-account';
import { useAccountOverview } from '../api/get-account';
import { AccountSettings } from './account-settings';
import { AddressBook } from './address-book';
import { OrderHistory } from './order-history';
import { YourData } from './your-data';
import { WishlistAlerts } from '@/features/wishlist/components/wishlist-alerts';

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

/** The account's parts, each at its own address (/account#details), named by the page's words: one shows at a time. */
const ACCOUNT_SECTIONS = ['orders', 'details', 'addresses', 'privacy'] as const;
type AccountSection = (typeof ACCOUNT_SECTIONS)[number];

/** The part the address names; the orders (what a returning customer comes for) without one. */
function sectionOf(hash: string): AccountSection {
  return ACCOUNT_SECTIONS.find((section) => `#${section}` === hash) ?? 'orders';
}

/** "Your address is not confirmed yet", with "Resend the e-mail" and what came of it. */
function UnverifiedNotice({ email }: { email: string }) {
  const [state, setState] = useState<{ busy: boolean; outcome: string | null; failed: boolean }>({
    busy: false,
    outcome: null,
    failed: false,
  });
  const text = words().accountForms;
  async function resend() {
    setState({ busy: true, outcome: null, failed: false });
    try {
      await resendVerificationMail();
      setState({ busy: false, outcome: fill(text.resent, { email }), failed: false });
    } catch (error) {
      // Firebase's reasons are English: another language's page says to try again later.
      const reason =
        pageLanguage() === DEFAULT_LANGUAGE && error instanceof Error ? error.message : text.tryLater;
      setState({ busy: false, outcome: fill(text.resendFailed, { reason }), failed: true });
    }
  }
  return (
    <Box
      borderWidth="1px"
      borderColor="orange.300"
      bg="orange.50"
      borderRadius="sm"
      p="4"
      mt="4"
      data-testid="unverified-notice"
    >
      <Text>{fill(text.unconfirmed, { email })}</Text>
      <Button mt="3" size="sm" variant="outline" onClick={() => void resend()} disabled={state.busy}>
        {state.busy ? text.sending : text.resend}
      </Button>
      {state.outcome && (
        <Text mt="2" role={state.failed ? 'alert' : 'status'} color={state.failed ? 'fg.error' : undefined}>
          {state.outcome}
        </Text>
      )}
    </Box>
  );
}

/**
 * The signed-in customer's name and e-mail (with a notice while the address is unconfirmed), then
 * the account's parts as tabs, each at its own address (docs/decisions.md rule 74): orders, details
 * (the forms that change them), addresses, privacy (the customer's data).
 */
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
  const section = sectionOf(useLocation().hash);
  const emailVerified = useAddressConfirmed();
  const headingId = useId();
  const text = words().accountForms;

  if (overview.status === 'loading') return <LoadingState label={text.loading} />;
  if (overview.status === 'failed') {
    return (
      <ErrorState title={text.loadFailed} message={text.overviewFailed}>
        <Button mt="3" size="sm" variant="outline" onClick={reload}>
          {words().cart.tryAgain}
        </Button>
      </ErrorState>
    );
  }
  const { profile, orders } = overview;
  const name = profile ? `${profile.firstName} ${profile.lastName}` : (displayName ?? '');
  const address = profile?.email ?? email;
  return (
    <>
      <Box mb="8">
        <chakra.dl
          display="grid"
          gridTemplateColumns="max-content minmax(0, 1fr)"
          columnGap={{ base: '4', md: '8' }}
          rowGap="2"
          overflowWrap="anywhere"
        >
          <chakra.dt color="fg.muted">{text.name}</chakra.dt>
          <chakra.dd data-testid="account-name">{name || '—'}</chakra.dd>
          <chakra.dt color="fg.muted">{words().authForms.email}</chakra.dt>
          <chakra.dd data-testid="account-email">{address ?? '—'}</chakra.dd>
        </chakra.dl>
        {!emailVerified && address && <UnverifiedNotice email={address} />}
      </Box>
      <chakra.nav aria-label={text.nav} borderBottomWidth="1px" borderColor="border" mb="6">
        <Flex as="ul" gap={{ base: '1', md: '4' }} overflowX="auto" listStyleType="none">
          {ACCOUNT_SECTIONS.map((candidate) => (
            <li key={candidate}>
              <chakra.a
                asChild
                display="inline-flex"
                alignItems="center"
                minH="11"
                px="3"
                borderBottomWidth="2px"
                borderColor={candidate === section ? 'ink' : 'transparent'}
                fontWeight={candidate === section ? 'semibold' : 'normal'}
              >
                <Link
                  to={{ hash: candidate }}
                  aria-current={candidate === section ? 'page' : undefined}
                  data-testid={`account-tab-${candidate}`}
                >
                  {text[candidate]}
                </Link>
              </chakra.a>
            </li>
          ))}
        </Flex>
      </chakra.nav>
      <Box as="section" aria-labelledby={headingId} data-testid={`account-section-${section}`}>
        {section === 'orders' && (
          <>
            <SectionHeading id={headingId}>{words().account.orders}</SectionHeading>
            <OrderHistory orders={orders} />
          </>
        )}
        {section === 'details' && (
          <>
            <SectionHeading id={headingId}>{text.changeDetails}</SectionHeading>
            <AccountSettings
              onChanged={refresh}
              owner={{
                email: profile?.email ?? email,
                names: [profile?.firstName, profile?.lastName, displayName],
              }}
            />
          </>
        )}
        {section === 'addresses' && (
          <>
            <SectionHeading id={headingId}>{text.addressBook}</SectionHeading>
            <AddressBook uid={uid} />
          </>
        )}
        {section === 'privacy' && (
          <>
            <SectionHeading id={headingId}>{text.yourData}</SectionHeading>
            <WishlistAlerts source="account" />
            <YourData onDeleted={onDeleted} />
          </>
        )}
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
  const text = words().accountForms;
  return (
    <Container maxW="5xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="10">
        {words().pages.account}
      </Heading>
      {deleted ? (
        <Text role="status" data-testid="account-deleted">
          {deleted}
        </Text>
      ) : visitor.loading ? (
        <LoadingState label={text.loading} />
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
          <Text mb="4">{text.signInToSee}</Text>
          <Flex gap="6" wrap="wrap">
            <chakra.a asChild {...linkStyles}>
              <Link to={paths.signIn.href()}>{words().header.signIn}</Link>
            </chakra.a>
            <chakra.a asChild {...linkStyles}>
              <Link to={paths.register.href()}>{text.register}</Link>
            </chakra.a>
            <chakra.a asChild {...linkStyles}>
              <Link to={paths.track.href()}>{text.trackVisit}</Link>
            </chakra.a>
          </Flex>
        </Box>
      )}
    </Container>
  );
}
