import { useState } from 'react';
import { Heading } from '@chakra-ui/react/heading';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { CategoryCards } from './category-cards';
import { StoreList } from './store-list';
import { SupplierSyncPanel } from './supplier-sync-panel';

/** /adminmainstore (My Store Items): the supplier categories, UPDATE PRODUCTS and the main store list. */
export function StorePage() {
  useDocumentTitle('Admin · My store items');
  // A finished sync may have changed prices and stock: the list reads them again.
  const [syncs, setSyncs] = useState(0);
  return (
    <>
      <Heading as="h1" size="2xl" fontWeight="normal" mb="6">
        My store items
      </Heading>
      <CategoryCards />
      <SupplierSyncPanel onFinished={() => setSyncs((count) => count + 1)} />
      <StoreList key={syncs} />
    </>
  );
}
