import { PlaceholderPage } from '@/components/ui/placeholder-page';

export function Component() {
  return <PlaceholderPage title="Checkout with iDEAL" />;
}
