import { TrackPage } from '@/features/orders/components/track-page';
import { withChakra } from '@/components/ui/with-chakra';

function Page() {
  return <TrackPage />;
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
