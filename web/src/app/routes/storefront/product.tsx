import { useSearchParams } from 'react-router-dom';
import { preloadProductPage } from '@/features/catalog/api/get-product-page';
import { ProductDetails } from '@/features/catalog/components/product-details';

const productIdOf = (params: URLSearchParams) => params.get('id')?.trim() || null;

export function preload(params: URLSearchParams) {
  const id = productIdOf(params);
  if (id) preloadProductPage(id);
}

/** /view?id={productId} */
export function Component() {
  const [searchParams] = useSearchParams();
  const id = productIdOf(searchParams);
  return <ProductDetails key={id} productId={id} />;
}
