import { words } from '@/app/i18n/page-language';
import { Text } from '@chakra-ui/react/text';
import { RouterLink } from '@/components/ui/router-link';
import { paths } from '@/config/paths';

/** Below the Pay button: the way to the other checkout (iDEAL has a page of its own). */
export function OtherCheckoutLink({ page }: { page: 'card' | 'ideal' }) {
  return page === 'card' ? (
    <Text fontSize="sm" mt="3">
      {words().checkoutForm.payingIdeal}{' '}
      <RouterLink to={paths.checkoutIdeal.href()} textDecoration="underline">
        {words().checkoutForm.checkOutIdeal}
      </RouterLink>
    </Text>
  ) : (
    <Text fontSize="sm" mt="3">
      {words().checkoutForm.payingCard}{' '}
      <RouterLink to={paths.checkout.href()} textDecoration="underline">
        {words().checkoutForm.checkOutCard}
      </RouterLink>
    </Text>
  );
}
