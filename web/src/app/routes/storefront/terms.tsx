import { shopConfig } from '@shop/domain';
import { fillNodes } from '@/app/i18n/fill-nodes';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { pagePolicies } from '@/features/information/page-words';
import { Link } from '@/components/ui/link';

/**
 * /terms: the general terms and conditions, in the page's language (every language's text is a
 * translation of the same terms; none is named the binding one). Figures come from the shop config
 * and its identity (docs/decisions.md rules 24 and 45).
 */
export function Component() {
  const { termsPage: text, pages } = words();
  const policies = pagePolicies();
  return (
    <InformationPage
      textOnly
      title={pages.terms}
      description={fill(text.description, { shop: shopConfig.name })}
      lead={fill(text.lead, { shop: shopConfig.name })}
    >
      <InformationSection title={text.whoTitle}>
        <p>
          {fillNodes(
            fill(text.who, {
              company: __SHOP_IDENTITY__.legalName,
              address: `${__SHOP_IDENTITY__.address.street}, ${__SHOP_IDENTITY__.address.postcode} ${__SHOP_IDENTITY__.address.city}, ${__SHOP_IDENTITY__.address.countryName}`,
              kvk: __SHOP_IDENTITY__.kvkNumber,
              vat: __SHOP_IDENTITY__.vatNumber,
              phone: __SHOP_IDENTITY__.phone,
            }),
            { email: <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a> },
          )}
        </p>
      </InformationSection>
      <InformationSection title={text.pricesTitle}>
        <p>
          {policies.vat} {text.pricesShipping} {policies.duties} {text.pricesMistakes}
        </p>
      </InformationSection>
      <InformationSection title={text.orderTitle}>
        <p>{text.order}</p>
      </InformationSection>
      <InformationSection title={text.paymentTitle}>
        <p>
          {fillNodes(text.payment, {
            methods: <Link to={paths.paymentMethods.href()}>{text.methodsLink}</Link>,
          })}
        </p>
      </InformationSection>
      <InformationSection title={text.deliveryTitle}>
        <p>
          {policies.processing} {policies.deliveryTimes} {policies.shippingCost} {text.risk}
        </p>
      </InformationSection>
      <InformationSection title={text.withdrawalTitle}>
        <p>
          {fillNodes(fill(text.withdrawal, { days: shopConfig.returns.days }), {
            policy: <Link to={paths.returnPolicy.href()}>{text.policyLink}</Link>,
          })}{' '}
          {policies.refunds}
        </p>
      </InformationSection>
      <InformationSection title={text.liabilityTitle}>
        <p>{text.liability}</p>
      </InformationSection>
      <InformationSection title={text.privacyTitle}>
        <p>
          {fillNodes(text.privacy, {
            privacy: <Link to={paths.privacy.href()}>{text.privacyLink}</Link>,
          })}
        </p>
      </InformationSection>
      <InformationSection title={text.lawTitle}>
        <p>{text.law}</p>
      </InformationSection>
    </InformationPage>
  );
}
