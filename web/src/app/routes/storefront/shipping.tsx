import { Box } from '@chakra-ui/react/box';
import { Text } from '@chakra-ui/react/text';
import { chakra } from '@chakra-ui/react/styled-system';
import { deliveryTimeFor, formatEuro, POLICY_TEXTS, shopConfig } from '@shop/domain';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { withChakra } from '@/components/ui/with-chakra';

const { shipping } = shopConfig;

const cellStyles = {
  textAlign: 'start',
  py: '2',
  pe: '4',
  borderBottomWidth: '1px',
  borderColor: 'border',
} as const;

/**
 * /shipping: costs per destination. The spec's shipping page said € 35 below € 400; the delivery
 * page's € 25 is the shop's figure (docs/decisions.md rule 10), read from the config like every other figure.
 */
function Page() {
  const rows = [
    ['Europe (EU, EEA, Switzerland, United Kingdom)', 'Free', deliveryTimeFor('NL')],
    [
      'USA',
      `Free from ${formatEuro(shipping.freeFromGoods)}, otherwise ${formatEuro(shipping.flatRate)}`,
      deliveryTimeFor('US'),
    ],
    [
      'Rest of the world',
      `Free from ${formatEuro(shipping.freeFromGoods)}, otherwise ${formatEuro(shipping.flatRate)}`,
      deliveryTimeFor('JP'),
    ],
  ];
  return (
    <InformationPage
      title="Shipping"
      description={`Shipping costs and times per destination at ${shopConfig.name}: free within Europe, free worldwide from ${formatEuro(shipping.freeFromGoods)}.`}
      lead={POLICY_TEXTS.shippingCost}
    >
      <InformationSection title="Costs and times">
        <Box overflowX="auto">
          <chakra.table w="full" fontSize="sm" borderCollapse="collapse">
            <chakra.caption textAlign="start" mb="2" color="fg.muted">
              Shipping per destination
            </chakra.caption>
            <thead>
              <tr>
                <chakra.th scope="col" {...cellStyles}>
                  Destination
                </chakra.th>
                <chakra.th scope="col" {...cellStyles}>
                  Shipping
                </chakra.th>
                <chakra.th scope="col" {...cellStyles}>
                  Delivery
                </chakra.th>
              </tr>
            </thead>
            <tbody>
              {rows.map(([destination, cost, time]) => (
                <tr key={destination}>
                  <chakra.th scope="row" {...cellStyles} fontWeight="normal">
                    {destination}
                  </chakra.th>
                  <chakra.td {...cellStyles}>{cost}</chakra.td>
                  <chakra.td {...cellStyles}>{time}</chakra.td>
                </tr>
              ))}
            </tbody>
          </chakra.table>
        </Box>
        <Text mt="4">
          Free shipping outside Europe counts the value of the goods before any coupon discount. The cart
          shows the cost for your country before you pay.
        </Text>
      </InformationSection>
      <InformationSection title="Processing">
        <Text>
          {POLICY_TEXTS.processing} {POLICY_TEXTS.deliveryTimes}
        </Text>
      </InformationSection>
      <InformationSection title="VAT and import duties">
        <Text>{POLICY_TEXTS.duties}</Text>
      </InformationSection>
    </InformationPage>
  );
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
