import type { ComponentProps } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';

type AdminSelectProps = Omit<ComponentProps<typeof chakra.select>, 'id'> & {
  id: string;
  label: string;
  options: readonly { value: string; label: string }[];
  error?: string | undefined;
};

/**
 * A labelled native <select> of an admin form (no select recipe in the bundle: the browser's own
 * control is keyboard- and screen-reader-friendly as it is), its error tied to it.
 */
export function AdminSelect({ id, label, options, error, required, ...select }: AdminSelectProps) {
  const errorId = `${id}-error`;
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
      <chakra.select
        id={id}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        w="full"
        h="10"
        px="3"
        bg="bg"
        borderWidth="1px"
        borderColor={error ? 'red.700' : 'gray.500'}
        rounded="l2"
        fontSize="sm"
        {...select}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </chakra.select>
      {error && (
        <Text id={errorId} mt="1" fontSize="sm" color="fg.error">
          {error}
        </Text>
      )}
    </Box>
  );
}
