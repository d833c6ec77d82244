import { useSearchParams } from 'react-router-dom';
import { ProductPreview } from '@/features/catalog/components/product-preview';

/** /view?id={productId} */
export function Component() {
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id')?.trim() || null;
  return <ProductPreview key={id} productId={id} />;
}
