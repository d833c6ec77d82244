import { SearchResults } from '@/features/catalog/components/search-results';

export function Component() {
  return <SearchResults />;
}
