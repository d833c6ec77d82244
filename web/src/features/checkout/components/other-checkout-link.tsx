import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';

/** Below the Pay button: the way to the other checkout (iDEAL has a page of its own). */
export function OtherCheckoutLink({ page }: { page: 'card' | 'ideal' }) {
  return page === 'card' ? (
    <Text fontSize="sm" mt="3">
      Paying with iDEAL?{' '}
      <RouterLink to={paths.checkoutIdeal.href()} textDecoration="underline">
        Check out with iDEAL
      </RouterLink>
    </Text>
  ) : (
    <Text fontSize="sm" mt="3">
      Paying by card or PayPal?{' '}
      <RouterLink to={paths.checkout.href()} textDecoration="underline">
        Check out by card
      </RouterLink>
    </Text>
  );
}
