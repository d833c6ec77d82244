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
import { MESSAGES } from '@shop/domain';
import { signInWithEmail, useVisitor } from '@/lib/firebase/auth';
import { REFUSAL_MESSAGES, signInStateOf } from '../refusal';

/**
 * Where signing in leads: back to the admin page the guard sent the visitor from, else to Today on
 * All Orders, the overview of what needs doing (docs/decisions.md rule 69), which owner and staff
 * both may use (staff see it without the sales).
 */
function returnPath(state: unknown): string {
  const { from } = signInStateOf(state);
  return from?.startsWith('/admin') ? from : paths.admin.orders.href();
}

function signInMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  if (
    ['auth/invalid-credential', 'auth/wrong-password', 'auth/user-not-found', 'auth/invalid-email'].includes(
      code,
    )
  ) {
    return MESSAGES.invalidCredentials;
  }
  if (code === 'auth/too-many-requests') return 'Too many attempts. Please wait a moment and try again.';
  return error instanceof Error ? error.message : String(error);
}

/**
 * Admin sign-in at /admin: e-mail and password; only accounts with the admin claim get in. A visitor
 * the guard sent here is told why (signed out, or an account without admin access).
 */
export function AdminSignInForm() {
  const visitor = useVisitor();
  const location = useLocation();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { refusal } = signInStateOf(location.state);
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
      else setError(REFUSAL_MESSAGES['not-admin']);
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
      {refusal && !error && (
        <Text
          role="alert"
          bg="gold.50"
          borderWidth="1px"
          borderColor="gold.400"
          rounded="sm"
          px="3"
          py="2"
          mb="5"
          fontSize="sm"
        >
          {REFUSAL_MESSAGES[refusal]}
        </Text>
      )}
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
