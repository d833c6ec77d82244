import { shopConfig } from '@shop/domain';
import { fillNodes } from '@/app/i18n/fill-nodes';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { pagePolicies } from '@/features/information/page-words';
import { Link } from '@/components/ui/link';

/** /delivery: when and how orders arrive. Its shipping figures are the shop's (docs/decisions.md rule 10). */
export function Component() {
  const { deliveryPage: text, information, pages } = words();
  const policies = pagePolicies();
  return (
    <InformationPage
      textOnly
      title={pages.delivery}
      description={fill(text.description, { shop: shopConfig.name })}
      lead={text.lead}
    >
      <InformationSection title={information.processing}>
        <p>{policies.processing}</p>
      </InformationSection>
      <InformationSection title={text.deliveryTimes}>
        <p>{policies.deliveryTimes}</p>
      </InformationSection>
      <InformationSection title={text.shippingCosts}>
        <p>{policies.shippingCost}</p>
        <p>
          {fillNodes(text.cartShows, {
            shipping: <Link to={paths.shipping.href()}>{text.shippingLink}</Link>,
          })}
        </p>
      </InformationSection>
      <InformationSection title={information.vatAndDuties}>
        <p>{policies.duties}</p>
      </InformationSection>
      <InformationSection title={text.tracking}>
        <p>
          {fillNodes(text.trackText, {
            track: <Link to={paths.track.href()}>{text.trackLink}</Link>,
          })}
        </p>
      </InformationSection>
    </InformationPage>
  );
}
