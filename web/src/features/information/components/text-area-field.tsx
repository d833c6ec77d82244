import type { ComponentProps } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { textareaRecipe } from '@chakra-ui/react/theme';

/** A native <textarea> with Chakra's textarea styles (see TextInput for why not Chakra's Textarea). */
const TextArea = chakra('textarea', textareaRecipe);

type TextAreaFieldProps = Omit<ComponentProps<typeof TextArea>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
};

/**
 * A labelled multi-line field of the contact and return forms, styled like the account forms'
 * FormField, its error tied to it for screen readers.
 */
export function TextAreaField({ id, label, error, required, ...textarea }: TextAreaFieldProps) {
  const errorId = `${id}-error`;
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
      <TextArea
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        borderColor={error ? 'red.700' : 'gray.500'}
        rows={6}
        {...textarea}
      />
      {error && (
        <Text id={errorId} mt="1" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Box>
  );
}
