import { useId, type ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { useDocumentTitle } from '@/hooks/use-document-title';

/**
 * An information page (about, FAQ, policies, contact): its title as the h1, a lead paragraph, and
 * sections. `description` is the search result snippet.
 */
export function InformationPage({
  title,
  description,
  lead,
  children,
}: {
  title: string;
  description: string;
  lead?: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(title, description);
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="4">
        {title}
      </Heading>
      {lead && (
        <Text fontSize="lg" color="fg.muted" mb="8">
          {lead}
        </Text>
      )}
      <Box
        lineHeight="1.7"
        css={{
          '& p + p, & p + ul, & ul + p': { marginTop: '3' },
          '& a': { textDecoration: 'underline', textUnderlineOffset: '3px' },
        }}
      >
        {children}
      </Box>
    </Container>
  );
}

/** A titled section of an information page (an h2 and its content). */
export function InformationSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Box as="section" aria-labelledby={headingId} mt="10">
      <Heading as="h2" id={headingId} size="lg" fontWeight="semibold" letterSpacing="0.04em" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** A bulleted list of short points. */
export function PointList({ points }: { points: readonly ReactNode[] }) {
  return (
    <chakra.ul listStyle="disc" ps="5" display="grid" gap="1.5">
      {points.map((point, index) => (
        <li key={index}>{point}</li>
      ))}
    </chakra.ul>
  );
}
