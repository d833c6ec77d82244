import type { ComponentProps } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { TextInput } from '@/components/ui/text-input';

type FormFieldProps = Omit<ComponentProps<typeof TextInput>, 'id'> & {
  /** The input's id; the label, hint and error are tied to it. */
  id: string;
  label: string;
  /** Shown under the field while there is no error (e.g. the password rule). */
  hint?: string;
  error?: string | undefined;
};

/**
 * A labelled text input of the account forms, with its hint and its error tied to it for screen
 * readers (aria-describedby, aria-invalid). Labels are upper-case on screen, as the spec shows them,
 * and read in normal case.
 */
export function FormField({ id, label, hint, error, required, ...input }: FormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <chakra.label
        htmlFor={id}
        display="block"
        fontSize="xs"
        fontWeight="semibold"
        letterSpacing="0.1em"
        textTransform="uppercase"
        mb="1.5"
      >
        {label}
        {required && (
          <chakra.span aria-hidden="true" color="fg.error" ms="1">
            *
          </chakra.span>
        )}
      </chakra.label>
      <TextInput
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        borderColor={error ? 'red.700' : 'gray.500'}
        {...input}
      />
      {hint && (
        <Text id={hintId} mt="1" fontSize="xs" color="fg.muted">
          {hint}
        </Text>
      )}
      {error && (
        <Text id={errorId} mt="1" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Box>
  );
}
