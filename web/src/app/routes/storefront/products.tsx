import { ListingPage } from '@/features/catalog/components/listing-page';

export function Component() {
  return <ListingPage page="products" />;
}
