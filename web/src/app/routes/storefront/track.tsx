import { TrackPage } from '@/features/orders/components/track-page';

/** /track */
export function Component() {
  return <TrackPage />;
}
