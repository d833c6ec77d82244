import { Text } from '@chakra-ui/react/text';
import { POLICY_TEXTS, shopConfig } from '@shop/domain';
import { paths } from '@/config/paths';
import { RouterLink } from '@/components/ui/router-link';
import { InformationPage, InformationSection } from '@/features/information/components/information-page';
import { ReturnRequestForm } from '@/features/information/components/return-request-form';
import { withChakra } from '@/components/ui/with-chakra';

/** /returnform: the return request the return policy links to (docs/decisions.md rule 22). */
function Page() {
  return (
    <InformationPage
      title="Return request"
      description={`Return an item bought at ${shopConfig.name}: request your return with your order number.`}
      lead={POLICY_TEXTS.returnWindow}
    >
      <Text>
        Tell us what you are sending back and why. We e-mail you a reference and the return address. Read the{' '}
        <RouterLink to={paths.returnPolicy.href()}>return policy</RouterLink> for the conditions. Fields
        marked * are required.
      </Text>
      <InformationSection title="Your return">
        <ReturnRequestForm />
      </InformationSection>
    </InformationPage>
  );
}

// Renders Chakra components: inside Chakra's context (the shell has none).
export const Component = withChakra(Page);
