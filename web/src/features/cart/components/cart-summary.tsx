import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import {
  countryName,
  formatEuro,
  shopConfig,
  vatDeducted,
  type CountryCode,
  type CartTotals,
} from '@shop/domain';

// Each row is a <div> of one <dt> and one <dd>: the only wrapper a <dl> may hold.
function Row({
  label,
  value,
  strong,
  testId,
}: {
  label: string;
  value: string;
  strong?: boolean;
  testId: string;
}) {
  const total = strong ? { borderTopWidth: '1px', borderColor: 'gray.300', mt: '2', pt: '3.5' } : {};
  return (
    <Flex
      justify="space-between"
      gap="4"
      py="1.5"
      fontWeight={strong ? 'semibold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
      {...total}
    >
      <chakra.dt>{label}</chakra.dt>
      <chakra.dd data-testid={testId} whiteSpace="nowrap">
        {value}
      </chakra.dd>
    </Flex>
  );
}

/**
 * The cart's money as the server computed it with the domain's cartTotals: goods, discount, shipping
 * (an estimate for `country`: the destination decides), total and the VAT it contains (decisions
 * rules 9-11).
 */
export function CartSummary({ totals, country }: { totals: CartTotals; country: CountryCode }) {
  const destination = countryName(country) ?? country;
  return (
    <Box>
      <chakra.dl>
        <Row label="Subtotal" value={formatEuro(totals.goods)} testId="cart-goods" />
        {totals.discount > 0 && (
          <Row label="Discount" value={`− ${formatEuro(totals.discount)}`} testId="cart-discount" />
        )}
        <Row
          label="Shipping (estimate)"
          value={totals.shipping === 0 ? 'Free' : formatEuro(totals.shipping)}
          testId="cart-shipping"
        />
        <Row label="Total" value={formatEuro(totals.payable)} strong testId="cart-payable" />
      </chakra.dl>
      <Text fontSize="sm" color="fg.muted" data-testid="cart-vat">
        {totals.vatFree
          ? `Charged without VAT (${formatEuro(vatDeducted(totals))} VAT deducted)`
          : `Including ${formatEuro(totals.vat)} VAT (${shopConfig.vatRatePercent} %)`}
      </Text>
      <Text fontSize="sm" color="fg.muted" mt="2">
        Shipping shown for delivery to {destination}. Shipping depends on the destination: free within Europe,
        elsewhere free from {formatEuro(shopConfig.shipping.freeFromGoods)} and otherwise{' '}
        {formatEuro(shopConfig.shipping.flatRate)}. You choose the country at checkout.
      </Text>
    </Box>
  );
}
