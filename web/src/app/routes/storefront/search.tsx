import { SearchResults } from '@/features/catalog/components/search-results';
import { withChakra } from '@/components/ui/with-chakra';

function Page() {
  return <SearchResults />;
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
