import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Heading } from '@chakra-ui/react/heading';
import { DEFAULT_LANGUAGE, pathInLanguage, type PasswordOwner } from '@shop/domain';
import { useState } from 'react';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { CheckedForm } from '@/components/ui/checked-form';
import { FormField } from '@/components/ui/form-field';
import {
  NewPasswordField,
  usePasswordScorer,
  weakPasswordBeforeSending,
} from '@/features/auth/components/new-password-field';
import { formSchema, useCheckedForm } from '@/hooks/use-checked-form';
import { changeAccountPassword, changeEmailAddress, changeName } from '../api/change-account';

function FormHeading({ children }: { children: string }) {
  return (
    <Heading as="h3" size="sm" fontWeight="semibold" letterSpacing="0.08em" mb="3">
      {children}
    </Heading>
  );
}

function NameForm({ onChanged }: { onChanged: () => void }) {
  const text = words().accountForms;
  const form = useCheckedForm(
    formSchema('storeRegisterCustomerBodySchema'),
    { firstName: '', lastName: '' },
    async (_values, parsed) => {
      const { partFailed } = await changeName(parsed);
      onChanged();
      const changed = fill(text.nameIsNow, { name: `${parsed.firstName} ${parsed.lastName}` });
      if (!partFailed) return changed;
      // The part that failed is told in English by Firebase: another language's page says it in its words.
      return `${changed} ${pageLanguage() === DEFAULT_LANGUAGE ? partFailed : text.greetingKept}`;
    },
  );
  return (
    <Box>
      <FormHeading>{text.changeName}</FormHeading>
      <CheckedForm
        label={text.changeName}
        form={form}
        sentTitle={text.nameChanged}
        failedTitle={text.nameNotChanged}
        submitLabel={text.saveName}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label={words().checkoutForm.firstName}
            autoComplete="given-name"
            required
            {...form.field('firstName')}
          />
          <FormField
            label={words().checkoutForm.lastName}
            autoComplete="family-name"
            required
            {...form.field('lastName')}
          />
        </SimpleGrid>
      </CheckedForm>
    </Box>
  );
}

function EmailForm() {
  const text = words().accountForms;
  const form = useCheckedForm(
    formSchema('storeChangeEmailFormSchema'),
    { email: '', currentPassword: '' },
    async (_values, parsed) => {
      // Firebase's page leads back to the account page in this page's language (/nl/account).
      const account = pathInLanguage(pageLanguage(), paths.account.href());
      const continueUrl = new URL(account, window.location.origin).toString();
      await changeEmailAddress(parsed.currentPassword, parsed.email, continueUrl);
      return fill(text.linkSent, { email: parsed.email });
    },
  );
  return (
    <Box>
      <FormHeading>{text.changeEmail}</FormHeading>
      <CheckedForm
        label={text.changeEmail}
        form={form}
        sentTitle={text.checkInbox}
        failedTitle={text.emailNotChanged}
        submitLabel={text.sendLink}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label={text.newEmail}
            type="email"
            autoComplete="email"
            required
            {...form.field('email')}
          />
          <FormField
            label={text.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('currentPassword')}
          />
        </SimpleGrid>
      </CheckedForm>
    </Box>
  );
}

function PasswordForm({ owner }: { owner: PasswordOwner }) {
  const [focused, setFocused] = useState(false);
  const scorer = usePasswordScorer(focused);
  const text = words().accountForms;
  const form = useCheckedForm(
    formSchema('storeChangePasswordFormSchema'),
    { currentPassword: '', newPassword: '' },
    async (_values, parsed) => {
      // The live verdict's rule, checked before the current password is asked of Firebase.
      const weak = await weakPasswordBeforeSending(parsed.newPassword, owner);
      if (weak) throw new Error(weak);
      await changeAccountPassword(parsed.currentPassword, parsed.newPassword);
      return text.passwordIsChanged;
    },
  );
  return (
    <Box onFocus={() => setFocused(true)}>
      <FormHeading>{text.changePassword}</FormHeading>
      <CheckedForm
        label={text.changePassword}
        form={form}
        sentTitle={text.passwordChanged}
        failedTitle={text.passwordNotChanged}
        submitLabel={text.savePassword}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label={text.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('currentPassword')}
          />
          <NewPasswordField
            label={text.newPassword}
            required
            owner={owner}
            scorer={scorer}
            {...form.field('newPassword')}
          />
        </SimpleGrid>
      </CheckedForm>
    </Box>
  );
}

/**
 * /account's changes: the name (Auth display name and profile), the e-mail address (confirmed with
 * the current password, changed once the link sent to the new address is followed) and the password
 * (confirmed with the current one, and not guessable from `owner`, the account's address and names).
 * `onChanged` reads the details again after a name change.
 */
export function AccountSettings({ onChanged, owner }: { onChanged: () => void; owner: PasswordOwner }) {
  return (
    <Stack gap="10">
      <NameForm onChanged={onChanged} />
      <EmailForm />
      <PasswordForm owner={owner} />
    </Stack>
  );
}
