import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { MESSAGES } from '@shop/domain';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';
import { usePageMeta } from '@/hooks/use-page-meta';
import { withChakra } from '@/components/ui/with-chakra';

/** /comingsoon */
function Page() {
  usePageMeta({ title: 'Coming soon', description: MESSAGES.comingSoon, noIndex: true });
  return (
    <Container maxW="3xl" py={{ base: '16', md: '24' }} textAlign="center">
      <Heading as="h1" size="3xl" fontWeight="normal">
        Coming soon
      </Heading>
      <Text mt="4" fontSize="lg" color="fg.muted">
        {MESSAGES.comingSoon}
      </Text>
      <RouterLink to={paths.home.href()} mt="8" display="inline-block" textDecoration="underline">
        Back to the home page
      </RouterLink>
    </Container>
  );
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
