import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';
import { Link } from '@/components/ui/link';
import info from '@/features/information/components/information.module.css';

const { returns } = shopConfig;

/** /return: the return policy, which links to /returnform (docs/decisions.md rule 22). */
export function Component() {
  return (
    <InformationPage
      textOnly
      title="Return policy"
      description={`Return an item within ${returns.days} days of delivery. How to return, refunds and exchanges at ${shopConfig.name}.`}
      lead={`Not quite right? ${POLICY_TEXTS.returnWindow}`}
    >
      <InformationSection title="How to return an item">
        <PointList
          points={[
            <>
              Fill in the <Link to={paths.returnForm.href()}>return form</Link> with your order number, your
              e-mail address, the items and the reason. You receive a reference by e-mail.
            </>,
            'Pack the items in their original condition, unworn, with all labels, dust bags, boxes and authenticity cards.',
            'Put a note with your reference in the parcel and send it with tracking to the address below.',
          ]}
        />
        <p className={info.spaced}>
          {__SHOP_IDENTITY__.legalName}, {__SHOP_IDENTITY__.address.street},{' '}
          {__SHOP_IDENTITY__.address.postcode} {__SHOP_IDENTITY__.address.city},{' '}
          {__SHOP_IDENTITY__.address.countryName}
        </p>
      </InformationSection>

      <InformationSection title="Refunds">
        <p>{POLICY_TEXTS.returnConfirmation}</p>
        <p>{POLICY_TEXTS.refunds}</p>
        <p>We refund to the payment method you paid with.</p>
      </InformationSection>

      <InformationSection title="Exchanges">
        <p>
          {POLICY_TEXTS.exchanges} Mention the item you would like instead in the reason on the return form.
        </p>
      </InformationSection>

      <InformationSection title="Questions">
        <p>
          Write to <a href={`mailto:${__SHOP_IDENTITY__.email}`}>{__SHOP_IDENTITY__.email}</a> or use the{' '}
          <Link to={paths.contact.href()}>contact form</Link>, {shopConfig.hours.label}.
        </p>
      </InformationSection>
    </InformationPage>
  );
}
