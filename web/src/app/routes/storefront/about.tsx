import { shopConfig, workingDaysRange } from '@shop/domain';
import { fillNodes } from '@/app/i18n/fill-nodes';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import { CompanyDetails } from '@/features/information/components/company-details';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';
import { pagePolicies, shopHours } from '@/features/information/page-words';
import { Link } from '@/components/ui/link';
import info from '@/features/information/components/information.module.css';

/** /about */
export function Component() {
  const { aboutPage: text, information, header, pages, delivery } = words();
  const policies = pagePolicies();
  const shop = shopConfig.name;
  return (
    <InformationPage
      textOnly
      title={pages.about}
      description={fill(text.description, { shop, days: shopConfig.returns.days })}
      lead={fill(text.lead, { shop, city: __SHOP_IDENTITY__.address.city })}
    >
      <InformationSection title={text.whatWeDo}>
        <p>{text.whatWeDoText}</p>
        <p>
          {policies.vat} {text.whatYouPay}
        </p>
      </InformationSection>

      <InformationSection title={header.promises}>
        <PointList
          points={[
            text.promiseShipping,
            fill(text.promiseDelivery, {
              delivery: fill(delivery.short, { europe: workingDaysRange('europe') }),
            }),
            fill(text.promiseReturns, { days: shopConfig.returns.days }),
            text.promisePayment,
            fill(text.promisePerson, { hours: shopHours() }),
          ]}
        />
        <p className={info.spaced}>{policies.deliveryTimes}</p>
      </InformationSection>

      <InformationSection title={text.findDesigner}>
        <p>
          {fillNodes(text.findDesignerText, {
            designers: <Link to={paths.designers.href()}>{text.allDesigners}</Link>,
            newBags: <Link to={paths.newIn.href({ p: 'bags', t: 'all' })}>{text.bags}</Link>,
            newAccessories: (
              <Link to={paths.newIn.href({ p: 'accessories', t: 'all' })}>{text.accessories}</Link>
            ),
            saleBags: <Link to={paths.sale.href({ p: 'bags', t: 'all' })}>{text.bags}</Link>,
            saleAccessories: (
              <Link to={paths.sale.href({ p: 'accessories', t: 'all' })}>{text.accessories}</Link>
            ),
          })}
        </p>
      </InformationSection>

      <InformationSection title={information.companyDetails}>
        <CompanyDetails />
      </InformationSection>
    </InformationPage>
  );
}
