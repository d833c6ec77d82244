import { shopConfig } from '@shop/domain';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';

/** /disclaimer */
export function Component() {
  return (
    <InformationPage
      textOnly
      title="Disclaimer"
      description={`About the information, images, brand names and links on the ${shopConfig.name} website.`}
      lead={`We take care to keep this website correct and up to date, but ${shopConfig.name} cannot guarantee that every detail is.`}
    >
      <InformationSection title="Product information">
        <p>
          Colours on screen can differ from the real item, and stock changes often: an item shown may have
          just been sold. Descriptions and sizes come from the designers and our suppliers.
        </p>
      </InformationSection>
      <InformationSection title="Brand names">
        <p>
          Brand names and logos belong to their owners. {__SHOP_IDENTITY__.legalName} sells authentic products
          of these brands and is not affiliated with them unless stated.
        </p>
      </InformationSection>
      <InformationSection title="Links and content">
        <p>
          We are not responsible for the content of websites we link to. The texts, images and design of this
          website are ours; please do not reuse them without permission.
        </p>
      </InformationSection>
    </InformationPage>
  );
}
