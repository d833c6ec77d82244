import { useState } from 'react';
import { DEFAULT_LANGUAGE } from '@shop/domain';
import { fill, pageLanguage, words } from '@/app/i18n/page-language';
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
  const text = words().accountForms;
  const download = async () => {
    setState({ kind: 'busy' });
    try {
      await downloadMyData();
      setState({ kind: 'done' });
    } catch (error) {
      // The API's reasons are English: another language's page says to try again later.
      const reason = error instanceof Error ? error.message : String(error);
      setState({
        kind: 'failed',
        message: pageLanguage() === DEFAULT_LANGUAGE ? reason : words().cart.tryAgain,
      });
    }
  };
  return (
    <Box>
      <Heading as="h3" size="sm" fontWeight="semibold" letterSpacing="0.08em" mb="3">
        {text.downloadTitle}
      </Heading>
      <Text mb="3">{text.downloadText}</Text>
      <Button
        variant="outline"
        onClick={() => void download()}
        aria-disabled={state.kind === 'busy' || undefined}
      >
        {state.kind === 'busy' ? text.preparing : text.download}
      </Button>
      <Box role="status" mt="2">
        {state.kind === 'done' && <Text>{text.downloaded}</Text>}
      </Box>
      {state.kind === 'failed' && <ErrorState title={text.downloadFailed} message={state.message} />}
    </Box>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: (message: string) => void }) {
  const text = words().accountForms;
  // The shopper types the page's word for it (VERWIJDEREN, LÖSCHEN, SUPPRIMER), exactly; the API
  // still receives its DELETE. Anything else is no confirmation at all.
  const word = text.confirmWord;
  const form = useCheckedForm(
    formSchema('storeDeleteAccountFormSchema'),
    { currentPassword: '', confirm: '' },
    async (_values, parsed) => {
      const { ordersKeptForTheBooks, invoicesKeptForTheBooks } = await deleteAccount(parsed.currentPassword);
      const message = [
        text.isDeleted,
        ...(ordersKeptForTheBooks > 0 ? [text.ordersKept] : []),
        ...(invoicesKeptForTheBooks > 0 ? [text.invoicesKept] : []),
        text.confirmationSent,
      ].join(' ');
      onDeleted(message);
      return message;
    },
    {
      checked: (values) => ({ ...values, confirm: values.confirm === word ? 'DELETE' : '' }),
      own: (issue) => (issue.path[0] === 'confirm' ? fill(text.typeToConfirmError, { word }) : undefined),
    },
  );
  return (
    <Box>
      <Heading as="h3" size="sm" fontWeight="semibold" letterSpacing="0.08em" mb="3">
        {text.deleteTitle}
      </Heading>
      <Text mb="3">{text.deleteText}</Text>
      <CheckedForm
        label={text.deleteTitle}
        form={form}
        sentTitle={text.deleted}
        failedTitle={text.notDeleted}
        submitLabel={text.deleteAccount}
      >
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <FormField
            label={text.currentPassword}
            type="password"
            autoComplete="current-password"
            required
            {...form.field('currentPassword')}
          />
          <FormField
            label={fill(text.typeToConfirm, { word })}
            autoComplete="off"
            required
            {...form.field('confirm')}
          />
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
