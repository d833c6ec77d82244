import { preloadListing } from '@/features/catalog/api/get-listing';
import { ListingPage } from '@/features/catalog/components/listing-page';

export function preload(params: URLSearchParams) {
  preloadListing('products', params);
}

export function Component() {
  return <ListingPage page="products" />;
}
