import { useId, useState, type FormEvent } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { shopConfig, storePasswordResetFormSchema } from '@shop/domain';
import { showSnackbar } from '@/components/ui/snackbar';
import { requestPasswordReset } from '../api/reset-password';
import { checkForm } from '@/lib/form-errors';
import { FormField } from '@/components/ui/form-field';

/** 'Lost your password?': the address to send Firebase's reset e-mail to (docs/decisions.md rule 22). */
export function PasswordResetForm({ initialEmail }: { initialEmail: string }) {
  const [email, setEmail] = useState(initialEmail);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const baseId = useId();
  const inputId = `${baseId}-email`;

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const check = checkForm(storePasswordResetFormSchema, { email });
    if (!check.ok) {
      setError(check.errors['email']);
      document.getElementById(inputId)?.focus();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      await requestPasswordReset(check.data.email);
      showSnackbar({
        message: `If an account exists for ${check.data.email}, we have sent it an e-mail with a link to choose a new password.`,
        durationMs: shopConfig.snackbarMs.signIn,
        status: 'success',
      });
    } catch (failure) {
      // Under the address it is about (docs/decisions.md rule 53).
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box borderWidth="1px" borderColor="border" rounded="md" p="5" bg="bg.subtle">
      <Heading as="h3" id={`${baseId}-heading`} size="md" fontWeight="normal" letterSpacing="0.08em" mb="2">
        Reset your password
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        Enter the e-mail address of your account and we will send you a link to choose a new password.
      </Text>
      <chakra.form onSubmit={submit} noValidate aria-labelledby={`${baseId}-heading`}>
        <Stack gap="4">
          <FormField
            id={inputId}
            label="E-mail"
            type="email"
            name="reset-email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Box>
            <Button type="submit" variant="outline" loading={busy} loadingText="Sending…">
              Send reset e-mail
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Box>
  );
}
