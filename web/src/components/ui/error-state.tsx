import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';

/** A failure the visitor should know about: what failed and, in `children`, what they can do. */
export function ErrorState({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <Box role="alert" borderWidth="1px" borderColor="red.300" bg="red.50" rounded="md" p="4" my="4">
      <Text fontWeight="semibold" color="fg.error">
        {title}
      </Text>
      <Text color="fg" mt="1">
        {message}
      </Text>
      {children}
    </Box>
  );
}
