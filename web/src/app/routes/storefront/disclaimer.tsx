import { shopConfig } from '@shop/domain';
import { fill, words } from '@/app/i18n/page-language';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';

/** /disclaimer */
export function Component() {
  const { disclaimerPage: text, pages } = words();
  const shop = shopConfig.name;
  return (
    <InformationPage
      textOnly
      title={pages.disclaimer}
      description={fill(text.description, { shop })}
      lead={fill(text.lead, { shop })}
    >
      <InformationSection title={text.productInfo}>
        <p>{text.productInfoText}</p>
      </InformationSection>
      <InformationSection title={text.brandNames}>
        <p>{fill(text.brandNamesText, { company: __SHOP_IDENTITY__.legalName })}</p>
      </InformationSection>
      <InformationSection title={text.links}>
        <p>{text.linksText}</p>
      </InformationSection>
    </InformationPage>
  );
}
