import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';
import { usePageMeta } from '@/hooks/use-page-meta';
import { withChakra } from '@/components/ui/with-chakra';

const ways = [
  { label: 'Home page', href: paths.home.href() },
  { label: 'All bags', href: paths.products.href({ p: 'bags', t: 'all' }) },
  { label: 'All accessories', href: paths.products.href({ p: 'accessories', t: 'all' }) },
  { label: 'Designers', href: paths.designers.href() },
  { label: 'Contact', href: paths.contact.href() },
];

/** Any unknown path. Hosting answers every path with the SPA, so the page itself says "noindex". */
function Page() {
  usePageMeta({
    title: 'Page not found',
    description: 'The page you are looking for does not exist or has moved.',
    noIndex: true,
  });
  return (
    <Container maxW="3xl" py={{ base: '12', md: '20' }} textAlign="center">
      <Text fontSize="sm" letterSpacing="0.2em" color="fg.muted">
        404
      </Text>
      <Heading as="h1" size="3xl" fontWeight="normal" mt="2">
        Page not found
      </Heading>
      <Text mt="4" color="fg.muted">
        The page you are looking for does not exist or has moved. One of these may help:
      </Text>
      <chakra.nav aria-label="Where to go from here" mt="8">
        <chakra.ul listStyle="none" display="flex" flexWrap="wrap" justifyContent="center" gap="6">
          {ways.map((way) => (
            <li key={way.href}>
              <RouterLink to={way.href} textDecoration="underline">
                {way.label}
              </RouterLink>
            </li>
          ))}
        </chakra.ul>
      </chakra.nav>
    </Container>
  );
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
