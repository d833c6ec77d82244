import { useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { CheckedForm } from '@/components/ui/checked-form';
import { ErrorState } from '@/components/ui/error-state';
import { FormField } from '@/components/ui/form-field';
import { formSchema, useCheckedForm } from '@/hooks/use-checked-form';
import { deleteAccount, downloadMyData } from '../api/personal-data';

function DownloadData() {
  const [state, setState] = useState<
    { kind: 'idle' | 'busy' | 'done' } | { kind: 'failed'; message: string }
  >({
    kind: 'idle',
  });
  const download = async () => {
    setState({ kind: 'busy' });
    try {
      await downloadMyData();
      setState({ kind: 'done' });
    } catch (error) {
      setState({ kind: 'failed', message: error instanceof Error ? error.message : String(error) });
    }
  };
  return (
    <Box>
      <Heading as="h3" size="sm" fontWeight="semibold" letterSpacing="0.08em" mb="3">
        Download your data
      </Heading>
      <Text mb="3">
        Everything we keep about your account (details, addresses, orders, returns, wishlist and newsletter)
        as one file.
      </Text>
      <Button
        variant="outline"
        onClick={() => void download()}
        aria-disabled={state.kind === 'busy' || undefined}
      >
        {state.kind === 'busy' ? 'Preparing…' : 'Download my data'}
      </Button>
      <Box role="status" mt="2">
        {state.kind === 'done' && <Text>Your data has been saved as my-data.json.</Text>}
      </Box>
      {state.kind === 'failed' && (
        <ErrorState title="Your data could not be downloaded" message={state.message} />
      )}
    </Box>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const form = useCheckedForm(
    formSchema('storeDeleteAccountFormSchema'),
    { currentPassword: '', confirm: '' },
    async (_values, parsed) => {
      const { ordersKeptForTheBooks, invoicesKeptForTheBooks } = await deleteAccount(parsed.currentPassword);
      const kept = [
        ...(ordersKeptForTheBooks > 0
          ? ['The amounts of your orders stay in our books for seven years, without your name or address.']
          : []),
        ...(invoicesKeptForTheBooks > 0
          ? ['Your invoices and credit notes are kept as issued, as Dutch tax law requires.']
          : []),
      ];
      const message = ['Your account has been deleted.', ...kept, 'We have sent you a confirmation.'].join(
        ' ',
      );
      onDeleted(message);
      return message;
    },
  );
  return (
    <Box>
      <Heading as="h3" size="sm" fontWeight="semibold" letterSpacing="0.08em" mb="3">
        Delete your account
      </Heading>
      <Text mb="3">
        This erases your details, addresses, cart, wishlist and newsletter subscription for good. The amounts
        of your paid orders stay in our books, as Dutch tax law requires, without your name, address or e-mail
        address.
      </Text>
      <CheckedForm
        label="Delete your account"
        form={form}
        sentTitle="Account deleted"
        failedTitle="Your account was not deleted"
        submitLabel="Delete my account"
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label="Current password"
            type="password"
            autoComplete="current-password"
            required
            {...form.field('currentPassword')}
          />
          <FormField label="Type DELETE to confirm" autoComplete="off" required {...form.field('confirm')} />
        </SimpleGrid>
      </CheckedForm>
    </Box>
  );
}

/** /account's data rights (docs/decisions.md rule 33): the customer's copy of their data, and erasure. */
export function YourData({ onDeleted }: { onDeleted: (message: string) => void }) {
  return (
    <Stack gap="10">
      <DownloadData />
      <DeleteAccount onDeleted={onDeleted} />
    </Stack>
  );
}
