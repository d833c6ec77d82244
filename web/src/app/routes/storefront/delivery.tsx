import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { Link } from '@/components/ui/link';

/** /delivery: when and how orders arrive. Its shipping figures are the shop's (docs/decisions.md rule 10). */
export function Component() {
  return (
    <InformationPage
      textOnly
      title="Delivery"
      description={`Delivery times, shipping costs and tracking at ${shopConfig.name}: free shipping within Europe.`}
      lead="We ship every order with an express courier, with tracking."
    >
      <InformationSection title="Processing">
        <p>{POLICY_TEXTS.processing}</p>
      </InformationSection>
      <InformationSection title="Delivery times">
        <p>{POLICY_TEXTS.deliveryTimes}</p>
      </InformationSection>
      <InformationSection title="Shipping costs">
        <p>{POLICY_TEXTS.shippingCost}</p>
        <p>
          The cart shows the shipping cost for your country before you pay. See{' '}
          <Link to={paths.shipping.href()}>shipping</Link> for the details.
        </p>
      </InformationSection>
      <InformationSection title="VAT and import duties">
        <p>{POLICY_TEXTS.duties}</p>
      </InformationSection>
      <InformationSection title="Tracking your order">
        <p>
          Follow your order's payment and status on <Link to={paths.track.href()}>track your order</Link>.
        </p>
      </InformationSection>
    </InformationPage>
  );
}
