import { useEffect, useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { PASSWORD_RULE, shopConfig, shopDate, type StaffInvitationView } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { TextInput } from '@/components/ui/text-input';
import { paths } from '@/config/paths';
import { signInWithEmail } from '@/lib/firebase/auth';
import { messageOf } from '../../api/error-message';
import { acceptInvitation, lookUpInvitation } from '../api/staff';

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; view: StaffInvitationView }
  | { status: 'error'; message: string };

/** The token after '#': kept out of every request URL, so no server or Referer sees it. */
const tokenOfPage = () => decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();

function PasswordField({
  id,
  label,
  autoComplete,
  hint,
  value,
  onChange,
}: {
  id: string;
  label: string;
  autoComplete: string;
  hint?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" mb="1">
        {label}
      </chakra.label>
      <TextInput
        id={id}
        type="password"
        autoComplete={autoComplete}
        required
        aria-describedby={hint ? `${id}-hint` : undefined}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
      {hint && (
        <Text id={`${id}-hint`} fontSize="sm" color="fg.muted" mt="1">
          {hint}
        </Text>
      )}
    </Box>
  );
}

/**
 * Accepting an invitation to the team (docs/decisions.md rule 70). The link proves the mailbox: its
 * holder chooses a new password for the address (any password set before stops working), or, when the
 * address's account is verified, signs in with it. Then signs in and opens the admin.
 */
export function AcceptInvitationPage() {
  const navigate = useNavigate();
  const [token] = useState(tokenOfPage);
  const [loaded, setLoaded] = useState<Loaded>(() =>
    token === ''
      ? {
          status: 'error',
          message: 'This page needs the link from the invitation e-mail: open it from the e-mail again.',
        }
      : { status: 'loading' },
  );
  const [currentPassword, setCurrentPassword] = useState('');
  const [newPassword, setNewPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const newPasswordId = useId();
  const currentPasswordId = useId();

  useEffect(() => {
    if (token === '') return;
    let current = true;
    lookUpInvitation(token).then(
      (view) => current && setLoaded({ status: 'ready', view }),
      (caught: unknown) => current && setLoaded({ status: 'error', message: messageOf(caught) }),
    );
    return () => {
      current = false;
    };
  }, [token]);

  if (loaded.status === 'loading') return <LoadingState label="Opening the invitation…" />;
  if (loaded.status === 'error') {
    return (
      <Box maxW="md" mx="auto" mt="10">
        <ErrorState title="This invitation cannot be used" message={loaded.message} />
      </Box>
    );
  }
  const { view } = loaded;

  async function accept(event: FormEvent<HTMLFormElement>, by: 'new-password' | 'sign-in') {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const password = by === 'sign-in' ? currentPassword : newPassword;
    try {
      if (by === 'sign-in') {
        await signInWithEmail(view.email, password);
        await acceptInvitation(token);
      } else {
        await acceptInvitation(token, password);
      }
      // A new sign-in carries the role in its token.
      const signedIn = await signInWithEmail(view.email, password);
      if (!signedIn.isAdmin)
        throw new Error('The role was given, but this sign-in does not carry it yet: sign in again.');
      navigate(paths.admin.dashboard.href(), { replace: true });
    } catch (caught) {
      setError(messageOf(caught));
    } finally {
      setBusy(false);
    }
  }

  const roleName = view.roleName.toLowerCase();
  return (
    <Box
      maxW="md"
      mx="auto"
      mt={{ base: '10', md: '16' }}
      bg="bg"
      p="8"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
    >
      <Heading as="h1" size="xl" fontWeight="normal" mb="4">
        Join the {shopConfig.name} admin
      </Heading>
      <Text mb="2">
        You are invited as <strong>{roleName}</strong>, with the address <strong>{view.email}</strong>.
      </Text>
      <Text fontSize="sm" color="fg.muted" mb="6">
        This link works once, until {shopDate(view.expiresAt)}.
        {view.account === 'unverified' &&
          ' An account with this address exists but its address was never confirmed: choosing a new password here confirms it, and any password set before stops working.'}
      </Text>
      {view.account === 'verified' && (
        <chakra.form
          onSubmit={(event) => void accept(event, 'sign-in')}
          mb="8"
          aria-label="Accept by signing in"
        >
          <Stack gap="4">
            <Heading as="h2" size="md" fontWeight="normal">
              Sign in as {view.email}
            </Heading>
            <PasswordField
              id={currentPasswordId}
              label="Your password"
              autoComplete="current-password"
              value={currentPassword}
              onChange={setCurrentPassword}
            />
            <Button type="submit" loading={busy} loadingText="Accepting…">
              Sign in and accept
            </Button>
          </Stack>
        </chakra.form>
      )}
      <chakra.form
        onSubmit={(event) => void accept(event, 'new-password')}
        aria-label="Accept with a new password"
      >
        <Stack gap="4">
          <Heading as="h2" size="md" fontWeight="normal">
            {view.account === 'verified' ? 'Or choose a new password' : 'Choose your password'}
          </Heading>
          <PasswordField
            id={newPasswordId}
            label="New password"
            autoComplete="new-password"
            hint={PASSWORD_RULE}
            value={newPassword}
            onChange={setNewPassword}
          />
          <Button type="submit" loading={busy} loadingText="Accepting…">
            Accept with this password
          </Button>
        </Stack>
      </chakra.form>
      {error && (
        <Text role="alert" color="fg.error" fontSize="sm" mt="4">
          {error}
        </Text>
      )}
    </Box>
  );
}
