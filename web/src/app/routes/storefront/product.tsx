import { useSearchParams } from 'react-router-dom';
import { productIdOf } from '@/features/catalog/api/first-reads';
import { ProductDetails } from '@/features/catalog/components/product-details';
import { withChakra } from '@/components/ui/with-chakra';

/** /view?id={productId} */
function Page() {
  const [searchParams] = useSearchParams();
  const id = productIdOf(searchParams);
  return <ProductDetails key={id} productId={id} />;
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
