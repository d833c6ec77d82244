import { fill, words } from '@/app/i18n/page-language';
import { useId, useState, type FormEvent } from 'react';
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
import { checkForm, focusFirstError, type FieldErrors } from '@/lib/form-errors';
import { FormField } from '@/components/ui/form-field';
import { PasswordResetForm } from './password-reset-form';

type Field = 'email' | 'password';

/**
 * The LOGIN block of /signin: E-MAIL, PASSWORD and LOGIN, checked before anything is sent; success
 * goes to the home page (storefront.md section 4). A refusal (a wrong e-mail or password, in the
 * shop's words) shows above the button it answers and stays until the shopper types again
 * (docs/decisions.md rule 53). 'Lost your password?' opens the reset form below.
 */
export function SignInForm({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [resetOpen, setResetOpen] = useState(false);
  const baseId = useId();
  const ids = { email: `${baseId}-email`, password: `${baseId}-password` };
  const resetPanelId = `${baseId}-reset`;

  function change(field: Field, value: string) {
    const next = { ...values, [field]: value };
    setValues(next);
    setFailure(null);
    // After a first attempt, errors follow the typing so a fixed field stops saying it is wrong.
    if (submitted) {
      const check = checkForm(storeSignInFormSchema, next);
      setErrors(check.ok ? {} : check.errors);
    }
  }

  function setBusyState(next: boolean) {
    setBusy(next);
    onBusyChange(next);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSubmitted(true);
    const check = checkForm(storeSignInFormSchema, values);
    if (!check.ok) {
      setErrors(check.errors);
      focusFirstError(
        (['email', 'password'] as const).map((field) => ({ field, id: ids[field] })),
        check.errors,
      );
      return;
    }
    setErrors({});
    setBusyState(true);
    try {
      const outcome = await signInCustomer(check.data);
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
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
      setBusyState(false);
    }
  }

  return (
    <Box as="section" aria-labelledby={`${baseId}-heading`}>
      <Heading as="h2" id={`${baseId}-heading`} size="lg" fontWeight="normal" letterSpacing="0.1em" mb="5">
        {words().header.signIn}
      </Heading>
      <chakra.form onSubmit={submit} noValidate aria-labelledby={`${baseId}-heading`}>
        <Stack gap="4">
          <FormField
            id={ids.email}
            label={words().authForms.email}
            type="email"
            name="email"
            autoComplete="username"
            required
            value={values.email}
            error={errors.email}
            onChange={(event) => change('email', event.target.value)}
          />
          <FormField
            id={ids.password}
            label={words().authForms.password}
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={values.password}
            error={errors.password}
            onChange={(event) => change('password', event.target.value)}
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
