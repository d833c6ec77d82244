import { fill, words } from '@/app/i18n/page-language';
import { useNavigate } from 'react-router-dom';
import { Link } from '@/components/ui/link';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Container } from '@chakra-ui/react/container';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { shopConfig, storeRegisterFormSchema } from '@shop/domain';
import { ErrorState } from '@/components/ui/error-state';
import { showSnackbar } from '@/components/ui/snackbar';
import { paths } from '@/config/paths';
import { registerCustomer } from '../api/register';
import { useAccountForm } from '../hooks/use-account-form';
import { FormField } from '@/components/ui/form-field';
import { NewPasswordField, usePasswordScorer, weakPasswordBeforeSending } from './new-password-field';

const FIELDS = ['firstName', 'lastName', 'email', 'password'] as const;
type Field = (typeof FIELDS)[number];

/** Whose password it is, as typed so far: a password made of these is refused (docs/decisions.md rule 72). */
const ownerOf = (values: Record<Exclude<Field, 'password'>, string>) => ({
  email: values.email,
  names: [values.firstName, values.lastName],
});

/**
 * /register (storefront.md section 2): CREATE AN ACCOUNT, PERSONAL INFORMATION with FIRST NAME,
 * LAST NAME, E-MAIL and PASSWORD, CREATE and Return to Store. Every field is checked before anything
 * is sent (required, e-mail shape, the password's length and how hard it is to guess, shown live while
 * it is typed: docs/decisions.md rule 72); the provider's refusal shows for 6 s.
 * Success goes to the home page with the visitor's cart, wishlist and orders kept (same uid).
 */
export function RegisterForm({ onBusyChange }: { onBusyChange: (busy: boolean) => void }) {
  const navigate = useNavigate();
  const scorer = usePasswordScorer(true);
  const { values, busy, failure, field, submit } = useAccountForm({
    fields: FIELDS,
    schema: storeRegisterFormSchema,
    onBusyChange,
    beforeSending: async (data) => {
      const weak = await weakPasswordBeforeSending(data.password, ownerOf(data));
      return weak ? { password: weak } : null;
    },
    send: async (data) => {
      await registerCustomer(data);
      navigate(paths.home.href());
      showSnackbar({
        message: fill(words().authForms.welcome, { name: data.firstName }),
        durationMs: shopConfig.snackbarMs.register,
        status: 'success',
      });
    },
  });

  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" letterSpacing="0.08em" mb="8">
        {words().pages.register}
      </Heading>
      <chakra.form onSubmit={submit} noValidate aria-label={words().pages.register}>
        <chakra.fieldset borderWidth="1px" borderColor="border" rounded="md" p={{ base: '5', md: '8' }}>
          <chakra.legend px="2" fontSize="sm" fontWeight="semibold" letterSpacing="0.1em">
            {words().authForms.personalInformation}
          </chakra.legend>
          <Text fontSize="sm" color="fg.muted" mb="5">
            {words().authForms.allRequired}
          </Text>
          <Stack gap="5">
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="5">
              <FormField
                label={words().checkoutForm.firstName}
                autoComplete="given-name"
                {...field('firstName')}
              />
              <FormField
                label={words().checkoutForm.lastName}
                autoComplete="family-name"
                {...field('lastName')}
              />
            </SimpleGrid>
            <FormField
              label={words().authForms.email}
              type="email"
              autoComplete="email"
              {...field('email')}
            />
            <NewPasswordField
              label={words().authForms.password}
              owner={ownerOf(values)}
              scorer={scorer}
              {...field('password')}
            />
          </Stack>
        </chakra.fieldset>
        {failure && <ErrorState title={words().authForms.notCreated} message={failure} />}
        <Flex mt="6" gap="6" align="center" wrap="wrap">
          <Button
            type="submit"
            loading={busy}
            loadingText={words().authForms.creatingAccount}
            letterSpacing="0.1em"
            minW="40"
          >
            {words().authForms.createAccount}
          </Button>
          <Box>
            <chakra.a asChild fontSize="sm" textDecoration="underline" textUnderlineOffset="3px">
              <Link to={paths.home.href()}>{words().authForms.returnToShop}</Link>
            </chakra.a>
          </Box>
        </Flex>
      </chakra.form>
    </Container>
  );
}
