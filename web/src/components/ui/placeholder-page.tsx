import type { ReactNode } from 'react';
import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** A screen that a later issue builds: its name as the page heading and an honest sentence. */
export function PlaceholderPage({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxW="4xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="4">
        {title}
      </Heading>
      <Text color="fg.muted">This page is being built.</Text>
      {children}
    </Container>
  );
}
