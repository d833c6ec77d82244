import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { vatDeducted, vatNote, type StoreCart, PICTURE_SIZES } from '@shop/domain';
import { fill, formatPrice, words } from '@/app/i18n/page-language';
import { pageCountryName, pageMoneyWriting } from '@/app/i18n/country-names';
import { PriceChangedNotice } from '@/features/cart/components/price-changed-notice';
import { ProductPicture } from '@/components/ui/product-picture';

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
  return (
    <Flex
      justify="space-between"
      gap="4"
      py="1"
      fontWeight={strong ? 'semibold' : 'normal'}
      fontSize={strong ? 'lg' : 'md'}
      {...(strong ? { borderTopWidth: '1px', borderColor: 'gray.300', mt: '2', pt: '3' } : {})}
    >
      <chakra.dt>{label}</chakra.dt>
      <chakra.dd data-testid={testId} whiteSpace="nowrap">
        {value}
      </chakra.dd>
    </Flex>
  );
}

/**
 * The checkout's cart summary: the lines and the money as the server computed it for the country
 * the shopper picked (shipping and VAT depend on it, docs/decisions.md rules 9 and 10). `updating` while the
 * totals for a newly picked country are on their way.
 */
export function OrderSummary({ cart, updating }: { cart: StoreCart; updating: boolean }) {
  const { totals } = cart;
  const text = words().checkoutForm;
  const destination = pageCountryName(cart.country);
  return (
    <Box as="section" aria-labelledby="order-summary-heading" bg="gray.50" rounded="md" p="5">
      <Heading as="h2" id="order-summary-heading" size="lg" fontWeight="normal" mb="4">
        {text.yourOrder}
      </Heading>
      <chakra.ul listStyleType="none" mb="4">
        {cart.lines.map((line) => (
          <Flex
            as="li"
            key={line.id}
            gap="3"
            py="2"
            borderBottomWidth="1px"
            borderColor="gray.200"
            data-testid="checkout-line"
          >
            <Box w="14" h="14" flexShrink="0" overflow="hidden" rounded="sm" bg="white">
              <ProductPicture
                src={line.image}
                alt=""
                sizes={PICTURE_SIZES.thumbnail}
                width={56}
                fit="cover"
              />
            </Box>
            <Box flex="1" minW="0">
              <Text fontWeight="medium">{line.title}</Text>
              <Text fontSize="sm" color="fg.muted">
                {line.size ? `${fill(text.sizeOf, { size: line.size })} · ` : ''}
                {fill(text.quantityOf, { qty: line.qty })}
              </Text>
              <PriceChangedNotice line={line} />
            </Box>
            <Text whiteSpace="nowrap">{formatPrice(line.lineTotal)}</Text>
          </Flex>
        ))}
      </chakra.ul>
      <Box aria-live="polite" aria-busy={updating}>
        <chakra.dl opacity={updating ? 0.6 : 1}>
          <Row label={words().cart.subtotal} value={formatPrice(totals.goods)} testId="checkout-goods" />
          {totals.discount > 0 && (
            <Row
              label={cart.coupon ? fill(text.discountCode, { code: cart.coupon.code }) : text.discount}
              value={`− ${formatPrice(totals.discount)}`}
              testId="checkout-discount"
            />
          )}
          <Row
            label={fill(text.shippingTo, { country: destination })}
            value={totals.shipping === 0 ? text.free : formatPrice(totals.shipping)}
            testId="checkout-shipping"
          />
          {totals.vatFree && (
            <Row
              label={text.vatNotCharged}
              value={`− ${formatPrice(vatDeducted(totals))}`}
              testId="checkout-vat-deducted"
            />
          )}
          <Row label={text.totalToPay} value={formatPrice(totals.payable)} strong testId="checkout-payable" />
        </chakra.dl>
        <Text fontSize="sm" color="fg.muted" mt="1" data-testid="checkout-vat">
          {updating
            ? text.updatingTotals
            : totals.vatFree
              ? text.shippedOutsideEu
              : vatNote(totals, pageMoneyWriting())}
        </Text>
      </Box>
    </Box>
  );
}
