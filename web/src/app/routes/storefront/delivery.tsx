import { Text } from '@chakra-ui/react/text';
import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';

/** /delivery: when and how orders arrive. Its shipping figures are the shop's (decisions rule 10). */
export function Component() {
  return (
    <InformationPage
      title="Delivery"
      description={`Delivery times, shipping costs and tracking at ${shopConfig.name}: free shipping within Europe.`}
      lead="We ship every order with an express courier, with tracking."
    >
      <InformationSection title="Processing">
        <Text>{POLICY_TEXTS.processing}</Text>
      </InformationSection>
      <InformationSection title="Delivery times">
        <Text>{POLICY_TEXTS.deliveryTimes}</Text>
      </InformationSection>
      <InformationSection title="Shipping costs">
        <Text>{POLICY_TEXTS.shippingCost}</Text>
        <Text>
          The cart shows the shipping cost for your country before you pay. See{' '}
          <RouterLink to={paths.shipping.href()}>shipping</RouterLink> for the details.
        </Text>
      </InformationSection>
      <InformationSection title="VAT and import duties">
        <Text>{POLICY_TEXTS.duties}</Text>
      </InformationSection>
      <InformationSection title="Tracking your order">
        <Text>
          Follow your order's payment and status on{' '}
          <RouterLink to={paths.track.href()}>track your order</RouterLink>.
        </Text>
      </InformationSection>
    </InformationPage>
  );
}
