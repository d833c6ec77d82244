import { Box } from '@chakra-ui/react/box';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Heading } from '@chakra-ui/react/heading';
import type { PasswordOwner } from '@shop/domain';
import { useState } from 'react';
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
  const form = useCheckedForm(
    formSchema('storeRegisterCustomerBodySchema'),
    { firstName: '', lastName: '' },
    async (_values, parsed) => {
      const { partFailed } = await changeName(parsed);
      onChanged();
      const changed = `Your name is now ${parsed.firstName} ${parsed.lastName}.`;
      return partFailed ? `${changed} ${partFailed}` : changed;
    },
  );
  return (
    <Box>
      <FormHeading>Change your name</FormHeading>
      <CheckedForm
        label="Change your name"
        form={form}
        sentTitle="Name changed"
        failedTitle="Your name was not changed"
        submitLabel="Save name"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="First name" autoComplete="given-name" required {...form.field('firstName')} />
          <FormField label="Last name" autoComplete="family-name" required {...form.field('lastName')} />
        </SimpleGrid>
      </CheckedForm>
    </Box>
  );
}

function EmailForm() {
  const form = useCheckedForm(
    formSchema('storeChangeEmailFormSchema'),
    { email: '', currentPassword: '' },
    async (_values, parsed) => {
      const continueUrl = new URL(paths.account.href(), window.location.origin).toString();
      await changeEmailAddress(parsed.currentPassword, parsed.email, continueUrl);
      return `We have sent a link to ${parsed.email}. Your e-mail address changes once you follow it.`;
    },
  );
  return (
    <Box>
      <FormHeading>Change your e-mail address</FormHeading>
      <CheckedForm
        label="Change your e-mail address"
        form={form}
        sentTitle="Check your inbox"
        failedTitle="Your e-mail address was not changed"
        submitLabel="Send link"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField label="New e-mail" type="email" autoComplete="email" required {...form.field('email')} />
          <FormField
            label="Current password"
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
  const form = useCheckedForm(
    formSchema('storeChangePasswordFormSchema'),
    { currentPassword: '', newPassword: '' },
    async (_values, parsed) => {
      // The live verdict's rule, checked before the current password is asked of Firebase.
      const weak = await weakPasswordBeforeSending(parsed.newPassword, owner);
      if (weak) throw new Error(weak);
      await changeAccountPassword(parsed.currentPassword, parsed.newPassword);
      return 'Your password has been changed.';
    },
  );
  return (
    <Box onFocus={() => setFocused(true)}>
      <FormHeading>Change your password</FormHeading>
      <CheckedForm
        label="Change your password"
        form={form}
        sentTitle="Password changed"
        failedTitle="Your password was not changed"
        submitLabel="Save password"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field('currentPassword')}
          />
          <NewPasswordField
            label="New password"
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
