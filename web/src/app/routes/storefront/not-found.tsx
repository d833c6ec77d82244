import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';
import { useDocumentTitle } from '@/hooks/use-document-title';

export function Component() {
  useDocumentTitle('Page not found');
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Text fontSize="sm" letterSpacing="0.2em" color="fg.muted">
        404
      </Text>
      <Heading as="h1" size="3xl" fontWeight="normal" mt="2">
        Page not found
      </Heading>
      <Text mt="4" color="fg.muted">
        The page you are looking for does not exist or has moved.
      </Text>
      <RouterLink to={paths.home.href()} mt="8" display="inline-block" textDecoration="underline">
        Back to the home page
      </RouterLink>
    </Container>
  );
}
