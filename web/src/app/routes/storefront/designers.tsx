import { Container } from '@chakra-ui/react/container';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { DesignerIndex } from '@/features/designers/components/designer-index';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** /designers */
export function Component() {
  useDocumentTitle(
    'Designers',
    'Every designer in our collection from A to Z: shop designer bags and accessories by brand.',
  );
  return (
    <Container maxW="7xl" py={{ base: '10', md: '16' }}>
      <Heading as="h1" size="3xl" fontWeight="normal" mb="3">
        Designers
      </Heading>
      <Text color="fg.muted" mb="8" maxW="2xl">
        Iconic houses and new names, from A to Z. Choose a designer to see their bags and accessories.
      </Text>
      <DesignerIndex />
    </Container>
  );
}
