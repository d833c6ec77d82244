import type { ComponentProps } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { TextInput } from '@/components/ui/text-input';

type AdminFieldProps = Omit<ComponentProps<typeof TextInput>, 'id'> & {
  /** The input's id; the label, hint and error are tied to it. */
  id: string;
  label: string;
  /** Shown under the field: what to type. */
  hint?: string;
  error?: string | undefined;
};

/** A labelled input of an admin form, its hint and error tied to it (aria-describedby, aria-invalid). */
export function AdminField({ id, label, hint, error, required, ...input }: AdminFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" mb="1">
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
        bg="bg"
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
