import { shopConfig } from '@shop/domain';
import { fill, words } from '@/app/i18n/page-language';
import { PaymentIcons } from '@/features/navigation/components/payment-icons';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { pagePolicies } from '@/features/information/page-words';

/** /paymentdocs: how shoppers can pay (storefront.md section 9). */
export function Component() {
  const { paymentPage: text, pages } = words();
  return (
    <InformationPage
      textOnly
      title={pages.paymentMethods}
      description={fill(text.description, { shop: shopConfig.name })}
      lead={text.lead}
    >
      <PaymentIcons />
      <InformationSection title={text.card}>
        <p>{fill(text.cardText, { brands: shopConfig.cardBrands.join(', ') })}</p>
      </InformationSection>
      <InformationSection title="iDEAL">
        <p>{text.idealText}</p>
      </InformationSection>
      <InformationSection title="PayPal">
        <p>{text.paypalText}</p>
      </InformationSection>
      <InformationSection title={text.prices}>
        <p>
          {pagePolicies().vat} {text.pricesText}
        </p>
      </InformationSection>
    </InformationPage>
  );
}
