import { ThankYouPage } from '@/features/orders/components/thank-you-page';

export function Component() {
  return <ThankYouPage />;
}
