import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useDocumentTitle } from '@/hooks/use-document-title';

/** An admin screen that a later issue builds. */
export function AdminPlaceholder({ title }: { title: string }) {
  useDocumentTitle(`Admin · ${title}`);
  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="3">
        {title}
      </Heading>
      <Text color="fg.muted">This page is being built.</Text>
    </>
  );
}
