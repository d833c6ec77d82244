import { ThankYouPage } from '@/features/orders/components/thank-you-page';

/** /thankyou */
export function Component() {
  return <ThankYouPage />;
}
