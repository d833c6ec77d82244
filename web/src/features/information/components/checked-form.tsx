import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { ErrorState } from '@/components/ui/error-state';
import type { useCheckedForm } from './use-checked-form';

/**
 * A form the API stores (contact, return request): its outcome above the fields (the confirmation
 * takes focus, so screen readers read it), the fields, and the submit button, busy while sending.
 */
export function CheckedForm({
  label,
  form: { submit, outcome, confirmationRef },
  sentTitle,
  failedTitle,
  submitLabel,
  children,
}: {
  label: string;
  form: Pick<ReturnType<typeof useCheckedForm>, 'submit' | 'outcome' | 'confirmationRef'>;
  sentTitle: string;
  failedTitle: string;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <chakra.form onSubmit={submit} noValidate aria-label={label}>
      {outcome.kind === 'sent' && (
        <Box
          ref={confirmationRef}
          tabIndex={-1}
          role="status"
          borderWidth="1px"
          borderColor="green.700"
          bg="green.50"
          rounded="md"
          p="4"
          mb="6"
          data-testid="form-confirmation"
        >
          <Text fontWeight="semibold">{sentTitle}</Text>
          <Text mt="1">{outcome.message}</Text>
        </Box>
      )}
      {outcome.kind === 'failed' && <ErrorState title={failedTitle} message={outcome.message} />}
      <Stack gap="5">
        {children}
        <Box>
          <Button
            type="submit"
            size="lg"
            letterSpacing="0.12em"
            loading={outcome.kind === 'sending'}
            loadingText="SENDING…"
          >
            {submitLabel}
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
