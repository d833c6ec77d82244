import { useId, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { TextInput } from '@/components/ui/text-input';
import { paths } from '@/config/paths';
import { signInWithEmail, useVisitor } from '@/lib/firebase/auth';

function returnPath(state: unknown): string {
  const from = typeof state === 'object' && state !== null && 'from' in state ? state.from : null;
  return typeof from === 'string' && from.startsWith('/admin') ? from : paths.admin.dashboard.href();
}

function signInMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (
    ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'].includes(
      code,
    )
  ) {
    return 'Invalid Credentials. Please Try Again!';
  }
  if (code === 'auth/too-many-requests') return 'Too many attempts. Please wait a moment and try again.';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Admin sign-in at /admin: e-mail and password; only accounts with the admin claim get in. A minimal
 * first version (the full admin sign-in screen is a later issue).
 */
export function AdminSignInForm() {
  const visitor = useVisitor();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailId = useId();
  const passwordId = useId();

  if (!visitor.loading && visitor.isAdmin) return <Navigate to={returnPath(location.state)} replace />;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const next = await signInWithEmail(email.trim(), password);
      if (next.isAdmin) navigate(returnPath(location.state), { replace: true });
      else setError('This account has no admin access.');
    } catch (caught) {
      setError(signInMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box
      maxW="sm"
      mx="auto"
      mt={{ base: '10', md: '20' }}
      bg="bg"
      p="8"
      borderWidth="1px"
      borderColor="border"
      rounded="md"
    >
      <Heading as="h1" size="xl" fontWeight="normal" mb="6">
        Admin sign in
      </Heading>
      <chakra.form onSubmit={submit}>
        <Stack gap="4">
          <Box>
            <chakra.label htmlFor={emailId} display="block" fontSize="sm" mb="1">
              E-mail
            </chakra.label>
            <TextInput
              id={emailId}
              type="email"
              autoComplete="username"
              required
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          </Box>
          <Box>
            <chakra.label htmlFor={passwordId} display="block" fontSize="sm" mb="1">
              Password
            </chakra.label>
            <TextInput
              id={passwordId}
              type="password"
              autoComplete="current-password"
              required
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
          </Box>
          {error && (
            <Text role="alert" color="fg.error" fontSize="sm">
              {error}
            </Text>
          )}
          <Button type="submit" loading={busy} loadingText="Signing in…">
            Sign in
          </Button>
        </Stack>
      </chakra.form>
    </Box>
  );
}
