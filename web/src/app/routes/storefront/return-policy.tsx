import { shopConfig } from '@shop/domain';
import { fillNodes } from '@/app/i18n/fill-nodes';
import { fill, words } from '@/app/i18n/page-language';
import { paths } from '@/config/paths';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';
import { pagePolicies, shopHours } from '@/features/information/page-words';
import { Link } from '@/components/ui/link';
import info from '@/features/information/components/information.module.css';

const { returns } = shopConfig;

/** /return: the return policy, which links to /returnform (docs/decisions.md rule 22). */
export function Component() {
  const { returnPage: text, pages } = words();
  const policies = pagePolicies();
  return (
    <InformationPage
      textOnly
      title={pages.returnPolicy}
      description={fill(text.description, { days: returns.days, shop: shopConfig.name })}
      lead={fill(text.lead, { window: policies.returnWindow })}
    >
      <InformationSection title={text.howTo}>
        <PointList
          points={[
            fillNodes(text.stepForm, {
              form: <Link to={paths.returnForm.href()}>{text.formLink}</Link>,
            }),
            text.stepPack,
            text.stepSend,
          ]}
        />
        <p className={info.spaced}>
          {__SHOP_IDENTITY__.legalName}, {__SHOP_IDENTITY__.address.street},{' '}
          {__SHOP_IDENTITY__.address.postcode} {__SHOP_IDENTITY__.address.city},{' '}
          {__SHOP_IDENTITY__.address.countryName}
        </p>
      </InformationSection>

      <InformationSection title={text.refunds}>
        <p>{policies.returnConfirmation}</p>
        <p>{policies.refunds}</p>
        <p>{text.refundTo}</p>
      </InformationSection>

      <InformationSection title={text.exchanges}>
        <p>
          {policies.exchanges} {text.exchangeNote}
        </p>
      </InformationSection>

      <InformationSection title={text.questions}>
        <p>
          {fillNodes(fill(text.questionsText, { hours: shopHours() }), {
            email: <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a>,
            contact: <Link to={paths.contact.href()}>{text.contactLink}</Link>,
          })}
        </p>
      </InformationSection>
    </InformationPage>
  );
}
