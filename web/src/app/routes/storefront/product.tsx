import { useSearchParams } from 'react-router-dom';
import { ProductDetails } from '@/features/catalog/components/product-details';

/** /view?id={productId} */
export function Component() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() || null;
  return <ProductDetails key={id} productId={id} />;
}
