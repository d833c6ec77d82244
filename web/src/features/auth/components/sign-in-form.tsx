import { useState } from 'react';
import { fill, words } from '@/app/i18n/page-language';
import { useNavigate } from 'react-router-dom';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { chakra } from '@chakra-ui/react/styled-system';
import { shopConfig, storeSignInFormSchema } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { showSnackbar } from '@/components/ui/snackbar';
import { paths } from '@/config/paths';
import { signInCustomer } from '../api/sign-in';
import { useAccountForm } from '../hooks/use-account-form';
import { FormField } from '@/components/ui/form-field';
import { PasswordResetForm } from './password-reset-form';

const FIELDS = ['email', 'password'] as const;

/**
 * The LOGIN block of /signin: E-MAIL, PASSWORD and LOGIN, checked before anything is sent; success
 * goes to the home page (storefront.md section 4). A refusal (a wrong e-mail or password, in the
 * shop's words) shows above the button it answers and stays until the shopper types again
 * (docs/decisions.md rule 53). 'Lost your password?' opens the reset form below.
 */
export function SignInForm({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const navigate = useNavigate();
  const [resetOpen, setResetOpen] = useState(false);
  const { values, baseId, busy, failure, field, submit } = useAccountForm({
    fields: FIELDS,
    schema: storeSignInFormSchema,
    onBusyChange,
    send: async (data) => {
      const outcome = await signInCustomer(data);
      navigate(paths.home.href());
      // One message: the sign-in worked either way; a cart not moved is said in it, not beside it.
      showSnackbar({
        message: [
          fill(words().authForms.welcomeBack, { name: outcome.name }),
          outcome.merged,
          outcome.mergeFailure,
        ]
          .filter(Boolean)
          .join(' '),
        durationMs: shopConfig.snackbarMs.signIn,
        status: outcome.mergeFailure ? 'info' : 'success',
      });
    },
  });
  const resetPanelId = `${baseId}-reset`;

  return (
    <Box as="section" aria-labelledby={`${baseId}-heading`}>
      <Heading as="h2" id={`${baseId}-heading`} size="lg" fontWeight="normal" letterSpacing="0.1em" mb="5">
        {words().header.signIn}
      </Heading>
      <chakra.form onSubmit={submit} noValidate aria-labelledby={`${baseId}-heading`}>
        <Stack gap="4">
          <FormField
            label={words().authForms.email}
            type="email"
            autoComplete="username"
            {...field('email')}
          />
          <FormField
            label={words().authForms.password}
            type="password"
            autoComplete="current-password"
            {...field('password')}
          />
          {failure && <ErrorState title={words().authForms.notSignedIn} message={failure} />}
          <Box>
            <Button
              type="submit"
              loading={busy}
              loadingText={words().authForms.signingIn}
              letterSpacing="0.1em"
              minW="40"
            >
              {words().header.signIn}
            </Button>
          </Box>
        </Stack>
      </chakra.form>
      <chakra.button
        type="button"
        mt="5"
        fontSize="sm"
        textDecoration="underline"
        textUnderlineOffset="3px"
        cursor="pointer"
        aria-expanded={resetOpen}
        aria-controls={resetPanelId}
        onClick={() => setResetOpen((open) => !open)}
      >
        {words().authForms.lostPassword}
      </chakra.button>
      <Box id={resetPanelId} hidden={!resetOpen} mt="4">
        {resetOpen && <PasswordResetForm initialEmail={values.email.trim()} />}
      </Box>
    </Box>
  );
}
