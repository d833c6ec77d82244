import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';

/** What a field hands its control so the label, hint and error are tied to it for screen readers. */
export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  borderColor: string;
}

const labelStyles = {
  // Sentence case, as shoppers read every other text (docs/decisions.md rule 74).
  storefront: { fontSize: 'sm', fontWeight: 'semibold', mb: '1.5' },
  admin: { fontSize: 'sm', mb: '1' },
} as const;

/**
 * A labelled form control with an optional hint and error, both tied to the control
 * (aria-describedby, aria-invalid). The one copy behind the storefront's and the admin's fields.
 */
export function Field({
  id,
  label,
  required,
  hint,
  error,
  variant = 'storefront',
  children,
}: {
  id: string;
  label: string;
  required?: boolean | undefined;
  hint?: string | undefined;
  error?: string | undefined;
  variant?: keyof typeof labelStyles;
  children: (control: FieldControlProps) => ReactNode;
}) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontWeight="semibold" {...labelStyles[variant]}>
        {label}
        {required && (
          <chakra.span aria-hidden="true" color="fg.error" ms="1">
            *
          </chakra.span>
        )}
      </chakra.label>
      {children({
        id,
        required,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': describedBy,
        borderColor: error ? 'red.700' : 'gray.500',
      })}
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
