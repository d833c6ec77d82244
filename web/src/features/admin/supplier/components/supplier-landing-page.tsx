import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CategoryCards } from '../../store/components/category-cards';

/** /admindashboard (API Items): where the admin starts, the supplier catalogue's categories. */
export function SupplierLandingPage() {
  useDocumentTitle('Admin · API items');
  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="2">
        API items
      </Heading>
      <Text color="fg.muted" mb="6">
        The supplier&apos;s catalogue. Open a category to find items and add them to the main store.
      </Text>
      <CategoryCards />
    </>
  );
}
