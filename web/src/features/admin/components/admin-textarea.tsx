import type { ComponentProps } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';

type AdminTextareaProps = Omit<ComponentProps<typeof chakra.textarea>, 'id'> & {
  id: string;
  label: string;
  error?: string | undefined;
};

/** A labelled multi-line field of an admin form (the description), its error tied to it. */
export function AdminTextarea({ id, label, error, ...textarea }: AdminTextareaProps) {
  const errorId = `${id}-error`;
  return (
    <Box>
      <chakra.label htmlFor={id} display="block" fontSize="sm" fontWeight="semibold" mb="1">
        {label}
      </chakra.label>
      <chakra.textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        w="full"
        minH="32"
        px="3"
        py="2"
        bg="bg"
        borderWidth="1px"
        borderColor={error ? 'red.700' : 'gray.500'}
        rounded="l2"
        fontSize="sm"
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
