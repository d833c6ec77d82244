import { useSearchParams } from 'react-router-dom';
import { productIdOf } from '@/features/catalog/api/first-reads';
import { ProductDetails } from '@/features/catalog/components/product-details';

/** /view?id={productId} */
export function Component() {
  const [searchParams] = useSearchParams();
  const id = productIdOf(searchParams);
  return <ProductDetails key={id} productId={id} />;
}
