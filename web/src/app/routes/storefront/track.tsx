import { TrackPage } from '@/features/orders/components/track-page';

export function Component() {
  return <TrackPage />;
}
