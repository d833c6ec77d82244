import { fill, words } from '@/app/i18n/page-language';
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
        message: fill(words().authForms.resetSent, { email: check.data.email }),
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
        {words().authForms.resetTitle}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="4">
        {words().authForms.resetText}
      </Text>
      <chakra.form onSubmit={submit} noValidate aria-labelledby={`${baseId}-heading`}>
        <Stack gap="4">
          <FormField
            id={inputId}
            label={words().authForms.email}
            type="email"
            name="reset-email"
            autoComplete="email"
            required
            value={email}
            error={error}
            onChange={(event) => setEmail(event.target.value)}
          />
          <Box>
            <Button type="submit" variant="outline" loading={busy} loadingText={words().authForms.sending}>
              {words().authForms.sendReset}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
    </Box>
  );
}
