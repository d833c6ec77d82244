import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useDocumentTitle } from '@/hooks/use-document-title';

function isChunkLoadError(error: unknown): boolean {
  // After a deploy, an open tab may ask for route files that no longer exist.
  return (
    error instanceof TypeError &&
    /dynamically imported module|Importing a module script failed|Failed to fetch/i.test(error.message)
  );
}

/** Shown when a page fails to load or render: says what happened and offers a reload. */
export function RouteError({ error, asMain = false }: { error: unknown; asMain?: boolean }) {
  useDocumentTitle('Something went wrong');
  const message = isChunkLoadError(error)
    ? 'This page could not be loaded. A new version of the shop may be available, or the connection dropped. Please reload the page.'
    : 'An unexpected error occurred. Please reload the page or try again later.';

  return (
    <Box as={asMain ? 'main' : 'div'} maxW="2xl" mx="auto" px="6" py="20" textAlign="center">
      <Heading as="h1" size="2xl" fontWeight="normal">
        Something went wrong
      </Heading>
      <Text role="alert" mt="4" color="fg.muted">
        {message}
      </Text>
      <Button mt="8" onClick={() => window.location.reload()}>
        Reload the page
      </Button>
    </Box>
  );
}
