import { ThankYouPage } from '@/features/orders/components/thank-you-page';
import { withChakra } from '@/components/ui/with-chakra';

function Page() {
  return <ThankYouPage />;
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
