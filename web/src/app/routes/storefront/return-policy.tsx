import { Text } from '@chakra-ui/react/text';
import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';
import {
  InformationPage,
  InformationSection,
  PointList,
} from '@/features/information/components/information-page';

const { address, returns } = shopConfig;

/** /return: the return policy, which links to /returnform (decisions rule 22). */
export function Component() {
  return (
    <InformationPage
      title="Return policy"
      description={`Return an item within ${returns.days} days of delivery. How to return, refunds and exchanges at ${shopConfig.name}.`}
      lead={`Not quite right? ${POLICY_TEXTS.returnWindow}`}
    >
      <InformationSection title="How to return an item">
        <PointList
          points={[
            <>
              Fill in the <RouterLink to={paths.returnForm.href()}>return form</RouterLink> with your order
              number, your e-mail address, the items and the reason. You receive a reference by e-mail.
            </>,
            'Pack the items in their original condition, unworn, with all labels, dust bags, boxes and authenticity cards.',
            'Put a note with your reference in the parcel and send it with tracking to the address below.',
          ]}
        />
        <Text mt="4">
          {shopConfig.legalName}, {address.street}, {address.postcode} {address.city}, {address.countryName}
        </Text>
      </InformationSection>

      <InformationSection title="Refunds">
        <Text>{POLICY_TEXTS.returnConfirmation}</Text>
        <Text>{POLICY_TEXTS.refunds}</Text>
        <Text>We refund to the payment method you paid with.</Text>
      </InformationSection>

      <InformationSection title="Exchanges">
        <Text>
          {POLICY_TEXTS.exchanges} Mention the item you would like instead in the reason on the return form.
        </Text>
      </InformationSection>

      <InformationSection title="Questions">
        <Text>
          Write to <a href={`mailto:${shopConfig.email}`}>{shopConfig.email}</a> or use the{' '}
          <RouterLink to={paths.contact.href()}>contact form</RouterLink>, {shopConfig.hours.label}.
        </Text>
      </InformationSection>
    </InformationPage>
  );
}
